import { sql, type Kysely } from 'kysely';

/**
 * Request counters of the rate limits (docs/security.md, Anonymous and heavy calls): one row per limit and
 * caller (`<limit>:<address or user>`), counting the calls of the current fixed window. Kept in
 * the database so that every app process on it shares the counts (no Redis); the housekeeping
 * loop deletes rows whose window has ended, and the sessions that expired, in small batches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_hits (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    )`.execute(db);
  await sql`create index rate_limit_hits_window_ends_at on rate_limit_hits (window_ends_at)`.execute(db);
  // The purge finds sessions past their lifetime by this index (idle ones by sessions_last_activity).
  await sql`create index sessions_created_at on sessions (created_at)`.execute(db);
}
