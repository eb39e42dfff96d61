import { sql } from 'kysely';
import { EXPORT_BATCH_SIZE } from '../../shared/constants';
import type { Db } from '../db/schema';
import { agencyTime } from '../exports/agency-time';
import type { ExportColumn, ResourceExport } from '../exports/batch-rows';
import { batchesFor } from '../lists/engine';

/** Rows read per query: a campaign's batch is read in pages, as a list's is. */
const PAGE_SIZE = 2_000;

const DECISIONS = { keep: 'Keep', revoke: 'Revoke' } as const;

interface EvidenceRow {
  id: number;
  reviewer_name: string;
  reviewer_email: string;
  user_name: string;
  user_email: string;
  roles: { id: number; name: string }[];
  decision: 'keep' | 'revoke' | null;
  reason: string | null;
  decided_at: Date | null;
  decider_name: string | null;
}

/** Who decided: the reviewer (by name), the deadline rule (decided by no one), or no one yet. */
function deciderOf(row: EvidenceRow): string | null {
  if (row.decision === null) return null;
  return row.decider_name ?? 'Deadline rule';
}

const COLUMNS: ExportColumn<EvidenceRow>[] = [
  { header: 'Reviewer', width: 26, value: (row) => row.reviewer_name },
  { header: 'Reviewer email', width: 30, value: (row) => row.reviewer_email },
  { header: 'Person', width: 26, value: (row) => row.user_name },
  { header: 'Person email', width: 30, value: (row) => row.user_email },
  { header: 'Roles reviewed', width: 36, value: (row) => row.roles.map((role) => role.name).join(', ') },
  { header: 'Decision', width: 10, value: (row) => (row.decision ? DECISIONS[row.decision] : null) },
  { header: 'Reason', width: 40, value: (row) => row.reason },
  { header: 'Decided at', width: 20, isDate: true, value: (row) => agencyTime(row.decided_at) },
  { header: 'Decided by', width: 26, value: deciderOf },
];

/** One page of a campaign's items from the item `fromId` on, by id, with their reviewer's and decider's names as they are now. */
async function evidencePage(db: Db, reviewId: number, fromId: number, limit: number): Promise<EvidenceRow[]> {
  const { rows } = await sql<EvidenceRow>`
    select items.id, concat_ws(' ', reviewer.first_name, reviewer.last_name) as reviewer_name,
      reviewer.email as reviewer_email, items.user_name, items.user_email, items.roles, items.decision, items.reason,
      items.decided_at, concat_ws(' ', decider.first_name, decider.last_name) as decider_name
    from access_review_items items
    join users reviewer on reviewer.id = items.reviewer_id
    left join users decider on decider.id = items.decided_by
    where items.review_id = ${reviewId} and items.id >= ${fromId}
    order by items.id limit ${limit}`.execute(db);
  // concat_ws of two nulls is '', not null: no decider is the deadline rule's decision.
  return rows.map((row) => ({ ...row, decider_name: row.decider_name || null }));
}

/** How many batches a campaign's evidence has: one row a person reviewed. */
export async function evidenceBatches(db: Db, reviewId: number): Promise<number> {
  const { total } = await db
    .selectFrom('access_review_items')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('review_id', '=', reviewId)
    .executeTakeFirstOrThrow();
  return batchesFor(Number(total));
}

/**
 * A campaign's evidence (docs/access-reviews.md, Evidence): each person reviewed, by item, with the
 * reviewer, the roles under review, the decision, its reason, when and by whom. The job stores the
 * campaign's id as its query (`access_review_id`).
 */
export const accessReviewEvidenceExport: ResourceExport = {
  headers: COLUMNS.map(({ header, width, isDate }) => ({ header, width, isDate })),
  async *readBatch(db, query, batch, options) {
    const reviewId = Number(query.access_review_id);
    const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
    const pageSize = options.pageSize ?? PAGE_SIZE;
    const start = await db
      .selectFrom('access_review_items')
      .select('id')
      .where('review_id', '=', reviewId)
      .orderBy('id')
      .offset((batch - 1) * batchSize)
      .limit(1)
      .executeTakeFirst();
    let fromId = start?.id;
    for (let left = batchSize; fromId !== undefined && left > 0;) {
      const limit = Math.min(pageSize, left);
      const rows = await evidencePage(db, reviewId, fromId, limit);
      if (rows.length > 0) yield rows.map((row) => COLUMNS.map((column) => column.value(row)));
      left -= rows.length;
      fromId = rows.length < limit ? undefined : rows[rows.length - 1].id + 1;
    }
  },
};
