import { sql } from 'kysely';

/**
 * Every advisory lock of the app, by what it guards: one list, so no two uses can share a key.
 * PostgreSQL keeps one-key (bigint) and two-key (int, int) locks apart, so the two lists cannot
 * collide with each other either.
 */
export const APP_LOCKS = {
  /** Our own lock around the migrator's: one process migrates at a time (connect.ts). */
  migrations: 7_220_418,
  /** Processes starting together on one database seed one after the other. */
  seed: 2026_1121_0012,
  /** Transactions that could leave no active full administrator run one after the other. */
  fullAdministrators: 7_302_114_001,
} as const;

/** Per-user locks: the first key names what is guarded, the second is the user's id. */
const USER_LOCKS = {
  /** A user's waiting exports: counted and added in one step (EXPORT_MAX_PENDING_PER_USER). */
  exportQueue: 12,
  /** A user's saved views of a list: counted and added in one step (at most 50 per list). */
  savedViews: 13,
  /** A user's passkeys: counted and added in one step (at most 20). */
  passkeys: 14,
} as const;

/** Per-text locks: the first key names what is guarded, the second is the text's hash (hashtext). */
const TEXT_LOCKS = {
  /** An email an import is creating or updating: parallel imports of one address go one at a time. */
  importedEmail: 16,
} as const;

/** Something with transactions' SQL: Kysely's database or a transaction (both run `sql`). */
type Executor = Parameters<ReturnType<typeof sql>['execute']>[0];

/** Takes the app-wide lock until the transaction ends; parallel holders of it wait in turn, in any process. */
export async function lockForTransaction(trx: Executor, lock: Exclude<keyof typeof APP_LOCKS, 'migrations'>) {
  await sql`select pg_advisory_xact_lock(${APP_LOCKS[lock]}::bigint)`.execute(trx);
}

/** Takes one user's lock of this kind until the transaction ends. */
export async function lockUserForTransaction(trx: Executor, lock: keyof typeof USER_LOCKS, userId: number) {
  await sql`select pg_advisory_xact_lock(${USER_LOCKS[lock]}, ${userId})`.execute(trx);
}

/**
 * Takes the lock of each text until the transaction ends, in one sorted order, so two holders of
 * overlapping sets cannot deadlock (texts of one hash share a lock, which only serialises more).
 */
export async function lockTextsForTransaction(trx: Executor, lock: keyof typeof TEXT_LOCKS, texts: readonly string[]) {
  const sorted = [...new Set(texts)].sort();
  await sql`select pg_advisory_xact_lock(${TEXT_LOCKS[lock]}, hashtext(text))
    from (select unnest(${sorted}::text[]) as text order by 1) as sorted`.execute(trx);
}
