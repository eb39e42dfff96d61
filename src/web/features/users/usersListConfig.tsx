import { USER_STATUSES, USER_TYPES } from '../../../shared/user-types';
import type { UserSummary } from '../../api/generated';
import { agencyDay } from '../../components/agencyTime';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
import { optionsOf } from '../../components/optionItems';
import { fullName, organisationOf, UserStatusTag } from './userDisplay';

export const userColumns: readonly DataTableColumn<UserSummary>[] = [
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

export const userFilters: readonly FilterDefinition[] = [
  { name: 'user_type', label: 'User type', type: 'select', value: [], allow_multiple: true, options: optionsOf(USER_TYPES) },
  { name: 'status', label: 'Status', type: 'select', value: [], allow_multiple: true, options: optionsOf(USER_STATUSES) },
  { name: 'role', label: 'Role', type: 'select', value: [], allow_multiple: true, fetch_options_from_api: true, api_endpoint: '/api/roles/options' },
  { name: 'tpa', label: 'TPA', type: 'select', value: [], allow_multiple: true, fetch_options_from_api: true, api_endpoint: '/api/tpas/options' },
  { name: 'ministry', label: 'Ministry', type: 'select', value: [], allow_multiple: true, fetch_options_from_api: true, api_endpoint: '/api/ministries/options' },
  { name: 'created_at', label: 'Created at', type: 'date_range', value: [], from: null, to: null },
];

export const userSearchFields: readonly string[] = ['name', 'email', 'phone'];
