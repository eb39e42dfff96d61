import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { recordActivities } from '../activity-log';
import { originOf, principalOf, type AppContext } from '../context';
import { notFound, validationFailed } from '../errors';
import { recordBulkChange, type BulkChangeResult } from './bulk-changes';
import { guardFullAdministrators } from './full-administrators';
import { assertMayManage } from './user-authority';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';

export type WantedStatus = Schema<'UsersStatusChange'>['status'];
type Status = Schema<'UserStatus'>;

/** A user as a status change reads them (locked). */
export interface StatusTarget {
  id: number;
  email: string;
  status: Status;
  password_hash: string | null;
  version: number;
}

/**
 * Where a user ends up. Deactivating ends access. Activating restores the state the user can
 * use: active with a password, pending (invitation not yet accepted) without one: a user
 * becomes active only by choosing a password, so activating a pending user changes nothing.
 */
function statusAfter(user: { status: Status; password_hash: string | null }, wanted: WantedStatus): Status {
  if (wanted === 'inactive') return 'inactive';
  if (user.status !== 'inactive') return user.status;
  return user.password_hash ? 'active' : 'pending';
}

/** Users by the status they are given, so that each status is one statement whatever their number. */
export async function storeStatuses(
  ctx: AppContext,
  trx: Db,
  request: FastifyRequest,
  changes: readonly { user: StatusTarget; to: Status }[],
  properties?: Record<string, unknown>,
): Promise<void> {
  const now = ctx.clock();
  for (const status of ['active', 'pending', 'inactive'] as const) {
    const ids = changes.filter(({ to }) => to === status).map(({ user }) => user.id);
    if (ids.length === 0) continue;
    await trx
      .updateTable('users')
      // A status change is a change of the user: its version moves (an undo checks it; so does an open edit form).
      .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', sql<number>`any(${ids}::int[])`)
      .execute();
  }
  await recordActivities(
    trx,
    changes.map(({ user, to }) => ({
      causerId: principalOf(request).id,
      action: to === 'inactive' ? 'deactivated' : 'activated',
      subject: { type: 'user', id: user.id, label: user.email },
      changes: { before: { status: user.status }, after: { status: to } },
      ...(properties && { properties }),
      origin: originOf(request),
    })),
  );
  // Deactivated users' sessions end at once.
  await ctx.sessions.closeAllOf(
    trx,
    changes.filter(({ to }) => to === 'inactive').map(({ user }) => user.id),
  );
}

/**
 * Gives each (locked, authorised) target the status `wanted` makes it; the others are left and
 * not counted. A bulk change is recorded for its maker to undo (a single user's is not).
 */
export async function changeStatuses(
  ctx: AppContext,
  trx: Db,
  request: FastifyRequest,
  targets: readonly StatusTarget[],
  wanted: WantedStatus,
  bulk = true,
): Promise<Omit<BulkChangeResult, 'skipped'>> {
  const changing = targets
    .map((user) => ({ user, to: statusAfter(user, wanted) }))
    .filter(({ user, to }) => to !== user.status);
  await storeStatuses(ctx, trx, request, changing);
  if (!bulk) return { updated: changing.length, bulk_change_id: null };
  const bulkChangeId = await recordBulkChange(trx, {
    causerId: principalOf(request).id,
    action: wanted === 'active' ? 'activated' : 'deactivated',
    roleId: null,
    at: ctx.clock(),
    users: changing.map(({ user }) => ({
      id: user.id,
      before: { status: user.status },
      versionAfter: user.version + 1,
    })),
  });
  return { updated: changing.length, bulk_change_id: bulkChangeId };
}

/**
 * Activates or deactivates the users named, in one transaction; answers how many actually
 * changed (one activity row each) and the bulk change that undoes it. `field` is how the request
 * named them: one `id` (unknown: 404) or a bulk `ids` (unknown: 422 naming them, nothing changes).
 */
export async function setUsersStatus(
  ctx: AppContext,
  request: FastifyRequest,
  requested: number[],
  wanted: WantedStatus,
  field: 'id' | 'ids',
): Promise<Omit<BulkChangeResult, 'skipped'>> {
  const principal = principalOf(request);
  const ids = [...new Set(requested)];
  return ctx.db.transaction().execute(async (trx) => {
    const guard = wanted === 'inactive' ? await guardFullAdministrators(trx) : undefined;
    const users = await trx
      .selectFrom('users')
      .select(['id', 'email', 'status', 'password_hash', 'version'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    const unknown = ids.filter((id) => !users.some((user) => user.id === id));
    if (unknown.length > 0)
      throw field === 'id' ? notFound('user') : validationFailed({ ids: [`No such users: ${unknown.join(', ')}.`] });
    // Nobody locks themselves out (and an agency with one administrator stays administered).
    if (wanted === 'inactive' && ids.includes(principal.id))
      throw validationFailed({ [field]: ['You cannot deactivate your own account.'] });
    await assertMayManage(trx, principal, ids);
    const result = await changeStatuses(ctx, trx, request, users, wanted, field === 'ids');
    await guard?.keepsOne(field, ids.length === 1 ? 'Deactivating this user' : 'Deactivating these users');
    return result;
  });
}
