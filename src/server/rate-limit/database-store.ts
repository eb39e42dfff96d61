import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** What @fastify/rate-limit expects of a store's incr: the calls counted in the window, and the ms left in it. */
interface WindowCount {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: WindowCount) => void;

/**
 * Counts one call of `key` in its fixed window, in one statement: the upsert's row lock makes
 * concurrent calls (from any process on the database) take turns, so no two read the same count.
 * A window that has ended starts afresh with this call.
 */
export async function countCall(db: Kysely<Database>, key: string, windowMs: number, now: Date): Promise<WindowCount> {
  const at = sql`${now}::timestamptz`;
  const ended = sql`h.window_ends_at <= ${at}`;
  const { rows } = await sql<{ hits: number; window_ends_at: Date }>`
    insert into rate_limit_hits as h (key, hits, window_ends_at)
    values (${key}, 1, ${at} + ${windowMs}::float8 * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when ${ended} then 1 else h.hits + 1 end,
      window_ends_at = case when ${ended} then excluded.window_ends_at else h.window_ends_at end
    returning hits, window_ends_at`.execute(db);
  const { hits, window_ends_at: endsAt } = rows[0];
  return { current: hits, ttl: Math.max(0, endsAt.getTime() - now.getTime()) };
}

/** Deletes up to `batchSize` counters whose window has ended; SKIP LOCKED so processes purging at once never wait on each other. */
export async function purgeEndedWindows(db: Kysely<Database>, now: Date, batchSize: number): Promise<number> {
  const result = await sql`
    delete from rate_limit_hits where key in (
      select key from rate_limit_hits where window_ends_at <= ${now}::timestamptz limit ${batchSize} for update skip locked)`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}

/** A store class for @fastify/rate-limit (which instantiates it) over the rate_limit_hits table, on the app's clock. */
export function databaseStore(db: Kysely<Database>, clock: Clock) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, windowMs: number): void {
      countCall(db, key, windowMs, clock()).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    /** Every limit shares the table; keys name their limit. */
    child(): this {
      return this;
    }
  };
}
