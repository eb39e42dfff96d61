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

const migrationsDir = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');

/** A migrated PGlite dump, made once per migration set and reused: initdb in WebAssembly costs seconds. */
async function migratedPgliteDump(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) hash.update(readFileSync(path.join(migrationsDir, file)));
  const key = hash.digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `nhia-pglite-template-${key}.tar.gz`);
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

/** A fresh, migrated, empty database of the given kind; close() removes it. */
export async function freshDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ pgliteDump: await migratedPgliteDump() });
  const handle = await unmigratedDatabase(kind);
  await migrate(handle.db);
  return handle;
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
  const name = `nhia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
