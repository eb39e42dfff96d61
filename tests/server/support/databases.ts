import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  migrate,
  migrations,
  openDatabase,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../../src/server/db/connect';

/** The PostgreSQL server the tests use (this machine's, trust auth); a fresh database per test file. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];
/**
 * The tests' pools wait longer for a connection than a production process (5 s): two test files share
 * two cores and one PostgreSQL, and a suite's burst of parallel calls must not fail on the machine's
 * load. The wait itself is tested with its own settings (tests/server/database-pool.test.ts).
 */
export const TEST_DATABASE_POOL = { size: 10, waitMs: 30_000 };

/** The test PostgreSQL database of that name, through a test pool unless another is given. */
export const openTestPostgres = (name: string, pool = TEST_DATABASE_POOL) =>
  openDatabase({ databaseUrl: postgresUrlOf(name), pool });

const migrationsDir = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');

/** Names the current migration set: a template made from other migrations is never reused. */
function migrationSetKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) hash.update(readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 12);
}

/** A migrated PGlite dump, made once per migration set and reused: initdb in WebAssembly costs seconds. */
async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `nhia-pglite-template-${migrationSetKey()}.tar.gz`);
  if (!existsSync(file)) {
    const handle = await openDatabase({});
    await migrate(handle.db);
    const dump = await handle.pglite!.dumpDataDir('gzip');
    await handle.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** The URL of a database of the tests' PostgreSQL server. */
function postgresUrlOf(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a connection to the server's maintenance database. */
async function withPostgresAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Held while a test process makes the template, so parallel test files make it once. */
const TEMPLATE_LOCK = 7_220_419;
let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database that fresh ones are copied from (CREATE DATABASE … TEMPLATE), made
 * once per migration set: running every migration costs seconds a database, a copy a fraction.
 * Made under another name and renamed when complete, so a test run stopped midway leaves no
 * half-migrated template. Old sets' templates are harmless; `drop database` removes them.
 */
function migratedPostgresTemplate(): Promise<string> {
  return (postgresTemplate ??= withPostgresAdmin(async (admin) => {
    const name = `nhia_template_${migrationSetKey()}`;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (existing.rowCount === 0) {
        const partial = `${name}_partial`;
        await admin.query(`drop database if exists ${partial} with (force)`);
        await admin.query(`create database ${partial}`);
        const handle = await openTestPostgres(partial);
        await migrate(handle.db);
        await handle.close();
        await admin.query(`alter database ${partial} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    return name;
  }));
}

/** A new PostgreSQL database, empty or copied from `template`; close() drops it. */
async function newPostgresDatabase(template?: string): Promise<DatabaseHandle> {
  const name = `nhia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withPostgresAdmin((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const handle = await openTestPostgres(name);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withPostgresAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A fresh, migrated, empty database of the given kind; close() removes it. */
export async function freshDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ pgliteDump: await migratedPgliteDump() });
  return newPostgresDatabase(await migratedPostgresTemplate());
}

/**
 * Runs only the named migrations, the way a start runs them (each in its own transaction or outside
 * one, docs/migrations.md): a database as an earlier release, or the step before one migration, left it.
 */
export async function migrateOnly(db: DatabaseHandle['db'], names: readonly string[]): Promise<void> {
  await migrate(db, Object.fromEntries(names.map((name) => [name, migrations[name]])));
}

/** The migrations up to and including `last`, in order: the state a migration's own test starts from. */
export function migrationsUpTo(last: string): string[] {
  return Object.keys(migrations).filter((name) => name <= last);
}

/** A fresh database with no migration run yet (a migration's own test runs the ones before it); close() removes it. */
export async function unmigratedDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({});
  return newPostgresDatabase();
}
