import type { FastifyRequest } from 'fastify';
import { AGENCY_STAFF } from '../../shared/constants';
import { recordActivity } from '../activity-log';
import { originOf, principalOf, type AppContext } from '../context';
import { validationFailed, type FieldErrors } from '../errors';
import { guardFullAdministrators } from './full-administrators';
import { assertMayGrant, assertMayManage } from './user-authority';
import { requireStepUpToGrant } from './user-step-up';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';

type RoleRef = Schema<'RoleRef'>;

/** The role a user acts as (current_active_role_name) stays while they hold it, else their first role. */
export function currentRoleAfter(current: number | null, roleIds: number[]): number | null {
  return current !== null && roleIds.includes(current) ? current : (roleIds[0] ?? null);
}

/** Each user's roles, by name. */
async function rolesByUser(db: Db, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.name')
    .execute();
  const byUser = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  for (const row of rows) byUser.get(row.user_id)?.push({ id: row.id, name: row.name });
  return byUser;
}

/** The role and the selected users, locked; an unknown role or id refuses the request (422). */
async function lockTargets(db: Db, roleId: number, ids: number[]) {
  const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'user_type', 'current_role_id'])
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

/** One user's new role set stored: the link row, the current role, a new version. */
async function storeRoles(
  db: Db,
  user: { id: number; current_role_id: number | null },
  role: RoleRef,
  roles: RoleRef[],
  assigning: boolean,
  now: Date,
) {
  if (assigning) await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  else await db.deleteFrom('user_roles').where('user_id', '=', user.id).where('role_id', '=', role.id).execute();
  await db
    .updateTable('users')
    .set((eb) => ({
      current_role_id: currentRoleAfter(
        user.current_role_id,
        roles.map((r) => r.id),
      ),
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', user.id)
    .execute();
}

/**
 * Assigns a role to, or removes it from, the selected users in one transaction: only users
 * whose roles actually change are counted, versioned and logged (one row each). An unknown id
 * or role, or an agency user left without any role, refuses the whole request.
 */
export async function changeUsersRole(
  ctx: AppContext,
  request: FastifyRequest,
  change: Schema<'UsersRoleChange'>,
): Promise<number> {
  const principal = principalOf(request);
  const ids = [...new Set(change.ids)];
  const assigning = change.action === 'assign';
  return ctx.db.transaction().execute(async (trx) => {
    const guard = assigning ? undefined : await guardFullAdministrators(trx);
    const { role, users } = await lockTargets(trx, change.role_id, ids);
    await assertMayManage(trx, principal, ids);
    await assertMayGrant(trx, principal, [role.id], 'role_id');
    const before = await rolesByUser(trx, ids);
    const rolesAfter = (userId: number) =>
      assigning
        ? [...before.get(userId)!, role].sort((a, b) => a.name.localeCompare(b.name))
        : before.get(userId)!.filter((held) => held.id !== role.id);
    const changing = users.filter((user) => before.get(user.id)!.some((held) => held.id === role.id) !== assigning);
    if (assigning && changing.length > 0) await requireStepUpToGrant(ctx, request, trx, [role.id]);
    const stranded = changing.filter((user) => user.user_type === AGENCY_STAFF && rolesAfter(user.id).length === 0);
    if (stranded.length > 0) {
      throw validationFailed({
        ids: [
          `Agency staff need at least one role; this is the only role of users ${stranded.map((u) => u.id).join(', ')}.`,
        ],
      });
    }
    const now = ctx.clock();
    for (const user of changing) {
      await storeRoles(trx, user, role, rolesAfter(user.id), assigning, now);
      await recordActivity(trx, {
        causerId: principal.id,
        action: assigning ? 'role_assigned' : 'role_removed',
        subject: { type: 'user', id: user.id, label: user.email },
        changes: {
          before: { roles: before.get(user.id)!.map((r) => r.name) },
          after: { roles: rolesAfter(user.id).map((r) => r.name) },
        },
        properties: { role: role.name },
        origin: originOf(request),
      });
    }
    await guard?.keepsOne('ids', `Removing the role ${role.name}`);
    return changing.length;
  });
}
