import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Settings } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { PollingLoop } from '../polling-loop';
import { ExportError, produceExportFile, removeExportFile, type ExportJobRow } from './export-file';
import { downloadLinksOf, type DownloadLinks } from './download-links';
import { exportRefusal } from './export-access';
import { exportReadyMail } from './export-mail';
import { removeExpiredFiles } from './expired-files';
import { claimNextJob, completeFile, failJob, issueLink, markMailed, retryMailLater, retryOrFail, type QueuePolicy } from './job-queue';

export interface ExportWorkerDeps {
  db: Kysely<Database>;
  settings: Settings;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the requester sees of a failed try: our own messages as they are, no internals (the log has them). */
const reasonOf = (error: unknown) =>
  error instanceof HttpError || error instanceof ExportError ? error.message : 'The export file could not be written because of a server error.';

/**
 * Turns export jobs into files and mails, one job at a time per process. All state is in the
 * export_jobs rows, so any number of processes may run a worker and a restart loses nothing.
 */
export class ExportWorker {
  readonly #deps: ExportWorkerDeps;
  readonly #policy: QueuePolicy;
  readonly #loop: PollingLoop;
  readonly #links: DownloadLinks;

  constructor(deps: ExportWorkerDeps) {
    this.#deps = deps;
    // Here, so an app that could not sign its links (no LINK_SECRET on PostgreSQL) does not start.
    this.#links = downloadLinksOf(deps.settings);
    const { exportLeaseSeconds, exportMaxAttempts, exportLinkDays } = deps.settings;
    this.#policy = { leaseMs: exportLeaseSeconds * 1000, maxAttempts: exportMaxAttempts, linkDays: exportLinkDays };
    this.#loop = new PollingLoop(
      deps.settings.exportPollMs,
      async () => {
        while (this.#loop.running && (await this.runOnce()));
        await this.removeExpiredFiles();
      },
      (error) => this.#deps.log.error({ err: error }, 'export worker could not reach its jobs'),
    );
  }

  /** Polls every EXPORT_POLL_MS until stop(); wake() cuts the wait short. */
  start(): void {
    this.#loop.start();
  }

  /** A job was just recorded in this process: look now rather than at the next poll. */
  wake(): void {
    this.#loop.wake();
  }

  /** Stops polling and lets the job in hand finish (a batch is bounded), so nothing is left half-done. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** Does the next due piece of work, if any; answers whether there was one. */
  async runOnce(): Promise<boolean> {
    const claim = await claimNextJob(this.#deps.db, this.#deps.clock(), this.#policy);
    if (!claim) return false;
    if (claim.kind === 'file') await this.#produce(claim.job);
    else if (claim.kind === 'mail') await this.#deliver(claim.job);
    else this.#deps.log.error({ job: claim.job.id, error: claim.job.error }, 'export failed: no tries left');
    return true;
  }

  /** Works until nothing is due; answers how many pieces of work were done. */
  async drain(): Promise<number> {
    let done = 0;
    while (await this.runOnce()) done += 1;
    return done;
  }

  /** Removes the files of expired links; the loop does it whenever it runs out of work. */
  async removeExpiredFiles(): Promise<number> {
    return removeExpiredFiles(this.#deps.db, this.#deps.settings.exportDir, this.#deps.clock());
  }

  async #produce(job: ExportJobRow): Promise<void> {
    const { db, settings, clock, log } = this.#deps;
    let done: ExportJobRow | undefined;
    try {
      // The requester's right is read again now: it may have gone since the request (issue 12).
      const refusal = await exportRefusal(db, job);
      if (refusal) {
        await failJob(db, job, refusal, clock());
        log.warn({ job: job.id }, 'export refused: its requester may no longer export this list');
        return;
      }
      const file = await produceExportFile(db, settings.exportDir, job);
      done = await completeFile(db, job, { ...file, link: this.#links.issue(job.id) }, clock(), this.#policy);
      if (!done) await removeExportFile(settings.exportDir, file.fileName);
    } catch (error) {
      const outcome = await retryOrFail(db, job, reasonOf(error), clock(), this.#policy);
      log.warn({ job: job.id, attempt: job.attempts, outcome, err: error }, 'export try failed');
      return;
    }
    if (done) await this.#deliver(done);
    else log.warn({ job: job.id, attempt: job.attempts }, 'export try superseded: its lease ran out and another try holds the job');
  }

  /** Mails the link; a failure leaves the file and link alone and tries the mail again later. */
  async #deliver(job: ExportJobRow): Promise<void> {
    const { db, clock, mailer, log } = this.#deps;
    try {
      const linked = job.download_salt === null ? await issueLink(db, job, this.#links.issue(job.id)) : job;
      const link = this.#links.linkOf({ id: linked.id, download_salt: linked.download_salt! });
      const owner = await db.selectFrom('users').select('email').where('id', '=', job.user_id).executeTakeFirstOrThrow();
      await mailer.sendMail(exportReadyMail(job, owner.email, link));
      await markMailed(db, job, clock());
      // Never the link itself in a log line: its token is a secret (the mail and My exports hold it).
      if (mailer.mode === 'outbox') log.info({ job: job.id }, 'export ready: its link is in the mail in the outbox and in My exports');
    } catch (error) {
      const retryAt = await retryMailLater(db, job, detailOf(error), clock());
      log.warn({ job: job.id, mailAttempt: job.mail_attempts, retryAt, err: error }, 'export mail not sent; it will be retried');
    }
  }
}
