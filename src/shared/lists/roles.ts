import { MAX_ITEMS_PER_PAGE } from '../constants';
import type { ListDeclaration } from './declaration';

/** The roles (listRoles). */
export const ROLES_LIST = {
  operationId: 'listRoles',
  recordsKey: 'roles',
  filters: [
    {
      name: 'permission',
      kind: 'select',
      multiple: true,
      values: { contractEnum: 'Permission' },
      // The whole catalogue, as the role editor loads it: each permission named by `name`.
      options: {
        endpoint: `/api/permissions?page=1&items_per_page=${MAX_ITEMS_PER_PAGE}`,
        itemText: 'name',
        itemValue: 'name',
      },
    },
    { name: 'created_at', kind: 'date_range' },
  ],
  searchFields: ['name', 'description'],
  sortKeys: ['name', 'users_count', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListDeclaration;
