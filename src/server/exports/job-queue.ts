import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { LinkColumns } from './download-links';
import type { ExportJobRow } from './export-file';

/** How the worker paces its work; from the settings. */
export interface QueuePolicy {
  leaseMs: number;
  maxAttempts: number;
  linkDays: number;
}

/** What a claimed job needs next: its file, its mail, or nothing more (it has run out of tries). */
export type Claim = { kind: 'file' | 'mail' | 'gave-up'; job: ExportJobRow };

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

/** Exponential back-off: 30 s, 1 min, 2 min… at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** How many jobs of the due job's user other workers hold now (a live lease): the fewer, the sooner. */
const runningOfSameUser = (now: Date) => sql<number>`(select count(*) from export_jobs other
  where other.user_id = export_jobs.user_id and other.status = 'running' and other.run_after > ${now})`;

/** When the due job's user last had a job started: a user never or long ago served goes first. */
const lastServedOfSameUser = sql<Date | null>`(select max(other.started_at) from export_jobs other where other.user_id = export_jobs.user_id)`;

/**
 * Claims the next due job, once across every process: the row is locked with SKIP LOCKED
 * (a job another process is claiming is passed over), and leased by moving run_after past
 * the lease, so a job left 'running' by a dead process becomes due again when its lease ends.
 * Fair between users (issue 12): the due job of the user with the fewest jobs running, then
 * of the user served least recently, then the oldest; one user's backlog delays no one else.
 */
export async function claimNextJob(db: Kysely<Database>, now: Date, policy: QueuePolicy): Promise<Claim | undefined> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('export_jobs')
      .selectAll()
      .where('run_after', '<=', now)
      .where((eb) => eb.or([
        eb('status', 'in', ['queued', 'running']),
        eb.and([eb('status', '=', 'done'), eb('mailed_at', 'is', null), eb('expires_at', '>', now)]),
      ]))
      .orderBy(runningOfSameUser(now))
      .orderBy(sql`${lastServedOfSameUser} nulls first`)
      .orderBy('run_after')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!job) return undefined;
    const leaseEnd = later(now, policy.leaseMs);
    const update = trx.updateTable('export_jobs').where('id', '=', job.id).returningAll();
    if (job.status === 'done') {
      return { kind: 'mail', job: await update.set({ run_after: leaseEnd, mail_attempts: job.mail_attempts + 1 }).executeTakeFirstOrThrow() };
    }
    if (job.attempts >= policy.maxAttempts) {
      const error = job.error ?? `The export stopped unexpectedly ${job.attempts} times (the server restarted while it ran).`;
      return { kind: 'gave-up', job: await update.set({ status: 'failed', error, finished_at: now }).executeTakeFirstOrThrow() };
    }
    const claimed = update.set({ status: 'running', attempts: job.attempts + 1, started_at: now, run_after: leaseEnd });
    return { kind: 'file', job: await claimed.executeTakeFirstOrThrow() };
  });
}

/** Only the try that holds the job may change it: a try whose lease ran out and was re-claimed may not. */
const stillHeld = (job: ExportJobRow) => sql<SqlBool>`status = 'running' and attempts = ${job.attempts}`;

/**
 * Records the finished file and its link, and keeps the lease for the mail that follows at
 * once. Answers the updated job, or undefined when the try no longer holds the job.
 */
export async function completeFile(
  db: Kysely<Database>,
  job: ExportJobRow,
  file: { fileName: string; rowCount: number; link: LinkColumns },
  now: Date,
  policy: QueuePolicy,
): Promise<ExportJobRow | undefined> {
  return db
    .updateTable('export_jobs')
    .set({
      status: 'done', row_count: file.rowCount, file_path: file.fileName, error: null, finished_at: now, ...file.link,
      expires_at: later(now, policy.linkDays * 24 * 60 * 60_000),
      run_after: later(now, policy.leaseMs), mail_attempts: 1,
    })
    .where('id', '=', job.id)
    .where(stillHeld(job))
    .returningAll()
    .executeTakeFirst();
}

/** The job may not be made at all (its requester lost the right to it): failed for good, with the reason. */
export async function failJob(db: Kysely<Database>, job: ExportJobRow, reason: string, now: Date): Promise<void> {
  await db.updateTable('export_jobs').set({ status: 'failed', error: reason, finished_at: now }).where('id', '=', job.id).where(stillHeld(job)).execute();
}

/** A finished job whose link was never issued (issued before links were rebuilt from a salt): a new link, to be mailed. */
export async function issueLink(db: Kysely<Database>, job: ExportJobRow, link: LinkColumns): Promise<ExportJobRow> {
  return db.updateTable('export_jobs').set(link).where('id', '=', job.id).returningAll().executeTakeFirstOrThrow();
}

/** A failed try: queued again after a back-off, or failed for good after the last try. */
export async function retryOrFail(db: Kysely<Database>, job: ExportJobRow, reason: string, now: Date, policy: QueuePolicy): Promise<'retry' | 'failed'> {
  const outcome = job.attempts >= policy.maxAttempts ? 'failed' : 'retry';
  const change = outcome === 'failed'
    ? { status: 'failed' as const, error: reason, finished_at: now }
    : { status: 'queued' as const, error: reason, run_after: later(now, retryDelayMs(job.attempts)) };
  await db.updateTable('export_jobs').set(change).where('id', '=', job.id).where(stillHeld(job)).execute();
  return outcome;
}

export async function markMailed(db: Kysely<Database>, job: ExportJobRow, now: Date): Promise<void> {
  await db.updateTable('export_jobs').set({ mailed_at: now, mail_error: null }).where('id', '=', job.id).execute();
}

/** The mail is tried again later; the file and its link stay as they are. */
export async function retryMailLater(db: Kysely<Database>, job: ExportJobRow, reason: string, now: Date): Promise<Date> {
  const runAfter = later(now, retryDelayMs(job.mail_attempts));
  await db.updateTable('export_jobs').set({ mail_error: reason, run_after: runAfter }).where('id', '=', job.id).execute();
  return runAfter;
}
