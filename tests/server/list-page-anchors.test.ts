import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/server/db/connect';
import { listPage, type ListSource } from '../../src/server/lists/engine';
import type { ListQuery } from '../../src/server/lists/list-query';
import { PageAnchors } from '../../src/server/lists/page-anchors';
import { usersList } from '../../src/server/users/users-list';
import { USERS_LIST } from '../../src/shared/lists/users';
import { DATABASE_KINDS, freshDatabase } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, testSettings, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

/**
 * Page anchors (docs/lists.md, Page anchors): a deep page by number of an unfiltered order seeks
 * from the key of a row whose place in the order is known, then skips fewer rows than the anchors'
 * spacing. Its answer must be the one the plain offset gives, for every sort, both ways, every page,
 * and after any write between calls (stale anchors are never used).
 */

// Few names, so that orders tie; some without a phone or a sign-in (nulls first or last in the order).
const person = (i: number) =>
  userRow({
    first_name: ['Ada', 'Bola', 'Chika'][i % 3],
    last_name: ['Okafor', 'Bello', 'Musa', 'Eze'][i % 4],
    email: `anchor${String(i).padStart(4, '0')}@example.org`,
    phone: i % 5 === 0 ? null : `+23480${String(1000000 + (i % 9)).padStart(8, '0')}`,
    user_type: ['Beneficiary', 'Provider Staff', 'Agency Staff'][i % 3],
    status: (['active', 'inactive'] as const)[i % 2],
    last_login_at: i % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (i % 6))),
    created_at: new Date(Date.UTC(2025, 5, 1 + (i % 4))),
  });

const SORTS = USERS_LIST.sortKeys.flatMap((key) => [key, `-${key}`]);
const PER_PAGE = 5;
/** Anchors a few rows apart, so that a list of 150 rows has about twenty of them per order. */
const EVERY = 7;

