import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { AGENCY_STAFF } from '../../shared/constants';
import { recordActivities } from '../activity-log';
import { originOf, principalOf, type AppContext } from '../context';
import { validationFailed, type FieldErrors } from '../errors';
import { recordBulkChange, type BulkChangeResult } from './bulk-changes';
import { guardFullAdministrators } from './full-administrators';
import { assertMayGrant } from './user-authority';
import { lockSelected, type SelectedUser, type UserSelection } from './user-selection';
import { requireStepUpToGrant } from './user-step-up';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';

type RoleRef = Schema<'RoleRef'>;

/** A user as a role change reads them (locked). */
type RoleTarget = Pick<SelectedUser, 'id' | 'email' | 'user_type' | 'current_role_id' | 'version'>;

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

/**
 * Users' role sets stored as one statement for the link rows and one per resulting current role:
 * users who gain `role` (assigning) or lose it, each with their roles after.
 */
async function storeRoles(
  ctx: AppContext,
  trx: Db,
  role: RoleRef,
  changes: readonly { user: Pick<RoleTarget, 'id' | 'current_role_id'>; after: RoleRef[]; endsOn?: string | null }[],
  assigning: boolean,
): Promise<void> {
  const ids = changes.map(({ user }) => user.id);
  if (ids.length === 0) return;
  if (assigning) {
    const ends = changes.map(({ endsOn }) => endsOn ?? null);
    await sql`insert into user_roles (user_id, role_id, ends_on)
      select unnest(${ids}::int[]), ${role.id}, unnest(${ends}::date[])`.execute(trx);
  } else
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

/** A user's roles once `role` is given (assigning) or taken, by name. */
const rolesAfterChange = (held: RoleRef[], role: RoleRef, assigning: boolean) =>
  assigning ? [...held, role].sort((a, b) => a.name.localeCompare(b.name)) : held.filter((r) => r.id !== role.id);

/** Each of these users' last day of `role` (YYYY-MM-DD), for the grants that end. */
async function grantEndsOfRole(db: Db, roleId: number, userIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('user_roles')
    .select(['user_id', sql<string>`ends_on::text`.as('ends_on')])
    .where('role_id', '=', roleId)
    .where('user_id', '=', sql<number>`any(${userIds}::int[])`)
    .where('ends_on', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.ends_on]));
}

/**
 * Gives `role` to, or takes it from, these users whose roles were `before`, one activity row
 * each (with `properties` beside the role's name): the change itself and its undo, which gives a
 * removed grant back with the last day it had (`endsOn`).
 */
export async function applyRoleChange(
  ctx: AppContext,
  trx: Db,
  request: FastifyRequest,
  role: RoleRef,
  changes: readonly {
    user: Pick<RoleTarget, 'id' | 'email' | 'current_role_id'>;
    before: RoleRef[];
    endsOn?: string | null;
  }[],
  assigning: boolean,
  properties: Record<string, unknown> = {},
): Promise<void> {
  const after = changes.map(({ before }) => rolesAfterChange(before, role, assigning));
  await storeRoles(
    ctx,
    trx,
    role,
    changes.map(({ user, endsOn }, i) => ({ user, after: after[i], endsOn })),
    assigning,
  );
  await recordActivities(
    trx,
    changes.map(({ user, before }, i) => ({
      causerId: principalOf(request).id,
      action: assigning ? 'role_assigned' : 'role_removed',
      subject: { type: 'user', id: user.id, label: user.email },
      changes: { before: { roles: before.map((r) => r.name) }, after: { roles: after[i].map((r) => r.name) } },
      properties: { role: role.name, ...properties },
      origin: originOf(request),
    })),
  );
}

/**
 * Assigns `role` to, or removes it from, these (locked, authorised) targets: only users whose
 * roles actually change are counted, versioned and logged (one row each), and recorded as one
 * bulk change their maker may undo (not one user's: `field` "id"). An agency user left without
 * any role refuses it all (422 on `field`).
 */
async function changeRoles(
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
  const changing = targets.filter((user) => before.get(user.id)!.some((held) => held.id === role.id) !== assigning);
  if (assigning && changing.length > 0) await requireStepUpToGrant(ctx, request, trx, [role.id]);
  const stranded = changing.filter(
    (user) => user.user_type === AGENCY_STAFF && rolesAfterChange(before.get(user.id)!, role, assigning).length === 0,
  );
  if (stranded.length > 0) {
    const whom = stranded.map((u) => u.id).join(', ');
    throw validationFailed({
      [field]: [`Agency staff need at least one role; this is the only role of users ${whom}.`],
    });
  }
  // A removal keeps each grant's last day, which its undo gives back.
  const ends = assigning
    ? new Map<number, string>()
    : await grantEndsOfRole(
        trx,
        role.id,
        changing.map((user) => user.id),
      );
  await applyRoleChange(
    ctx,
    trx,
    request,
    role,
    changing.map((user) => ({ user, before: before.get(user.id)! })),
    assigning,
  );
  const bulkChangeId = await recordBulkChange(trx, {
    causerId: principalOf(request).id,
    action: assigning ? 'role_assigned' : 'role_removed',
    roleId: role.id,
    at: ctx.clock(),
    users: changing.map((user) => ({
      id: user.id,
      before: { current_role_id: user.current_role_id, ...(assigning ? {} : { ends_on: ends.get(user.id) ?? null }) },
      versionAfter: user.version + 1,
    })),
  });
  return { updated: changing.length, bulk_change_id: bulkChangeId };
}

/**
 * Assigns a role to, or removes it from, the selected users (by ids, or by the list's query) in
 * one transaction. An unknown role refuses the whole request (422, with unknown ids), as do a
 * role beyond the caller and the rules of changeRoles and lockSelected.
 */
export async function changeUsersRole(
  ctx: AppContext,
  request: FastifyRequest,
  selection: UserSelection,
  change: Pick<Schema<'UsersRoleChange'>, 'role_id' | 'action'>,
): Promise<BulkChangeResult> {
  const principal = principalOf(request);
  return ctx.db.transaction().execute(async (trx) => {
    const guard = change.action === 'assign' ? undefined : await guardFullAdministrators(trx);
    const role = await trx
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('id', '=', change.role_id)
      .executeTakeFirst();
    const refusals: FieldErrors = role ? {} : { role_id: ['No such role.'] };
    const { targets, skipped } = await lockSelected(trx, principal, selection, { sparesCaller: false, refusals });
    await assertMayGrant(trx, principal, [role!.id], 'role_id');
    const result = await changeRoles(ctx, trx, request, role!, targets, change.action, selection.field);
    await guard?.keepsOne(selection.field, `Removing the role ${role!.name}`);
    return { ...result, skipped };
  });
}
