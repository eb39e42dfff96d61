import { sql, type Kysely } from 'kysely';
import type { SessionStore } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/schema';
import { HttpError } from '../errors';
import { NO_ORIGIN } from '../users/account-lifecycle';
import { guardFullAdministrators, type FullAdministratorGuard } from '../users/full-administrators';
import { applyDecision, closeReview, type DecidedItem, type ReviewDecider } from './review-decisions';

export interface ReviewDeadlineDeps {
  db: Kysely<Database>;
  clock: Clock;
  sessions: Pick<SessionStore, 'closeAllOf'>;
}

const BY_RULE = { rule: 'deadline' };
const KEPT_FOR_ADMINISTRATORS = 'Kept: revoking would have left no active user holding every permission.';

/**
 * The revoke rule, one person at a time: a revoke that would leave nobody holding every permission
 * is undone (to its savepoint) and recorded as a keep saying why, so the campaign still closes.
 */
async function revokeEach(trx: Db, decider: ReviewDecider, guard: FullAdministratorGuard, items: DecidedItem[]) {
  for (const item of items) {
    await sql`savepoint review_item`.execute(trx);
    try {
      await applyDecision(trx, decider, [item], { decision: 'revoke', reason: null, properties: BY_RULE });
      await guard.keepsOne('item_ids', 'Revoking these roles');
      await sql`release savepoint review_item`.execute(trx);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await sql`rollback to savepoint review_item`.execute(trx);
      await applyDecision(trx, decider, [item], {
        decision: 'keep',
        reason: KEPT_FOR_ADMINISTRATORS,
        properties: BY_RULE,
      });
    }
  }
}

/**
 * One campaign past its deadline, in one transaction: its rule decides every undecided person, then
 * it closes. Answers whether one was due. The full administrators' lock is taken first, as every
 * transaction that may take a role away takes it; the campaign is taken FOR UPDATE SKIP LOCKED, so
 * another process's run (or a reviewer's decision under way) passes it by.
 */
async function applyOneDeadline(deps: ReviewDeadlineDeps): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const guard = await guardFullAdministrators(trx);
    const { rows } = await sql<{ id: number; name: string; deadline_rule: 'keep' | 'revoke' }>`
      select id, name, deadline_rule from access_reviews where status = 'open' and deadline <= ${now}
      order by deadline, id limit 1 for update skip locked`.execute(trx);
    const review = rows[0];
    if (!review) return false;
    const items = await trx
      .selectFrom('access_review_items')
      .select(['id', 'review_id', 'user_id', 'user_email', 'roles'])
      .where('review_id', '=', review.id)
      .where('decision', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    const decider: ReviewDecider = { now, sessions: deps.sessions, causerId: null, origin: NO_ORIGIN };
    if (review.deadline_rule === 'revoke') await revokeEach(trx, decider, guard, items);
    else await applyDecision(trx, decider, items, { decision: 'keep', reason: null, properties: BY_RULE });
    await closeReview(trx, decider, review, { ...BY_RULE, deadline_rule: review.deadline_rule });
    return true;
  });
}

/**
 * Access reviews past their deadline (docs/access-reviews.md), run by every process's housekeeping:
 * each is decided by its rule and closed once, whichever process gets it. Answers how many closed.
 */
export async function applyReviewDeadlines(deps: ReviewDeadlineDeps): Promise<number> {
  let closed = 0;
  for (;;) {
    // A cheap look first: most runs find nothing due, and take no lock.
    const due = await deps.db
      .selectFrom('access_reviews')
      .select('id')
      .where('status', '=', 'open')
      .where('deadline', '<=', deps.clock())
      .limit(1)
      .executeTakeFirst();
    if (!due || !(await applyOneDeadline(deps))) return closed;
    closed += 1;
  }
}