describe.each(DATABASE_KINDS)('page anchors, %s', (kind) => {
  let database: DatabaseHandle;
  let anchors: PageAnchors;
  let anchored: ListSource;
  let plain: ListSource;
  const settings = testSettings();

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await database.db
      .insertInto('users')
      .values(Array.from({ length: 150 }, (_, i) => person(i)))
      .execute();
    anchors = new PageAnchors(EVERY);
    anchored = { db: database.db, countCache: undefined, pageAnchors: anchors, settings };
    plain = { db: database.db, countCache: undefined, settings };
  });
  afterAll(async () => {
    await anchors.settled();
    await database.close();
  });

  const page = (source: ListSource, sort: string, number: number) =>
    listPage(source, usersList, { page: number, items_per_page: PER_PAGE, sort } as ListQuery);
  const version = async () =>
    Number(
      (
        await database.db
          .selectFrom('row_counts')
          .select('version')
          .where('table_name', '=', 'users')
          .executeTakeFirstOrThrow()
      ).version,
    );
  const lastPage = async () => Math.ceil((await page(plain, 'name', 1)).pagination.total / PER_PAGE);

  /** Every page of every order (one past the last too), by the anchors and by the plain offset. */
  const expectEveryPageAsOffset = async () => {
    const last = await lastPage();
    for (const sort of SORTS) {
      for (let number = 1; number <= last + 1; number++) {
        const [byAnchor, byOffset] = [await page(anchored, sort, number), await page(plain, sort, number)];
        expect({ sort, number, answer: byAnchor }).toEqual({ sort, number, answer: byOffset });
      }
    }
  };

  /** Asks a deep page of each order until its anchors are read at the current version (a build waits its turn). */
  const freshAnchors = async () => {
    const deep = Math.ceil((2 * EVERY) / PER_PAGE) + 1;
    for (const sort of SORTS) {
      const name = `users\0${sort.replace(/^-/, '')}`;
      for (let tries = 0; anchors.get(name)?.version !== (await version()); tries++) {
        if (tries > 100) throw new Error(`the anchors of ${sort} were not read again`);
        await page(anchored, sort, deep);
        await anchors.settled();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };

  it('answers every page of every order, both ways, as the offset does', async () => {
    await freshAnchors();
    const nameAnchors = anchors.get('users\0name')!;
    expect(nameAnchors.total).toBe((await page(plain, 'name', 1)).pagination.total);
    expect(nameAnchors.keys).toHaveLength(Math.floor(nameAnchors.total / EVERY));
    expect(anchors.get('users\0last_login_at')!.nulls).toBeGreaterThan(0);
    await expectEveryPageAsOffset();
  });

  it('reads deep pages from the anchors while they are current', async () => {
    await freshAnchors();
    // Anchors moved one place on (same version): a page read from them is one row off the offset's.
    const name = 'users\0email';
    const current = anchors.get(name)!;
    const deep = Math.ceil((3 * EVERY) / PER_PAGE) + 1;
    const right = await page(plain, 'email', deep);
    const saved = current.keys;
    current.keys = [...saved.slice(1), saved[0]];
    try {
      expect((await page(anchored, 'email', deep)).users).not.toEqual(right.users);
    } finally {
      current.keys = saved;
    }
    expect(await page(anchored, 'email', deep)).toEqual(right);
  });

  it('never answers from stale anchors: inserts, deletes and updates between calls', async () => {
    const writes: (() => Promise<unknown>)[] = [
      // Rows that sort first, last and in between in several orders.
      () =>
        database.db
          .insertInto('users')
          .values([
            { ...person(200), last_name: 'Abara', email: 'anchor-a@example.org', phone: null },
            { ...person(201), last_name: 'Zubairu', email: 'anchor-z@example.org', last_login_at: null },
            { ...person(202), email: 'anchor0075b@example.org' },
          ])
          .execute(),
      () =>
        database.db
          .deleteFrom('users')
          .where('email', 'in', ['anchor0003@example.org', 'anchor0050@example.org', 'anchor0101@example.org'])
          .execute(),
      // Sort columns changed in place: the row count stays, the order does not.
      () =>
        database.db
          .updateTable('users')
          .set({ last_name: 'Aaron', phone: null, last_login_at: null, status: 'inactive' })
          .where('email', 'in', ['anchor0120@example.org', 'anchor0140@example.org'])
          .execute(),
      () =>
        database.db
          .updateTable('users')
          .set({ last_login_at: new Date(Date.UTC(2026, 1, 1)), phone: '+2348031234567', user_type: 'TPA Staff' })
          .where('email', 'in', ['anchor0006@example.org', 'anchor0009@example.org'])
          .execute(),
    ];
    for (const write of writes) {
      await freshAnchors();
      const before = await version();
      await write();
      expect(await version()).toBeGreaterThan(before);
      // Every order's anchors are now a version behind: each page must still be the offset's.
      await expectEveryPageAsOffset();
    }
    // And from anchors read again after the last write.
    await freshAnchors();
    await expectEveryPageAsOffset();
  });

  it('leaves a filtered or searched list, and a page near the start, to the offset', async () => {
    await freshAnchors();
    const deep = Math.ceil((3 * EVERY) / PER_PAGE) + 1;
    const email = anchors.get('users\0email')!;
    const saved = email.keys;
    // Anchors that would give a wrong page if they were read: none of these calls may read them.
    email.keys = [...saved.slice(1), saved[0]];
    try {
      const queries: Partial<ListQuery>[] = [
        { filters: JSON.stringify([{ name: 'status', type: 'select', value: ['active'] }]) },
        { search_string: 'anchor00' },
        {},
      ];
      for (const query of queries) {
        for (const number of query.filters || query.search_string ? [1, 2, deep] : [1, 2]) {
          const q = { page: number, items_per_page: PER_PAGE, sort: 'email', ...query } as ListQuery;
          expect(await listPage(anchored, usersList, q)).toEqual(await listPage(plain, usersList, q));
        }
      }
    } finally {
      email.keys = saved;
    }
  });
});

describe.each(DATABASE_KINDS)('page anchors of the running app, %s', (kind) => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    // Past one anchor of the app's spacing (10,000 rows).
    await sql`insert into users (first_name, last_name, email, user_type, status, created_at)
      select 'Ngozi', 'Okafor', 'many' || n || '@example.org', 'Beneficiary', 'active', now()
      from generate_series(1, 10050) as n`.execute(server.database.db);
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  it('pages past 10,000 rows by number from its anchors, as the offset does', async () => {
    const plain: ListSource = { db: server.database.db, countCache: undefined, settings: testSettings() };
    for (const sort of ['email', '-email']) {
      const path = `/api/users?sort=${sort}&items_per_page=10&page=1002`;
      await browser.call('GET', path);
      await server.app.pageAnchors.settled();
      expect(server.app.pageAnchors.get('users\0email')?.keys).toHaveLength(1);
      const answer = (await browser.call('GET', path)).json() as { users: unknown[]; pagination: object };
      const expected = await listPage(plain, usersList, { page: 1002, items_per_page: 10, sort } as ListQuery);
      expect(answer.users).toEqual(expected.users);
      expect(answer.pagination).toMatchObject({ total: expected.pagination.total, from: 10011, to: 10020 });
    }
  });
});
