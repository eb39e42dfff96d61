import type { FastifyRequest } from 'fastify';
import { BULK_UNDO_MINUTES } from '../../shared/constants';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import { principalOf, type AppContext } from '../context';
import type { Db } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { guardFullAdministrators } from './full-administrators';
import { assertMayGrant, assertMayManage } from './user-authority';
import { applyRoleChange, rolesByUser, roleNamed } from './user-roles';
import { storeStatuses } from './user-status';
import { requireStepUpToGrant } from './user-step-up';
import type { Schema } from '../operations';

type Status = Schema<'UserStatus'>;

/** The change, locked: 404 when there is none, 403 when it is another user's; 409 when undone already or too old. */
async function lockOwnChange(ctx: AppContext, trx: Db, callerId: number, id: number) {
  const change = await trx.selectFrom('bulk_changes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!change) throw notFound('bulk change');
  if (change.causer_id !== callerId) throw new HttpError(403, 'Only the user who made a bulk change may undo it.');
  if (change.undone_at) throw new HttpError(409, 'This change was undone already.');
  if (change.created_at.getTime() < ctx.clock().getTime() - BULK_UNDO_MINUTES * 60_000)
    throw new HttpError(
      409,
      `This change is more than ${BULK_UNDO_MINUTES} minutes old and can no longer be undone. Change the users again instead.`,
    );
  return change;
}

/** The users the change changed, locked; 409 when any was changed again since (its version moved). */
async function lockUnchangedSince(trx: Db, changeId: number) {
  const users = await trx
    .selectFrom('bulk_change_users')
    .innerJoin('users', 'users.id', 'bulk_change_users.user_id')
    .select([
      'users.id',
      'users.email',
      'users.status',
      'users.password_hash',
      'users.version',
      'users.current_role_id',
    ])
    .select(['bulk_change_users.before', 'bulk_change_users.version_after'])
    .where('bulk_change_users.bulk_change_id', '=', changeId)
    .orderBy('users.id')
    .forUpdate()
    .execute();
  const touched = users.filter((user) => user.version !== user.version_after).map((user) => user.id);
  if (touched.length > 0) {
    const some = touched.slice(0, 5).join(', ') + (touched.length > 5 ? ` and ${touched.length - 5} more` : '');
    throw new HttpError(
      409,
      `Nothing was undone: ${touched.length === 1 ? 'user' : 'users'} ${some} changed again since. Change them by hand instead.`,
    );
  }
  return users;
}

/**
 * Undoes the caller's own bulk change (undoUsersBulkChange): every user it changed gets back the
 * state before it, in one transaction, one activity row each, as long as none was changed since.
 */
export async function undoUsersBulkChange(ctx: AppContext, request: FastifyRequest, id: number): Promise<number> {
  const principal = principalOf(request);
  return ctx.db.transaction().execute(async (trx) => {
    const guard = await guardFullAdministrators(trx);
    const change = await lockOwnChange(ctx, trx, principal.id, id);
    const users = await lockUnchangedSince(trx, id);
    await assertMayManage(
      trx,
      principal,
      users.map((user) => user.id),
    );
    const undo = { undo_of_bulk_change: id };
    // The step-up of the change it amounts to (docs/security.md, Step-up), after every other refusal.
    if (change.role_id === null) {
      const changes = users.map((user) => ({ user, to: (user.before as { status: Status }).status }));
      if (changes.some(({ to }) => to === 'inactive')) await requireRecentSecondFactor(ctx, request, trx);
      await storeStatuses(ctx, trx, request, changes, undo);
    } else {
      const role = await roleNamed(trx, change.role_id);
      const givesBack = change.action === 'role_removed';
      await assertMayGrant(trx, principal, [role.id], 'id');
      if (givesBack) await requireStepUpToGrant(ctx, request, trx, [role.id]);
      await restoreRoles(ctx, trx, request, role, users, givesBack, undo);
    }
    await trx.updateTable('bulk_changes').set({ undone_at: ctx.clock() }).where('id', '=', id).execute();
    await guard.keepsOne('id', 'Undoing this change');
    return users.length;
  });
}

/** Gives back (with the last day each grant had) or takes back the role, and each user's current role as it was. */
async function restoreRoles(
  ctx: AppContext,
  trx: Db,
  request: FastifyRequest,
  role: { id: number; name: string },
  users: readonly { id: number; email: string; before: unknown }[],
  assigning: boolean,
  properties: Record<string, unknown>,
) {
  const before = await rolesByUser(
    trx,
    users.map((user) => user.id),
  );
  const kept = (user: { before: unknown }) =>
    user.before as { current_role_id: number | null; ends_on?: string | null };
  await applyRoleChange(
    ctx,
    trx,
    request,
    role,
    users.map((user) => ({
      user: { id: user.id, email: user.email, current_role_id: kept(user).current_role_id },
      before: before.get(user.id)!,
      endsOn: kept(user).ends_on,
    })),
    assigning,
    properties,
  );
}
