import { agencyToday } from '../../src/shared/contract-formats';
import { sql } from 'kysely';
import { resolveQuery } from '../../src/server/lists/engine';
import { usersList } from '../../src/server/users/users-list';
import { USERS_LIST } from '../../src/shared/lists/users';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, roleIdNamed, startTestServer, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

interface Listed {
  users: {
    id: number;
    email: string;
    user_type: string;
    status: string;
    roles: { name: string }[];
    last_login_at: string | null;
  }[];
  no_of_batches: number;
  pagination: {
    total: number;
    last_page: number;
    current_page: number;
    per_page: number;
    from: number | null;
    to: number | null;
  };
}

const SAME_INSTANT = '2025-06-01T10:00:00Z';

describe.each(DATABASE_KINDS)('the list engine on the users list, %s', (kind) => {
  let server: TestServer;
  let browser: Browser;
  let auditorRoleId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    auditorRoleId = await roleIdNamed(db, 'Auditor');
    const rows = Array.from({ length: 23 }, (_, i) =>
      userRow({
        first_name: `Zed${i}`,
        last_name: `Listed${String(i).padStart(2, '0')}`,
        email: `listed${i}@example.org`,
        phone: `+234 800 ${String(i).padStart(4, '0')}`,
        user_type: i % 3 === 0 ? 'TPA Staff' : 'Agency Staff',
        status: i % 4 === 0 ? 'inactive' : 'active',
        created_at: SAME_INSTANT,
      }),
    );
    rows.push(
      {
        ...rows[0],
        first_name: 'Edge',
        last_name: 'Early',
        email: 'early@example.org',
        phone: null,
        created_at: '2026-01-04T23:30:00Z',
      },
      {
        ...rows[0],
        first_name: 'Edge',
        last_name: 'Late',
        email: 'late@example.org',
        phone: null,
        created_at: '2026-01-05T23:30:00Z',
      },
      {
        ...rows[0],
        first_name: 'Percent',
        last_name: '100%Sure',
        email: 'pct@example.org',
        phone: null,
        created_at: '2024-01-01T00:00:00Z',
      },
    );
    const inserted = await db.insertInto('users').values(rows).returning('id').execute();
    await db
      .insertInto('user_roles')
      .values(inserted.slice(0, 5).map((u) => ({ user_id: u.id, role_id: auditorRoleId })))
      .execute();
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  const list = async (query: Record<string, string | number | object[]>) => {
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
  // 23 Listed users + Edge Early, Edge Late, Percent + the seeded admin
  const TOTAL = 27;

  it('answers a page of 12 by default with exact pagination and the batch count', async () => {
    const body = await listed({});
    expect(body.users).toHaveLength(12);
    expect(body.pagination).toEqual({
      total: TOTAL,
      last_page: 3,
      current_page: 1,
      per_page: 12,
      from: 1,
      to: 12,
      next_cursor: expect.any(String),
      previous_cursor: null,
    });
    expect(body.no_of_batches).toBe(1);
  });

  it('keeps the unfiltered total exact as users come and go (counted by triggers)', async () => {
    const { db } = server.database;
    const added = await db
      .insertInto('users')
      .values(
        [1, 2].map((n) => userRow({ first_name: 'Transient', last_name: `T${n}`, email: `transient${n}@example.org` })),
      )
      .returning('id')
      .execute();
    expect((await listed({})).pagination.total).toBe(TOTAL + 2);
    await db
      .deleteFrom('users')
      .where(
        'id',
        'in',
        added.map((u) => u.id),
      )
      .execute();
    const counted = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await listed({})).pagination.total).toBe(TOTAL);
    expect(Number(counted.n)).toBe(TOTAL);
  });

  it('answers the last page partly filled', async () => {
    expect((await listed({ page: 3 })).pagination).toEqual({
      total: TOTAL,
      last_page: 3,
      current_page: 3,
      per_page: 12,
      from: 25,
      to: 27,
      next_cursor: null,
      previous_cursor: expect.any(String),
    });
  });

  it('answers a page past the last with no records, the exact total and from/to null', async () => {
    const body = await listed({ page: 9 });
    expect(body.users).toEqual([]);
    expect(body.pagination).toEqual({
      total: TOTAL,
      last_page: 3,
      current_page: 9,
      per_page: 12,
      from: null,
      to: null,
      next_cursor: null,
      previous_cursor: null,
    });
  });

  it('defines the empty result: total 0, last page 1, from/to null, no batches', async () => {
    const body = await listed({ search_string: 'no such person anywhere' });
    expect(body).toEqual({
      users: [],
      no_of_batches: 0,
      pagination: {
        total: 0,
        last_page: 1,
        current_page: 1,
        per_page: 12,
        from: null,
        to: null,
        next_cursor: null,
        previous_cursor: null,
      },
    });
  });

  it('takes items_per_page from 1 to 500 and refuses 0 and 501 with 422', async () => {
    expect((await listed({ items_per_page: 1 })).users).toHaveLength(1);
    expect((await listed({ items_per_page: 500 })).users).toHaveLength(TOTAL);
    for (const bad of [0, 501, 'many']) {
      const response = await list({ items_per_page: bad });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['items_per_page']);
    }
  });

  it('searches names, email and phone as a case-insensitive substring, wildcards literal', async () => {
    expect((await listed({ search_string: 'LISTED0' })).pagination.total).toBe(10);
    expect((await listed({ search_string: 'listed7@EXAMPLE' })).users.map((u) => u.email)).toEqual([
      'listed7@example.org',
    ]);
    expect((await listed({ search_string: '800 0012' })).users.map((u) => u.email)).toEqual(['listed12@example.org']);
    expect((await listed({ search_string: 'zed1 listed' })).pagination.total).toBe(1);
    expect((await listed({ search_string: '0%s' })).users.map((u) => u.email)).toEqual(['pct@example.org']);
    expect((await listed({ search_string: '_' })).pagination.total).toBe(0);
  });

  it('filters by select values, single or multiple, and counts only filters that have a value', async () => {
    const tpa = await listed({
      filters: [{ name: 'user_type', type: 'select', value: ['TPA Staff'] }],
      items_per_page: 500,
    });
    expect(tpa.users.every((u) => u.user_type === 'TPA Staff')).toBe(true);
    expect(tpa.pagination.total).toBe(11);
    const both = await listed({
      filters: [
        { name: 'user_type', type: 'select', value: ['TPA Staff', 'Agency Staff'] },
        { name: 'status', type: 'select', value: 'inactive' },
      ],
    });
    expect(both.pagination.total).toBe(9);
    const role = await listed({ filters: [{ name: 'role', type: 'select', value: [auditorRoleId] }] });
    expect(role.pagination.total).toBe(5);
    expect(role.users.every((u) => u.roles.some((r) => r.name === 'Auditor'))).toBe(true);
    const empty = await listed({
      filters: [
        { name: 'status', type: 'select', value: null },
        { name: 'role', type: 'select', value: [] },
        { name: 'created_at', type: 'date_range', value: [] },
      ],
    });
    expect(empty.pagination.total).toBe(TOTAL);
  });

  it('filters a date range as whole days, inclusive, in Africa/Lagos', async () => {
    const day = await listed({
      filters: [{ name: 'created_at', type: 'date_range', value: ['2026-01-05', '2026-01-05'] }],
    });
    expect(day.users.map((u) => u.email)).toEqual(['early@example.org']);
    const two = await listed({
      filters: [{ name: 'created_at', type: 'date_range', value: ['2026-01-05', '2026-01-06'] }],
    });
    expect(two.users.map((u) => u.email).sort()).toEqual(['early@example.org', 'late@example.org']);
    const openStart = await listed({
      filters: [{ name: 'created_at', type: 'date_range', value: [null, '2024-12-31'] }],
    });
    expect(openStart.users.map((u) => u.email)).toEqual(['pct@example.org']);
  });

  it('answers an unknown filter, a malformed value or malformed JSON with a 422 naming it', async () => {
    const cases: [string, string][] = [
      [JSON.stringify([{ name: 'nickname', type: 'select', value: 'x' }]), 'filters.nickname'],
      [
        JSON.stringify([{ name: 'created_at', type: 'date_range', value: ['yesterday', '2026-01-01'] }]),
        'filters.created_at',
      ],
      [
        JSON.stringify([{ name: 'created_at', type: 'date_range', value: ['2026-02-01', '2026-01-01'] }]),
        'filters.created_at',
      ],
      [JSON.stringify([{ name: 'status', type: 'select', value: 'asleep' }]), 'filters.status'],
      [JSON.stringify([{ name: 'role', type: 'select', value: ['admin'] }]), 'filters.role'],
      [JSON.stringify([{ name: 'status', type: 'date_range', value: ['2026-01-01', '2026-01-02'] }]), 'filters.status'],
      ['[{"name":', 'filters'],
      [JSON.stringify({ name: 'status' }), 'filters'],
    ];
    for (const [filters, field] of cases) {
      const response = await browser.call('GET', `/api/users?filters=${encodeURIComponent(filters)}`);
      expect({ filters, status: response.statusCode, fields: Object.keys(response.json().errors ?? {}) }).toEqual({
        filters,
        status: 422,
        fields: [field],
      });
    }
  });

  it('sorts by each declared column either way and refuses others with 422', async () => {
    const byEmail = await listed({ sort: 'email', items_per_page: 500 });
    const emails = byEmail.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const desc = await listed({ sort: '-email', items_per_page: 500 });
    expect(desc.users.map((u) => u.email)).toEqual([...emails].reverse());
    for (const sort of ['name', '-name', 'phone', 'user_type', 'status', 'created_at', '-last_login_at'])
      expect((await list({ sort })).statusCode).toBe(200);
    const bad = await list({ sort: 'password_hash' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sort']);
  });

  it("answers each user's last sign-in and sorts by it: never signed in last ascending, first descending", async () => {
    const { db } = server.database;
    const signedIn = { Listed01: '2026-02-01T08:00:00.000Z', Listed00: '2026-03-01T08:00:00.000Z' };
    for (const [lastName, at] of Object.entries(signedIn))
      await db
        .updateTable('users')
        .set({ last_login_at: new Date(at) })
        .where('last_name', '=', lastName)
        .execute();
    try {
      const page = async (sort: string) =>
        (await listed({ sort, search_string: 'Listed0', items_per_page: 4 })).users.map((u) => [
          u.email,
          u.last_login_at,
        ]);
      expect(await page('last_login_at')).toEqual([
        ['listed1@example.org', signedIn.Listed01],
        ['listed0@example.org', signedIn.Listed00],
        ['listed2@example.org', null],
        ['listed3@example.org', null],
      ]);
      expect(await page('-last_login_at')).toEqual([
        ['listed9@example.org', null],
        ['listed8@example.org', null],
        ['listed7@example.org', null],
        ['listed6@example.org', null],
      ]);
    } finally {
      await db
        .updateTable('users')
        .set({ last_login_at: null })
        .where('last_name', 'in', Object.keys(signedIn))
        .execute();
    }
  });

  it('reads every sort order from an index, either way, on the first page and deep ones, without sorting', async () => {
    for (const sort of USERS_LIST.sortKeys.flatMap((key) => [key, `-${key}`])) {
      const { orderBy } = resolveQuery(usersList, { sort }, agencyToday());
      for (const offset of [0, 480_000]) {
        const plan = await server.database.db.transaction().execute(async (trx) => {
          // On a test's few rows a scan and a sort are cheapest; the question is whether an index can give this order.
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          await sql`set local enable_sort = off`.execute(trx);
          const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select users.id from users
            order by ${orderBy} limit 12 offset ${offset}`.execute(trx);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        });
        expect({ sort, offset, plan }).toEqual({
          sort,
          offset,
          plan: expect.stringMatching(/Index (Only )?Scan (Backward )?using users_/),
        });
        expect({ sort, offset, plan }).toEqual({ sort, offset, plan: expect.not.stringMatching(/\bSort\b/) });
        expect({ sort, offset, plan }).toEqual({ sort, offset, plan: expect.not.stringMatching(/Seq Scan/) });
      }
    }
  });

  it('breaks ties stably: paging through equal sort keys never repeats or skips a row', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 6; page++) {
      const body = await listed({
        sort: 'created_at',
        items_per_page: 5,
        page,
        filters: [{ name: 'created_at', type: 'date_range', value: ['2025-06-01', '2025-06-01'] }],
      });
      seen.push(...body.users.map((u) => u.id));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(server.app).call('GET', '/api/users')).statusCode).toBe(401);
  });

  describe('option calls', () => {
    it('lists roles as item_text / item_value, narrowed by search', async () => {
      const body = (await browser.call('GET', '/api/roles/options?search_string=audit')).json();
      expect(body).toEqual({ options: [{ item_text: 'Auditor', item_value: auditorRoleId }] });
    });

    it('lists users as options for the activity-log filter', async () => {
      const body = (await browser.call('GET', '/api/users/options?search_string=listed7@')).json();
      expect(body.options).toEqual([
        { item_text: 'Zed7 Listed07 <listed7@example.org>', item_value: expect.any(Number) },
      ]);
    });

    it('finds an option by the whole text it shows, or by its words in any order', async () => {
      for (const typed of ['Zed7 Listed07 <listed7@example.org>', 'listed07 zed7']) {
        const body = (
          await browser.call('GET', `/api/users/options?${new URLSearchParams({ search_string: typed })}`)
        ).json();
        expect({ typed, options: body.options.map((o: { item_text: string }) => o.item_text) }).toEqual({
          typed,
          options: ['Zed7 Listed07 <listed7@example.org>'],
        });
      }
    });
  });

  describe('export request', () => {
    const exportQuery = (extra: Record<string, string | number>) =>
      new URLSearchParams({
        filters: JSON.stringify([{ name: 'user_type', type: 'select', value: ['TPA Staff'] }]),
        search_string: 'listed',
        ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
      });

    it("records a job with the screen's query and an activity-log row, answering 202", async () => {
      const response = await browser.call(
        'GET',
        `/api/users/export?${exportQuery({ batch: 1, export_file_name: 'tpa staff.xlsx' })}`,
      );
      expect(response.statusCode).toBe(202);
      const job = response.json();
      expect(job).toMatchObject({
        resource: 'users',
        file_name: 'tpa staff.xlsx',
        batch: 1,
        status: 'queued',
        row_count: null,
        download_url: null,
      });
      const stored = await server.database.db
        .selectFrom('export_jobs')
        .selectAll()
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
      expect(stored.query).toMatchObject({ search_string: 'listed' });
      const logged = await server.database.db
        .selectFrom('activity_logs')
        .selectAll()
        .where('action', '=', 'export_requested')
        .execute();
      expect(logged.map((l) => l.subject_id)).toContain(job.id);
    });

    it('refuses a batch beyond no_of_batches, a name not ending .xlsx and a missing batch with 422, recording nothing', async () => {
      const count = async () => (await server.database.db.selectFrom('export_jobs').select('id').execute()).length;
      const before = await count();
      const cases: [Record<string, string | number>, string][] = [
        [{ batch: 2, export_file_name: 'a.xlsx' }, 'batch'],
        [{ batch: 1, export_file_name: 'report.csv' }, 'export_file_name'],
        [{ export_file_name: 'a.xlsx' }, 'batch'],
      ];
      for (const [extra, field] of cases) {
        const response = await browser.call('GET', `/api/users/export?${exportQuery(extra)}`);
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      }
      expect(await count()).toBe(before);
    });
  });
});
