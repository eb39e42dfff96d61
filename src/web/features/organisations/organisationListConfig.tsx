import type { SortKey } from '../../../shared/lists/declaration';
import type { MINISTRIES_LIST, TPAS_LIST } from '../../../shared/lists/organisations';
import { agencyDay } from '../../components/agencyTime';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
import { filterDefinitionsOf } from '../../components/data-table/declaredFilters';
import { OrganisationStatusTag } from './organisationDisplay';
import type { Organisation } from './organisationKind';

type OrganisationList = typeof TPAS_LIST | typeof MINISTRIES_LIST;
type OrganisationColumn = DataTableColumn<Organisation, SortKey<OrganisationList>>;

/** Shown in the column chooser only, until someone shows them (docs/lists.md, Fit and density). */
const HIDDEN_BY_DEFAULT = ['phone', 'contact_person'];

/**
 * The columns of a TPA or ministry list: what both have, with a kind's own after the contact
 * person; `hidden` are those the list leaves to the column chooser so that it fits 1280 px.
 */
export function organisationColumns(
  own: readonly OrganisationColumn[] = [],
  hidden: readonly string[] = HIDDEN_BY_DEFAULT,
): readonly OrganisationColumn[] {
  const columns: readonly OrganisationColumn[] = [
    { key: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name, width: 175, hideable: false },
    { key: 'code', header: 'Code', sortKey: 'code', render: (row) => row.code, width: 135 },
    { key: 'email', header: 'Email', render: (row) => row.email, width: 190 },
    { key: 'phone', header: 'Phone', render: (row) => row.phone, width: 140 },
    { key: 'contact_person', header: 'Contact person', render: (row) => row.contact_person, width: 160 },
    ...own,
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      render: (row) => <OrganisationStatusTag status={row.status} />,
      width: 95,
    },
    { key: 'users_count', header: 'Users', sortKey: 'users_count', render: (row) => row.users_count, width: 80 },
    {
      key: 'created_at',
      header: 'Created at',
      sortKey: 'created_at',
      render: (row) => agencyDay(row.created_at),
      width: 120,
    },
  ];
  return columns.map((column) => (hidden.includes(column.key) ? { ...column, hiddenByDefault: true } : column));
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
