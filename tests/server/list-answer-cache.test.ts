import { listPage, type ListSource } from '../../src/server/lists/engine';
import type { ListQuery } from '../../src/server/lists/list-query';
import { usersList } from '../../src/server/users/users-list';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, roleIdNamed, startTestServer, testSettings, type TestServer } from './support/server';
import { userRow } from './support/user-rows';

/**
 * The answer cache (docs/lists.md, The list engine): a users list answer asked again is reused
 * only while nothing it shows was written since, whatever the write: a user, their roles, a role's
 * name, a TPA's or ministry's name or status. After each write the answer is the one read afresh.
 */
describe.each(DATABASE_KINDS)('list answer cache, %s', (kind) => {
  let server: TestServer;
  let browser: Browser;
  let plain: ListSource;
  const db = () => server.database.db;
  const QUERY = { page: 1, items_per_page: 10, sort: 'email', search_string: 'cached' };
  let tpaId: number;
  let ministryId: number;
  let roleId: number;

  const organisation = (code: string) => ({
    name: `Org ${code}`,
    code,
    email: `${code.toLowerCase()}@example.org`,
    phone: '+234 1 000',
    address: 'Lagos',
    contact_person: 'A. Contact',
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    plain = { db: db(), countCache: undefined, settings: testSettings() };
    tpaId = (
      await db()
        .insertInto('tpas')
        .values({ ...organisation('CACHE-T'), state: 'Lagos' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ministryId = (
      await db().insertInto('ministries').values(organisation('CACHE-M')).returning('id').executeTakeFirstOrThrow()
    ).id;
    roleId = await roleIdNamed(db(), 'Auditor');
    const [tpaUser] = await db()
      .insertInto('users')
      .values([
        userRow({
          first_name: 'Ada',
          last_name: 'Cached',
          email: 'cached1@example.org',
          user_type: 'TPA Staff',
          tpa_id: tpaId,
        }),
        userRow({
          first_name: 'Bola',
          last_name: 'Cached',
          email: 'cached2@example.org',
          user_type: 'Ministry Staff',
          ministry_id: ministryId,
        }),
      ])
      .returning('id')
      .execute();
    await db().insertInto('user_roles').values({ user_id: tpaUser.id, role_id: roleId }).execute();
    browser = new Browser(server.app);
    await browser.signIn(ADMIN_EMAIL);
  });
  afterAll(() => server.close());

  const listed = async () => {
    const response = await browser.call(
      'GET',
      `/api/users?${new URLSearchParams(Object.entries(QUERY).map(([k, v]) => [k, String(v)]))}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json() as Answer;
  };
  // The rows and the total (cursors are signed with each source's own key).
  type Answer = Awaited<ReturnType<typeof listPage<unknown, unknown, 'users'>>>;
  const shown = (answer: Answer) => ({
    users: answer.users,
    total: answer.pagination.total,
  });
  const fresh = async () => shown(await listPage(plain, usersList, QUERY as ListQuery));

  it('answers as a fresh read after every kind of write it shows', async () => {
    const writes: [string, () => Promise<unknown>][] = [
      [
        'a user edited',
        () =>
          db().updateTable('users').set({ first_name: 'Adaeze' }).where('email', '=', 'cached1@example.org').execute(),
      ],
      [
        'a user added',
        () =>
          db()
            .insertInto('users')
            .values(
              userRow({
                first_name: 'Chi',
                last_name: 'Cached',
                email: 'cached0@example.org',
                user_type: 'Beneficiary',
              }),
            )
            .execute(),
      ],
      [
        'a role renamed',
        () => db().updateTable('roles').set({ name: 'Auditor (cached)' }).where('id', '=', roleId).execute(),
      ],
      ['a role taken away', () => db().deleteFrom('user_roles').where('role_id', '=', roleId).execute()],
      ['a TPA renamed', () => db().updateTable('tpas').set({ name: 'Org renamed' }).where('id', '=', tpaId).execute()],
      [
        'a TPA suspended',
        () => db().updateTable('tpas').set({ status: 'suspended' }).where('id', '=', tpaId).execute(),
      ],
      [
        'a ministry renamed',
        () => db().updateTable('ministries').set({ name: 'Ministry renamed' }).where('id', '=', ministryId).execute(),
      ],
      [
        'a ministry suspended',
        () => db().updateTable('ministries').set({ status: 'suspended' }).where('id', '=', ministryId).execute(),
      ],
    ];
    let before = shown(await listed());
    expect(shown(await listed())).toEqual(before);
    for (const [what, write] of writes) {
      await write();
      const after = shown(await listed());
      expect({ what, answer: after }).toEqual({ what, answer: await fresh() });
      // Each write shows in the answer, so a reused one would have failed just above.
      expect({ what, changed: JSON.stringify(after) !== JSON.stringify(before) }).toEqual({ what, changed: true });
      before = after;
    }
  });
});
