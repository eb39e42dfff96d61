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

/** A reviewer's items in a campaign (all, or these ids), by id. */
export async function readReviewerItems(
  db: Db,
  reviewId: number,
  reviewerId: number,
  ids?: readonly number[],
): Promise<AccessReviewItem[]> {
  let query = db
    .selectFrom('access_review_items')
    .selectAll()
    .where('review_id', '=', reviewId)
    .where('reviewer_id', '=', reviewerId);
  if (ids) query = query.where('id', '=', sql<number>`any(${ids}::int[])`);
  const items = await query.orderBy('id').execute();
  return items.map((item) => ({
    id: item.id,
    user: { id: item.user_id, name: item.user_name, email: item.user_email },
    roles: item.roles as AccessReviewItem['roles'],
    decision: item.decision,
    reason: item.reason,
    decided_at: item.decided_at?.toISOString() ?? null,
  }));
}
