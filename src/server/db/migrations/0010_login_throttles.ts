import { sql, type Kysely } from 'kysely';

/**
 * Sign-in attempt counters (docs/security.md, Sign-in), one row per account (`account:<email>`) and
 * per source address (`address:<ip>`). A single upsert reserves an attempt before the password is
 * checked, so parallel attempts cannot all pass a check made before any of them is counted, and
 * every app process on the database shares the counts. The sign-in throttle no longer reads the
 * activity log, so its index there goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_throttles (
      key text primary key,
      attempts integer not null,
      window_ends_at timestamptz not null,
      lockouts integer not null default 0
    )`.execute(db);
  await sql`create index login_throttles_window_ends_at on login_throttles (window_ends_at)`.execute(db);
  await sql`drop index activity_logs_failed_logins`.execute(db);
}
