import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AGENCY_STAFF } from '../../shared/constants';
import { recordActivities } from '../activity-log';
import { originOf, principalOf, type AppContext } from '../context';
import { validationFailed, type FieldErrors } from '../errors';
import { recordBulkChange, type BulkChangeResult } from './bulk-changes';
import { guardFullAdministrators } from './full-administrators';
import { assertMayGrant, assertMayManage } from './user-authority';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';

type RoleRef = Schema<'RoleRef'>;

/** A user as a role change reads them (locked). */
export interface RoleTarget {
  id: number;
  email: string;
  user_type: string;
  current_role_id: number | null;
  version: number;
}

/** The role a user acts as (current_active_role_name) stays while they hold it, else their first role. */
export function currentRoleAfter(current: number | null, roleIds: number[]): number | null {
  return current !== null && roleIds.includes(current) ? current : (roleIds[0] ?? null);
}

/** Each user's roles, by name. */
export async function rolesByUser(db: Db, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name'])
    .where('user_roles.user_id', '=', sql<number>`any(${userIds}::int[])`)
    .orderBy('roles.name')
    .execute();
  const byUser = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  for (const row of rows) byUser.get(row.user_id)?.push({ id: row.id, name: row.name });
  return byUser;
}

/** The role named by `role_id`; unknown: 422. */
export async function roleNamed(db: Db, roleId: number): Promise<RoleRef> {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw validationFailed({ role_id: ['No such role.'] });
  return role;
}

/** The role and the selected users, locked; an unknown role or id refuses the request (422). */
async function lockTargets(db: Db, roleId: number, ids: number[]) {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'user_type', 'current_role_id', 'version'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const errors: FieldErrors = {};
  const unknown = ids.filter((id) => !users.some((user) => user.id === id));
  if (unknown.length > 0) errors.ids = [`No such users: ${unknown.join(', ')}.`];
  if (!role) errors.role_id = ['No such role.'];
  if (!role || unknown.length > 0) throw validationFailed(errors);
  return { role, users };
}

/**
 * Users' role sets stored as one statement for the link rows and one per resulting current role:
 * users who gain `role` (assigning) or lose it, each with their roles after.
 */
export async function storeRoles(
  ctx: AppContext,
  trx: Db,
  role: RoleRef,
  changes: readonly { user: Pick<RoleTarget, 'id' | 'current_role_id'>; after: RoleRef[] }[],
  assigning: boolean,
): Promise<void> {
  const ids = changes.map(({ user }) => user.id);
  if (ids.length === 0) return;
  if (assigning)
    await sql`insert into user_roles (user_id, role_id) select unnest(${ids}::int[]), ${role.id}`.execute(trx);
  else
    await trx
      .deleteFrom('user_roles')
      .where('role_id', '=', role.id)
      .where('user_id', '=', sql<number>`any(${ids}::int[])`)
      .execute();
  const byCurrentRole = new Map<number | null, number[]>();
  for (const { user, after } of changes) {
    const current = currentRoleAfter(
      user.current_role_id,
      after.map((r) => r.id),
    );
    byCurrentRole.set(current, [...(byCurrentRole.get(current) ?? []), user.id]);
  }
  for (const [current, users] of byCurrentRole) {
    await trx
      .updateTable('users')
      .set((eb) => ({ current_role_id: current, version: eb('version', '+', 1), updated_at: ctx.clock() }))
      .where('id', '=', sql<number>`any(${users}::int[])`)
      .execute();
  }
}

/**
 * Assigns `role` to, or removes it from, these (locked, authorised) targets: only users whose
 * roles actually change are counted, versioned and logged (one row each), and recorded as one
 * bulk change their maker may undo. An agency user left without any role refuses it all (422 on `field`).
 */
export async function changeRoles(
  ctx: AppContext,
  trx: Db,
  request: FastifyRequest,
  role: RoleRef,
  targets: readonly RoleTarget[],
  action: Schema<'UsersRoleChange'>['action'],
  field: string,
): Promise<Omit<BulkChangeResult, 'skipped'>> {
  const assigning = action === 'assign';
  const before = await rolesByUser(
    trx,
    targets.map((user) => user.id),
  );
  const rolesAfter = (userId: number) =>
    assigning
      ? [...before.get(userId)!, role].sort((a, b) => a.name.localeCompare(b.name))
      : before.get(userId)!.filter((held) => held.id !== role.id);
  const changing = targets.filter((user) => before.get(user.id)!.some((held) => held.id === role.id) !== assigning);
  const stranded = changing.filter((user) => user.user_type === AGENCY_STAFF && rolesAfter(user.id).length === 0);
  if (stranded.length > 0) {
    const whom = stranded.map((u) => u.id).join(', ');
    throw validationFailed({
      [field]: [`Agency staff need at least one role; this is the only role of users ${whom}.`],
    });
  }
  await storeRoles(
    ctx,
    trx,
    role,
    changing.map((user) => ({ user, after: rolesAfter(user.id) })),
    assigning,
  );
  await recordActivities(
    trx,
    changing.map((user) => ({
      causerId: principalOf(request).id,
      action: assigning ? 'role_assigned' : 'role_removed',
      subject: { type: 'user', id: user.id, label: user.email },
      changes: {
        before: { roles: before.get(user.id)!.map((r) => r.name) },
        after: { roles: rolesAfter(user.id).map((r) => r.name) },
      },
      properties: { role: role.name },
      origin: originOf(request),
    })),
  );
  const bulkChangeId = await recordBulkChange(trx, {
    causerId: principalOf(request).id,
    action: assigning ? 'role_assigned' : 'role_removed',
    roleId: role.id,
    at: ctx.clock(),
    users: changing.map((user) => ({
      id: user.id,
      before: { current_role_id: user.current_role_id },
      versionAfter: user.version + 1,
    })),
  });
  return { updated: changing.length, bulk_change_id: bulkChangeId };
}

/**
 * Assigns a role to, or removes it from, the selected users in one transaction. An unknown id
 * or role refuses the whole request (422), as do the rules of changeRoles.
 */
export async function changeUsersRole(
  ctx: AppContext,
  request: FastifyRequest,
  change: Schema<'UsersRoleChange'>,
): Promise<Omit<BulkChangeResult, 'skipped'>> {
  const principal = principalOf(request);
  const ids = [...new Set(change.ids)];
  return ctx.db.transaction().execute(async (trx) => {
    const guard = change.action === 'assign' ? undefined : await guardFullAdministrators(trx);
    const { role, users } = await lockTargets(trx, change.role_id, ids);
    await assertMayManage(trx, principal, ids);
    await assertMayGrant(trx, principal, [role.id], 'role_id');
    const result = await changeRoles(ctx, trx, request, role, users, change.action, 'ids');
    await guard?.keepsOne('ids', `Removing the role ${role.name}`);
    return result;
  });
}
