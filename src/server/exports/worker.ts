import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Settings } from '../config';
import { REPLICA_CHECK_MS, type ReadReplica } from '../db/read-replica';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { QueueWorker, type QueueWork } from '../jobs/queue-worker';
import type { Mailer } from '../mail/mailer';
import { ExportError, produceExportFile, removeExportFile } from './export-file';
import { downloadLinksOf, type DownloadLinks } from './download-links';
import { exportRefusal } from './export-access';
import { exportReadyMail } from './export-mail';
import { removeExpiredFiles } from './expired-files';
import {
  claimNextJob,
  completeFile,
  failJob,
  issueLink,
  markMailed,
  retryMailLater,
  retryOrFail,
  type JobClaim,
  type QueuePolicy,
} from './job-queue';

export interface ExportWorkerDeps {
  db: Kysely<Database>;
  /** Where a file's rows are read when the replica has the job's claim (docs/architecture.md, Read replicas). */
  readDb: Kysely<Database>;
  replica: ReadReplica | undefined;
  settings: Settings;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Told of each file written: its rows and how long it took (the export metrics). */
  fileWritten: (rows: number, seconds: number) => void;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the requester sees of a failed try: our own messages as they are, no internals (the log has them). */
const reasonOf = (error: unknown) =>
  error instanceof HttpError || error instanceof ExportError
    ? error.message
    : 'The export file could not be written because of a server error.';

/**
 * Turns export jobs into files and mails, one job at a time per process, as a use of the
 * durable queue: all state is in the export_jobs rows.
 */
export class ExportWorker extends QueueWorker<JobClaim> {
  readonly #deps: ExportWorkerDeps;

  constructor(deps: ExportWorkerDeps) {
    super(exportWork(deps));
    this.#deps = deps;
  }

  /** Removes the files of expired links; the loop does it whenever it runs out of work. */
  async removeExpiredFiles(): Promise<number> {
    return removeExpiredFiles(this.#deps.db, this.#deps.settings.exportDir, this.#deps.clock());
  }
}

function exportWork(deps: ExportWorkerDeps): QueueWork<JobClaim> {
  const { db, readDb, replica, settings, clock, mailer, log, fileWritten } = deps;
  // Here, so an app that could not sign its links (no LINK_SECRET on PostgreSQL) does not start.
  const links: DownloadLinks = downloadLinksOf(settings);
  const policy: QueuePolicy = {
    leaseMs: settings.exportLeaseSeconds * 1000,
    maxAttempts: settings.exportMaxAttempts,
    linkDays: settings.exportLinkDays,
  };

  /** Mails the link; a failure leaves the file and link alone and tries the mail again later. */
  async function deliver(claim: JobClaim): Promise<void> {
    const job = claim.row;
    try {
      const linked = job.download_salt === null ? await issueLink(db, claim, links.issue(job.id)) : claim;
      if (!linked) return;
      const link = links.linkOf({ id: job.id, download_salt: linked.row.download_salt! });
      const owner = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', job.user_id)
        .executeTakeFirstOrThrow();
      await mailer.sendMail(exportReadyMail(job, owner.email, link));
      await markMailed(db, linked, clock());
      // Never the link itself in a log line: its token is a secret (the mail and My exports hold it).
      if (mailer.mode === 'outbox')
        log.info({ job: job.id }, 'export ready: its link is in the mail in the outbox and in My exports');
    } catch (error) {
      const retryAt = await retryMailLater(db, claim, detailOf(error), clock());
      log.warn(
        { job: job.id, mailAttempt: job.mail_attempts, retryAt, err: error },
        'export mail not sent; it will be retried',
      );
    }
  }

  /**
   * The file's rows come from the replica once it has every commit up to now: the claim, hence the
   * request and whatever its requester wrote before it. That takes one measurement (about a second,
   * nothing to a queued export); a replica that lags or fails leaves the rows to the primary.
   */
  async function rowSource(): Promise<Kysely<Database>> {
    if (!replica) return db;
    return (await replica.caughtUpWith(Date.now(), 2 * REPLICA_CHECK_MS)) ? readDb : db;
  }

  async function produce(claim: JobClaim): Promise<void> {
    const job = claim.row;
    let mailTry: JobClaim | undefined;
    try {
      // The requester's right is read again now: it may have gone since the request.
      const refusal = await exportRefusal(db, job);
      if (refusal) {
        await failJob(db, claim, refusal, clock());
        log.warn({ job: job.id }, 'export refused: its requester may no longer export this list');
        return;
      }
      const started = performance.now();
      const file = await produceExportFile(await rowSource(), settings.exportDir, job);
      fileWritten(file.rowCount, (performance.now() - started) / 1000);
      mailTry = await completeFile(db, claim, { ...file, link: links.issue(job.id) }, clock(), policy);
      if (!mailTry) await removeExportFile(settings.exportDir, file.fileName);
    } catch (error) {
      const outcome = await retryOrFail(db, claim, reasonOf(error), clock(), policy);
      log.warn({ job: job.id, attempt: job.attempts, outcome, err: error }, 'export try failed');
      return;
    }
    if (mailTry) await deliver(mailTry);
    else
      log.warn(
        { job: job.id, attempt: job.attempts },
        'export try superseded: its lease ran out and another try holds the job',
      );
  }

  return {
    pollMs: settings.exportPollMs,
    claimNext: () => claimNextJob(db, clock(), policy),
    work: async (claim) => {
      if (claim.kind === 'file') await produce(claim);
      else if (claim.kind === 'mail') await deliver(claim);
      else log.error({ job: claim.row.id, error: claim.row.error }, 'export failed: no tries left');
    },
    whenIdle: async () => {
      await removeExpiredFiles(db, settings.exportDir, clock());
    },
    onError: (error) => log.error({ err: error }, 'export worker could not reach its jobs'),
  };
}
