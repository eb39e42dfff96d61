import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../../src/server/db/connect';
import { TEST_POSTGRES_URL } from '../../support/databases';
import { appOnDatabase } from '../../support/exports';

/**
 * Another app process on the same PostgreSQL database: its own pool (its own connections and
 * no memory shared with the first app), as a second instance behind a load balancer would be.
 */
export async function secondProcessOn(
  database: DatabaseHandle,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${rows[0].name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const app = await appOnDatabase(handle);
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
