import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { recordActivities, type RequestOrigin } from '../activity-log';
import type { SessionStore } from '../auth/sessions';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import { originOf, principalOf, type AppContext } from '../context';
import { recordBulkChange, type BulkChangeResult } from './bulk-changes';
import { guardFullAdministrators } from './full-administrators';
import { lockSelected, type SelectedUser, type UserSelection } from './user-selection';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';

export type WantedStatus = Schema<'UsersStatusChange'>['status'];
type Status = Schema<'UserStatus'>;

/** A user as a status change reads them (locked). */
export type StatusTarget = Pick<SelectedUser, 'id' | 'email' | 'status' | 'password_hash'>;

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

/** Who makes a status change and from where: a request's caller, or the account lifecycle (no one, nowhere). */
export interface StatusChangeMaker {
  now: Date;
  sessions: Pick<SessionStore, 'closeAllOf'>;
  causerId: number | null;
  origin: RequestOrigin;
}

/**
 * Users by the status they are given, so that each status is one statement whatever their number;
 * one activity row each, and deactivated users' sessions end at once. A user made usable again
 * counts their dormancy from now (users/account-lifecycle.ts).
 */
export async function storeStatusChanges(
  trx: Db,
  maker: StatusChangeMaker,
  changes: readonly { user: StatusTarget; to: Status }[],
  properties?: Record<string, unknown>,
): Promise<void> {
  const { now } = maker;
  for (const status of ['active', 'pending', 'inactive'] as const) {
    const ids = changes.filter(({ to }) => to === status).map(({ user }) => user.id);
    if (ids.length === 0) continue;
    await trx
      .updateTable('users')
      // A status change is a change of the user: its version moves (an undo checks it; so does an open edit form).
      .set((eb) => ({
        status,
        version: eb('version', '+', 1),
        updated_at: now,
        ...(status !== 'inactive' && { reactivated_at: now }),
      }))
      .where('id', '=', sql<number>`any(${ids}::int[])`)
      .execute();
  }
  await recordActivities(
    trx,
    changes.map(({ user, to }) => ({
      causerId: maker.causerId,
      action: to === 'inactive' ? 'deactivated' : 'activated',
      subject: { type: 'user', id: user.id, label: user.email },
      changes: { before: { status: user.status }, after: { status: to } },
      ...(properties && { properties }),
      origin: maker.origin,
    })),
  );
  await maker.sessions.closeAllOf(
    trx,
    changes.filter(({ to }) => to === 'inactive').map(({ user }) => user.id),
  );
}

/** storeStatusChanges made by the request's caller. */
export function storeStatuses(
  ctx: AppContext,
  trx: Db,
  request: FastifyRequest,
  changes: readonly { user: StatusTarget; to: Status }[],
  properties?: Record<string, unknown>,
): Promise<void> {
  const maker = {
    now: ctx.clock(),
    sessions: ctx.sessions,
    causerId: principalOf(request).id,
    origin: originOf(request),
  };
  return storeStatusChanges(trx, maker, changes, properties);
}

/**
 * Activates or deactivates the selected users (by id, or by the list's query) in one
 * transaction; answers how many actually changed (one activity row each), how many a change by
 * query left as they were, and the bulk change that undoes it (none for one user's). Nobody
 * deactivates themselves; the rules of each way of choosing are lockSelected's.
 */
export async function setUsersStatus(
  ctx: AppContext,
  request: FastifyRequest,
  selection: UserSelection,
  wanted: WantedStatus,
): Promise<BulkChangeResult> {
  const principal = principalOf(request);
  const { field } = selection;
  return ctx.db.transaction().execute(async (trx) => {
    const guard = wanted === 'inactive' ? await guardFullAdministrators(trx) : undefined;
    const { targets, skipped } = await lockSelected(trx, principal, selection, { sparesCaller: wanted === 'inactive' });
    // Deactivating in bulk is a step-up action (docs/security.md, Step-up), by whatever path the users were chosen.
    if (wanted === 'inactive' && field !== 'id') await requireRecentSecondFactor(ctx, request, trx);
    const changing = targets
      .map((user) => ({ user, to: statusAfter(user, wanted) }))
      .filter(({ user, to }) => to !== user.status);
    await storeStatuses(ctx, trx, request, changing);
    await guard?.keepsOne(field, field === 'id' ? 'Deactivating this user' : 'Deactivating these users');
    const bulkChangeId =
      field === 'id'
        ? null
        : await recordBulkChange(trx, {
            causerId: principal.id,
            action: wanted === 'active' ? 'activated' : 'deactivated',
            roleId: null,
            at: ctx.clock(),
            users: changing.map(({ user }) => ({
              id: user.id,
              before: { status: user.status },
              versionAfter: user.version + 1,
            })),
          });
    return { updated: changing.length, skipped, bulk_change_id: bulkChangeId };
  });
}
