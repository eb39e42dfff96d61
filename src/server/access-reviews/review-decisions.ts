import { sql } from 'kysely';
import { AGENCY_STAFF } from '../../shared/constants';
import { recordActivities, recordActivity, type RequestOrigin } from '../activity-log';
import type { SessionStore } from '../auth/sessions';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';
import { currentRoleAfter, rolesByUser } from '../users/user-roles';
import { storeStatusChanges } from '../users/user-status';

type RoleRef = Schema<'RoleRef'>;

/** Who decides (a reviewer, or the deadline rule: no one, nowhere) and when. */
export interface ReviewDecider {
  now: Date;
  sessions: Pick<SessionStore, 'closeAllOf'>;
  causerId: number | null;
  origin: RequestOrigin;
}

/** An item as a decision reads it (locked by the caller). */
export interface DecidedItem {
  id: number;
  review_id: number;
  user_id: number;
  user_email: string;
  roles: unknown;
}

export interface Decision {
  decision: 'keep' | 'revoke';
  reason: string | null;
  /** Facts beside the decision in the log (the deadline rule says it was the rule). */
  properties?: Record<string, unknown>;
}

const propertiesOf = (item: DecidedItem, decision: Decision) => ({
  access_review_id: item.review_id,
  decision: decision.decision,
  reason: decision.reason,
  ...decision.properties,
});

/**
 * Takes from one person the item's roles they still hold (each grant's last day goes with its
 * row), ends their sessions, and deactivates an agency staff member left with no role (agency
 * staff hold one at least); one `access_reviewed` row with their roles before and after.
 */
async function revokeItem(trx: Db, decider: ReviewDecider, item: DecidedItem, decision: Decision): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'status', 'password_hash', 'user_type', 'current_role_id'])
    .where('id', '=', item.user_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const reviewed = new Set((item.roles as RoleRef[]).map((role) => role.id));
  const before = (await rolesByUser(trx, [user.id])).get(user.id)!;
  const after = before.filter((role) => !reviewed.has(role.id));
  if (after.length < before.length) {
    await trx
      .deleteFrom('user_roles')
      .where('user_id', '=', user.id)
      .where('role_id', '=', sql<number>`any(${[...reviewed]}::int[])`)
      .execute();
    const roleIds = after.map((role) => role.id);
    await trx
      .updateTable('users')
      .set((eb) => ({
        current_role_id: currentRoleAfter(user.current_role_id, roleIds),
        version: eb('version', '+', 1),
        updated_at: decider.now,
      }))
      .where('id', '=', user.id)
      .execute();
  }
  await recordActivity(trx, {
    causerId: decider.causerId,
    action: 'access_reviewed',
    subject: { type: 'user', id: user.id, label: user.email },
    changes: { before: { roles: before.map((r) => r.name) }, after: { roles: after.map((r) => r.name) } },
    properties: propertiesOf(item, decision),
    origin: decider.origin,
  });
  await decider.sessions.closeAllOf(trx, [user.id]);
  if (user.user_type === AGENCY_STAFF && after.length === 0 && user.status !== 'inactive')
    await storeStatusChanges(trx, decider, [{ user, to: 'inactive' }], { reason: 'access review' });
}

/** Stores one decision on these (locked, undecided) items and applies it: a revoke at once, a keep as a log row. */
export async function applyDecision(
  trx: Db,
  decider: ReviewDecider,
  items: readonly DecidedItem[],
  decision: Decision,
): Promise<void> {
  if (items.length === 0) return;
  await trx
    .updateTable('access_review_items')
    .set({
      decision: decision.decision,
      reason: decision.reason,
      decided_by: decider.causerId,
      decided_at: decider.now,
    })
    .where('id', '=', sql<number>`any(${items.map((item) => item.id)}::int[])`)
    .execute();
  if (decision.decision === 'revoke') {
    for (const item of items) await revokeItem(trx, decider, item, decision);
    return;
  }
  await recordActivities(
    trx,
    items.map((item) => ({
      causerId: decider.causerId,
      action: 'access_reviewed' as const,
      subject: { type: 'user' as const, id: item.user_id, label: item.user_email },
      properties: propertiesOf(item, decision),
      origin: decider.origin,
    })),
  );
}

/**
 * Closes an open campaign (locked by the caller): it takes no more decisions. One
 * `access_review_closed` row, saying how many were left undecided.
 */
export async function closeReview(
  trx: Db,
  decider: ReviewDecider,
  review: { id: number; name: string },
  properties: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .updateTable('access_reviews')
    .set({ status: 'closed', closed_at: decider.now, closed_by: decider.causerId })
    .where('id', '=', review.id)
    .execute();
  const { undecided } = await trx
    .selectFrom('access_review_items')
    .select((eb) => eb.fn.countAll<number>().as('undecided'))
    .where('review_id', '=', review.id)
    .where('decision', 'is', null)
    .executeTakeFirstOrThrow();
  await recordActivity(trx, {
    causerId: decider.causerId,
    action: 'access_review_closed',
    subject: { type: 'access_review', id: review.id, label: review.name },
    properties: { undecided: Number(undecided), ...properties },
    origin: decider.origin,
  });
}
