import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../activity-log';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import { originOf, principalOf, type AppContext } from '../context';
import { notFound, validationFailed } from '../errors';
import { guardFullAdministrators } from './full-administrators';
import { assertMayManage } from './user-authority';
import type { Schema } from '../operations';

export type WantedStatus = Schema<'UsersStatusChange'>['status'];
type Status = Schema<'UserStatus'>;

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

/**
 * Activates or deactivates users in one transaction; answers how many actually changed (one
 * activity row each). Deactivated users' sessions end at once. `field` is how the request
 * named them: one `id` (unknown: 404) or a bulk `ids` (unknown: 422 naming them, nothing changes).
 */
export async function setUsersStatus(
  ctx: AppContext,
  request: FastifyRequest,
  requested: number[],
  wanted: WantedStatus,
  field: 'id' | 'ids',
): Promise<number> {
  const principal = principalOf(request);
  const ids = [...new Set(requested)];
  return ctx.db.transaction().execute(async (trx) => {
    const guard = wanted === 'inactive' ? await guardFullAdministrators(trx) : undefined;
    const users = await trx
      .selectFrom('users')
      .select(['id', 'email', 'status', 'password_hash'])
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
    // Deactivating in bulk is a step-up action (docs/security.md, Step-up), by whatever path the users were chosen.
    if (wanted === 'inactive' && field !== 'id') await requireRecentSecondFactor(ctx, request, trx);
    const now = ctx.clock();
    const changing = users
      .map((user) => ({ user, to: statusAfter(user, wanted) }))
      .filter(({ user, to }) => to !== user.status);
    for (const { user, to } of changing) {
      await trx.updateTable('users').set({ status: to, updated_at: now }).where('id', '=', user.id).execute();
      await recordActivity(trx, {
        causerId: principal.id,
        action: wanted === 'active' ? 'activated' : 'deactivated',
        subject: { type: 'user', id: user.id, label: user.email },
        changes: { before: { status: user.status }, after: { status: to } },
        origin: originOf(request),
      });
    }
    await guard?.keepsOne(field, ids.length === 1 ? 'Deactivating this user' : 'Deactivating these users');
    if (wanted === 'inactive')
      await ctx.sessions.closeAllOf(
        trx,
        changing.map(({ user }) => user.id),
      );
    return changing.length;
  });
}
