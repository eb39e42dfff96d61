import type { SortKey } from '../../../shared/lists/declaration';
import { ROLES_LIST } from '../../../shared/lists/roles';
import type { Role } from '../../api/generated';
import { agencyDay } from '../../components/agencyTime';
import { TagList, type DataTableColumn, type FilterDefinition } from '../../components/data-table';
import { filterDefinitionsOf } from '../../components/data-table/declaredFilters';

/** Fits 1280 px (docs/lists.md, Fit and density): a role's permissions are tags, "+n" opening the rest. */
export const roleColumns: readonly DataTableColumn<Role, SortKey<typeof ROLES_LIST>>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (role) => role.name, width: 170, hideable: false },
  { key: 'description', header: 'Description', render: (role) => role.description, width: 200, grows: true },
  {
    key: 'permissions',
    header: 'Permissions',
    render: (role) => <TagList values={role.permissions} noun="permissions" shown={3} />,
    width: 290,
  },
  { key: 'users_count', header: 'Users', sortKey: 'users_count', render: (role) => role.users_count, width: 80 },
  {
    key: 'created_at',
    header: 'Created at',
    sortKey: 'created_at',
    render: (role) => agencyDay(role.created_at),
    width: 120,
  },
  { key: 'updated_at', header: 'Updated at', render: (role) => agencyDay(role.updated_at), width: 110 },
];

export const roleFilters: readonly FilterDefinition[] = filterDefinitionsOf(ROLES_LIST, {
  permission: 'Permission',
  created_at: 'Created at',
});

export const roleSearchFields: readonly string[] = ROLES_LIST.searchFields;
