import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { loadSettings, type Settings } from '../../src/server/config';
import { migrate, openDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import { removeAllFactors } from '../../src/server/auth/two-factor/store';
import { seed } from '../../src/server/db/seed/seed';
import { BENCH_DATA_SEED, BENCH_DATA_VERSION, generateBenchUsers } from './bench-data';

export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Rate limits no benchmark reaches (they are tested at their defaults by tests/server/hardening/concurrency.test.ts). */
export const BENCH_RATE_LIMITS = {
  RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
  RATE_LIMIT_LISTS_PER_MINUTE: '100000000',
  RATE_LIMIT_EXPORTS_PER_MINUTE: '100000000',
};
export const BENCH_USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
/** BENCH_REUSE_DB=1 keeps the size's database when the same generator version and seed made its users. */
const REUSE = process.env.BENCH_REUSE_DB === '1';
/** One database per size (nhia_bench_1m, nhia_bench_10m…), so runs at 1M and 10M each keep theirs. */
const BENCH_DATABASE = `nhia_bench_${BENCH_USERS % 1_000_000 === 0 ? `${BENCH_USERS / 1_000_000}m` : BENCH_USERS}`;

/** The URL of a database on the benchmark's PostgreSQL server. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A dedicated benchmark database on the PostgreSQL server, recreated on each run. */
export async function recreateBenchDatabase(name: string): Promise<DatabaseHandle> {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: benchDatabaseUrl(name) });
  await migrate(handle.db);
  return handle;
}

/**
 * Adds `count` users shaped like the scheme's (bench-data.ts) to a migrated, seeded database and
 * prints how long each step took.
 */
export async function seedUsers(handle: DatabaseHandle, count: number): Promise<void> {
  const report = await generateBenchUsers(handle, count);
  const { rows, indexes, vacuum, total } = report.seconds;
  console.log(
    `seeded ${count.toLocaleString('en')} users in ${total.toFixed(1)} s (rows ${rows.toFixed(1)} s, indexes ${indexes.toFixed(1)} s, vacuum ${vacuum.toFixed(1)} s; load ${loadAverage()})`,
  );
}

/** The 1-minute load average, printed beside every figure: the machine is shared. */
export const loadAverage = () => os.loadavg()[0].toFixed(1);

/** The seeded database every benchmark shares (seeded once per run). */
export interface BenchDatabase {
  database: DatabaseHandle;
  url: string;
  settings: Settings;
  password: string;
}

/** Kept as the database's comment: a database seeded by another generator, seed or size is seeded again. */
const generatorMark = () => `nhia bench data v${BENCH_DATA_VERSION} seed ${BENCH_DATA_SEED} users ${BENCH_USERS}`;
const storedMark = async ({ db }: DatabaseHandle) =>
  (
    await sql<{ mark: string | null }>`
      select shobj_description(oid, 'pg_database') as mark from pg_database where datname = current_database()`.execute(
      db,
    )
  ).rows[0].mark;

/** The size's benchmark database with the catalogue, the seed admin and BENCH_USERS users. */
export async function seededBenchDatabase(): Promise<BenchDatabase> {
  const password = 'bench password 2026';
  // Benchmarks measure throughput: one signed-in user calls far more often than the rate limits allow a person.
  const settings = loadSettings({
    SEED_ADMIN_PASSWORD: password,
    SEED_DEMO_DATA: 'false',
    WEB_DIR: '',
    LOG_LEVEL: 'warn',
    ...BENCH_RATE_LIMITS,
  });
  const url = benchDatabaseUrl(BENCH_DATABASE);
  if (REUSE) {
    const database = await openDatabase({ databaseUrl: url }).catch(() => undefined);
    // A migration numbered below one already run (branches landing out of order) cannot be applied
    // to the kept database: it is seeded again rather than left behind the code.
    const migrated =
      database && (await storedMark(database).catch(() => null)) === generatorMark()
        ? await migrate(database.db).then(
            () => true,
            (error: unknown) => (console.log(`not reusing ${BENCH_DATABASE}: ${String(error)}`), false),
          )
        : false;
    if (database && migrated) {
      await seed(database.db, settings);
      // The administrator's second factor of an earlier run is this one's no longer: the first sign-in enrols anew.
      const admin = await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', settings.seedAdminEmail)
        .executeTakeFirstOrThrow();
      await removeAllFactors(database.db, admin.id);
      console.log(`reusing ${BENCH_DATABASE}: ${BENCH_USERS.toLocaleString('en')} users`);
      return { database, url, settings, password };
    }
    await database?.close();
  }
  const database = await recreateBenchDatabase(BENCH_DATABASE);
  await seed(database.db, settings);
  await seedUsers(database, BENCH_USERS);
  await sql`comment on database ${sql.id(BENCH_DATABASE)} is ${sql.lit(generatorMark())}`.execute(database.db);
  return { database, url, settings, password };
}
