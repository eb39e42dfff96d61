import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  claimNext,
  holding,
  retryLater,
  settle,
  type Backlog,
  oldestAgeSeconds,
  type Held,
  type QueueTable,
  type Take,
} from '../jobs/durable-queue';
import { later } from '../jobs/retry-backoff';
import type { Database, Db } from '../db/schema';
import type { LinkColumns } from './download-links';
import type { ExportJobRow } from './export-file';

/** How the worker paces its work; from the settings. */
export interface QueuePolicy {
  leaseMs: number;
  maxAttempts: number;
  linkDays: number;
}

/** What a claimed job needs next: its file, its mail, or nothing more (it has run out of tries). */
export type JobClaim = Held<ExportJobRow, 'file' | 'mail' | 'gave-up'>;

/** How many jobs of the due job's user other workers hold now (a live lease): the fewer, the sooner. */
const runningOfSameUser = (now: Date) => sql<number>`(select count(*) from export_jobs other
  where other.user_id = export_jobs.user_id and other.status = 'running' and other.run_after > ${now})`;

/** When the due job's user last had a job started: a user never or long ago served goes first. */
const lastServedOfSameUser = sql<Date | null>`(select max(other.started_at) from export_jobs other where other.user_id = export_jobs.user_id)`;

/** A job that waits for its file (queued, or running under a lease that may end) or for its mail (done, not mailed, link still valid). */
const unfinished = (eb: ExpressionBuilder<Database, 'export_jobs'>, now: Date) =>
  eb.or([
    eb('status', 'in', ['queued', 'running']),
    eb.and([eb('status', '=', 'done'), eb('mailed_at', 'is', null), eb('expires_at', '>', now)]),
  ]);

/**
 * The export_jobs table as a durable queue: a job waits for its file (queued, or running under a
 * lease that may end) or for its mail (done, not mailed, link still valid). Fair between users:
 * the job of the user with the fewest jobs running, then of the user served least recently,
 * then the oldest; one user's backlog delays no one else.
 */
export const exportJobs: QueueTable<ExportJobRow> = {
  name: 'export_jobs',
  waiting: (db, now) =>
    db
      .selectFrom('export_jobs')
      .selectAll()
      .where((eb) => unfinished(eb, now))
      .orderBy(runningOfSameUser(now))
      .orderBy(sql`${lastServedOfSameUser} nulls first`),
};

/** Jobs still to finish: a file to make (queued or running) or a finished file's mail to send. */
export async function exportBacklog(db: Kysely<Database>, now: Date): Promise<Backlog> {
  const row = await db
    .selectFrom('export_jobs')
    .select((eb) => [eb.fn.countAll<number>().as('depth'), oldestAgeSeconds.as('oldest_age_seconds')])
    .where((eb) => unfinished(eb, now))
    .executeTakeFirstOrThrow();
  return { depth: Number(row.depth), oldestAgeSeconds: Number(row.oldest_age_seconds ?? 0) };
}

/** A finished job's mail is one try, a file another; a job out of tries fails without one. */
function takeJob(job: ExportJobRow, now: Date, policy: QueuePolicy): Take<ExportJobRow, JobClaim['kind']> {
  if (job.status === 'done') return { kind: 'mail', change: {}, counts: 'mail_attempts' };
  if (job.attempts >= policy.maxAttempts) {
    const error =
      job.error ?? `The export stopped unexpectedly ${job.attempts} times (the server restarted while it ran).`;
    return { kind: 'gave-up', change: { status: 'failed', error, finished_at: now } };
  }
  return {
    kind: 'file',
    change: { status: 'running', started_at: now },
    counts: 'attempts',
    heldWhile: { status: 'running' },
  };
}

/** Claims the next due job, once across every process (see claimNext). */
export function claimNextJob(db: Kysely<Database>, now: Date, policy: QueuePolicy): Promise<JobClaim | undefined> {
  return claimNext(db, exportJobs, { now, leaseMs: policy.leaseMs }, (job) => takeJob(job, now, policy));
}

/**
 * Records the finished file and its link, and keeps the lease for the mail that follows at
 * once: answers the mail's try, or undefined when this try no longer holds the job.
 */
export async function completeFile(
  db: Db,
  claim: JobClaim,
  file: { fileName: string; rowCount: number; link: LinkColumns },
  now: Date,
  policy: QueuePolicy,
): Promise<JobClaim | undefined> {
  const done = await settle(db, exportJobs, claim, {
    status: 'done',
    row_count: file.rowCount,
    file_path: file.fileName,
    error: null,
    finished_at: now,
    ...file.link,
    expires_at: later(now, policy.linkDays * 24 * 60 * 60_000),
    run_after: later(now, policy.leaseMs),
    mail_attempts: 1,
  });
  return done && holding('mail', done, 'mail_attempts');
}

/** The job may not be made at all (its requester lost the right to it): failed for good, with the reason. */
export async function failJob(db: Db, claim: JobClaim, reason: string, now: Date): Promise<void> {
  await settle(db, exportJobs, claim, { status: 'failed', error: reason, finished_at: now });
}

/** A failed try: queued again after a back-off, or failed for good after the last try. */
export async function retryOrFail(
  db: Db,
  claim: JobClaim,
  reason: string,
  now: Date,
  policy: QueuePolicy,
): Promise<'retry' | 'failed'> {
  const { attempts } = claim.row;
  if (attempts >= policy.maxAttempts) {
    await settle(db, exportJobs, claim, { status: 'failed', error: reason, finished_at: now });
    return 'failed';
  }
  await retryLater(db, exportJobs, claim, { status: 'queued', error: reason }, attempts, now);
  return 'retry';
}

/** A finished job whose link was never issued (issued before links were rebuilt from a salt): a new link, to be mailed. */
export async function issueLink(db: Db, claim: JobClaim, link: LinkColumns): Promise<JobClaim | undefined> {
  const linked = await settle(db, exportJobs, claim, link);
  return linked && { ...claim, row: linked };
}

export async function markMailed(db: Db, claim: JobClaim, now: Date): Promise<void> {
  await settle(db, exportJobs, claim, { mailed_at: now, mail_error: null });
}

/** The mail is tried again later; the file and its link stay as they are. */
export function retryMailLater(db: Db, claim: JobClaim, reason: string, now: Date): Promise<Date> {
  return retryLater(db, exportJobs, claim, { mail_error: reason }, claim.row.mail_attempts, now);
}
