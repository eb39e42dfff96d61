import { usersExport } from '../../src/server/users/users-export';
import { agencyToday } from '../../src/shared/contract-formats';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

interface Listed {
  users: { id: number; email: string; expires_on: string | null }[];
  pagination: { total: number; next_cursor: string | null };
}

const DAY_MS = 24 * 60 * 60_000;
/** Africa/Lagos keeps +01:00 all year: the instant an agency day begins. */
const startOfAgencyDay = (day: string) => new Date(`${day}T00:00:00+01:00`);
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const lastSignIn = (value: unknown) => [{ name: 'last_sign_in', type: 'relative_day', value }];
const expiry = (value: unknown) => [{ name: 'expires', type: 'relative_day', value }];

/**
 * The users list's relative-day filters (docs/lists.md, Relative-day filters): last sign-in never
 * or more than N days ago, expiry past, within N days or none, counted from the agency's today.
 */
describe.each(DATABASE_KINDS)('the users list by last sign-in and expiry, %s', (kind) => {
  let server: TestServer;
  let browser: Browser;
  const today = agencyToday();
  // The 35-day line: a sign-in before the start of the agency day 35 days back is "more than 35 days ago".
  const line = startOfAgencyDay(plusDays(today, -35)).getTime();
  const seeded: Record<string, { last_login_at: Date | null; expires_on: string | null }> = {
    never: { last_login_at: null, expires_on: null },
    'never-expired': { last_login_at: null, expires_on: plusDays(today, -3) },
    'just-before': { last_login_at: new Date(line - 60_000), expires_on: today },
    'just-after': { last_login_at: new Date(line + 60_000), expires_on: plusDays(today, 1) },
    recent: { last_login_at: new Date(Date.now() - 10 * DAY_MS), expires_on: plusDays(today, 30) },
    'long-ago': { last_login_at: new Date(Date.now() - 400 * DAY_MS), expires_on: plusDays(today, 31) },
  };
  const emailOf = (name: string) => `reldays-${name}@example.org`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.database.db
      .insertInto('users')
      .values(
        Object.entries(seeded).map(([name, days]) =>
          userRow({ first_name: 'Relative', last_name: name, email: emailOf(name), ...days }),
        ),
      )
      .execute();
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  const list = (query: Record<string, string | number | object[]>) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    );
    return browser.call('GET', `/api/users?${params}`);
  };
  const listed = async (query: Record<string, string | number | object[]>) => {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return response.json() as Listed;
  };
  /** The seeded users a filter gives (searched for among them), by name, with the total the list answered. */
  const matching = async (filters: object[], extra: Record<string, string | number> = {}) => {
    const body = await listed({ filters, search_string: 'reldays-', items_per_page: 50, ...extra });
    return {
      names: body.users.map((u) => u.email.replace(/^reldays-|@example\.org$/g, '')).sort(),
      total: body.pagination.total,
    };
  };

  it('finds who never signed in, and who last did on a day more than N days before today', async () => {
    expect(await matching(lastSignIn('none'))).toEqual({ names: ['never', 'never-expired'], total: 2 });
    expect(await matching(lastSignIn('more_than_days:35'))).toEqual({ names: ['just-before', 'long-ago'], total: 2 });
    expect(await matching(lastSignIn('more_than_days:5'))).toEqual({
      names: ['just-after', 'just-before', 'long-ago', 'recent'],
      total: 4,
    });
    expect(await matching(lastSignIn('more_than_days:36500'))).toEqual({ names: [], total: 0 });
  });

  it('finds accounts expired (on or before today), expiring within the next N days, or with no expiry', async () => {
    expect(await matching(expiry('past'))).toEqual({ names: ['just-before', 'never-expired'], total: 2 });
    expect(await matching(expiry('within_days:30'))).toEqual({ names: ['just-after', 'recent'], total: 2 });
    expect(await matching(expiry('within_days:1'))).toEqual({ names: ['just-after'], total: 1 });
    expect(await matching(expiry('none'))).toEqual({ names: ['never'], total: 1 });
    expect(await matching([...expiry('within_days:90'), ...lastSignIn('more_than_days:35')])).toEqual({
      names: ['long-ago'],
      total: 1,
    });
  });

  it('answers the expiry day on each row and sorts by it, no expiry last ascending', async () => {
    const body = await listed({ search_string: 'reldays-', sort: 'expires_on', items_per_page: 50 });
    expect(body.users.map((u) => [u.email, u.expires_on])).toEqual([
      [emailOf('never-expired'), seeded['never-expired'].expires_on],
      [emailOf('just-before'), today],
      [emailOf('just-after'), seeded['just-after'].expires_on],
      [emailOf('recent'), seeded.recent.expires_on],
      [emailOf('long-ago'), seeded['long-ago'].expires_on],
      [emailOf('never'), null],
    ]);
  });

  it('keeps a filtered total exact while reused: a first sign-in leaves "never signed in"', async () => {
    const { db } = server.database;
    // No search: the total is counted on the users table and kept in the count cache.
    const never = async () => (await listed({ filters: lastSignIn('none') })).pagination.total;
    const before = await never();
    expect(await never()).toBe(before);
    await db.updateTable('users').set({ last_login_at: new Date() }).where('email', '=', emailOf('never')).execute();
    try {
      expect(await never()).toBe(before - 1);
    } finally {
      await db.updateTable('users').set({ last_login_at: null }).where('email', '=', emailOf('never')).execute();
    }
    expect(await never()).toBe(before);
  });

  it('pages through a filter with cursors, over expiry days and no expiry alike, each row once', async () => {
    for (const [sort, filters] of [
      ['expires_on', lastSignIn('more_than_days:5')],
      ['-expires_on', expiry('within_days:365')],
      ['expires_on', []],
    ] as const) {
      const all = await listed({ search_string: 'reldays-', sort, filters: [...filters], items_per_page: 50 });
      const seen: number[] = [];
      let cursor: string | null = null;
      let page = 1;
      do {
        const body: Listed = await listed({
          search_string: 'reldays-',
          sort,
          filters: [...filters],
          items_per_page: 2,
          page,
          ...(cursor && { cursor }),
        });
        seen.push(...body.users.map((u) => u.id));
        cursor = body.pagination.next_cursor;
        page += 1;
      } while (cursor);
      expect({ sort, seen }).toEqual({ sort, seen: all.users.map((u) => u.id) });
    }
  });

  it('exports the rows the list shows for the same filter', async () => {
    const query = { filters: JSON.stringify(lastSignIn('more_than_days:35')), sort: 'email' };
    const shown = await listed({ ...query, items_per_page: 500 });
    const exported: unknown[][] = [];
    for await (const rows of usersExport.readBatch(server.database.db, query, 1, { askedOn: today }))
      exported.push(...rows);
    expect(exported.map((row) => row[1])).toEqual(shown.users.map((u) => u.email));
    expect(exported.length).toBeGreaterThanOrEqual(2);
  });

  it('counts an export’s relative days from the day it was asked, whenever its batches run', async () => {
    // Asked two days ago: "more than 35 days" then ended a minute after the line's day, two days earlier.
    const query = {
      filters: JSON.stringify(lastSignIn('more_than_days:35')),
      search_string: 'reldays-',
      sort: 'email',
    };
    const exportedOn = async (askedOn: string) => {
      const emails: unknown[] = [];
      for await (const rows of usersExport.readBatch(server.database.db, query, 1, { askedOn }))
        emails.push(...rows.map((row) => row[1]));
      return emails;
    };
    expect(await exportedOn(today)).toEqual([emailOf('just-before'), emailOf('long-ago')]);
    expect(await exportedOn(plusDays(today, -2))).toEqual([emailOf('long-ago')]);
  });

  it('refuses a number of days that is negative, not a number, zero, absurd, or a form the filter lacks, with a 422 naming it', async () => {
    const refused: [object[], string][] = [
      [lastSignIn('more_than_days:-1'), 'last_sign_in'],
      [lastSignIn('more_than_days:abc'), 'last_sign_in'],
      [lastSignIn('more_than_days:0'), 'last_sign_in'],
      [lastSignIn('more_than_days:36501'), 'last_sign_in'],
      [lastSignIn('more_than_days:1e3'), 'last_sign_in'],
      [lastSignIn(35), 'last_sign_in'],
      [lastSignIn('past'), 'last_sign_in'],
      [expiry('more_than_days:3'), 'expires'],
      [[{ name: 'expires', type: 'select', value: 'past' }], 'expires'],
    ];
    for (const [filters, name] of refused) {
      const response = await list({ filters });
      expect({ filters, status: response.statusCode, fields: Object.keys(response.json().errors ?? {}) }).toEqual({
        filters,
        status: 422,
        fields: [`filters.${name}`],
      });
    }
    const response = await list({ filters: lastSignIn('more_than_days:-1') });
    expect(response.json().errors['filters.last_sign_in']).toEqual([
      'The last_sign_in filter must be one of "none", "more_than_days:N", where N is a whole number of days from 1 to 36500.',
    ]);
  });

  it('keeps the filter in a saved view as asked (days counted from the day it is shown), and refuses a bad one', async () => {
    const state = { filters: lastSignIn('more_than_days:35'), sort: '-last_login_at' };
    const created = await browser.call('POST', '/api/list-views', {
      list: 'users',
      name: 'Dormant staff',
      state,
      visibility: 'personal',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().state.filters).toEqual(state.filters);
    const bad = await browser.call('POST', '/api/list-views', {
      list: 'users',
      name: 'Broken',
      state: { filters: expiry('within_days:-4') },
      visibility: 'personal',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['state.filters.expires']);
  });

  it('takes the same filters on the export request', async () => {
    const ok = await browser.call(
      'GET',
      `/api/users/export?${new URLSearchParams({ filters: JSON.stringify(expiry('past')), batch: '1', export_file_name: 'expired.xlsx' })}`,
    );
    expect(ok.statusCode).toBe(202);
    const bad = await browser.call(
      'GET',
      `/api/users/export?${new URLSearchParams({ filters: JSON.stringify(expiry('within_days:x')), batch: '1', export_file_name: 'x.xlsx' })}`,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['filters.expires']);
  });
});
