import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Spec of issue 2: 5 failed sign-ins per email and IP address within a minute, then 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 60;

/**
 * Seconds until this email may try again from this address (0: now). Counted from the
 * activity log's failed sign-ins, so every app process on one database sees the same count.
 */
export async function secondsUntilLoginAllowed(db: Kysely<Database>, email: string, ip: string | null): Promise<number> {
  const window = sql`interval '${sql.raw(String(LOGIN_WINDOW_SECONDS))} seconds'`;
  const recent = await db
    .selectFrom('activity_logs')
    .select(sql<number>`ceil(extract(epoch from (created_at + ${window} - now())))::int`.as('wait'))
    .where('action', '=', 'login_failed')
    .where('ip_address', ip === null ? 'is' : '=', ip)
    .where(sql`properties->>'email'`, '=', email)
    .where('created_at', '>', sql<Date>`now() - ${window}`)
    .orderBy('created_at', 'desc')
    .limit(LOGIN_MAX_FAILURES)
    .execute();
  if (recent.length < LOGIN_MAX_FAILURES) return 0;
  return Math.max(1, recent[recent.length - 1].wait);
}
