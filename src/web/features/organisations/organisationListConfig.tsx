import type { SortKey } from '../../../shared/lists/declaration';
import type { MINISTRIES_LIST, TPAS_LIST } from '../../../shared/lists/organisations';
import { agencyDay } from '../../components/agencyTime';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
import { filterDefinitionsOf } from '../../components/data-table/declaredFilters';
import { OrganisationStatusTag } from './organisationDisplay';
import type { Organisation } from './organisationKind';

type OrganisationList = typeof TPAS_LIST | typeof MINISTRIES_LIST;
type OrganisationColumn = DataTableColumn<Organisation, SortKey<OrganisationList>>;

/** The columns of a TPA or ministry list: what both have, with a kind's own after the contact person. */
export function organisationColumns(own: readonly OrganisationColumn[] = []): readonly OrganisationColumn[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name },
    { key: 'code', header: 'Code', sortKey: 'code', render: (row) => row.code },
    { key: 'email', header: 'Email', render: (row) => row.email },
    { key: 'phone', header: 'Phone', render: (row) => row.phone },
    { key: 'contact_person', header: 'Contact person', render: (row) => row.contact_person },
    ...own,
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (row) => <OrganisationStatusTag status={row.status} />,
    },
    { key: 'users_count', header: 'Users', sortKey: 'users_count', render: (row) => row.users_count },
    { key: 'created_at', header: 'Created at', sortKey: 'created_at', render: (row) => agencyDay(row.created_at) },
  ];
}

const FILTER_LABELS = {
  status: 'Status',
  state: 'State',
  accreditation_date: 'Accreditation date',
  created_at: 'Created at',
} as const;

export { ORGANISATION_SEARCH_FIELDS } from '../../../shared/lists/organisations';

/** The filters of a TPA or ministry list, as its declaration has them. */
export function organisationFilters(list: OrganisationList): readonly FilterDefinition[] {
  return filterDefinitionsOf(list, FILTER_LABELS);
}
