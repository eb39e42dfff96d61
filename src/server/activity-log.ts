import type { Db } from './db/schema';
import type { Schema } from './operations';

export type ActivityAction = Schema<'ActivityAction'>;
export type SubjectType = Schema<'SubjectType'>;

/** Where a request came from; copied onto every row it writes. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface ActivityEntry {
  causerId: number | null;
  action: ActivityAction;
  subject?: { type: SubjectType; id: number | null; label: string | null };
  changes?: { before: Record<string, unknown>; after: Record<string, unknown> };
  /** Extra facts (an attempted email, export filters); never a password, token or session id. */
  properties?: Record<string, unknown>;
  origin: RequestOrigin;
}

/** Rows one insert writes: well below PostgreSQL's 65,535 parameters at 9 a row. */
const ROWS_PER_INSERT = 1000;

const rowOf = (entry: ActivityEntry) => ({
  causer_id: entry.causerId,
  action: entry.action,
  subject_type: entry.subject?.type ?? null,
  subject_id: entry.subject?.id ?? null,
  subject_label: entry.subject?.label ?? null,
  changes: entry.changes ? JSON.stringify(entry.changes) : null,
  properties: entry.properties ? JSON.stringify(entry.properties) : null,
  ip_address: entry.origin.ip,
  user_agent: entry.origin.userAgent?.slice(0, 500) ?? null,
});

/** Appends one row to the activity log, inside the caller's transaction. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await recordActivities(db, [entry]);
}

/** Appends one row per entry, in order, inside the caller's transaction: a bulk change of many users in few statements. */
export async function recordActivities(db: Db, entries: readonly ActivityEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto('activity_logs')
      .values(entries.slice(start, start + ROWS_PER_INSERT).map(rowOf))
      .execute();
  }
}
