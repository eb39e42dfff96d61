import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock';
import type { Database, Db, MailOutboxTable } from '../db/schema';
import { retryDelayMs } from '../exports/job-queue';
import { PollingLoop } from '../polling-loop';
import type { Mailer } from './mailer';

type OutboxRow = Selectable<MailOutboxTable>;

/** A plain-text account mail (an invitation, a reset link). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues a mail in the caller's transaction: it exists exactly when the change that needs it
 * (a token) commits. Wake the outbox after the commit so it goes out at once.
 */
export async function enqueueMail(db: Db, mail: OutboxMail, when: { now: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, body_text: mail.text, expires_at: when.expiresAt, run_after: when.now, created_at: when.now })
    .execute();
}

// A send gives up well within this (the mailer's SMTP timeouts); a dead process's mail is due again after it.
const LEASE_MS = 5 * 60_000;

export interface MailOutboxDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  pollMs: number;
  log: FastifyBaseLogger;
}

/**
 * Delivers queued mail, once across every process (SKIP LOCKED and a lease, as the export
 * queue does), retrying a failed send with the export queue's back-off until the mail's link
 * expires. A sent or expired mail keeps its address and subject; its body is erased.
 */
export class MailOutbox {
  readonly #deps: MailOutboxDeps;
  readonly #loop: PollingLoop;

  constructor(deps: MailOutboxDeps) {
    this.#deps = deps;
    this.#loop = new PollingLoop(
      deps.pollMs,
      async () => {
        while (this.#loop.running && (await this.runOnce()));
      },
      (error) => deps.log.error({ err: error }, 'mail outbox could not reach its queue'),
    );
  }

  start(): void {
    this.#loop.start();
  }

  wake(): void {
    this.#loop.wake();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** Handles the next due mail, if any; answers whether there was one. */
  async runOnce(): Promise<boolean> {
    const claim = await this.#claimNext();
    if (!claim) return false;
    if (claim.kind === 'send') await this.#send(claim.mail);
    else this.#deps.log.error({ mail: claim.mail.id, error: claim.mail.last_error }, 'mail given up: its link expired before it could be sent');
    return true;
  }

  /** Works until nothing is due; answers how many mails were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    while (await this.runOnce()) handled += 1;
    return handled;
  }

  async #claimNext(): Promise<{ kind: 'send' | 'gave-up'; mail: OutboxRow } | undefined> {
    const now = this.#deps.clock();
    return this.#deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('mail_outbox')
        .selectAll()
        .where('run_after', '<=', now)
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .orderBy('run_after')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return undefined;
      const update = trx.updateTable('mail_outbox').where('id', '=', due.id).returningAll();
      if (due.expires_at <= now) {
        return { kind: 'gave-up', mail: await update.set({ failed_at: now, body_text: null }).executeTakeFirstOrThrow() };
      }
      const leased = update.set({ attempts: due.attempts + 1, run_after: new Date(now.getTime() + LEASE_MS) });
      return { kind: 'send', mail: await leased.executeTakeFirstOrThrow() };
    });
  }

  async #send(mail: OutboxRow): Promise<void> {
    const { db, mailer, clock, log } = this.#deps;
    // Only the try that holds the lease records its outcome.
    const held = db.updateTable('mail_outbox').where('id', '=', mail.id).where('attempts', '=', mail.attempts);
    try {
      await mailer.sendMail({ to: mail.to_address, subject: mail.subject, text: mail.body_text ?? '' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const runAfter = new Date(clock().getTime() + retryDelayMs(mail.attempts));
      await held.set({ last_error: reason, run_after: runAfter }).execute();
      log.warn({ mail: mail.id, attempt: mail.attempts, runAfter, err: error }, 'mail not sent; it will be retried');
      return;
    }
    await held.set({ sent_at: clock(), body_text: null, last_error: null }).execute();
  }
}
