import { ORGANISATION_STATUSES } from '../../../shared/organisations';
import { agencyDay } from '../../components/agencyTime';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
import { optionsOf } from '../../components/optionItems';
import { OrganisationStatusTag } from './organisationDisplay';
import type { Organisation } from './organisationKind';

/** The columns of a TPA or ministry list: what both have, with a kind's own after the contact person. */
export function organisationColumns(own: readonly DataTableColumn<Organisation>[] = []): readonly DataTableColumn<Organisation>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name },
    { key: 'code', header: 'Code', sortKey: 'code', render: (row) => row.code },
    { key: 'email', header: 'Email', render: (row) => row.email },
    { key: 'phone', header: 'Phone', render: (row) => row.phone },
    { key: 'contact_person', header: 'Contact person', render: (row) => row.contact_person },
    ...own,
    { key: 'status', header: 'Status', sortKey: 'status', render: (row) => <OrganisationStatusTag status={row.status} /> },
    { key: 'users_count', header: 'Users', sortKey: 'users_count', render: (row) => row.users_count },
    { key: 'created_at', header: 'Created at', sortKey: 'created_at', render: (row) => agencyDay(row.created_at) },
  ];
}

/** The filters of a TPA or ministry list: status, a kind's own, and the creation date. */
export function organisationFilters(own: readonly FilterDefinition[] = []): readonly FilterDefinition[] {
  return [
    { name: 'status', label: 'Status', type: 'select', value: [], allow_multiple: true, options: optionsOf(ORGANISATION_STATUSES) },
    ...own,
    { name: 'created_at', label: 'Created at', type: 'date_range', value: [], from: null, to: null },
  ];
}

/** What the server searches, as the search box names it. */
export const ORGANISATION_SEARCH_FIELDS: readonly string[] = ['name', 'code', 'email', 'phone', 'contact person'];
