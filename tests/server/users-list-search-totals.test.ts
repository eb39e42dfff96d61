import { sql } from 'kysely';
import { KEPT_SEARCH_PATTERNS } from '../../src/server/lists/kept-counts';
import { containsPattern } from '../../src/server/lists/list-query';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

/**
 * A users search matching at least LIST_KEEP_SEARCH_FROM users has its counts per user type and
 * status kept by triggers from then on (migration 0030): its totals, alone or with those filters,
 * are read there and stay exact after every kind of write.
 */

const KEEP_FROM = 4;
type Filter = { name: string; type: string; value: unknown };
const select = (name: string, ...value: (string | number)[]): Filter => ({ name, type: 'select', value });

const person = (i: number, name: string) =>
  userRow({
    first_name: name,
    last_name: `Searched${i}`,
    email: `searched${i}-${Math.random().toString(36).slice(2)}@example.org`,
    user_type: ['TPA Staff', 'Agency Staff', 'Beneficiary'][i % 3],
    status: (['active', 'inactive', 'pending'] as const)[i % 2 === 0 ? 0 : (i % 3) % 2],
  });

/** The searches checked after each write, each with the SQL a plain count would use. */
const SEARCHES: { search: string; filters: Filter[]; where: string }[] = [
  { search: 'brood', filters: [], where: `search_text like '%brood%'` },
  {
    search: 'BROOD',
    filters: [select('user_type', 'TPA Staff')],
    where: `search_text like '%brood%' and user_type = 'TPA Staff'`,
  },
  {
    search: 'brood',
    filters: [select('user_type', 'Agency Staff', 'Beneficiary'), select('status', 'active')],
    where: `search_text like '%brood%' and user_type in ('Agency Staff', 'Beneficiary') and status = 'active'`,
  },
  {
    search: 'searched1',
    filters: [select('status', 'inactive', 'pending')],
    where: `search_text like '%searched1%' and status in ('inactive', 'pending')`,
  },
];

