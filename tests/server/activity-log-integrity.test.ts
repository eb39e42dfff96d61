import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/server/db/connect';
import { up as addActivityLogSearch } from '../../src/server/db/migrations/0005_activity_log_search';
import { seed } from '../../src/server/db/seed/seed';
import { XSRF_COOKIE } from '../../src/shared/http';
import { DATABASE_KINDS, freshDatabase } from './support/databases';
import { appOnDatabase } from './support/exports';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  startTestServer,
  TEST_PASSWORD,
  testSettings,
  type TestServer,
} from './support/server';
import { withRecentSecondFactor } from './support/step-up';
import { userRow } from './support/user-rows';

/** What the activity log holds besides its screen's behaviour: no secrets, the demo history, rows from before its search. */

/** A fresh database (a first PGlite template after a migration change) and a demo seed take a while on two cores. */
const SETUP_MS = 60_000;

describe.each(DATABASE_KINDS)('what the activity log never holds, %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, SETUP_MS);
  afterAll(() => server.close());

  it('starts empty when the seed has no demo data', async () => {
    expect(await server.database.db.selectFrom('activity_logs').select('id').execute()).toEqual([]);
  });

  it('keeps no password, session id or anti-forgery token in a row of sign-in, failed sign-ins, an export and sign-out', async () => {
    const WRONG_PASSWORD = 'not the right one, 7f3a9c';
    await createUserWith(server.database, { email: 'flow@example.org', permissions: ['list users'] });
    const secrets: string[] = [TEST_PASSWORD, WRONG_PASSWORD];
    const keep = (browser: Browser) => {
      for (const value of [browser.sessionToken, browser.cookies.get(XSRF_COOKIE)]) {
        if (value)
          secrets.push(
            value,
            createHash('sha256').update(value).digest('hex'),
            createHash('sha256').update(value).digest('base64url'),
          );
      }
    };
    const stranger = new Browser(server.app);
    await stranger.call('GET', '/sanctum/csrf-cookie');
    keep(stranger);
    expect(
      (await stranger.call('POST', '/login', { email: 'flow@example.org', password: WRONG_PASSWORD })).statusCode,
    ).toBe(422);
    expect(
      (await stranger.call('POST', '/login', { email: 'nobody.here@example.org', password: TEST_PASSWORD })).statusCode,
    ).toBe(422);

    const browser = new Browser(server.app);
    await browser.call('GET', '/sanctum/csrf-cookie');
    keep(browser);
    expect(
      (await browser.call('POST', '/login', { email: 'flow@example.org', password: TEST_PASSWORD })).statusCode,
    ).toBe(204);
    keep(browser);
    // Exporting the log is a step-up action.
    await withRecentSecondFactor(server.database.db, browser);
    expect(
      (await browser.call('GET', '/api/user-activity-logs/export?batch=1&export_file_name=everything.xlsx')).statusCode,
    ).toBe(202);
    expect((await browser.call('POST', '/logout')).statusCode).toBe(204);

    const written = await sql<Record<string, unknown>>`select * from activity_logs order by id`.execute(
      server.database.db,
    );
    expect(written.rows.map((row) => row.action)).toEqual([
      'login_failed',
      'login_failed',
      'login',
      'export_requested',
      'logout',
    ]);
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const row of written.rows) {
      const text = JSON.stringify(row).toLowerCase();
      for (const secret of secrets)
        expect({ action: row.action, leaked: text.includes(secret.toLowerCase()) }).toEqual({
          action: row.action,
          leaked: false,
        });
    }
  });
});

describe.each(DATABASE_KINDS)("the demo data's activity, %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    await seed(database.db, testSettings({ SEED_DEMO_DATA: 'true' }));
  }, SETUP_MS);
  afterAll(() => database.close());

  it('holds a realistic history of every kind of action, each row a valid entry of the list', async () => {
    const actions = await database.db.selectFrom('activity_logs').select('action').distinct().execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'created',
      'deactivated',
      'export_downloaded',
      'export_requested',
      'invited',
      'login',
      'login_failed',
      'logout',
      'password_reset',
      'password_reset_requested',
      'role_assigned',
      'role_removed',
      'suspended',
      'updated',
    ]);
    const latest = await database.db
      .selectFrom('activity_logs')
      .select(sql<Date>`max(created_at)`.as('at'))
      .executeTakeFirstOrThrow();
    expect(latest.at.getTime()).toBeLessThanOrEqual(Date.now());
    const app = await appOnDatabase(database);
    try {
      const browser = new Browser(app);
      await browser.signIn(ADMIN_EMAIL);
      await withRecentSecondFactor(database.db, browser);
      // Replies are validated against the contract: every demo row must map to a valid entry.
      for (let page = 1; ; page += 1) {
        const response = await browser.call('GET', `/api/user-activity-logs?items_per_page=500&page=${page}`);
        expect(response.statusCode).toBe(200);
        const body = response.json() as { pagination: { total: number; last_page: number } };
        if (page === 1) expect(body.pagination.total).toBeGreaterThan(500);
        if (page >= body.pagination.last_page) break;
      }
    } finally {
      await app.close();
    }
  });
});

describe.each(DATABASE_KINDS)('upgrading a database whose log predates the search, %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  }, SETUP_MS);
  afterAll(() => database.close());

  it('gives the rows already written their search text, and keeps the log append-only', async () => {
    const { db } = database;
    // Back to the schema before 0005, with a row written then.
    await sql`drop trigger activity_logs_search_text on activity_logs`.execute(db);
    await sql`drop trigger activity_logs_no_truncate on activity_logs`.execute(db);
    await sql`drop function activity_logs_fill_search_text(), activity_log_search_text(integer, text, text, jsonb)`.execute(
      db,
    );
    await sql`alter table activity_logs drop column search_text`.execute(db);
    await sql`drop index activity_logs_action, activity_logs_subject_type`.execute(db);
    const user = await db
      .insertInto('users')
      .values(userRow({ first_name: 'Early', last_name: 'Bird', email: 'early.bird@example.org' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into activity_logs (causer_id, action, subject_type, subject_id, subject_label, ip_address) values (${user.id}, 'login', 'user', ${user.id}, 'early.bird@example.org', '10.9.8.7')`.execute(
      db,
    );

    // Migrations see the database untyped; the migrator runs each one in a transaction.
    await (db as unknown as Kysely<unknown>).transaction().execute((trx) => addActivityLogSearch(trx));

    const { rows } = await sql<{ search_text: string }>`select search_text from activity_logs`.execute(db);
    expect(rows).toEqual([{ search_text: 'early bird early.bird@example.org early.bird@example.org 10.9.8.7' }]);
    await expect(sql`update activity_logs set action = 'logout'`.execute(db)).rejects.toThrow(/append-only/);
  });
});
