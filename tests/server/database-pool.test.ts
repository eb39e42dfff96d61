import { sql } from 'kysely';
import { loadSettings } from '../../src/server/config';
import { freshDatabase, openTestPostgres } from './support/databases';
import { appOnDatabase } from './support/exports';
import { testSettings } from './support/server';

/**
 * Each process's PostgreSQL pool (docs/deployment.md, settings): DATABASE_POOL_SIZE connections at
 * most, and a request whose query waits DATABASE_POOL_WAIT_MS for one answers 503 in the Error shape
 * instead of waiting on; the process serves again as soon as a connection is free.
 */
describe('the PostgreSQL pool settings', () => {
  it('default to 10 connections and a 5 s wait, and refuse a size or wait that is not a positive integer', () => {
    expect(loadSettings({}).databasePool).toEqual({ size: 10, waitMs: 5_000 });
    expect(loadSettings({ DATABASE_POOL_SIZE: '40', DATABASE_POOL_WAIT_MS: '1500' }).databasePool).toEqual({
      size: 40,
      waitMs: 1_500,
    });
    expect(() => loadSettings({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a positive integer, got "0"',
    );
    expect(() => loadSettings({ DATABASE_POOL_WAIT_MS: 'soon' })).toThrow(
      'DATABASE_POOL_WAIT_MS must be a positive integer, got "soon"',
    );
  });

  it('answers 503 once a request has waited DATABASE_POOL_WAIT_MS for a connection, and serves again when one is free', async () => {
    const fresh = await freshDatabase('postgres');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(fresh.db);
    const env = { DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: '300' };
    const database = await openTestPostgres(rows[0].name, testSettings(env).databasePool);
    const app = await appOnDatabase(database, { env });
    try {
      let release!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      // The pool's one connection, held by a transaction until the test lets it go.
      const transaction = database.db.transaction().execute(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
            holding();
          }),
      );
      await held;

      const startedAt = Date.now();
      const refused = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const waited = Date.now() - startedAt;
      expect({ status: refused.statusCode, body: refused.json(), waitedTheWait: waited >= 300 }).toEqual({
        status: 503,
        body: { message: 'The service is temporarily unavailable. Please retry shortly.' },
        waitedTheWait: true,
      });

      release();
      await transaction;
      expect((await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).statusCode).toBe(204);
    } finally {
      await app.close();
      await database.close();
      await fresh.close();
    }
  });
});
