import { mkdirSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import type pg from 'pg';
import { DATABASE_POOL_DEFAULTS, type DatabasePoolSettings, type ReadReplicaSettings } from '../config';
import type { Database } from './schema';
import * as initial from './migrations/0001_initial';
import * as rowCounts from './migrations/0002_row_counts';
import * as exportDelivery from './migrations/0003_export_delivery';
import * as activityLogSearch from './migrations/0005_activity_log_search';
import * as mailOutbox from './migrations/0004_mail_outbox';
import * as permissionSearch from './migrations/0006_permission_search';
import * as usersListCover from './migrations/0007_users_list_covering_index';
import * as listCountVersions from './migrations/0008_list_count_versions';
import * as sessionWithPrincipal from './migrations/0009_session_with_principal';
import * as loginThrottles from './migrations/0010_login_throttles';
import * as rateLimits from './migrations/0011_rate_limits';
import * as exportLinksAndLimits from './migrations/0012_export_links_and_limits';
import * as emailChanges from './migrations/0013_email_changes';
import * as twoFactor from './migrations/0016_two_factor';
import * as sessionPublicIds from './migrations/0017_session_public_ids';
import * as passkeys from './migrations/0018_passkeys';
import * as rolesRequireSecondFactor from './migrations/0019_roles_require_second_factor';
import * as passwordConfirmations from './migrations/0022_password_confirmations';
import * as usersLastLoginIndex from './migrations/0023_users_last_login_index';
import * as listViews from './migrations/0024_list_views';
import * as usersSortIndexes from './migrations/0027_users_sort_indexes';
import * as usersListCounts from './migrations/0028_users_list_counts';
import * as bulkChanges from './migrations/0029_bulk_changes';
import * as usersSearchCounts from './migrations/0030_users_search_counts';
import * as importAndReviewPermissions from './migrations/0031_import_and_review_permissions';
import * as importJobs from './migrations/0032_import_jobs';
import * as accountExpiryAndDormancy from './migrations/0033_account_expiry_and_dormancy';
import * as listAnswerVersions from './migrations/0034_list_answer_versions';
import * as usersExpiryIndex from './migrations/0035_users_expiry_index';
import * as roleGrantEnds from './migrations/0036_role_grant_ends';
import * as accessReviews from './migrations/0037_access_reviews';
import * as usersSignInCounts from './migrations/0038_users_sign_in_counts';
import * as usersCreatedSignInIndex from './migrations/0039_users_created_sign_in_index';
import * as sessionSecondFactorHeld from './migrations/0040_session_second_factor_held';
import * as roleHolderCounts from './migrations/0041_role_holder_counts';
import * as usersStaffDormancyIndex from './migrations/0042_users_staff_dormancy_index';
import { PGliteDialect } from './pglite-dialect';
import { ReadReplica } from './read-replica';
import { DatabaseUsage } from './usage';
import { APP_LOCKS } from './advisory-locks';

export type DatabaseKind = 'pglite' | 'postgres';

/** How long no connection may be checked out before close() ends the pool: a handler between two queries holds none for a moment. */
const QUIET_MS = 50;
/** close() waits for work in hand this long at most. */
const DRAIN_LIMIT_MS = 10_000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * Where list, count, option and export reads go: the replica while it is in use, else the
   * primary (docs/architecture.md, Read replicas); `db` itself when there is no replica.
   */
  readDb: Kysely<Database>;
  /** The replica behind readDb (DATABASE_READ_URL), when there is one: its state and who must read from the primary. */
  replica?: ReadReplica;
  kind: DatabaseKind;
  /** The embedded engine itself, when that is the kind (for dumps). */
  pglite?: PGlite;
  /** Connections in use and waited for, failed queries: what the metrics read. */
  usage: DatabaseUsage;
  /** Ends the connections; on PostgreSQL once the queries in hand are done (a request its client left still runs). */
  close(): Promise<void>;
}

/** Resolves once the pool has had no connection checked out for QUIET_MS, or after DRAIN_LIMIT_MS. */
async function untilQuiet(pool: pg.Pool): Promise<void> {
  const busy = () => pool.totalCount > pool.idleCount || pool.waitingCount > 0;
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  let quietSince: number | undefined;
  while (Date.now() < deadline) {
    if (busy()) quietSince = undefined;
    else if (quietSince === undefined) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await setTimeout(5);
  }
}

/**
 * A migration module: `up`, and `outsideTransaction` for one that cannot run inside a transaction
 * (CREATE INDEX CONCURRENTLY, docs/migrations.md); every other migration runs in a transaction of its own.
 */
export type AppMigration = Migration & { readonly outsideTransaction?: boolean };

/** Every migration by name, in order (exported for the tests of one migration's effect on older data). */
export const migrations: Readonly<Record<string, AppMigration>> = {
  '0001_initial': initial,
  '0002_row_counts': rowCounts,
  '0003_export_delivery': exportDelivery,
  '0004_mail_outbox': mailOutbox,
  '0005_activity_log_search': activityLogSearch,
  '0006_permission_search': permissionSearch,
  '0007_users_list_covering_index': usersListCover,
  '0008_list_count_versions': listCountVersions,
  '0009_session_with_principal': sessionWithPrincipal,
  '0010_login_throttles': loginThrottles,
  '0011_rate_limits': rateLimits,
  '0012_export_links_and_limits': exportLinksAndLimits,
  '0013_email_changes': emailChanges,
  '0016_two_factor': twoFactor,
  '0017_session_public_ids': sessionPublicIds,
  '0018_passkeys': passkeys,
  '0019_roles_require_second_factor': rolesRequireSecondFactor,
  '0022_password_confirmations': passwordConfirmations,
  '0023_users_last_login_index': usersLastLoginIndex,
  '0024_list_views': listViews,
  '0027_users_sort_indexes': usersSortIndexes,
  '0028_users_list_counts': usersListCounts,
  '0029_bulk_changes': bulkChanges,
  '0030_users_search_counts': usersSearchCounts,
  '0031_import_and_review_permissions': importAndReviewPermissions,
  '0032_import_jobs': importJobs,
  '0033_account_expiry_and_dormancy': accountExpiryAndDormancy,
  '0034_list_answer_versions': listAnswerVersions,
  '0035_users_expiry_index': usersExpiryIndex,
  '0036_role_grant_ends': roleGrantEnds,
  '0037_access_reviews': accessReviews,
  '0038_users_sign_in_counts': usersSignInCounts,
  '0039_users_created_sign_in_index': usersCreatedSignInIndex,
  '0040_session_second_factor_held': sessionSecondFactorHeld,
  '0041_role_holder_counts': roleHolderCounts,
  '0042_users_staff_dormancy_index': usersStaffDormancyIndex,
};

