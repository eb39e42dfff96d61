import type { Selectable } from 'kysely';
import type { RequestOrigin } from '../../activity-log';
import type { Database, Db, ImportJobsTable } from '../../db/schema';
import {
  claimNext,
  oldestAgeSeconds,
  retryLater,
  settle,
  type Backlog,
  type Held,
  type QueueTable,
  type Take,
} from '../../jobs/durable-queue';
import type { Kysely } from 'kysely';
import type { FieldErrors } from '../../errors';
import type { Schema } from '../../operations';
import type { AcceptedRow, ImportMode } from './import-rows';

export type ImportJobRow = Selectable<ImportJobsTable>;

/** A claimed import: its next rows to commit, or nothing more (it has run out of tries). */
export type ImportClaim = Held<ImportJobRow, 'rows' | 'gave-up'>;

/** The rows one transaction commits, the cursor moving on in the same transaction. */
export const IMPORT_BATCH_ROWS = 500;

/** Rows of the file one insert stores: well below PostgreSQL's 65,535 parameters at 4 a row. */
const ROWS_PER_INSERT = 1000;

/** How an import job is paced: a try holds it for `leaseMs` after its latest batch; `maxAttempts` tries. */
export interface ImportPolicy {
  leaseMs: number;
  maxAttempts: number;
}

/** The import_jobs table as a durable queue: a job waits while queued or running (under a lease that may end), oldest first. */
export const importJobs: QueueTable<ImportJobRow> = {
  name: 'import_jobs',
  waiting: (db) => db.selectFrom('import_jobs').selectAll().where('status', 'in', ['queued', 'running']),
};

/** Imports still to commit (queued, or running under a lease that may end), and how long the oldest has waited. */
export async function importBacklog(db: Kysely<Database>): Promise<Backlog> {
  const row = await db
    .selectFrom('import_jobs')
    .select((eb) => [eb.fn.countAll<number>().as('depth'), oldestAgeSeconds.as('oldest_age_seconds')])
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return { depth: Number(row.depth), oldestAgeSeconds: Number(row.oldest_age_seconds ?? 0) };
}

/** A job out of tries fails without one; otherwise a try holds it while it runs. */
function takeJob(job: ImportJobRow, now: Date, policy: ImportPolicy): Take<ImportJobRow, ImportClaim['kind']> {
  if (job.attempts >= policy.maxAttempts) {
    const error =
      job.error ?? `The import stopped unexpectedly ${job.attempts} times (the server restarted while it ran).`;
    return { kind: 'gave-up', change: { status: 'failed', error, finished_at: now } };
  }
  return {
    kind: 'rows',
    change: { status: 'running', started_at: job.started_at ?? now },
    counts: 'attempts',
    heldWhile: { status: 'running' },
  };
}

/** Claims the next due import, once across every process (see claimNext). */
export function claimNextImport(
  db: Kysely<Database>,
  now: Date,
  policy: ImportPolicy,
): Promise<ImportClaim | undefined> {
  return claimNext(db, importJobs, { now, leaseMs: policy.leaseMs }, (job) => takeJob(job, now, policy));
}

/** The job may not go on (its starter lost the right to import): failed for good, the rows so far committed. */
export async function failImport(db: Db, claim: ImportClaim, reason: string, now: Date): Promise<void> {
  await settle(db, importJobs, claim, { status: 'failed', error: reason, finished_at: now });
  await db.deleteFrom('import_job_rows').where('import_job_id', '=', claim.row.id).execute();
}

/** A failed try: queued again after a back-off (resuming at its cursor), or failed for good after the last try. */
export async function retryOrFailImport(
  db: Db,
  claim: ImportClaim,
  reason: string,
  now: Date,
  policy: ImportPolicy,
): Promise<'retry' | 'failed'> {
  if (claim.row.attempts >= policy.maxAttempts) {
    await failImport(db, claim, reason, now);
    return 'failed';
  }
  await retryLater(db, importJobs, claim, { status: 'queued', error: reason }, claim.row.attempts, now);
  return 'retry';
}

/** The worker is stopping: the job waits for the next process at once, this try not counted against it. */
export async function releaseImport(db: Db, claim: ImportClaim, now: Date): Promise<void> {
  await settle(db, importJobs, claim, { status: 'queued', run_after: now, attempts: claim.row.attempts - 1 });
}

/**
 * Records an import of checked rows as a queued job, its rows stored in the file's order, inside
 * the caller's transaction: the worker commits them a batch at a time.
 */
export async function recordImportJob(
  trx: Db,
  job: { userId: number; fileName: string; mode: ImportMode; origin: RequestOrigin; now: Date },
  rows: readonly Pick<AcceptedRow, 'row' | 'body'>[],
): Promise<ImportJobRow> {
  const created = await trx
    .insertInto('import_jobs')
    .values({
      user_id: job.userId,
      file_name: job.fileName,
      mode: job.mode,
      total_rows: rows.length,
      row_errors: '[]',
      ip_address: job.origin.ip,
      user_agent: job.origin.userAgent?.slice(0, 500) ?? null,
      run_after: job.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto('import_job_rows')
      .values(
        rows.slice(start, start + ROWS_PER_INSERT).map(({ row, body }, i) => ({
          import_job_id: created.id,
          position: start + i + 1,
          row,
          body: JSON.stringify(body),
        })),
      )
      .execute();
  }
  return created;
}

/** A job in the contract's UsersImportJob shape. */
export function toImportJob(row: ImportJobRow): Schema<'UsersImportJob'> {
  return {
    id: row.id,
    file_name: row.file_name,
    mode: row.mode,
    status: row.status,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    failed: row.failed,
    row_errors: row.row_errors as { row: number; errors: FieldErrors }[],
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
