import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { loadSettings } from '../../src/server/config';
import { CountCache } from '../../src/server/lists/count-cache';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, roleIdNamed, startTestServer, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

const renamed = { first_name: 'Renamed', last_name: 'Elsewhere', email: 'renamed@example.org' };

/** Runs a write of users with the count-version trigger off (a write the cache cannot know of). */
async function untriggered(
  db: Kysely<Database>,
  write: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`alter table users disable trigger users_count_version`.execute(trx);
    await write(trx);
    await sql`alter table users enable trigger users_count_version`.execute(trx);
  });
}

describe('the count cache', () => {
  it('answers a total only for the version it was counted at', () => {
    const cache = new CountCache(10);
    cache.set('q', 3, 120);
    expect(cache.get('q', 3)).toBe(120);
    expect(cache.get('q', 4)).toBeUndefined();
    // A total seen at an older version is gone for good, even if asked at its own version again.
    expect(cache.get('q', 3)).toBeUndefined();
  });

  it('is sized by LIST_COUNT_CACHE_ENTRIES: 1000 by default, 0 turns it off, anything else is refused', () => {
    expect(loadSettings({}).listCountCacheEntries).toBe(1000);
    expect(loadSettings({ LIST_COUNT_CACHE_ENTRIES: '0' }).listCountCacheEntries).toBe(0);
    expect(() => loadSettings({ LIST_COUNT_CACHE_ENTRIES: '-1' })).toThrow(
      'LIST_COUNT_CACHE_ENTRIES must be a whole number, got "-1"',
    );
    expect(() => loadSettings({ LIST_COUNT_CACHE_ENTRIES: 'many' })).toThrow(
      'LIST_COUNT_CACHE_ENTRIES must be a whole number',
    );
  });

  it('drops the least recently used total when full', () => {
    const cache = new CountCache(2);
    cache.set('a', 1, 10);
    cache.set('b', 1, 20);
    expect(cache.get('a', 1)).toBe(10);
    cache.set('c', 1, 30);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe(10);
    expect(cache.get('c', 1)).toBe(30);
  });
});

/**
 * Filtered totals are reused between calls, yet every write that can change one (whatever code
 * makes it) moves the list's count version in its own transaction, so no call sees a stale total.
 */
describe.each(DATABASE_KINDS)('filtered list totals reused while exact, %s', (kind) => {
  let server: TestServer;
  let browser: Browser;
  let auditorRoleId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    auditorRoleId = await roleIdNamed(db, 'Auditor');
    await db
      .insertInto('users')
      .values(
        Array.from({ length: 6 }, (_, i) =>
          userRow({ first_name: 'Counted', last_name: `Person${i}`, email: `counted${i}@example.org` }),
        ),
      )
      .execute();
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  const totalOf = async (path: string, query: Record<string, string>) => {
    const response = await browser.call('GET', `${path}?${new URLSearchParams(query)}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { pagination: { total: number } }).pagination.total;
  };
  const searchCounted = { search_string: 'counted' };
  const byRole = () => ({ filters: JSON.stringify([{ name: 'role', type: 'select', value: [auditorRoleId] }]) });
  const countedIds = async () =>
    (
      await server.database.db
        .selectFrom('users')
        .select('id')
        .where('email', 'like', 'counted%')
        .orderBy('id')
        .execute()
    ).map((u) => u.id);

  it('reuses a total while no write could change it', async () => {
    const { db } = server.database;
    expect(await totalOf('/api/users', searchCounted)).toBe(6);
    // A write with the version trigger switched off is invisible to the cache, so the reused total
    // shows. (Only this test does that; every real write path keeps its triggers.)
    await untriggered(db, (trx) =>
      trx.updateTable('users').set(renamed).where('email', '=', 'counted5@example.org').execute(),
    );
    expect(await totalOf('/api/users', searchCounted)).toBe(6);
    // Any triggered write of users moves the version: the total is counted afresh and exact.
    await db.updateTable('users').set({ updated_at: new Date() }).where('email', '=', renamed.email).execute();
    expect(await totalOf('/api/users', searchCounted)).toBe(5);
    await db
      .updateTable('users')
      .set({ first_name: 'Counted', last_name: 'Person5', email: 'counted5@example.org' })
      .where('email', '=', renamed.email)
      .execute();
    expect(await totalOf('/api/users', searchCounted)).toBe(6);
  });

  it('counts afresh after an update, an insert and a delete of users', async () => {
    const { db } = server.database;
    const active = {
      filters: JSON.stringify([{ name: 'status', type: 'select', value: ['active'] }]),
      ...searchCounted,
    };
    expect(await totalOf('/api/users', active)).toBe(6);
    const [first] = await countedIds();
    await db.updateTable('users').set({ status: 'inactive' }).where('id', '=', first).execute();
    expect(await totalOf('/api/users', active)).toBe(5);
    const added = await db
      .insertInto('users')
      .values(userRow({ first_name: 'Counted', last_name: 'Extra', email: 'counted-extra@example.org' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await totalOf('/api/users', active)).toBe(6);
    await db.deleteFrom('users').where('id', '=', added.id).execute();
    await db.updateTable('users').set({ status: 'active' }).where('id', '=', first).execute();
    expect(await totalOf('/api/users', active)).toBe(6);
  });

  it('counts afresh when a role is given or taken (the role filter reads user_roles)', async () => {
    const { db } = server.database;
    const before = await totalOf('/api/users', byRole());
    const ids = await countedIds();
    await db
      .insertInto('user_roles')
      .values(ids.slice(0, 2).map((id) => ({ user_id: id, role_id: auditorRoleId })))
      .execute();
    expect(await totalOf('/api/users', byRole())).toBe(before + 2);
    await db
      .deleteFrom('user_roles')
      .where('role_id', '=', auditorRoleId)
      .where('user_id', 'in', ids.slice(0, 2))
      .execute();
    expect(await totalOf('/api/users', byRole())).toBe(before);
  });

  it('counts afresh when the activity log grows, through the API as staff use it', async () => {
    const signIns = { filters: JSON.stringify([{ name: 'action', type: 'select', value: ['login'] }]) };
    const before = await totalOf('/api/user-activity-logs', signIns);
    await new Browser(server.app).signIn(ADMIN_EMAIL);
    expect(await totalOf('/api/user-activity-logs', signIns)).toBe(before + 1);
  });

  it('counts every time when LIST_COUNT_CACHE_ENTRIES is 0', async () => {
    const uncached = await startTestServer(kind, {
      env: { LIST_COUNT_CACHE_ENTRIES: '0', LIST_ANSWER_CACHE_ENTRIES: '0' },
    });
    try {
      const { db } = uncached.database;
      const staff = new Browser(uncached.app);
      await staff.signIn(ADMIN_EMAIL);
      const count = async () =>
        ((await staff.call('GET', '/api/users?search_string=admin')).json() as { pagination: { total: number } })
          .pagination.total;
      expect(await count()).toBe(1);
      // Invisible to any version: only a fresh count can see it.
      await untriggered(db, (trx) => trx.updateTable('users').set(renamed).where('email', '=', ADMIN_EMAIL).execute());
      expect(await count()).toBe(0);
    } finally {
      await uncached.close();
    }
  });
});
