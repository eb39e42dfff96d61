import net from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/connect';
import { handleError } from '../../src/server/errors';
import { TEST_POSTGRES_URL } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, type TestServer } from './support/server';

/** What the one error handler answers for an error a handler met. */
async function answerFor(error: unknown) {
  const probe = Fastify({ logger: false });
  probe.setErrorHandler(handleError);
  probe.get('/', async () => {
    throw error;
  });
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return { status: response.statusCode, body: response.json() as unknown };
}

/** A TCP relay to PostgreSQL whose connections can be cut, as a crashed host or a broken network cuts them. */
async function cuttableRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: (relay.address() as net.AddressInfo).port,
    cut: () => sockets.forEach((socket) => socket.destroy()),
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

const unavailable = { status: 503, body: { message: 'The service is temporarily unavailable. Please retry shortly.' } };

describe('PostgreSQL connections lost while in use', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(() => server.close());

  it('should fail the work in hand with 503s, not crash, when PostgreSQL ends a connection inside a transaction', async () => {
    const { db } = server.database;
    const errors: unknown[] = [];
    await db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const sleeping = sql`select pg_sleep(10)`.execute(trx).catch((error: unknown) => errors.push(error));
        while (
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from pg_stat_activity where pid = ${rows[0].pid} and state = 'active'`.execute(
              db,
            )
          ).rows[0].n === 0
        );
        await sql`select pg_terminate_backend(${rows[0].pid})`.execute(db);
        await sleeping;
        // The transaction goes on with a connection that is gone, as a handler would.
        await sql`select 1`.execute(trx).catch((error: unknown) => errors.push(error));
      })
      .catch((error: unknown) => errors.push(error));

    expect(errors.length).toBeGreaterThanOrEqual(2);
    for (const error of errors) expect(await answerFor(error)).toEqual(unavailable);
    // The pool dropped the dead connection: the process goes on serving.
    const browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
    expect((await browser.call('GET', '/api/user')).statusCode).toBe(200);
  });

  it('should fail the query in hand with a 503, not crash, when the connection drops without a word', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.database.db);
    const target = new URL(TEST_POSTGRES_URL);
    const relay = await cuttableRelay(target);
    const viaRelay = new URL(target);
    viaRelay.port = String(relay.port);
    viaRelay.pathname = `/${rows[0].name}`;
    const { db, close } = await openDatabase({ databaseUrl: viaRelay.toString() });
    try {
      const sleeping = sql`select pg_sleep(10)`.execute(db).then(
        () => undefined,
        (error: unknown) => error,
      );
      while (
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'select pg_sleep(%' and state = 'active'`.execute(
            server.database.db,
          )
        ).rows[0].n === 0
      );
      relay.cut();
      const lost = await sleeping;
      expect(await answerFor(lost)).toEqual(unavailable);
      // The next query opens a new connection through the relay.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await close();
      await relay.close();
    }
  });
});
