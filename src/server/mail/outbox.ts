import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock';
import type { Database, Db, MailOutboxTable } from '../db/schema';
import {
  claimNext,
  retryLater,
  settle,
  oldestAgeSeconds,
  type Backlog,
  type Held,
  type QueueTable,
} from '../jobs/durable-queue';
import { QueueWorker } from '../jobs/queue-worker';
import type { Mailer } from './mailer';

type OutboxRow = Selectable<MailOutboxTable>;
type MailClaim = Held<OutboxRow, 'send' | 'gave-up'>;

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
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      expires_at: when.expiresAt,
      run_after: when.now,
      created_at: when.now,
    })
    .execute();
}

// A send gives up well within this (the mailer's SMTP timeouts); a dead process's mail is due again after it.
const LEASE_MS = 5 * 60_000;

/** The outbox as a durable queue: a mail waits until it is sent or given up. */
const outbox: QueueTable<OutboxRow> = {
  name: 'mail_outbox',
  waiting: (db) => db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).where('failed_at', 'is', null),
};

/** Mail not yet sent or given up, and when the oldest was queued. */
export async function mailBacklog(db: Kysely<Database>): Promise<Backlog> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<number>().as('depth'), oldestAgeSeconds.as('oldest_age_seconds')])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { depth: Number(row.depth), oldestAgeSeconds: Number(row.oldest_age_seconds ?? 0) };
}

/** A mail whose link expired before it could be sent is given up (its body erased); any other is a try. */
function claimNextMail(db: Kysely<Database>, now: Date): Promise<MailClaim | undefined> {
  return claimNext(db, outbox, { now, leaseMs: LEASE_MS }, (mail) =>
    mail.expires_at <= now
      ? { kind: 'gave-up', change: { failed_at: now, body_text: null } }
      : { kind: 'send', change: {}, counts: 'attempts' },
  );
}

export interface MailOutboxDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  pollMs: number;
  log: FastifyBaseLogger;
}

/** Sends a claimed mail; a failed send is tried again after the back-off. */
async function send({ db, mailer, clock, log }: MailOutboxDeps, claim: MailClaim): Promise<void> {
  const mail = claim.row;
  try {
    await mailer.sendMail({ to: mail.to_address, subject: mail.subject, text: mail.body_text ?? '' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const runAfter = await retryLater(db, outbox, claim, { last_error: reason }, mail.attempts, clock());
    log.warn({ mail: mail.id, attempt: mail.attempts, runAfter, err: error }, 'mail not sent; it will be retried');
    return;
  }
  await settle(db, outbox, claim, { sent_at: clock(), body_text: null, last_error: null });
}

/**
 * Delivers queued mail, once across every process, as a use of the durable queue, retrying a
 * failed send with its back-off until the mail's link expires. A sent or expired mail keeps its
 * address and subject; its body is erased.
 */
export class MailOutbox extends QueueWorker<MailClaim> {
  constructor(deps: MailOutboxDeps) {
    const { db, clock, log } = deps;
    super({
      pollMs: deps.pollMs,
      claimNext: () => claimNextMail(db, clock()),
      work: async (claim) => {
        if (claim.kind === 'send') await send(deps, claim);
        else
          log.error(
            { mail: claim.row.id, error: claim.row.last_error },
            'mail given up: its link expired before it could be sent',
          );
      },
      onError: (error) => log.error({ err: error }, 'mail outbox could not reach its queue'),
    });
  }
}