describe.each(DATABASE_KINDS)('users search totals from kept counts, %s', (kind) => {
  let server: TestServer;
  let browser: Browser;
  const db = () => server.database.db;

  beforeAll(async () => {
    // Uncached: every total below is the kept counts' answer or a count, never a reused one.
    server = await startTestServer(kind, {
      env: { LIST_COUNT_CACHE_ENTRIES: '0', LIST_ANSWER_CACHE_ENTRIES: '0', LIST_KEEP_SEARCH_FROM: String(KEEP_FROM) },
    });
    await db()
      .insertInto('users')
      .values(Array.from({ length: 12 }, (_, i) => person(i, i < 9 ? 'Broodmother' : 'Rare')))
      .execute();
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  const totalOf = async (search: string, filters: Filter[] = []) => {
    const response = await browser.call(
      'GET',
      `/api/users?${new URLSearchParams({ search_string: search, filters: JSON.stringify(filters) })}`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json() as { pagination: { total: number } }).pagination.total;
  };
  const counted = async (where: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from users where ${sql.raw(where)}`.execute(db())).rows[0].n;
  const keptPatterns = async () =>
    (await db().selectFrom('users_search_terms').select('pattern').orderBy('pattern').execute()).map((r) => r.pattern);
  /** Every search's total through the API beside a plain count of the same users. */
  const expectExact = async () => {
    for (const { search, filters, where } of SEARCHES) {
      expect({ search, filters, total: await totalOf(search, filters) }).toEqual({
        search,
        filters,
        total: await counted(where),
      });
    }
  };
  const keptRows = (pattern: string) =>
    db()
      .selectFrom('users_search_counts')
      .select(['user_type', 'status', 'row_count'])
      .where('pattern', '=', pattern)
      .orderBy('user_type')
      .orderBy('status')
      .execute();
  const countedRows = async (pattern: string) =>
    (
      await sql<{ user_type: string; status: string; row_count: number }>`
        select user_type, status, count(*)::int as row_count from users where search_text like ${pattern}
        group by 1, 2 order by 1, 2`.execute(db())
    ).rows;

  it('keeps a search matching at least LIST_KEEP_SEARCH_FROM users, not a narrower one', async () => {
    expect(await totalOf('rare')).toBe(3);
    expect(await keptPatterns()).toEqual([]);
    expect(await totalOf('brood')).toBe(9);
    expect(await keptPatterns()).toEqual([containsPattern('brood')]);
    expect(await keptRows(containsPattern('brood'))).toEqual(await countedRows(containsPattern('brood')));
    await expectExact();
  });

  it('answers a kept search from its counts (a change to them shows), not by counting the users', async () => {
    const pattern = containsPattern('brood');
    const change = (by: number) =>
      sql`update users_search_counts set row_count = row_count + ${by} where pattern = ${pattern}
        and user_type = 'TPA Staff' and status = 'active'`.execute(db());
    const before = await totalOf('brood', [select('user_type', 'TPA Staff')]);
    await change(1000);
    expect(await totalOf('brood', [select('user_type', 'TPA Staff')])).toBe(before + 1000);
    // A filter the kept counts do not hold is counted from the users.
    const role = await db().selectFrom('roles').select('id').executeTakeFirstOrThrow();
    expect(await totalOf('brood', [select('role', role.id)])).toBe(
      await counted(
        `search_text like '%brood%' and exists (select 1 from user_roles where user_id = users.id and role_id = ${role.id})`,
      ),
    );
    await change(-1000);
    await expectExact();
  });

  it('stays exact after inserts, renames into and out of the search, status and type changes and deletes', async () => {
    const ids = (
      await db()
        .insertInto('users')
        .values(Array.from({ length: 6 }, (_, i) => person(100 + i, 'Broodling')))
        .returning('id')
        .execute()
    ).map((row) => row.id);
    await expectExact();
    await db().updateTable('users').set({ first_name: 'Other' }).where('id', 'in', ids.slice(0, 2)).execute();
    await db().updateTable('users').set({ first_name: 'Unbrooded' }).where('first_name', '=', 'Rare').execute();
    await expectExact();
    await db().updateTable('users').set({ status: 'inactive' }).where('id', 'in', ids.slice(2, 4)).execute();
    await db().updateTable('users').set({ user_type: 'TPA Staff' }).where('id', 'in', ids.slice(3, 5)).execute();
    await expectExact();
    await db().deleteFrom('users').where('id', 'in', ids.slice(4)).execute();
    await expectExact();
    // A sign-in changes none of what is counted: nothing is written to the kept counts.
    const before = await keptRows(containsPattern('brood'));
    await db().updateTable('users').set({ last_login_at: new Date() }).execute();
    expect(await keptRows(containsPattern('brood'))).toEqual(before);
    expect(await keptRows(containsPattern('brood'))).toEqual(await countedRows(containsPattern('brood')));
  });

  it('stays exact under 30 writes in parallel, each in its own transaction', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db()
          .transaction()
          .execute((trx) =>
            trx
              .insertInto('users')
              .values(person(200 + i, 'Brood'))
              .execute(),
          ),
      ),
    );
    await expectExact();
    for (const pattern of await keptPatterns()) expect(await keptRows(pattern)).toEqual(await countedRows(pattern));
  });

  it(`keeps at most ${KEPT_SEARCH_PATTERNS} patterns; a search past them is counted, exactly`, async () => {
    const tokens = Array.from({ length: KEPT_SEARCH_PATTERNS + 2 }, (_, i) => `zq${i}zq`);
    await db()
      .insertInto('users')
      .values(
        tokens.flatMap((token, t) => Array.from({ length: KEEP_FROM }, (_, i) => person(300 + t * 10 + i, token))),
      )
      .execute();
    for (const token of tokens) expect(await totalOf(token)).toBe(KEEP_FROM);
    const kept = await keptPatterns();
    expect(kept).toHaveLength(KEPT_SEARCH_PATTERNS);
    const unkept = tokens.filter((token) => !kept.includes(containsPattern(token)));
    expect(unkept.length).toBeGreaterThan(0);
    await db().insertInto('users').values(person(999, unkept[0])).execute();
    expect(await totalOf(unkept[0])).toBe(KEEP_FROM + 1);
    await expectExact();
  });
});
