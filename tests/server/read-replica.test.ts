import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadSettings } from '../../src/server/config';
import { migrate, openDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import { seed } from '../../src/server/db/seed/seed';
import { TEST_DATABASE_POOL } from './support/databases';
import { readSheet, TEST_APP_URL, tempDataDir } from './support/exports';
import { tpaInput } from './support/organisation-inputs';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { until } from './support/until';
import { Browser, createUserWith, signInHelpersKnow, testSettings } from './support/server';

/**
 * DATABASE_READ_URL (docs/architecture.md, Read replicas) on a real streaming replica: a private
 * PostgreSQL primary of the test's own and a pg_basebackup of it, each on a spare port. Stopping
 * the replica's replay (pg_wal_replay_pause) shows where each read went: a row the replica has
 * not replayed is seen only by reads that went to the primary.
 */
const MAX_LAG_MS = 2_000;
const dataDir = tempDataDir();

let primary: PrivatePostgres;
let replica: PrivatePostgres;
let database: DatabaseHandle;
let app: FastifyInstance;
let onReplica: pg.Client;
const writer = () => signedIn('writer@nhia.example');
const reader = () => signedIn('reader@nhia.example');

async function signedIn(email: string): Promise<Browser> {
  const browser = new Browser(app);
  expect((await browser.signIn(email)).statusCode).toBe(204);
  return browser;
}

/** The TPAs a browser's list finds for a code, and the options it is offered for it. */
async function tpasFound(browser: Browser, code: string) {
  const list = await browser.call('GET', `/api/tpas?search_string=${code}`);
  const options = await browser.call('GET', `/api/tpas/options?search_string=${code}`);
  expect([list.statusCode, options.statusCode]).toEqual([200, 200]);
  return {
    listed: (list.json().tpas as { code: string }[]).map((tpa) => tpa.code),
    total: list.json().pagination.total as number,
    offered: (options.json().options as unknown[]).length,
  };
}

/** A commit on the primary that the replica has replayed: its last replayed transaction is fresh. */
async function freshReplay(): Promise<void> {
  const { rows } = await sql<{
    at: string;
  }>`insert into replica_probe values (clock_timestamp()) returning at::text`.execute(database.db);
  await until(
    'the replica replays a commit',
    15_000,
    async () => (await onReplica.query('select 1 from replica_probe where at = $1', [rows[0].at])).rowCount === 1,
  );
}

const replicaInUse = () => database.replica!.status().inUse;

beforeAll(async () => {
  primary = await startPrivatePostgres();
  const admin = new pg.Client({ connectionString: primary.url() });
  await admin.connect();
  await admin.query('create database app');
  await admin.end();
  const env = {
    DATABASE_URL: primary.url('app'),
    DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
    LINK_SECRET: 'a test secret that signs export links, long enough',
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    EXPORT_POLL_MS: '600000',
    // Every search's counts are kept: keeping them is a write, which must go to the primary.
    LIST_KEEP_SEARCH_FROM: '1',
  };
  const settings = testSettings(env);
  const bare = await openDatabase({ databaseUrl: settings.databaseUrl, pool: TEST_DATABASE_POOL });
  await migrate(bare.db);
  await seed(bare.db, settings);
  await sql`create table replica_probe (at timestamptz)`.execute(bare.db);
  for (const email of ['writer@nhia.example', 'reader@nhia.example'])
    await createUserWith(bare, { email, permissions: ['manage tpas', 'list users'] });
  await bare.close();

  replica = await primary.startReplica();
  const replicated = testSettings({ ...env, DATABASE_READ_URL: replica.url('app') });
  database = await openDatabase({
    databaseUrl: replicated.databaseUrl,
    pool: TEST_DATABASE_POOL,
    readReplica: replicated.databaseRead,
  });
  app = await buildApp({ settings: replicated, database, logger: false });
  await app.ready();
  signInHelpersKnow(app, undefined, replicated);
  onReplica = new pg.Client({ connectionString: replica.url('app') });
  onReplica.on('error', () => undefined);
  await onReplica.connect();
}, 90_000);

afterAll(async () => {
  await onReplica?.end().catch(() => undefined);
  await app?.close();
  await database?.close();
  await replica?.remove();
  await primary?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('DATABASE_READ_URL, a streaming replica for reads', () => {
  it('is read only with DATABASE_URL, and its lag limit defaults to 3 s', () => {
    expect(loadSettings({}).databaseRead).toBeUndefined();
    expect(
      loadSettings({ DATABASE_URL: 'postgres://p/app', DATABASE_READ_URL: 'postgres://r/app' }).databaseRead,
    ).toEqual({ url: 'postgres://r/app', maxLagMs: 3_000 });
    expect(() => loadSettings({ DATABASE_READ_URL: 'postgres://r/app' })).toThrow(
      'DATABASE_READ_URL is a replica of DATABASE_URL, which is not set',
    );
    expect(() => loadSettings({ DATABASE_READ_MAX_LAG_MS: '0' })).toThrow(
      'DATABASE_READ_MAX_LAG_MS must be a positive integer, got "0"',
    );
  });

  it('serves lists, totals and options from the replica, a writer its own writes from the primary, and everyone from the primary once the replica lags past the limit', async () => {
    const [alice, bob] = [await writer(), await reader()];
    await until('the replica is in use', 15_000, replicaInUse);
    await freshReplay();
    await onReplica.query('select pg_wal_replay_pause()');
    try {
      const pausedAt = Date.now();
      expect((await alice.call('POST', '/api/tpas', tpaInput('RRW1'))).statusCode).toBe(201);

      // The writer reads what they wrote at once; the reader's reads go to the replica, which has not replayed it.
      expect(await tpasFound(alice, 'RRW1')).toEqual({ listed: ['RRW1'], total: 1, offered: 1 });
      expect(await tpasFound(bob, 'RRW1')).toEqual({ listed: [], total: 0, offered: 0 });
      expect({ inUse: replicaInUse(), withinLimit: Date.now() - pausedAt < MAX_LAG_MS }).toEqual({
        inUse: true,
        withinLimit: true,
      });

      // Replay still paused: once the lag passes the limit, the reader's reads go to the primary.
      await until(
        'the reader is served by the primary',
        15_000,
        async () => (await tpasFound(bob, 'RRW1')).total === 1,
      );
      expect({ inUse: replicaInUse(), lagPastLimit: database.replica!.status().lagMs! > MAX_LAG_MS }).toEqual({
        inUse: false,
        lagPastLimit: true,
      });
      expect(await tpasFound(bob, 'RRW1')).toEqual({ listed: ['RRW1'], total: 1, offered: 1 });
      expect(await app.metrics.registry.getSingleMetricAsString('nhia_db_replica_in_use')).toContain(
        'nhia_db_replica_in_use 0',
      );
    } finally {
      await onReplica.query('select pg_wal_replay_resume()');
    }
    await until('the replica is in use again once it has caught up', 15_000, replicaInUse);
    expect(await app.metrics.registry.getSingleMetricAsString('nhia_db_replica_in_use')).toContain(
      'nhia_db_replica_in_use 1',
    );
    expect(await tpasFound(bob, 'RRW1')).toEqual({ listed: ['RRW1'], total: 1, offered: 1 });
  });

  it("keeps a broad search's counts on the primary while the list reads the replica", async () => {
    const bob = await reader();
    await until('the replica is in use', 15_000, replicaInUse);
    const search = await bob.call('GET', '/api/users?search_string=nhia.example');
    expect({ status: search.statusCode, total: search.json().pagination?.total }).toEqual({ status: 200, total: 3 });
    const kept = await database.db.selectFrom('users_search_terms').select('pattern').execute();
    expect(kept.map((row) => row.pattern)).toEqual(['%nhia.example%']);
  });

  it('writes an export requested right after a write with that write, though the replica has not replayed it', async () => {
    const alice = await writer();
    await until('the replica is in use', 15_000, replicaInUse);
    await freshReplay();
    await onReplica.query('select pg_wal_replay_pause()');
    try {
      expect((await alice.call('POST', '/api/tpas', tpaInput('RRW3'))).statusCode).toBe(201);
      const requested = await alice.call(
        'GET',
        '/api/tpas/export?batch=1&export_file_name=rrw3.xlsx&search_string=RRW3',
      );
      expect(requested.statusCode).toBe(202);
      await app.exportWorker.drain();
      const job = await database.db
        .selectFrom('export_jobs')
        .select(['status', 'file_path'])
        .where('id', '=', requested.json().id)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('done');
      const rows = readSheet(readFileSync(path.join(dataDir, 'exports', job.file_path!))).slice(1);
      expect({ rows: rows.length, code: rows[0]?.includes('RRW3') }).toEqual({ rows: 1, code: true });
    } finally {
      await onReplica.query('select pg_wal_replay_resume()');
    }
  });

  it('answers from the primary when the replica is stopped', async () => {
    const [alice, bob] = [await writer(), await reader()];
    expect((await alice.call('POST', '/api/tpas', tpaInput('RRW2'))).statusCode).toBe(201);
    await until('the replica is in use', 15_000, replicaInUse);
    await freshReplay();
    await replica.stop('fast');
    // At once (the replica's connections are lost) and after a measurement found it gone.
    expect(await tpasFound(bob, 'RRW2')).toEqual({ listed: ['RRW2'], total: 1, offered: 1 });
    await until('the replica is left out', 15_000, () => !replicaInUse());
    expect(await tpasFound(bob, 'RRW2')).toEqual({ listed: ['RRW2'], total: 1, offered: 1 });
    expect((await bob.call('GET', '/api/health/ready')).statusCode).toBe(200);
  });
});
