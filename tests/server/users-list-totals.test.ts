import { sql, type Insertable, type Kysely } from 'kysely';
import { buildApp } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import type { Database, UsersTable } from '../../src/server/db/schema';
import { DAY_SEEK_FROM_OFFSET } from '../../src/server/lists/kept-counts';
import { DATABASE_KINDS, TEST_POSTGRES_URL } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, testSettings, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

/**
 * The users list's totals narrowed by user type, status and creation days, or by user type, status
 * and the day of last sign-in, or by one role, come from counts kept by triggers (migrations 0028,
 * 0038 and 0041), exact after every kind of write, from any process.
 */

type Filter = { name: string; type: string; value: unknown };
const select = (name: string, ...value: string[]): Filter => ({ name, type: 'select', value });
const lastSignIn = (value: string): Filter => ({ name: 'last_sign_in', type: 'relative_day', value });
/** The start of the agency's day `offset` days from today (Africa/Lagos), as the relative-day filters count. */
const agencyDayStart = (offset: number) =>
  `(((now() at time zone 'Africa/Lagos')::date + ${offset})::timestamp at time zone 'Africa/Lagos')`;
const days = (from: string | null, to: string | null): Filter => ({
  name: 'created_at',
  type: 'date_range',
  value: [from, to],
});

/** The combinations checked after each write, each with the SQL a plain count would use. */
const COMBINATIONS: { filters: Filter[]; where: string }[] = [
  { filters: [select('user_type', 'TPA Staff')], where: `user_type = 'TPA Staff'` },
  { filters: [select('status', 'inactive', 'pending')], where: `status in ('inactive', 'pending')` },
  {
    filters: [select('user_type', 'Agency Staff', 'Beneficiary'), select('status', 'active')],
    where: `user_type in ('Agency Staff', 'Beneficiary') and status = 'active'`,
  },
  // The agency's days (Africa/Lagos, UTC+1): 23:30 UTC on the 4th is the 5th there.
  {
    filters: [days('2026-01-05', '2026-01-05')],
    where: `created_at >= '2026-01-04T23:00:00Z' and created_at < '2026-01-05T23:00:00Z'`,
  },
  {
    filters: [days('2025-01-01', null), select('status', 'active')],
    where: `created_at >= '2024-12-31T23:00:00Z' and status = 'active'`,
  },
  { filters: [days(null, '2024-12-31')], where: `created_at < '2024-12-31T23:00:00Z'` },
  { filters: [lastSignIn('none')], where: `last_login_at is null` },
  { filters: [lastSignIn('more_than_days:35')], where: `last_login_at < ${agencyDayStart(-35)}` },
  {
    filters: [
      lastSignIn('more_than_days:1'),
      select('user_type', 'TPA Staff', 'Agency Staff'),
      select('status', 'active'),
    ],
    where: `last_login_at < ${agencyDayStart(-1)} and user_type in ('TPA Staff', 'Agency Staff') and status = 'active'`,
  },
];
/** Last sign-ins around the filters' edges: never, just inside and outside 35 days, today, long ago. */
const SIGN_INS = [
  null,
  `${agencyDayStart(-35)} - interval '1 millisecond'`,
  agencyDayStart(-35),
  'now()',
  `${agencyDayStart(-1)} - interval '1 millisecond'`,
  `now() - interval '400 days'`,
];

const person = (i: number, extra: Partial<Insertable<UsersTable>> = {}) =>
  userRow({
    first_name: 'Kept',
    last_name: `Count${i}`,
    email: `kept${i}-${Math.random().toString(36).slice(2)}@example.org`,
    user_type: ['TPA Staff', 'Agency Staff', 'Beneficiary'][i % 3],
    status: (['active', 'inactive', 'pending'] as const)[i % 3 === 0 ? 0 : i % 2],
    created_at: ['2026-01-04T23:30:00Z', '2026-01-05T22:59:59Z', '2024-06-01T12:00:00Z', '2025-03-01T00:00:00Z'][i % 4],
    ...extra,
  });

