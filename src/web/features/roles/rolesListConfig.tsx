import type { SortKey } from '../../../shared/lists/declaration';
import { ROLES_LIST } from '../../../shared/lists/roles';
import type { Role } from '../../api/generated';
import { agencyDay } from '../../components/agencyTime';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
import { filterDefinitionsOf } from '../../components/data-table/declaredFilters';

export const roleColumns: readonly DataTableColumn<Role, SortKey<typeof ROLES_LIST>>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (role) => role.name },
  { key: 'description', header: 'Description', render: (role) => role.description },
  {
    key: 'permissions',
    header: 'Permissions',
    render: (role) => <span className="role-permission-summary">{role.permissions.join(', ') || 'None'}</span>,
  },
  { key: 'users_count', header: 'Users', sortKey: 'users_count', render: (role) => role.users_count },
  { key: 'created_at', header: 'Created at', sortKey: 'created_at', render: (role) => agencyDay(role.created_at) },
  { key: 'updated_at', header: 'Updated at', render: (role) => agencyDay(role.updated_at) },
];

export const roleFilters: readonly FilterDefinition[] = filterDefinitionsOf(ROLES_LIST, {
  permission: 'Permission',
  created_at: 'Created at',
});

export const roleSearchFields: readonly string[] = ROLES_LIST.searchFields;
