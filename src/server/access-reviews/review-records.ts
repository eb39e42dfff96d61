import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';
import { scopeOf } from './review-scope';

type AccessReview = Schema<'AccessReview'>;
type AccessReviewItem = Schema<'AccessReviewItem'>;

interface ProgressRow {
  review_id: number;
  reviewer_id: number;
  name: string;
  email: string;
  decided: number;
  total: number;
}

/** Each reviewer's progress in these campaigns: decided of total, by reviewer id. */
async function progressOf(db: Db, reviewIds: readonly number[]): Promise<ProgressRow[]> {
  const { rows } = await sql<ProgressRow>`
    select items.review_id, items.reviewer_id, concat_ws(' ', users.first_name, users.last_name) as name, users.email,
      count(items.decision)::int as decided, count(*)::int as total
    from access_review_items items join users on users.id = items.reviewer_id
    where items.review_id = any(${reviewIds}::int[])
    group by items.review_id, items.reviewer_id, users.first_name, users.last_name, users.email
    order by items.review_id, items.reviewer_id`.execute(db);
  return rows;
}

/** These campaigns (newest first, or the one asked), each with every reviewer's progress. */
export async function readAccessReviews(db: Db, filter: { id?: number; limit: number }): Promise<AccessReview[]> {
  let query = db.selectFrom('access_reviews').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const reviews = await query.execute();
  const progress = await progressOf(
    db,
    reviews.map((review) => review.id),
  );
  return reviews.map((review) => {
    const reviewers = progress
      .filter((row) => row.review_id === review.id)
      .map((row) => ({
        reviewer: { id: row.reviewer_id, name: row.name, email: row.email },
        decided: row.decided,
        total: row.total,
      }));
    return {
      id: review.id,
      name: review.name,
      scope: scopeOf(review.scope_kind, review.scope_value),
      scope_label: review.scope_label,
      deadline: review.deadline.toISOString(),
      deadline_rule: review.deadline_rule,
      status: review.status,
      created_at: review.created_at.toISOString(),
      closed_at: review.closed_at?.toISOString() ?? null,
      decided: reviewers.reduce((sum, row) => sum + row.decided, 0),
      total: reviewers.reduce((sum, row) => sum + row.total, 0),
      reviewers,
    };
  });
}

/** A reviewer's items in a campaign (all, or these ids), by id: each person's type and organisation as they are now, and who decided. */
export async function readReviewerItems(
  db: Db,
  reviewId: number,
  reviewerId: number,
  ids?: readonly number[],
): Promise<AccessReviewItem[]> {
  let query = db
    .selectFrom('access_review_items as items')
    .innerJoin('users as person', 'person.id', 'items.user_id')
    .leftJoin('tpas', 'tpas.id', 'person.tpa_id')
    .leftJoin('ministries', 'ministries.id', 'person.ministry_id')
    .leftJoin('users as decider', 'decider.id', 'items.decided_by')
    .selectAll('items')
    .select((eb) => [
      'person.user_type',
      eb.fn.coalesce('tpas.name', 'ministries.name').as('organisation'),
      'decider.email as decider_email',
      sql<string | null>`concat_ws(' ', decider.first_name, decider.last_name)`.as('decider_name'),
    ])
    .where('items.review_id', '=', reviewId)
    .where('items.reviewer_id', '=', reviewerId);
  if (ids) query = query.where('items.id', '=', sql<number>`any(${ids}::int[])`);
  const items = await query.orderBy('items.id').execute();
  return items.map((item) => ({
    id: item.id,
    user: { id: item.user_id, name: item.user_name, email: item.user_email },
    user_type: item.user_type as AccessReviewItem['user_type'],
    organisation: item.organisation,
    roles: item.roles as AccessReviewItem['roles'],
    decision: item.decision,
    reason: item.reason,
    decided_by:
      item.decided_by === null || item.decider_email === null
        ? null
        : { id: item.decided_by, name: item.decider_name ?? '', email: item.decider_email },
    decided_at: item.decided_at?.toISOString() ?? null,
  }));
}
