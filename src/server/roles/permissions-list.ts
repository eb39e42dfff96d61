import { sql } from 'kysely';
import { PERMISSIONS_LIST } from '../../shared/lists/permissions';
import { declaredFilters, declaredSort } from '../lists/declared-list';
import type { ListDefinition } from '../lists/engine';
import type { Selectable } from 'kysely';
import type { PermissionsTable } from '../db/schema';

/** A permission of the catalogue as the table holds it (the contract's PermissionEntry narrows name and group). */
export type PermissionRow = Selectable<PermissionsTable>;

/** The permissions catalogue as a list: filter by group, search over name and description. */
export const permissionsList: ListDefinition<PermissionRow, PermissionRow, 'permissions'> = {
  key: 'permissions',
  source: sql`permissions`,
  keySource: sql`permissions`,
  columns: sql`permissions.id, permissions.name, permissions."group", permissions.description`,
  searchColumn: 'permissions.search_text',
  filters: declaredFilters(PERMISSIONS_LIST, {
    group: (groups) => sql`permissions."group" in (${sql.join(groups)})`,
  }),
  sortable: declaredSort(PERMISSIONS_LIST, {
    // The catalogue's own order (the contract's), grouped as the role editor shows it.
    catalogue: ['permissions.id'],
    name: ['permissions.name'],
    group: ['permissions.group', 'permissions.name'],
  }),
  defaultSort: PERMISSIONS_LIST.defaultSort,
  idColumn: 'permissions.id',
  toRecord: ({ id, name, group, description }) => ({ id, name, group, description }),
};
