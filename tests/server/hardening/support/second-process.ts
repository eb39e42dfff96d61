import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../../../src/server/clock';
import type { DatabaseHandle } from '../../../../src/server/db/connect';
import { openTestPostgres } from '../../support/databases';
import { appOnDatabase } from '../../support/exports';

/**
 * Another app process on the same PostgreSQL database: its own pool (its own connections and
 * no memory shared with the first app), as a second instance behind a load balancer would be.
 */
export async function secondProcessOn(
  database: DatabaseHandle,
  options: { env?: NodeJS.ProcessEnv; clock?: Clock } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const handle = await openTestPostgres(rows[0].name);
  const app = await appOnDatabase(handle, options);
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
