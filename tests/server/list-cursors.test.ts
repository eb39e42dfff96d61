import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

/**
 * Keyset pages (docs/lists.md, Cursors): a list answer's next_cursor and previous_cursor read the
 * neighbouring page after or before the row they name, in the same order as page numbers give,
 * with ties broken by id; rows added or removed meanwhile neither repeat nor skip a row; a cursor
 * that was altered or belongs to another query is a 422 in the Error shape.
 */

interface Listed {
  users: { id: number; last_name: string }[];
  pagination: {
    total: number;
    current_page: number;
    from: number | null;
    to: number | null;
    next_cursor: string | null;
    previous_cursor: string | null;
  };
}

// Few names, so that sorting by name ties; some without a phone or a sign-in (nulls in the order).
const person = (i: number) =>
  userRow({
    first_name: ['Ada', 'Bola'][i % 2],
    last_name: ['Okafor', 'Bello', 'Musa'][i % 3],
    email: `cursor${i}@example.org`,
    phone: i % 4 === 0 ? null : `+23480${String(1000000 + (i % 7)).padStart(8, '0')}`,
    user_type: 'Beneficiary',
    last_login_at: i % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 5))),
    created_at: new Date(Date.UTC(2025, 5, 1 + (i % 4))),
  });

const SORTS = ['name', '-name', 'phone', '-phone', 'last_login_at', '-last_login_at', 'created_at', '-created_at'];

