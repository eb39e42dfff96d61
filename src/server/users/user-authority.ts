import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../auth/principal';
import { HttpError, notFound, refuseIfAny } from '../errors';
import { FieldChecks } from '../field-checks';
import type { Db } from '../db/schema';

/**
 * Object-level rules on top of the contract's permissions, so that "update users" and "update
 * roles" cannot be turned into more power than their holder has: nobody gives or takes a role
 * holding a permission they lack, nor puts such a permission in or out of a role (else editing
 * a role they hold would grant them every permission), and nobody changes a user who holds a
 * permission they lack (else changing that user's email and resetting the password would take
 * the account over).
 */

/** Names of these roles that hold a permission the principal lacks. */
async function rolesBeyond(db: Db, principal: Principal, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  let query = db
    .selectFrom('roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('roles.name')
    .distinct()
    .where('roles.id', 'in', roleIds);
  if (principal.permissions.length > 0) query = query.where('permissions.name', 'not in', principal.permissions);
  return (await query.orderBy('roles.name').execute()).map((role) => role.name);
}

/** Fails `field` when giving or taking these roles would hand out a permission the principal lacks. */
export async function checkMayGrant(
  db: Db,
  checks: FieldChecks,
  principal: Principal,
  roleIds: number[],
  field: string,
): Promise<void> {
  const beyond = await rolesBeyond(db, principal, roleIds);
  if (beyond.length > 0)
    checks.fail(
      field,
      `You cannot give or take roles with permissions you do not hold yourself: ${beyond.join(', ')}.`,
    );
}

/** Refuses (422 on `field`) giving or taking roles that hold a permission the principal lacks. */
export async function assertMayGrant(db: Db, principal: Principal, roleIds: number[], field: string): Promise<void> {
  const checks = new FieldChecks();
  await checkMayGrant(db, checks, principal, roleIds, field);
  refuseIfAny(checks.errors);
}

/** Fails `field` when a role's permissions would gain or lose one the principal lacks. */
export function checkMayChangePermissions(
  checks: FieldChecks,
  principal: Principal,
  before: readonly string[],
  after: readonly string[],
  field: string,
): void {
  const changed = [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
  const beyond = changed.filter((permission) => !principal.permissions.includes(permission));
  if (beyond.length > 0)
    checks.fail(field, `You cannot give or take permissions you do not hold yourself: ${beyond.join(', ')}.`);
}

/**
 * Refuses (403) editing a role that holds, or whose holders hold, a permission the principal
 * lacks: renaming or weakening the Super Admin role is taking power from those above them.
 */
export async function assertMayEditRole(db: Db, principal: Principal, roleId: number): Promise<void> {
  const holders = db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId);
  let query = db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .where((eb) =>
      eb.or([
        eb('role_permissions.role_id', '=', roleId),
        eb(
          'role_permissions.role_id',
          'in',
          db.selectFrom('user_roles').select('role_id').where('user_id', 'in', holders),
        ),
      ]),
    );
  if (principal.permissions.length > 0) query = query.where('permissions.name', 'not in', principal.permissions);
  if (await query.limit(1).executeTakeFirst()) {
    throw new HttpError(
      403,
      'You cannot change this role: it or the users holding it have permissions you do not have.',
    );
  }
}

/** SQL: the user whose id is `userId` holds a permission the principal lacks (through any of their roles). */
export function holdsPermissionBeyond(principal: Principal, userId: Expression<number>): RawBuilder<SqlBool> {
  const lacked =
    principal.permissions.length > 0 ? sql`and permissions.name not in (${sql.join(principal.permissions)})` : sql``;
  return sql<SqlBool>`exists (select 1 from user_roles
    join role_permissions on role_permissions.role_id = user_roles.role_id
    join permissions on permissions.id = role_permissions.permission_id
    where user_roles.user_id = ${userId} ${lacked})`;
}

/** Refuses (403) changing users who hold a permission the principal lacks. */
export async function assertMayManage(db: Db, principal: Principal, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const beyond = (
    await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', sql<number>`any(${userIds}::int[])`)
      .where(holdsPermissionBeyond(principal, sql.ref('users.id')))
      .orderBy('id')
      .execute()
  ).map((row) => row.id);
  if (beyond.length === 0) return;
  const whom = userIds.length === 1 ? 'this user' : `users ${beyond.join(', ')}`;
  throw new HttpError(403, `You cannot change ${whom}: they hold permissions you do not have.`);
}

/**
 * The user an administrator acts on from the user view (their sessions, their second factor):
 * 404 when unknown, 403 when they hold a permission the caller lacks, as edits are.
 */
export async function managedUserOf(db: Db, principal: Principal, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('user');
  await assertMayManage(db, principal, [user.id]);
  return user;
}
