import { sql, type Kysely } from 'kysely';

/**
 * The plain download token (0003) goes (docs/security.md, Exports); a link is rebuilt from a
 * per-job salt under LINK_SECRET (exports/download-links.ts) and found by the token's hash as
 * before. Links issued before cannot be rebuilt: their live jobs are mailed again with a fresh link
 * (the worker issues one for a finished job that has none). The per-user count of queued and
 * running jobs is read on every export request, and the fair claim reads each user's running jobs:
 * one index serves both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table export_jobs add column download_salt text`.execute(db);
  await sql`
    update export_jobs set download_token_hash = null, mailed_at = null, mail_attempts = 0, mail_error = null, run_after = now()
    where status = 'done' and download_token is not null and expires_at > now()`.execute(db);
  await sql`update export_jobs set download_token_hash = null where download_token is not null`.execute(db);
  await sql`alter table export_jobs drop column download_token`.execute(db);
  await sql`create index export_jobs_user_pending on export_jobs (user_id) where status in ('queued', 'running')`.execute(
    db,
  );
}
