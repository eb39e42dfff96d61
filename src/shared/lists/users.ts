import { DEFAULT_ACCOUNT_WARNING_DAYS, DEFAULT_DORMANCY_DAYS } from '../constants';
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
    {
      name: 'last_sign_in',
      kind: 'relative_day',
      forms: ['none', 'more_than_days'],
      presets: [7, 30, DEFAULT_DORMANCY_DAYS, 90],
    },
    {
      name: 'expires',
      kind: 'relative_day',
      forms: ['past', 'within_days', 'none'],
      presets: [DEFAULT_ACCOUNT_WARNING_DAYS, 30, 90],
    },
  ],
  searchFields: ['name', 'email', 'phone'],
  sortKeys: ['name', 'email', 'phone', 'user_type', 'status', 'created_at', 'last_login_at', 'expires_on'],
  defaultSort: '-created_at',
} as const satisfies ListDeclaration;
