import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { migrate, openDatabase, type DatabaseHandle, type DatabaseKind } from '../../src/server/db/connect';
import { seed } from '../../src/server/db/seed/seed';
import { DATABASE_KINDS, freshDatabase, TEST_POSTGRES_URL } from './support/databases';
import { startTestServer, testSettings, type TestServer } from './support/server';

/**
 * The probes (docs/operations.md): /api/health/live answers while the process does;
 * /api/health/ready answers 503 with every reason it is not ready — the database gone, a
 * migration not applied, a worker stopped — and 200 once nothing is wrong. Probes are never
 * rate-limited and are logged at debug; every other request is one line at info.
 */

/** Log lines as JSON objects, kept in memory. */
function capturedLog(): { stream: Writable; entries: { level: number; msg: string }[] } {
  const entries: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) entries.push(JSON.parse(line));
      done();
    },
  });
  return { stream, entries };
}

const ready = (server: TestServer) => server.app.inject({ method: 'GET', url: '/api/health/ready' });

describe.each(DATABASE_KINDS)('liveness and readiness, %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // The rate limits at their defaults (60 public calls a minute from one address).
    server = await startTestServer(kind, {
      env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '', RATE_LIMIT_LISTS_PER_MINUTE: '', RATE_LIMIT_EXPORTS_PER_MINUTE: '' },
    });
  });
  afterAll(() => server.close());

  it('is ready while the workers run, or in a process that never starts them, and not once one has stopped', async () => {
    const notStarted = await ready(server);
    expect(notStarted.statusCode).toBe(200);
    server.app.exportWorker.start();
    server.app.mailOutbox.start();
    const running = await ready(server);
    expect(running.statusCode).toBe(200);
    expect(running.json()).toEqual({ status: 'ready', database: kind, reasons: [] });

    await server.app.mailOutbox.stop();
    const stopped = await ready(server);
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({
      status: 'not ready',
      database: kind,
      reasons: ['The mail outbox has stopped: the process is shutting down.'],
    });
    await server.app.exportWorker.stop();
    expect((await ready(server)).json().reasons).toEqual([
      'The export worker has stopped: the process is shutting down.',
      'The mail outbox has stopped: the process is shutting down.',
    ]);
    // A stopped worker started again (a test; production only stops them at shutdown) counts as running.
    server.app.exportWorker.start();
    server.app.mailOutbox.start();
    expect((await ready(server)).statusCode).toBe(200);
  });

  it('answers 503 naming a migration of this release the database has not run', async () => {
    const { db } = server.database;
    const [last] = (
      await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db)
    ).rows;
    await sql`delete from kysely_migration where name = ${last.name}`.execute(db);
    const response = await ready(server);
    expect(response.statusCode).toBe(503);
    expect(response.json().reasons).toEqual([
      `Migrations not applied to the database: ${last.name}. Restart the app to apply them.`,
    ]);
    await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${new Date().toISOString()})`.execute(
      db,
    );
    expect((await ready(server)).statusCode).toBe(200);
  });

  it('is never rate-limited: 100 probes from one address all answer', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, () => server.app.inject({ method: 'GET', url }).then((r) => r.statusCode)),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
  });
});

/** A database of the app's own and a way to make it vanish: PGlite closed, PostgreSQL's dropped by an administrator. */
async function vanishingDatabase(kind: DatabaseKind): Promise<{ database: DatabaseHandle; vanish(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await freshDatabase(kind);
    return { database, vanish: () => database.close() };
  }
  const name = `nhia_gone_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await migrate(database.db);
  return {
    database,
    async vanish() {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

describe.each(DATABASE_KINDS)('readiness when the database is gone, %s', (kind) => {
  it('answers 503 saying the database does not answer, while liveness still answers 200', async () => {
    const settings = testSettings();
    const { database, vanish } = await vanishingDatabase(kind);
    await seed(database.db, settings);
    const app = await buildApp({ settings, database, logger: false });
    app.exportWorker.start();
    app.mailOutbox.start();
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);

    await vanish();
    const response = await app.inject('/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not ready',
      database: kind,
      reasons: ['The database does not answer: check that it runs and that DATABASE_URL reaches it.'],
    });
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    await app.close();
    if (kind === 'postgres') await database.close();
  });
});

describe('request logs', () => {
  it('writes one info line per request, probes only at debug, and no warning while the app starts', async () => {
    const log = capturedLog();
    const server = await startTestServer('pglite', { env: { LOG_LEVEL: 'debug' }, logger: { stream: log.stream } });
    try {
      expect(log.entries.filter((entry) => entry.level >= 40)).toEqual([]);
      await server.app.inject('/api/health/live');
      await server.app.inject('/api/health/ready');
      await server.app.inject('/api/services');
      const requests = log.entries.filter((entry) => /^GET \//.test(entry.msg));
      expect(requests.map(({ level, msg }) => [level, msg.replace(/\d+ ms$/, 'N ms')])).toEqual([
        [20, 'GET /api/health/live 200 N ms'],
        [20, 'GET /api/health/ready 200 N ms'],
        [30, 'GET /api/services 401 N ms'],
      ]);
      expect(log.entries.filter((entry) => /incoming request|request completed/.test(entry.msg))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
