import type { SortKey } from '../../../shared/lists/declaration';
import { USERS_LIST } from '../../../shared/lists/users';
import type { UserSummary } from '../../api/generated';
import { agencyDay } from '../../components/agencyTime';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
import { filterDefinitionsOf } from '../../components/data-table/declaredFilters';
import { fullName, organisationOf, UserStatusTag } from './userDisplay';

export const userColumns: readonly DataTableColumn<UserSummary, SortKey<typeof USERS_LIST>>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: fullName },
  { key: 'email', header: 'Email', sortKey: 'email', render: (user) => user.email },
  { key: 'phone', header: 'Phone', sortKey: 'phone', render: (user) => user.phone ?? '' },
  { key: 'user_type', header: 'User type', sortKey: 'user_type', render: (user) => user.user_type },
  { key: 'roles', header: 'Roles', render: (user) => user.roles.map((role) => role.name).join(', ') },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (user) => <UserStatusTag status={user.status} />,
  },
  { key: 'organisation', header: 'TPA or ministry', render: organisationOf },
  {
    key: 'created_at',
    header: 'Created at',
    sortKey: 'created_at',
    render: (user) => agencyDay(user.created_at),
  },
];

export const userFilters: readonly FilterDefinition[] = filterDefinitionsOf(USERS_LIST, {
  user_type: 'User type',
  status: 'Status',
  role: 'Role',
  tpa: 'TPA',
  ministry: 'Ministry',
  created_at: 'Created at',
});

export const userSearchFields: readonly string[] = USERS_LIST.searchFields;