describe.each(DATABASE_KINDS)('users list totals from kept counts, %s', (kind) => {
  let server: TestServer;
  let browser: Browser;
  const db = () => server.database.db;

  beforeAll(async () => {
    // Uncached (totals and whole answers): every total below is the kept counts' answer (or a count), never a reused one.
    server = await startTestServer(kind, { env: { LIST_COUNT_CACHE_ENTRIES: '0', LIST_ANSWER_CACHE_ENTRIES: '0' } });
    await db()
      .insertInto('users')
      .values(Array.from({ length: 24 }, (_, i) => person(i)))
      .execute();
    await signInsAround();
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  /** Gives the test's users the SIGN_INS in turn, by id, each of those statements one write of many rows. */
  const signInsAround = () =>
    sql`update users set last_login_at = (array[${sql.raw(SIGN_INS.map((at) => `(${at ?? 'null'})::timestamptz`).join(', '))}])[1 + id % ${SIGN_INS.length}]
      where email like 'kept%'`.execute(db());

  const totalOf = async (through: Browser, filters: Filter[]) => {
    const response = await through.call(
      'GET',
      `/api/users?${new URLSearchParams({ filters: JSON.stringify(filters) })}`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json() as { pagination: { total: number } }).pagination.total;
  };
  const counted = async (where: string, on: Kysely<Database> = db()) =>
    (await sql<{ n: number }>`select count(*)::int as n from users where ${sql.raw(where)}`.execute(on)).rows[0].n;
  /** Every combination's total through the API beside a plain count of the same users. */
  const expectExact = async (through = browser, on: Kysely<Database> = db()) => {
    for (const { filters, where } of COMBINATIONS) {
      expect({ filters, total: await totalOf(through, filters) }).toEqual({ filters, total: await counted(where, on) });
    }
  };
  const signInRows = async () =>
    (
      await sql<{ user_type: string; status: string; sign_in_day: string | null; row_count: number }>`
        select user_type, status, sign_in_day::text, row_count::int from users_sign_in_counts
        where row_count <> 0 order by 1, 2, 3 nulls first`.execute(db())
    ).rows;
  /** Each role's kept holders, those at zero (a role nobody holds any more) left out, beside a plain count. */
  const holderRows = async () =>
    (
      await sql<{ role_id: number; holders: number }>`
        select role_id, holders::int from role_holder_counts where holders <> 0 order by role_id`.execute(db())
    ).rows;
  const countedHolderRows = async () =>
    (
      await sql<{ role_id: number; holders: number }>`
        select role_id, count(*)::int as holders from user_roles group by role_id order by role_id`.execute(db())
    ).rows;
  const keptRows = () =>
    db()
      .selectFrom('users_list_counts')
      .selectAll()
      .orderBy('user_type')
      .orderBy('status')
      .orderBy('created_day')
      .execute();

  it('answers from the kept counts (a change to them shows), not by counting the users', async () => {
    await expectExact();
    const before = await totalOf(browser, [select('user_type', 'TPA Staff')]);
    await sql`update users_list_counts set row_count = row_count + 1000 where user_type = 'TPA Staff'
      and created_day = (select min(created_day) from users_list_counts where user_type = 'TPA Staff')`.execute(db());
    expect(await totalOf(browser, [select('user_type', 'TPA Staff')])).toBe(before + 1000);
    await sql`update users_list_counts set row_count = row_count - 1000 where user_type = 'TPA Staff'
      and created_day = (select min(created_day) from users_list_counts where user_type = 'TPA Staff')`.execute(db());
    await expectExact();
    const neverBefore = await totalOf(browser, [lastSignIn('none')]);
    const moveNever = (n: number) =>
      sql`update users_sign_in_counts set row_count = row_count + ${n} where sign_in_day is null
        and (user_type, status) = (select user_type, status from users_sign_in_counts where sign_in_day is null order by 1, 2 limit 1)`.execute(
        db(),
      );
    await moveNever(1000);
    expect(await totalOf(browser, [lastSignIn('none')])).toBe(neverBefore + 1000);
    await moveNever(-1000);
    await expectExact();
  });

  it('stays exact after inserts, status and type changes, a move across a day and deletes', async () => {
    const ids = (
      await db()
        .insertInto('users')
        .values(Array.from({ length: 7 }, (_, i) => person(100 + i)))
        .returning('id')
        .execute()
    ).map((row) => row.id);
    await expectExact();
    await db().updateTable('users').set({ status: 'inactive' }).where('id', 'in', ids.slice(0, 3)).execute();
    await expectExact();
    await db().updateTable('users').set({ user_type: 'TPA Staff' }).where('id', 'in', ids.slice(2, 5)).execute();
    await expectExact();
    await sql`update users set created_at = '2026-01-05T23:00:00Z' where id = ${ids[0]}`.execute(db());
    await expectExact();
    await signInsAround();
    await expectExact();
    // A sign-in moves a user to today; one who had never signed in leaves "none".
    await db().updateTable('users').set({ last_login_at: new Date() }).where('id', 'in', ids.slice(0, 4)).execute();
    await expectExact();
    await db().deleteFrom('users').where('id', 'in', ids.slice(4)).execute();
    await expectExact();
  });

  it('writes nothing to a table of kept counts for an update that changes none of its columns', async () => {
    const before = { created: await keptRows(), signedIn: await signInRows() };
    await db().updateTable('users').set({ first_name: 'Renamed' }).execute();
    expect({ created: await keptRows(), signedIn: await signInRows() }).toEqual(before);
    // A sign-in moves the sign-in counts alone.
    await db().updateTable('users').set({ last_login_at: new Date() }).execute();
    expect(await keptRows()).toEqual(before.created);
    await expectExact();
  });

  it('stays exact under 30 writes in parallel, each in its own transaction', async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db()
          .transaction()
          .execute((trx) =>
            trx
              .insertInto('users')
              .values(person(200 + i, { last_login_at: i % 2 ? new Date() : null }))
              .execute(),
          ),
      ),
    );
    await expectExact();
    expect(await keptRows()).toEqual(
      (
        await sql<{ user_type: string; status: string; created_day: Date; row_count: number }>`
          select user_type, status, (created_at at time zone 'Africa/Lagos')::date as created_day, count(*)::int as row_count
          from users group by 1, 2, 3 order by 1, 2, 3`.execute(db())
      ).rows,
    );
    expect(await signInRows()).toEqual(
      (
        await sql`
          select user_type, status, (last_login_at at time zone 'Africa/Lagos')::date::text as sign_in_day,
                 count(*)::int as row_count
          from users group by 1, 2, 3 order by 1, 2, 3 nulls first`.execute(db())
      ).rows,
    );
  });

  it('counts a role filter used alone from the holders: one role from its kept count, several each user once', async () => {
    const roles = await db().selectFrom('roles').select('id').orderBy('id').limit(2).execute();
    const [first, second] = roles.map((role) => role.id);
    const users = await db()
      .insertInto('users')
      .values([person(400), person(401), person(402)])
      .returning('id')
      .execute();
    const [both, firstOnly, secondOnly] = users.map((user) => user.id);
    await db()
      .insertInto('user_roles')
      .values([
        { user_id: both, role_id: first },
        { user_id: both, role_id: second },
        { user_id: firstOnly, role_id: first },
        { user_id: secondOnly, role_id: second },
      ])
      .execute();
    const holders = (ids: number[]) =>
      counted(`exists (select 1 from user_roles where user_id = users.id and role_id in (${ids.join(', ')}))`);
    const expectRoleTotals = async () => {
      for (const ids of [[first], [second], [first, second]]) {
        const total = await totalOf(browser, [select('role', ...ids.map(String))]);
        expect({ ids, total }).toEqual({ ids, total: await holders(ids) });
      }
      expect(await holderRows()).toEqual(await countedHolderRows());
    };
    await expectRoleTotals();
    // One role: its kept count answers (a change to it shows), not a count of its grants.
    const alone = await totalOf(browser, [select('role', String(first))]);
    await sql`update role_holder_counts set holders = holders + 1000 where role_id = ${first}`.execute(db());
    expect(await totalOf(browser, [select('role', String(first))])).toBe(alone + 1000);
    await sql`update role_holder_counts set holders = holders - 1000 where role_id = ${first}`.execute(db());
    // Several: read from the holders' rows alone, not by looking each up among the users: a row whose user
    // is not there (the foreign key and the triggers set aside for the check) shows in the total.
    const either = await totalOf(browser, [select('role', String(first), String(second))]);
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx.insertInto('user_roles').values({ user_id: 2147483000, role_id: first }).execute();
      });
    expect(await totalOf(browser, [select('role', String(first), String(second))])).toBe(either + 1);
    await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx.deleteFrom('user_roles').where('user_id', '=', 2147483000).execute();
      });
    // A grant's end day changes no count; a removed user takes their roles with them.
    await db().updateTable('user_roles').set({ ends_on: '2099-01-01' }).where('user_id', '=', both).execute();
    await expectRoleTotals();
    await db().deleteFrom('users').where('id', '=', both).execute();
    await expectRoleTotals();
    await db().deleteFrom('users').where('id', 'in', [firstOnly, secondOnly]).execute();
    await expectRoleTotals();
  });

  it('keeps each role’s holders exact under 30 grants and removals in parallel, and through a role’s deletion', async () => {
    const [role] = await db()
      .insertInto('roles')
      .values({ name: `Kept holders ${Math.random().toString(36).slice(2)}`, description: 'Counted' })
      .returning('id')
      .execute();
    const users = await db()
      .insertInto('users')
      .values(Array.from({ length: 30 }, (_, i) => person(500 + i)))
      .returning('id')
      .execute();
    const grant = (userId: number) =>
      db()
        .transaction()
        .execute((trx) => trx.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute());
    await Promise.all(users.map((user) => grant(user.id)));
    expect(await holderRows()).toEqual(await countedHolderRows());
    expect(await totalOf(browser, [select('role', String(role.id))])).toBe(30);
    await Promise.all(
      users.map((user, i) =>
        i % 2
          ? db().deleteFrom('user_roles').where('user_id', '=', user.id).where('role_id', '=', role.id).execute()
          : db().deleteFrom('users').where('id', '=', user.id).execute(),
      ),
    );
    expect(await totalOf(browser, [select('role', String(role.id))])).toBe(0);
    await grant((await db().insertInto('users').values(person(530)).returning('id').executeTakeFirstOrThrow()).id);
    // The roles list reads the same count.
    const listed = await browser.call('GET', `/api/roles?${new URLSearchParams({ search_string: 'Kept holders' })}`);
    expect((listed.json() as { roles: { id: number; users_count: number }[] }).roles).toEqual([
      expect.objectContaining({ id: role.id, users_count: 1 }),
    ]);
    await db().deleteFrom('roles').where('id', '=', role.id).execute();
    expect(await holderRows()).toEqual(await countedHolderRows());
    await db().deleteFrom('users').where('last_name', '=', 'Count530').execute();
  });

  it('gives a deep page sorted by creation from the day it falls in: the same rows as walking the whole order', async () => {
    // Enough users past DAY_SEEK_FROM_OFFSET, several a day, some at the same instant, across Lagos's midnight.
    await sql`
      insert into users (first_name, last_name, email, user_type, status, created_at)
      select 'Deep', 'Page' || i, 'deep' || i || '@example.org', (array['Beneficiary', 'TPA Staff'])[1 + i % 2],
             (array['active', 'inactive', 'pending'])[1 + i % 3],
             timestamptz '2025-01-01T22:30:00Z' + (i % 400) * interval '1 day' + (i % 5) * interval '1 hour'
      from generate_series(1, ${DAY_SEEK_FROM_OFFSET + 1500}::int) as i`.execute(db());
    const views: { filters: Filter[]; where: string }[] = [{ filters: [], where: 'true' }, ...COMBINATIONS.slice(1, 3)];
    for (const sort of ['created_at', '-created_at']) {
      const direction = sort.startsWith('-') ? sql`desc` : sql`asc`;
      for (const { filters, where } of views) {
        const total = await counted(where);
        const perPage = 12;
        const deepest = Math.ceil(total / perPage) + 1;
        for (const page of [Math.ceil(DAY_SEEK_FROM_OFFSET / perPage) + 3, deepest - 30, deepest - 1, deepest]) {
          const query = { filters: JSON.stringify(filters), sort, page: String(page), items_per_page: String(perPage) };
          const response = await browser.call('GET', `/api/users?${new URLSearchParams(query)}`);
          const walked = await sql<{ id: number }>`select id from users where ${sql.raw(where)}
            order by created_at ${direction}, id ${direction} limit ${perPage} offset ${(page - 1) * perPage}`.execute(
            db(),
          );
          expect({
            sort,
            filters,
            page,
            ids: (response.json() as { users: { id: number }[] }).users.map((u) => u.id),
          }).toEqual({ sort, filters, page, ids: walked.rows.map((row) => row.id) });
        }
      }
    }
  });

  if (kind === 'postgres') {
    it('is exact in a second app process on the same database, whichever process wrote', async () => {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db());
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${rows[0].name}`;
      // Its own pool and its own count cache, as another process has.
      const other: DatabaseHandle = await openDatabase({ databaseUrl: url.toString() });
      const app = await buildApp({ settings: testSettings(), database: other, logger: false });
      try {
        await app.ready();
        const elsewhere = new Browser(app);
        await elsewhere.signIn(ADMIN_EMAIL);
        const search = '/api/users?search_string=kept';
        const searched = async (through: Browser) =>
          ((await through.call('GET', search)).json() as { pagination: { total: number } }).pagination.total;
        expect(await searched(elsewhere)).toBe(await counted(`search_text like '%kept%'`));
        await expectExact(elsewhere, other.db);
        // Writes through this process's API and database; the other process's cached totals must not survive them.
        const [target] = await db()
          .selectFrom('users')
          .select('id')
          .where('status', '=', 'active')
          .where('email', 'like', 'kept%')
          .limit(1)
          .execute();
        expect((await browser.call('POST', `/api/users/${target.id}/deactivate`)).statusCode).toBe(200);
        await db().insertInto('users').values(person(300)).execute();
        await expectExact(elsewhere, other.db);
        expect(await searched(elsewhere)).toBe(await counted(`search_text like '%kept%'`));
        // And the other way round.
        expect((await elsewhere.call('POST', `/api/users/${target.id}/activate`)).statusCode).toBe(200);
        await other.db.deleteFrom('users').where('last_name', '=', 'Count300').execute();
        await expectExact();
      } finally {
        await app.close();
        await other.close();
      }
    });
  }
});
