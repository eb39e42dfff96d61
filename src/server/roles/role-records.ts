import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { notFound } from '../errors';
import { roleColumns, rolePermissionNames, roleRows, toRole, type RoleRow } from './roles-list';

/** One role in the contract's Role shape; 404 when there is none. */
export async function readRole(db: Db, id: number) {
  const { rows } = await sql<RoleRow>`select ${roleColumns} from ${roleRows} where roles.id = ${id}`.execute(db);
  if (rows.length === 0) throw notFound('role');
  return toRole(rows[0]);
}

/** The catalogue in its own order (the contract's), as PermissionEntry records. */
export async function readCatalogue(db: Db) {
  return db.selectFrom('permissions').select(['id', 'name', 'group', 'description']).orderBy('id').execute();
}

/** Every role with its permission names and whether it requires a second factor: the rows of the permission matrix. */
export async function readRolePermissions(db: Db) {
  const { rows } = await sql<{ id: number; name: string; permissions: string[]; requires_second_factor: boolean }>`
    select roles.id, roles.name, ${rolePermissionNames} as permissions, roles.requires_second_factor
    from roles order by roles.name, roles.id`.execute(db);
  return rows;
}

/** One permission of the catalogue with the roles that grant it (PermissionDetail); 404 when there is none. */
export async function readPermission(db: Db, id: number) {
  const permission = await db
    .selectFrom('permissions')
    .select(['id', 'name', 'group', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!permission) throw notFound('permission');
  const roles = await db
    .selectFrom('role_permissions')
    .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .select(['roles.id', 'roles.name'])
    .where('role_permissions.permission_id', '=', id)
    .orderBy('roles.name')
    .orderBy('roles.id')
    .execute();
  return { ...permission, roles };
}
