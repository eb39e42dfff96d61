import { sql, type Kysely } from 'kysely';

/**
 * A durable outbox for account mail (invitations, password resets): the message is written in
 * the same transaction as the token it carries, so a committed token always has its mail and an
 * SMTP outage only delays it. The body holds a link with a live token, so it is cleared as soon
 * as the mail is sent or given up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_outbox (
      id serial primary key,
      to_address text not null,
      subject text not null,
      body_text text,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      run_after timestamptz not null default now(),
      sent_at timestamptz,
      failed_at timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index mail_outbox_due on mail_outbox (run_after) where sent_at is null and failed_at is null`.execute(
    db,
  );
}
