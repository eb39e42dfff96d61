import { sql } from 'kysely';
import { BULK_UNDO_MINUTES } from '../../shared/constants';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';

/** What a bulk change answers (the contract's BulkResult). */
export type BulkChangeResult = Schema<'BulkResult'>;

/** Rows one insert writes: 4 parameters a row, well below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 5000;

export interface BulkChangeRecord {
  causerId: number;
  action: 'activated' | 'deactivated' | 'role_assigned' | 'role_removed';
  /** The role assigned or removed. */
  roleId: number | null;
  at: Date;
  /** Each user changed: their state before (status, or current role) and their version after. */
  users: readonly { id: number; before: Record<string, unknown>; versionAfter: number }[];
}

/**
 * Keeps a bulk change for its maker to undo (migration 0029), in the change's transaction;
 * answers its id, or null when nothing changed (nothing to undo).
 */
export async function recordBulkChange(trx: Db, change: BulkChangeRecord): Promise<number | null> {
  if (change.users.length === 0) return null;
  const { id } = await trx
    .insertInto('bulk_changes')
    .values({ causer_id: change.causerId, action: change.action, role_id: change.roleId, created_at: change.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < change.users.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto('bulk_change_users')
      .values(
        change.users.slice(start, start + ROWS_PER_INSERT).map((user) => ({
          bulk_change_id: id,
          user_id: user.id,
          before: JSON.stringify(user.before),
          version_after: user.versionAfter,
        })),
      )
      .execute();
  }
  return id;
}

/**
 * Deletes up to `batchSize` bulk changes past their undo window, with the before states they
 * kept (housekeeping), and answers how many. Safe in every process at once, as the session purge.
 */
export async function purgeSpentBulkChanges(db: Db, now: Date, batchSize: number): Promise<number> {
  const spentBefore = new Date(now.getTime() - BULK_UNDO_MINUTES * 60_000);
  const result = await sql`
    delete from bulk_changes where id in (
      select id from bulk_changes where created_at < ${spentBefore}::timestamptz
      limit ${batchSize} for update skip locked)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
