/**
 * Upgrades (docs/migrations.md, Upgrades): a database made by each earlier release, holding rows
 * written at that schema, upgrades to the current one as a start does (migrate, seed), keeps every
 * row, and every list answers through the API with the old rows in it; on PGlite and PostgreSQL.
 */
import { buildApp } from '../../../src/server/app';
import {
  migrate,
  migrations,
  openDatabase,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../../src/server/db/connect';
import { seed } from '../../../src/server/db/seed/seed';
import { DATABASE_KINDS, migrateOnly, unmigratedDatabase } from '../support/databases';
import { ADMIN_EMAIL, Browser, TEST_PASSWORD, testSettings } from '../support/server';
import { fillLegacyRows, LEGACY, LEGACY_STAFF_EMAIL, rowsByTable } from './legacy-rows';
import { RELEASE_POINTS } from './release-points';

/** Tables whose rows a later start rightly changes: the counters the triggers keep. */
const CHANGING = new Set(['row_counts']);

test('every release point is a set of migrations this tree still has, each holding the one before', () => {
  RELEASE_POINTS.forEach((point, index) => {
    expect(point.migrations.filter((name) => !(name in migrations))).toEqual([]);
    const before = RELEASE_POINTS[index - 1]?.migrations ?? [];
    expect(before.filter((name) => !point.migrations.includes(name))).toEqual([]);
  });
});

let pgliteBlank: Blob | undefined;
/** A database with no migration run; PGlite's initdb is done once and copied. */
async function blankDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'postgres') return unmigratedDatabase(kind);
  if (!pgliteBlank) {
    const first = await openDatabase({});
    pgliteBlank = await first.pglite!.dumpDataDir('gzip');
    await first.close();
  }
  return openDatabase({ pgliteDump: pgliteBlank });
}

describe.each(DATABASE_KINDS)('upgrading from each earlier release (%s)', (kind) => {
  test.each(RELEASE_POINTS.map((point) => [point.commit, point.migrations.length, point] as const))(
    'the release of %s (%i migrations)',
    async (_commit, _count, point) => {
      const database = await blankDatabase(kind);
      try {
        const { db } = database;
        await migrateOnly(db, point.migrations);
        await fillLegacyRows(db);
        const before = await rowsByTable(db);

        const settings = testSettings();
        await migrate(db);
        await seed(db, settings);

        const after = await rowsByTable(db);
        for (const [table, rows] of before) {
          const kept = after.get(table)!;
          for (const [identity, row] of rows) {
            const now = kept.get(identity);
            expect({ table, identity, present: now !== undefined }).toEqual({ table, identity, present: true });
            if (CHANGING.has(table)) continue;
            // A column a later migration dropped (export_jobs.download_token) is gone by design; the rest must hold.
            const columns = Object.keys(row).filter((column) => column in now!);
            const pick = (values: Record<string, unknown>) => Object.fromEntries(columns.map((c) => [c, values[c]]));
            expect({ table, row: pick(now!) }).toEqual({ table, row: pick(row) });
          }
        }

        const app = await buildApp({ settings, database, logger: false });
        try {
          await app.ready();
          const admin = new Browser(app);
          expect((await admin.signIn(ADMIN_EMAIL)).statusCode).toBe(204);
          const listed = async (url: string, key: string) => {
            const response = await admin.call('GET', url);
            expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
            return (response.json()[key] as Record<string, unknown>[]).length;
          };
          const search = `search_string=${LEGACY}&items_per_page=100`;
          expect(await listed(`/api/users?${search}`, 'users')).toBe(3);
          expect(await listed(`/api/roles?${search}`, 'roles')).toBe(1);
          expect(await listed(`/api/tpas?${search}`, 'tpas')).toBe(1);
          expect(await listed(`/api/ministries?${search}`, 'ministries')).toBe(1);
          expect(await listed(`/api/user-activity-logs?${search}`, 'activity_logs')).toBe(3);

          const staff = new Browser(app);
          expect((await staff.signIn(LEGACY_STAFF_EMAIL, TEST_PASSWORD)).statusCode).toBe(204);
          const exports = await staff.call('GET', '/api/exports');
          expect(exports.statusCode).toBe(200);
          expect((exports.json().exports as { file_name: string }[]).map((job) => job.file_name).sort()).toEqual([
            `${LEGACY} roles.xlsx`,
            `${LEGACY} users.xlsx`,
          ]);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    },
    300_000,
  );
});
