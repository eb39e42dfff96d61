import { setTimeout as sleep } from 'node:timers/promises';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** How often the replica's lag is measured. */
export const REPLICA_CHECK_MS = 1_000;
/** A measurement older than this (the check itself hangs) no longer vouches for the replica. */
const STALE_CHECK_MS = 3 * REPLICA_CHECK_MS;
/** A recent-write mark is kept at most this long: the replica has it by then or is not used. */
const MARK_LIMIT_MS = 10 * 60_000;

/**
 * Errors that say the replica, not the query, is at fault: no SQLSTATE (a refused or lost
 * connection, a timeout), a connection exception (08), too few resources (53), an operator's stop
 * (57: shutdown, cancel), a system error (58), or a query cancelled by a conflict with replay (40001).
 */
function replicaFault(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return ['08', '53', '57', '58'].includes(code.slice(0, 2)) || code === '40001';
}

export interface ReplicaStatus {
  /** Reads go to the replica: its last measurement is fresh and within the lag limit, and nothing failed since. */
  inUse: boolean;
  /** The replica's lag at the last measurement (0 when it had replayed everything), undefined when it could not be measured. */
  lagMs: number | undefined;
}

/**
 * A streaming replica beside the primary (DATABASE_READ_URL; docs/architecture.md, Read replicas).
 * Once a second it compares the replica's replayed WAL with the primary's: caught up, or how long
 * ago the last transaction it replayed committed. From that it knows a time before which every
 * commit is on the replica (`visibleBefore`). Reads go to the replica while that lag is within
 * the limit; a replica that errors is left until the next good measurement, and the query that
 * met the error runs again on the primary.
 */
export class ReadReplica {
  #lagMs: number | undefined;
  #checkedAt = 0;
  #failed = false;
  /** This process's clock: every transaction that committed before it has been replayed on the replica. */
  #visibleBefore = 0;
  /** Each user's last write through this process (their own reads of it go to the primary until the replica has it). */
  readonly #lastWrites = new Map<number, number>();
  #timer: NodeJS.Timeout | undefined;
  #checking: Promise<void> | undefined;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly maxLagMs: number,
    /** How a primary connection is taken (the handle's pool, its waits counted). */
    private readonly primaryConnect: () => Promise<pg.PoolClient>,
  ) {}

  /** Measures at once, then every REPLICA_CHECK_MS until close(). */
  async start(): Promise<void> {
    await this.check();
    this.#timer = setInterval(() => void this.check(), REPLICA_CHECK_MS);
    this.#timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#checking;
  }

  status(): ReplicaStatus {
    return { inUse: this.#usable(), lagMs: this.#lagMs };
  }

  #usable(): boolean {
    return (
      !this.#failed &&
      this.#lagMs !== undefined &&
      this.#lagMs <= this.maxLagMs &&
      Date.now() - this.#checkedAt <= STALE_CHECK_MS
    );
  }

  /** One measurement; a failed one leaves the replica unused until the next good one. */
  check(): Promise<void> {
    this.#checking ??= this.#measure().finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  async #measure(): Promise<void> {
    const startedAt = Date.now();
    try {
      const { rows: primary } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      // The lag is how long ago the last replayed transaction committed, unless nothing is left to replay.
      const { rows } = await this.replica.query<{
        recovering: boolean;
        caught_up: boolean | null;
        lag_ms: number | null;
      }>(
        `select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn() >= $1::pg_lsn as caught_up,
           (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 as lag_ms`,
        [primary[0].lsn],
      );
      const { recovering, caught_up, lag_ms } = rows[0];
      // A server that is not replaying (a promoted replica) may miss the primary's writes: not read from.
      const lagMs = !recovering ? undefined : caught_up ? 0 : (lag_ms ?? undefined);
      this.#lagMs = lagMs === undefined ? undefined : Math.max(0, lagMs);
      if (this.#lagMs !== undefined) this.#visibleBefore = Math.max(this.#visibleBefore, startedAt - this.#lagMs);
      this.#failed = false;
    } catch {
      this.#lagMs = undefined;
    }
    this.#checkedAt = Date.now();
    for (const [user, at] of this.#lastWrites)
      if (at < this.#visibleBefore || at < startedAt - MARK_LIMIT_MS) this.#lastWrites.delete(user);
  }

  /** A user's write has committed: their reads go to the primary until the replica has it. */
  wrote(userId: number): void {
    this.#lastWrites.set(userId, Date.now());
  }

  /** Whether a read for this user may go to the replica: it has everything they wrote through this process. */
  servesUser(userId: number | undefined): boolean {
    const wroteAt = userId === undefined ? undefined : this.#lastWrites.get(userId);
    return wroteAt === undefined || wroteAt < this.#visibleBefore;
  }

  /**
   * Waits (at most `limitMs`) until a measurement shows the replica has every commit made before
   * `at` (this process's clock) and is in use; false when it does not by then.
   */
  async caughtUpWith(at: number, limitMs: number): Promise<boolean> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      if (at < this.#visibleBefore) return this.#usable();
      if (Date.now() >= deadline || !this.#usable()) return false;
      await sleep(Math.min(100, REPLICA_CHECK_MS));
    }
  }

  /**
   * The pool the read Kysely uses: a replica connection while the replica is in use, else a
   * primary one. A replica query that fails on the replica's account runs again on the primary,
   * and the replica is left until the next good measurement.
   */
  readonly pool: PostgresPool = {
    connect: async () => {
      if (!this.#usable()) return this.primaryConnect();
      let client: pg.PoolClient;
      try {
        client = await this.replica.connect();
      } catch {
        this.#failed = true;
        return this.primaryConnect();
      }
      let broken: Error | undefined;
      const onReplicaOrPrimary = async (text: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(text, [...parameters]);
        } catch (error) {
          if (!replicaFault(error)) throw error;
          broken = error as Error;
          this.#failed = true;
          const primary = await this.primaryConnect();
          try {
            return await primary.query(text, [...parameters]);
          } finally {
            primary.release();
          }
        }
      };
      // pg drops a released client given an error rather than reusing its lost connection.
      return { query: onReplicaOrPrimary, release: () => client.release(broken) } as unknown as PostgresPoolClient;
    },
    // The pools are ended by the database handle.
    end: async () => undefined,
  };
}
