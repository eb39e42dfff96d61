import { sql, type Expression } from 'kysely';
import { ROLES_LIST } from '../../shared/lists/roles';
import { declaredFilters, declaredSort } from '../lists/declared-list';
import type { ListDefinition } from '../lists/engine';

/** A role as the list, the detail and the export read it. */
export interface RoleRow {
  id: number;
  name: string;
  description: string;
  /** Permission names in the catalogue's order. */
  permissions: string[];
  requires_second_factor: boolean;
  users_count: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/** The contract's Role. */
export function toRole(row: RoleRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.permissions,
    requires_second_factor: row.requires_second_factor,
    users_count: Number(row.users_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}

/** How many users hold a role (`roleId`: a value or a column), from the counts kept per role (migration 0041). */
export const roleHolders = (roleId: Expression<number> | number) =>
  sql<number>`coalesce((select role_holder_counts.holders::int from role_holder_counts where role_holder_counts.role_id = ${roleId}), 0)`;

// users_count is read inside the key source so that it sorts like a column.
export const roleRows = sql`(select roles.id, roles.name, roles.description, roles.version, roles.created_at, roles.updated_at,
  roles.search_text, roles.requires_second_factor, ${roleHolders(sql.ref('roles.id'))} as users_count from roles) as roles`;

/** A role's permission names in the catalogue's order (a correlated subquery on `roles`). */
export const rolePermissionNames = sql`coalesce((select json_agg(permissions.name order by permissions.id)
  from role_permissions join permissions on permissions.id = role_permissions.permission_id
  where role_permissions.role_id = roles.id), '[]')`;

export const roleColumns = sql`roles.id, roles.name, roles.description, roles.version, roles.created_at, roles.updated_at,
  roles.users_count, roles.requires_second_factor, ${rolePermissionNames} as permissions`;

/** The roles list: filter by permission and creation day, search over name and description. */
export const rolesList: ListDefinition<RoleRow, ReturnType<typeof toRole>, 'roles'> = {
  key: 'roles',
  source: roleRows,
  keySource: roleRows,
  columns: roleColumns,
  searchColumn: 'roles.search_text',
  filters: declaredFilters(ROLES_LIST, {
    // A role matches when it holds any of the chosen permissions, as every multiple select does.
    permission: (
      names,
    ) => sql`exists (select 1 from role_permissions join permissions on permissions.id = role_permissions.permission_id
        where role_permissions.role_id = roles.id and permissions.name in (${sql.join(names)}))`,
    created_at: 'roles.created_at',
  }),
  sortable: declaredSort(ROLES_LIST, {
    name: ['roles.name'],
    users_count: ['roles.users_count'],
    created_at: ['roles.created_at'],
  }),
  defaultSort: ROLES_LIST.defaultSort,
  idColumn: 'roles.id',
  countedTable: 'roles',
  toRecord: toRole,
};
