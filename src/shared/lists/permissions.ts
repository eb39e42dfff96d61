import type { ListDeclaration } from './declaration';

/** The permissions catalogue (listPermissions); no screen filters it, so its filter offers no choices. */
export const PERMISSIONS_LIST = {
  operationId: 'listPermissions',
  recordsKey: 'permissions',
  filters: [{ name: 'group', kind: 'select', multiple: true, values: { contractEnum: 'PermissionGroup' } }],
  searchFields: ['name', 'description'],
  // catalogue: the catalogue's own order, as the contract lists the Permission enum.
  sortKeys: ['catalogue', 'name', 'group'],
  defaultSort: 'catalogue',
} as const satisfies ListDeclaration;
