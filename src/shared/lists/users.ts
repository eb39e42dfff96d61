import { USER_STATUSES, USER_TYPES } from '../user-types';
import type { ListDeclaration } from './declaration';

/** The agency's users (listUsers). */
export const USERS_LIST = {
  operationId: 'listUsers',
  recordsKey: 'users',
  filters: [
    { name: 'user_type', kind: 'select', multiple: true, values: { contractEnum: 'UserType' }, options: USER_TYPES },
    { name: 'status', kind: 'select', multiple: true, values: { contractEnum: 'UserStatus' }, options: USER_STATUSES },
    { name: 'role', kind: 'select', multiple: true, values: 'record ids', options: { endpoint: '/api/roles/options' } },
    { name: 'tpa', kind: 'select', multiple: true, values: 'record ids', options: { endpoint: '/api/tpas/options' } },
    {
      name: 'ministry',
      kind: 'select',
      multiple: true,
      values: 'record ids',
      options: { endpoint: '/api/ministries/options' },
    },
    { name: 'created_at', kind: 'date_range' },
  ],
  searchFields: ['name', 'email', 'phone'],
  sortKeys: ['name', 'email', 'phone', 'user_type', 'status', 'created_at', 'last_login_at'],
  defaultSort: '-created_at',
} as const satisfies ListDeclaration;