function hearLostConnections(pool: pg.Pool, name: string): void {
  // An idle connection the server ends (a restart, an administrator's command) is dropped by
  // the pool and the next query opens a new one; unheard, the event would crash the process.
  pool.on('error', (error) => console.warn(`${name}: an idle connection ended (${error.message})`));
  // The pool listens only to idle connections. One lost while checked out (a query or a
  // transaction in hand) fails that work, which answers 503, and the pool drops it on release;
  // pg also emits the loss on the client, where unheard it would crash the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/**
 * PostgreSQL when a URL is given (with a read replica beside it when `readReplica` is given),
 * otherwise PGlite in `dataDir` (or in memory when it is undefined).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pool?: DatabasePoolSettings;
  readReplica?: ReadReplicaSettings;
  pgliteDir?: string;
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { size, waitMs } = options.pool ?? DATABASE_POOL_DEFAULTS;
    // Loaded only when used, as PGlite is below: the embedded default never needs it.
    const { default: pg } = await import('pg');
    // int8 (counts, bigserial ids) as numbers: every such value here stays far below 2^53.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: size, connectionTimeoutMillis: waitMs });
    hearLostConnections(pool, 'database');
    const usage = new DatabaseUsage(() => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    const timedPool = { connect: () => usage.timed(() => pool.connect()), end: () => pool.end() };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timedPool }), log: usage.log });
    const replicaPool = options.readReplica && openReplicaPool(pg.Pool, options.readReplica.url, size);
    const replica = replicaPool && new ReadReplica(pool, replicaPool, options.readReplica!.maxLagMs, timedPool.connect);
    await replica?.start();
    const readDb = replica
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: replica.pool }), log: usage.log })
      : db;
    return {
      db,
      readDb,
      replica,
      kind: 'postgres',
      usage,
      async close() {
        await replica?.close();
        await untilQuiet(pool);
        await db.destroy();
        await replicaPool?.end();
      },
    };
  }
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  // Loaded only when used: on PostgreSQL the embedded engine would cost some 40 MB of memory.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const pglite = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    extensions: { pg_trgm },
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect, log: dialect.usage.log });
  return { db, readDb: db, kind: 'pglite', pglite, usage: dialect.usage, close: () => db.destroy() };
}

/** How long a read waits for a replica connection before it takes a primary one instead. */
const REPLICA_CONNECT_MS = 1_000;

/** The replica's own pool, as large as the primary's. */
function openReplicaPool(Pool: typeof pg.Pool, url: string, size: number): pg.Pool {
  const pool = new Pool({ connectionString: url, max: size, connectionTimeoutMillis: REPLICA_CONNECT_MS });
  hearLostConnections(pool, 'database replica');
  return pool;
}

/**
 * Runs `work` on one connection holding the migrations lock (advisory-locks.ts), waiting for it by polling: a statement
 * blocked on a lock holds a snapshot, and a concurrent index build in the process holding the lock
 * waits for every older snapshot, so two processes would deadlock (the migrator's own lock waits so).
 */
async function underMigrationLock<T>(db: Kysely<Database>, work: (connection: Kysely<Database>) => Promise<T>) {
  return db.connection().execute(async (connection) => {
    const taken = async () =>
      (await sql<{ ok: boolean }>`select pg_try_advisory_lock(${APP_LOCKS.migrations}) as ok`.execute(connection))
        .rows[0].ok;
    while (!(await taken())) await setTimeout(100);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${APP_LOCKS.migrations})`.execute(connection);
    }
  });
}

/** Each migration in a transaction of its own, unless it must run outside one (docs/migrations.md). */
function ownTransaction(migration: AppMigration): Migration {
  if (migration.outsideTransaction) return migration;
  return { up: (db) => db.transaction().execute((trx) => migration.up(trx)) };
}

/** Runs every pending migration (`all` but in tests); called on each start. */
export async function migrate(
  db: Kysely<Database>,
  all: Readonly<Record<string, AppMigration>> = migrations,
): Promise<void> {
  const wrapped = Object.fromEntries(Object.entries(all).map(([name, migration]) => [name, ownTransaction(migration)]));
  // Numbers are taken when work starts and may land in another order: a database that already ran a
  // later-numbered migration must still take an earlier-numbered one that arrived after it.
  // Not one transaction for the whole run: CREATE INDEX CONCURRENTLY cannot run inside one. The
  // migrator's advisory lock still keeps two starting processes from migrating at once.
  const { error, results } = await underMigrationLock(db, (connection) =>
    new Migrator({
      db: connection,
      provider: { getMigrations: async () => wrapped },
      allowUnorderedMigrations: true,
      disableTransactions: true,
    }).migrateToLatest(),
  );
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** The migrations of this release the database has not run (readiness: a restart applies them). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
