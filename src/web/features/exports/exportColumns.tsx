import { AGENCY_TIME_ZONE, DEFAULT_LOCALE } from '../../../shared/constants';
import type { ExportJob, ExportResource } from '../../api/generated';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
// Its own module, not the index: its stylesheet would ride along into every list screen's chunk.
import { AppliedQuery } from '../../components/data-table/AppliedQuery';
import { ExportDownload } from './ExportDownload';
import { ExportStatusTag } from './ExportStatusTag';

/** Dates are ISO strings end to end; shown in the agency's time zone, as the users list does. */
const createdAtFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});
const countFormat = new Intl.NumberFormat(DEFAULT_LOCALE);

const RESOURCE_LABEL: Record<ExportResource, string> = {
  users: 'Users',
  roles: 'Roles',
  permissions: 'Permissions',
  tpas: 'TPAs',
  ministries: 'Ministries',
  activity_logs: 'Activity logs',
  access_review_evidence: 'Access review evidence',
};

/** Each exported list's filters, as its screen labels them. */
export type ListFilters = Readonly<Record<ExportResource, readonly FilterDefinition[]>>;

/** The columns of My exports, newest job first as the server sends them; which list, and what narrowed it. */
export const exportColumns = (filtersOf: ListFilters): readonly DataTableColumn<ExportJob>[] => [
  { key: 'file_name', header: 'File name', render: (job) => job.file_name },
  { key: 'resource', header: 'List', render: (job) => RESOURCE_LABEL[job.resource] },
  {
    key: 'query',
    header: 'Filters and search',
    render: (job) => (
      <AppliedQuery filters={job.filters} search={job.search_string} definitions={filtersOf[job.resource]} />
    ),
  },
  { key: 'batch', header: 'Batch', render: (job) => `Batch ${job.batch}` },
  { key: 'status', header: 'Status', render: (job) => <ExportStatusTag job={job} /> },
  {
    key: 'row_count',
    header: 'Rows',
    render: (job) => (job.row_count === null ? '' : countFormat.format(job.row_count)),
  },
  { key: 'created_at', header: 'Requested at', render: (job) => createdAtFormat.format(new Date(job.created_at)) },
  { key: 'download', header: 'File', render: (job) => <ExportDownload job={job} /> },
];
