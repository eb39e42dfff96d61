import type { SortKey } from '../../../shared/lists/declaration';
import { USERS_LIST } from '../../../shared/lists/users';
import type { UserSummary } from '../../api/generated';
import { agencyDay, calendarDay } from '../../components/agencyTime';
import { TagList, type DataTableColumn, type FilterDefinition } from '../../components/data-table';
import { filterDefinitionsOf } from '../../components/data-table/declaredFilters';
import { fullName, LastSignIn, organisationOf, UserStatusTag } from './userDisplay';

/**
 * Fits 1280 px at its default columns (docs/lists.md, Fit and density): phone and organisation are
 * a click away in the column chooser; the name takes the room left over.
 */
export const userColumns: readonly DataTableColumn<UserSummary, SortKey<typeof USERS_LIST>>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: fullName, width: 160, hideable: false },
  { key: 'email', header: 'Email', sortKey: 'email', render: (user) => user.email, width: 190 },
  {
    key: 'phone',
    header: 'Phone',
    sortKey: 'phone',
    render: (user) => user.phone ?? '',
    width: 140,
    hiddenByDefault: true,
  },
  { key: 'user_type', header: 'User type', sortKey: 'user_type', render: (user) => user.user_type, width: 115 },
  {
    key: 'roles',
    header: 'Roles',
    render: (user) => <TagList values={user.roles.map((role) => role.name)} noun="roles" shown={1} empty="" />,
    width: 170,
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (user) => <UserStatusTag user={user} />,
    width: 95,
  },
  { key: 'organisation', header: 'TPA or ministry', render: organisationOf, width: 170, hiddenByDefault: true },
  {
    key: 'created_at',
    header: 'Created at',
    sortKey: 'created_at',
    render: (user) => agencyDay(user.created_at),
    width: 120,
  },
  {
    key: 'last_login_at',
    header: 'Last sign-in',
    sortKey: 'last_login_at',
    render: (user) => <LastSignIn at={user.last_login_at} />,
    width: 125,
  },
  {
    key: 'expires_on',
    header: 'Expires',
    sortKey: 'expires_on',
    render: (user) => (user.expires_on ? calendarDay(user.expires_on) : ''),
    width: 110,
    hiddenByDefault: true,
  },
];

export const userFilters: readonly FilterDefinition[] = filterDefinitionsOf(
  USERS_LIST,
  {
    user_type: 'User type',
    status: 'Status',
    role: 'Role',
    tpa: 'TPA',
    ministry: 'Ministry',
    created_at: 'Created at',
    last_sign_in: 'Last sign-in',
    expires: 'Expiry',
  },
  {
    last_sign_in: { none: 'Never signed in', more_than_days: 'More than {days} days ago' },
    expires: { past: 'Expired', within_days: 'Within the next {days} days', none: 'No expiry' },
  },
);

export const userSearchFields: readonly string[] = USERS_LIST.searchFields;
