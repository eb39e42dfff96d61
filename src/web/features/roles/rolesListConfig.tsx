import { MAX_ITEMS_PER_PAGE } from '../../../shared/constants';
import type { Role } from '../../api/generated';
import { agencyDay } from '../../components/agencyTime';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';

export const roleColumns: readonly DataTableColumn<Role>[] = [
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

export const roleFilters: readonly FilterDefinition[] = [
  {
    name: 'permission',
    label: 'Permission',
    type: 'select',
    value: [],
    allow_multiple: true,
    // The catalogue itself, as the editor loads it: its first array is the permissions, each named by `name`.
    fetch_options_from_api: true,
    api_endpoint: `/api/permissions?page=1&items_per_page=${MAX_ITEMS_PER_PAGE}`,
    item_text: 'name',
    item_value: 'name',
  },
  { name: 'created_at', label: 'Created at', type: 'date_range', value: [], from: null, to: null },
];

export const roleSearchFields: readonly string[] = ['name', 'description'];