describe.each(DATABASE_KINDS)('list cursors, %s', (kind) => {
  let server: TestServer;
  let browser: Browser;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await db()
      .insertInto('users')
      .values(Array.from({ length: 23 }, (_, i) => person(i)))
      .execute();
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  const call = (params: Record<string, string | number>) =>
    browser.call('GET', `/api/users?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
  const listed = async (params: Record<string, string | number>): Promise<Listed> => {
    const response = await call(params);
    expect(response.statusCode).toBe(200);
    return response.json() as Listed;
  };
  const idsOf = (answer: Listed) => answer.users.map((u) => u.id);

  it.each(SORTS)('walks every page by %s forwards and back in the order of page numbers', async (sort) => {
    const all = idsOf(await listed({ sort, items_per_page: 500 }));
    const perPage = 5;
    const pages: number[][] = [];
    let answer = await listed({ sort, items_per_page: perPage });
    expect(answer.pagination.previous_cursor).toBeNull();
    for (;;) {
      pages.push(idsOf(answer));
      const { current_page, from, to } = answer.pagination;
      // The page numbers and row numbers of a cursor page are those of the same page asked for by number.
      expect({ current_page, from, to }).toEqual({
        current_page: pages.length,
        from: (pages.length - 1) * perPage + 1,
        to: Math.min(pages.length * perPage, all.length),
      });
      expect(idsOf(answer)).toEqual(idsOf(await listed({ sort, items_per_page: perPage, page: pages.length })));
      if (answer.pagination.next_cursor === null) break;
      answer = await listed({ sort, items_per_page: perPage, cursor: answer.pagination.next_cursor });
    }
    expect(pages.flat()).toEqual(all);
    expect(pages).toHaveLength(Math.ceil(all.length / perPage));

    // And back from the last page to the first, which has no previous page.
    const back: number[][] = [idsOf(answer)];
    while (answer.pagination.previous_cursor !== null) {
      answer = await listed({ sort, items_per_page: perPage, cursor: answer.pagination.previous_cursor });
      back.unshift(idsOf(answer));
    }
    expect(answer.pagination.current_page).toBe(1);
    expect(back).toEqual(pages);
  });

  it('neither repeats nor skips a row when rows are added and removed between pages', async () => {
    // Only this file's users: no other row is removed.
    const sort = 'name';
    const search_string = 'cursor';
    const first = await listed({ sort, search_string, items_per_page: 6 });
    const shown = idsOf(first);
    // A user sorting before the page's last row, one after it, and one row of the next page removed.
    const [before, after] = await db()
      .insertInto('users')
      .values([
        { ...person(100), last_name: 'Abara', email: 'cursor-before@example.org' },
        { ...person(101), last_name: 'Zubairu', email: 'cursor-after@example.org' },
      ])
      .returning('id')
      .execute();
    const all = idsOf(await listed({ sort, search_string, items_per_page: 500 }));
    const following = all.slice(all.indexOf(shown.at(-1)!) + 1);
    await db().deleteFrom('users').where('id', '=', following[0]).execute();

    const next = await listed({ sort, search_string, items_per_page: 6, cursor: first.pagination.next_cursor! });
    expect(idsOf(next)).toEqual(following.slice(1, 7));
    expect(idsOf(next).filter((id) => shown.includes(id))).toEqual([]);
    expect(idsOf(next)).not.toContain(before.id);
    // Back from there: the rows before the next page's first row, the added one now among them.
    const back = await listed({ sort, search_string, items_per_page: 6, cursor: next.pagination.previous_cursor! });
    const now = idsOf(await listed({ sort, search_string, items_per_page: 500 }));
    expect(idsOf(back)).toEqual(now.slice(now.indexOf(idsOf(next)[0]) - 6, now.indexOf(idsOf(next)[0])));
    await db().deleteFrom('users').where('id', 'in', [before.id, after.id]).execute();
  });

  it('answers the first page when fewer rows than a page precede a previous cursor', async () => {
    const query = { sort: 'email', search_string: 'cursor', items_per_page: 4 };
    const second = await listed({ ...query, page: 2 });
    const firstPage = idsOf(await listed(query));
    await db().deleteFrom('users').where('id', '=', firstPage[0]).execute();
    const back = await listed({ ...query, cursor: second.pagination.previous_cursor! });
    expect(back.pagination).toMatchObject({ current_page: 1, from: 1, previous_cursor: null });
    expect(idsOf(back)).toEqual(idsOf(await listed(query)));
  });

  it('gives no next cursor on the last page, nor any on an empty one', async () => {
    const { total } = (await listed({})).pagination;
    const last = await listed({ items_per_page: 10, page: Math.ceil(total / 10) });
    expect(last.pagination.next_cursor).toBeNull();
    expect(last.pagination.previous_cursor).not.toBeNull();
    const past = await listed({ items_per_page: 10, page: Math.ceil(total / 10) + 1 });
    expect(past.pagination).toMatchObject({ next_cursor: null, previous_cursor: null });
  });

  it('refuses an altered, made-up or foreign cursor with a 422 naming the cursor, in the Error shape', async () => {
    const { next_cursor } = (await listed({ sort: 'name', items_per_page: 5 })).pagination;
    const cursor = next_cursor!;
    const [body, signature] = cursor.split('.');
    // The same position with another page number, signed by no one.
    const decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[];
    const reforged = Buffer.from(JSON.stringify([decoded[0], 7, ...decoded.slice(2)])).toString('base64url');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const altered = [`${body}.${flipped}`, `${reforged}.${signature}`, 'abc', `${cursor}.x`, '.', ''];
    for (const bad of altered.filter((c) => c !== '')) {
      const response = await call({ sort: 'name', items_per_page: 5, cursor: bad });
      expect({ bad, status: response.statusCode, body: response.json() }).toEqual({
        bad,
        status: 422,
        body: {
          message: expect.any(String),
          errors: { cursor: ['The cursor is not one this list gave: go to a page by its number instead.'] },
        },
      });
    }
    const foreign: Record<string, string | number>[] = [
      { sort: '-name', items_per_page: 5 },
      { sort: 'email', items_per_page: 5 },
      { sort: 'name', items_per_page: 6 },
      { sort: 'name', items_per_page: 5, search_string: 'okafor' },
      {
        sort: 'name',
        items_per_page: 5,
        filters: JSON.stringify([{ name: 'status', type: 'select', value: ['active'] }]),
      },
    ];
    for (const params of foreign) {
      const response = await call({ ...params, cursor });
      expect({ params, status: response.statusCode, errors: response.json().errors }).toEqual({
        params,
        status: 422,
        errors: {
          cursor: [
            'The cursor belongs to another filter, search, sort or page size: go to a page by its number instead.',
          ],
        },
      });
    }
    // Another list's cursor, for the same sort key and page size.
    const roles = (await browser.call('GET', '/api/roles?sort=name&items_per_page=1')).json() as Listed;
    const response = await call({ sort: 'name', items_per_page: 1, cursor: roles.pagination.next_cursor! });
    expect(response.statusCode).toBe(422);
  });

  it('serves every list of the engine with cursors: the activity log walked by its default order', async () => {
    const all = (await browser.call('GET', '/api/user-activity-logs?items_per_page=500')).json() as {
      activity_logs: { id: number }[];
    };
    const walked: number[] = [];
    let path = '/api/user-activity-logs?items_per_page=3';
    for (;;) {
      const answer = (await browser.call('GET', path)).json() as {
        activity_logs: { id: number }[];
        pagination: Listed['pagination'];
      };
      walked.push(...answer.activity_logs.map((entry) => entry.id));
      if (!answer.pagination.next_cursor) break;
      path = `/api/user-activity-logs?items_per_page=3&cursor=${encodeURIComponent(answer.pagination.next_cursor)}`;
    }
    expect(walked).toEqual(all.activity_logs.map((entry) => entry.id));
  });
});
