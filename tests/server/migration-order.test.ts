import { migrate, migrations } from '../../src/server/db/connect';
import { DATABASE_KINDS, migrateOnly, unmigratedDatabase } from './support/databases';

/**
 * A database that ran a later-numbered migration before an earlier-numbered one landed (numbers are
 * taken when work starts) still upgrades: migrate() runs the late arrival instead of refusing.
 */
describe.each(DATABASE_KINDS)('migrations landing out of number order (%s)', (kind) => {
  test('a migration numbered below one already run is still applied', async () => {
    const handle = await unmigratedDatabase(kind);
    try {
      const names = Object.keys(migrations).sort();
      // One that no later migration builds on (0035 indexes 0033's column).
      const lateArrival = '0030_users_search_counts';
      expect(names).toContain(lateArrival);
      await migrateOnly(
        handle.db,
        names.filter((name) => name !== lateArrival),
      );

      await migrate(handle.db);

      const run = await handle.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect((run as { name: string }[]).map((row) => row.name).sort()).toEqual(names);
    } finally {
      await handle.close();
    }
  });
});
