import { sql, type Kysely } from 'kysely';

/**
 * What delivering an export needs beyond 0001's job row: the link's token, kept so the worker
 * can re-send the mail and the owner's "My exports" list can show the link (downloads still
 * look the token up by its hash and check the owner), and the mail's own retry state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table export_jobs
    add column download_token text,
    add column mail_attempts integer not null default 0,
    add column mail_error text`.execute(db);
  // The worker's second kind of due work: finished files whose mail has not gone yet.
  await sql`create index export_jobs_mail_pending on export_jobs (run_after) where status = 'done' and mailed_at is null`.execute(
    db,
  );
}
