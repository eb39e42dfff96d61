import { setTimeout } from 'node:timers/promises';
import { sql } from 'kysely';
import { freshDatabase } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, type TestServer } from './support/server';

describe('PostgreSQL connections ended by the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(() => server.close());

  it('keeps the process serving: idle connections are dropped and the next call reconnects', async () => {
    const browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
    // Several calls at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => browser.call('GET', '/api/users')));
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(server.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect((await browser.call('GET', '/api/user')).statusCode).toBe(200);
  });
});

describe('closing the PostgreSQL connections', () => {
  it('lets the work in hand finish: a request still running (its client gone) runs its next query too', async () => {
    const database = await freshDatabase('postgres');
    const { db } = database;
    // A handler's two queries, the first slow; the database closes while it runs (a shutdown).
    const work = (async () => {
      await sql`select pg_sleep(0.3)`.execute(db);
      return (await sql<{ answer: number }>`select 42 as answer`.execute(db)).rows[0].answer;
    })();
    await setTimeout(50);
    const closed = database.close();
    expect(await work).toBe(42);
    await closed;
    await expect(sql`select 1`.execute(db)).rejects.toThrow('driver has already been destroyed');
  });
});
