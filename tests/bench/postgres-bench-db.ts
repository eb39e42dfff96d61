import pg from 'pg';
import { sql } from 'kysely';
import { loadSettings, type Settings } from '../../src/server/config';
import { migrate, openDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import { seed } from '../../src/server/db/seed/seed';

export const BENCH_POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Rate limits no benchmark reaches (they are tested at their defaults by tests/server/hardening/concurrency.test.ts). */
export const BENCH_RATE_LIMITS = {
  RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
  RATE_LIMIT_LISTS_PER_MINUTE: '100000000',
  RATE_LIMIT_EXPORTS_PER_MINUTE: '100000000',
};
export const BENCH_USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
/** BENCH_REUSE_DB=1 keeps nhia_bench when it already holds BENCH_USERS seeded users (saves the seeding). */
const REUSE = process.env.BENCH_REUSE_DB === '1';
const BENCH_DATABASE = 'nhia_bench';

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
 * Inserts `count` users with generate_series (names, types, statuses and creation days
 * spread like the demo data) and gives every third one a role. The users table's secondary
 * indexes (the trigram index, the list's covering index…) are dropped and built again once after
 * the insert, as the migrations would build them on existing rows and many times faster than
 * maintaining them row by row; VACUUM sets the visibility map that index-only scans need, as
 * autovacuum would.
 */
export async function seedUsers(handle: DatabaseHandle, count: number, roleId: number): Promise<void> {
  const { db } = handle;
  const { rows: secondary } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'users' and indexdef not like 'CREATE UNIQUE%'`.execute(db);
  for (const index of secondary) await sql`drop index ${sql.id(index.name)}`.execute(db);
  await sql`
    insert into users (first_name, last_name, email, phone, user_type, status, created_at, updated_at)
    select (array['Adaeze','Chinedu','Ngozi','Emeka','Funmilayo','Tunde','Aisha','Ibrahim','Zainab','Musa',
                  'Oluwaseun','Bukola','Chiamaka','Ifeanyi','Halima','Yusuf','Kemi','Segun','Amaka','Obinna'])[1 + i % 20],
           (array['Okafor','Adeyemi','Bello','Eze','Ogunleye','Abubakar','Nwosu','Olawale','Danjuma','Okonkwo',
                  'Balogun','Ibekwe','Yakubu','Adebayo','Chukwu','Lawal','Onyeka','Suleiman','Afolabi','Umeh'])[1 + (i / 20) % 20],
           'user' || i || '@bench.example',
           '+234 70' || lpad(i::text, 8, '0'),
           (array['Agency Staff','TPA Staff','Ministry Staff','Provider Staff','Beneficiary'])[1 + i % 5],
           (array['active','active','active','inactive','pending'])[1 + (i / 7) % 5],
           now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second',
           now()
    from generate_series(1, ${count}::int) as i`.execute(db);
  await sql`insert into user_roles (user_id, role_id) select id, ${roleId}::int from users where id % 3 = 0`.execute(
    db,
  );
  for (const index of secondary) await sql.raw(index.definition).execute(db);
  await sql`vacuum analyze`.execute(db);
}

/** The seeded database every benchmark shares (seeded once per run). */
export interface BenchDatabase {
  database: DatabaseHandle;
  url: string;
  settings: Settings;
  password: string;
}

const benchUserCount = async ({ db }: DatabaseHandle) =>
  (await sql<{ n: number }>`select count(*)::int as n from users where email like '%@bench.example'`.execute(db))
    .rows[0].n;

/** nhia_bench with the catalogue, the seed admin and BENCH_USERS users. */
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
    if (database && (await benchUserCount(database).catch(() => -1)) === BENCH_USERS) {
      await migrate(database.db);
      await seed(database.db, settings);
      console.log(`reusing ${BENCH_DATABASE}: ${BENCH_USERS.toLocaleString('en')} users`);
      return { database, url, settings, password };
    }
    await database?.close();
  }
  const database = await recreateBenchDatabase(BENCH_DATABASE);
  await seed(database.db, settings);
  const auditor = await database.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'Auditor')
    .executeTakeFirstOrThrow();
  const seeding = Date.now();
  await seedUsers(database, BENCH_USERS, auditor.id);
  console.log(
    `seeded ${BENCH_USERS.toLocaleString('en')} users into ${BENCH_DATABASE} in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
  );
  return { database, url, settings, password };
}
