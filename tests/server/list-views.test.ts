import { permissionCatalogue } from '../../src/server/contract';
import { VIEWS_PER_LIST_MAX } from '../../src/server/list-views/handlers';
import { DATABASE_KINDS } from './support/databases';
import { grantsOfPermissionMigration } from './support/permission-migration';
import { Browser, createUserWith, startTestServer, type TestServer } from './support/server';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 120_000;
const STEP_MS = 60_000;
const SHARE = 'share list views';
const MIGRATION = '0024_list_views';

/** A view of the users list as the screen saves it: a filter, a search, a sort, a page size and columns. */
const usersView = (name: string, over: Record<string, unknown> = {}) => ({
  list: 'users',
  name,
  state: {
    filters: [{ name: 'user_type', type: 'select', value: ['Agency Staff'] }],
    search: 'okafor',
    sort: '-created_at',
    items_per_page: 25,
    columns: { order: ['name', 'email', 'status'], shown: { phone: true }, widths: { email: 220 } },
  },
  visibility: 'personal',
  ...over,
});

/**
 * Saved views of the lists (docs/lists.md, Saved views): kept for their owner, shared with a
 * role's holders or with everyone by those allowed to share and only downwards, each seen only by
 * those who may open its list, changed and deleted by its owner alone, checked against the list's
 * declaration; a default view per list and user; the activity log keeps what others see.
 */
describe.each(DATABASE_KINDS)('saved list views on %s', (kind) => {
  let server: TestServer;
  let serial = 0;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  /** A new agency user holding exactly these permissions through a role of their own, signed in. */
  async function signedIn(permissions: string[], label = 'viewer') {
    serial += 1;
    const email = `${label}.${serial}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions });
    const browser = new Browser(server.app, `${label}-agent`);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    const { role_id } = await db()
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, browser, roleId: role_id };
  }

  /** Gives the user one more role. */
  const grantRole = (userId: number, roleId: number) =>
    db().insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();

  const viewRows = async () => (await db().selectFrom('list_views').select('id').execute()).length;
  const namesSeen = async (browser: Browser, list = 'users') =>
    ((await browser.call('GET', `/api/list-views?list=${list}`)).json().views as { name: string }[]).map((v) => v.name);

  it(
    "saves, lists, opens, renames and deletes its owner's view; a stale version is a 409",
    async () => {
      const owner = await signedIn(['list users'], 'owner');
      const created = await owner.browser.call('POST', '/api/list-views', usersView('Agency Okafors'));
      expect(created.statusCode).toBe(201);
      const view = created.json();
      expect(view).toEqual({
        id: expect.any(Number),
        list: 'users',
        name: 'Agency Okafors',
        state: usersView('').state,
        visibility: 'personal',
        role: null,
        owner: { id: owner.id, name: expect.stringContaining('Test') },
        version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(await owner.browser.call('GET', '/api/list-views?list=users').then((r) => r.json())).toEqual({
        views: [view],
        default_view_id: null,
      });
      expect((await owner.browser.call('GET', `/api/list-views/${view.id}`)).json()).toEqual(view);

      const renamed = await owner.browser.call('PUT', `/api/list-views/${view.id}`, {
        name: 'Okafors, newest first',
        state: { sort: 'name', filters: [{ name: 'status', type: 'select', value: [] }] },
        visibility: 'personal',
        version: 1,
      });
      expect(renamed.statusCode).toBe(200);
      // A filter without a value is not kept, nor are the parts left out.
      expect(renamed.json()).toMatchObject({ name: 'Okafors, newest first', state: { sort: 'name' }, version: 2 });
      expect(Object.keys(renamed.json().state)).toEqual(['sort']);
      const stale = await owner.browser.call('PUT', `/api/list-views/${view.id}`, {
        name: 'Lost edit',
        state: {},
        visibility: 'personal',
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect((await owner.browser.call('GET', `/api/list-views/${view.id}`)).json().name).toBe('Okafors, newest first');

      expect((await owner.browser.call('DELETE', `/api/list-views/${view.id}`)).statusCode).toBe(204);
      expect((await owner.browser.call('GET', `/api/list-views/${view.id}`)).statusCode).toBe(404);
      expect((await owner.browser.call('DELETE', `/api/list-views/${view.id}`)).statusCode).toBe(404);
    },
    STEP_MS,
  );

  it(
    'refuses a state its list does not declare, at the field, and a name the owner already gave (422); nothing is written',
    async () => {
      const owner = await signedIn(['list users', 'list roles'], 'checker');
      expect((await owner.browser.call('POST', '/api/list-views', usersView('Kept'))).statusCode).toBe(201);
      const before = await viewRows();
      const refusal = async (body: Record<string, unknown>) => {
        const response = await owner.browser.call('POST', '/api/list-views', body);
        return `${response.statusCode} ${Object.keys(response.json().errors ?? {}).join(',')}`;
      };
      const state = (over: Record<string, unknown>) => usersView('Probe', { state: over });
      expect({
        unknownFilter: await refusal(state({ filters: [{ name: 'password', type: 'select', value: ['x'] }] })),
        unknownEmptyFilter: await refusal(state({ filters: [{ name: 'nope', type: 'select', value: [] }] })),
        wrongKind: await refusal(state({ filters: [{ name: 'created_at', type: 'select', value: ['x'] }] })),
        wrongValue: await refusal(state({ filters: [{ name: 'status', type: 'select', value: ['asleep'] }] })),
        backwardsRange: await refusal(
          state({ filters: [{ name: 'created_at', type: 'date_range', value: ['2026-02-01', '2026-01-01'] }] }),
        ),
        twice: await refusal(
          state({
            filters: [
              { name: 'status', type: 'select', value: ['active'] },
              { name: 'status', type: 'select', value: ['inactive'] },
            ],
          }),
        ),
        undeclaredSort: await refusal(state({ sort: 'password_hash' })),
        // The roles list's sort key is not the users list's.
        otherListsSort: await refusal(state({ sort: 'users_count' })),
        pageSize: await refusal(state({ items_per_page: 501 })),
        unknownList: await refusal({ ...usersView('Probe'), list: 'sessions' }),
        emptyName: await refusal(usersView('')),
        blankName: await refusal(usersView(' \t\n ')),
        nameTaken: await refusal(usersView('KEPT')),
      }).toEqual({
        unknownFilter: '422 state.filters.password',
        unknownEmptyFilter: '422 state.filters.nope',
        wrongKind: '422 state.filters.created_at',
        wrongValue: '422 state.filters.status',
        backwardsRange: '422 state.filters.created_at',
        twice: '422 state.filters.status',
        undeclaredSort: '422 state.sort',
        otherListsSort: '422 state.sort',
        pageSize: '422 state.items_per_page',
        unknownList: '422 list',
        emptyName: '422 name',
        blankName: '422 name',
        nameTaken: '422 name',
      });
      expect(await viewRows()).toBe(before);
      // The same name on another list is another view.
      const roles = await owner.browser.call('POST', '/api/list-views', {
        list: 'roles',
        name: 'Kept',
        state: { sort: '-users_count' },
        visibility: 'personal',
      });
      expect(roles.statusCode).toBe(201);
    },
    STEP_MS,
  );

  it(
    'answers 401 without a session and 403 for a list its caller may not open',
    async () => {
      const anonymous = new Browser(server.app);
      expect((await anonymous.call('GET', '/api/list-views?list=users')).statusCode).toBe(401);
      const partner = await signedIn(['manage tpas'], 'partner');
      expect((await partner.browser.call('GET', '/api/list-views?list=users')).statusCode).toBe(403);
      expect((await partner.browser.call('POST', '/api/list-views', usersView('Not mine'))).statusCode).toBe(403);
      const setDefault = await partner.browser.call('PUT', '/api/list-views/default', { list: 'users', view_id: null });
      expect(setDefault.statusCode).toBe(403);
      expect((await partner.browser.call('GET', '/api/list-views?list=tpas')).json()).toEqual({
        views: [],
        default_view_id: null,
      });
    },
    STEP_MS,
  );

  it(
    'shares only with "share list views", only with a role its sharer could edit, and with everyone only when nobody holds more',
    async () => {
      const plain = await signedIn(['list users'], 'plain');
      const sharer = await signedIn(['list users', SHARE], 'sharer');
      const readers = await signedIn(['list users'], 'reader');
      const keepers = await signedIn(['list users', 'update users'], 'keeper');
      // A role holding only what the sharer holds, but held by someone who also holds more.
      const mixed = await signedIn(['list users'], 'mixed');
      await grantRole(mixed.id, keepers.roleId);
      const before = await viewRows();
      const status = async (browser: Browser, over: Record<string, unknown>) => {
        const response = await browser.call('POST', '/api/list-views', usersView(`Shared ${serial++}`, over));
        return `${response.statusCode} ${Object.keys(response.json().errors ?? {}).join(',')}`;
      };
      expect({
        withoutPermissionToRole: await status(plain.browser, { visibility: 'role', role_id: readers.roleId }),
        withoutPermissionToEveryone: await status(plain.browser, { visibility: 'everyone' }),
        roleHoldingMore: await status(sharer.browser, { visibility: 'role', role_id: keepers.roleId }),
        roleWhoseHolderHoldsMore: await status(sharer.browser, { visibility: 'role', role_id: mixed.roleId }),
        superAdmins: await status(sharer.browser, {
          visibility: 'role',
          role_id: (
            await db().selectFrom('roles').select('id').where('name', '=', 'Super Admin').executeTakeFirstOrThrow()
          ).id,
        }),
        // The Super Admins hold more than the sharer, and everyone includes them.
        everyone: await status(sharer.browser, { visibility: 'everyone' }),
        roleMissing: await status(sharer.browser, { visibility: 'role' }),
        noSuchRole: await status(sharer.browser, { visibility: 'role', role_id: 999_999 }),
        personalNamingARole: await status(sharer.browser, { role_id: readers.roleId }),
      }).toEqual({
        withoutPermissionToRole: '403 ',
        withoutPermissionToEveryone: '403 ',
        roleHoldingMore: '422 role_id',
        roleWhoseHolderHoldsMore: '422 role_id',
        superAdmins: '422 role_id',
        everyone: '422 visibility',
        roleMissing: '422 role_id',
        noSuchRole: '422 role_id',
        personalNamingARole: '422 role_id',
      });
      expect(await viewRows()).toBe(before);
      expect(await status(sharer.browser, { visibility: 'role', role_id: readers.roleId })).toBe('201 ');
      const admin = await signedIn(
        permissionCatalogue().map((p) => p.name),
        'admin',
      );
      const everyone = await admin.browser.call(
        'POST',
        '/api/list-views',
        usersView('Everyone', { visibility: 'everyone' }),
      );
      expect(everyone.statusCode).toBe(201);
      // Gone again, so that the next test sees only its own views.
      expect((await admin.browser.call('DELETE', `/api/list-views/${everyone.json().id}`)).statusCode).toBe(204);
      // Sharing an own personal view later follows the same rules.
      const own = (await plain.browser.call('POST', '/api/list-views', usersView('Mine alone'))).json();
      const share = await plain.browser.call('PUT', `/api/list-views/${own.id}`, {
        ...usersView('Mine alone', { visibility: 'role', role_id: readers.roleId }),
        list: undefined,
        version: 1,
      });
      expect(share.statusCode).toBe(403);
    },
    STEP_MS * 2,
  );

  it(
    "shows a view shared with a role to that role's holders alone, one shared with everyone to those who may open its list; only its owner changes or deletes it",
    async () => {
      const admin = await signedIn(
        permissionCatalogue().map((p) => p.name),
        'owner-admin',
      );
      const holder = await signedIn(['list users'], 'holder');
      const outsider = await signedIn(['list users'], 'outsider');
      const partner = await signedIn(['manage tpas'], 'partner');
      const save = async (name: string, over: Record<string, unknown>) =>
        (await admin.browser.call('POST', '/api/list-views', usersView(name, over))).json();
      const forRole = await save('For the holders', { visibility: 'role', role_id: holder.roleId });
      const forAll = await save('For everyone', { visibility: 'everyone' });
      const personal = await save('The admin alone', {});

      expect(await namesSeen(admin.browser)).toEqual(['For everyone', 'For the holders', 'The admin alone']);
      // Their own first, then the shared ones.
      await holder.browser.call('POST', '/api/list-views', usersView('Zz mine'));
      expect(await namesSeen(holder.browser)).toEqual(['Zz mine', 'For everyone', 'For the holders']);
      expect(await namesSeen(outsider.browser)).toEqual(['For everyone']);
      const opened = await holder.browser.call('GET', `/api/list-views/${forRole.id}`);
      expect([opened.statusCode, opened.json().role]).toEqual([200, { id: holder.roleId, name: expect.any(String) }]);
      expect((await outsider.browser.call('GET', `/api/list-views/${forRole.id}`)).statusCode).toBe(404);
      expect((await outsider.browser.call('GET', `/api/list-views/${personal.id}`)).statusCode).toBe(404);
      // A view of a list one may not open is not seen, even shared with everyone.
      expect((await partner.browser.call('GET', `/api/list-views/${forAll.id}`)).statusCode).toBe(404);

      const before = await db().selectFrom('list_views').selectAll().orderBy('id').execute();
      const edit = { name: 'Taken over', state: {}, visibility: 'everyone', version: 1 };
      expect({
        putSeen: (await holder.browser.call('PUT', `/api/list-views/${forRole.id}`, edit)).statusCode,
        deleteSeen: (await holder.browser.call('DELETE', `/api/list-views/${forAll.id}`)).statusCode,
        putUnseen: (await outsider.browser.call('PUT', `/api/list-views/${forRole.id}`, edit)).statusCode,
        deleteUnseen: (await outsider.browser.call('DELETE', `/api/list-views/${personal.id}`)).statusCode,
      }).toEqual({ putSeen: 403, deleteSeen: 403, putUnseen: 404, deleteUnseen: 404 });
      expect(await db().selectFrom('list_views').selectAll().orderBy('id').execute()).toEqual(before);
    },
    STEP_MS * 2,
  );

  it(
    'keeps a default view per list and user, applied only while its user still sees it',
    async () => {
      const sharer = await signedIn(['list users', 'list roles', SHARE], 'default-sharer');
      const reader = await signedIn(['list users', 'list roles'], 'default-reader');
      await grantRole(reader.id, sharer.roleId);
      const shared = (
        await sharer.browser.call(
          'POST',
          '/api/list-views',
          usersView('Team view', { visibility: 'role', role_id: sharer.roleId }),
        )
      ).json();
      const hidden = (await sharer.browser.call('POST', '/api/list-views', usersView('Sharer only'))).json();
      const rolesView = (
        await reader.browser.call('POST', '/api/list-views', {
          list: 'roles',
          name: 'Busy roles',
          state: { sort: '-users_count' },
          visibility: 'personal',
        })
      ).json();
      const choose = (list: string, view_id: number | null) =>
        reader.browser.call('PUT', '/api/list-views/default', { list, view_id });
      const defaultOf = async (browser: Browser, list = 'users') =>
        (await browser.call('GET', `/api/list-views?list=${list}`)).json().default_view_id;

      expect((await choose('users', shared.id)).statusCode).toBe(204);
      expect(await defaultOf(reader.browser)).toBe(shared.id);
      // Their own default only: the sharer's is untouched.
      expect(await defaultOf(sharer.browser)).toBeNull();
      const refused = async (list: string, id: number) => {
        const response = await choose(list, id);
        return `${response.statusCode} ${Object.keys(response.json().errors ?? {})}`;
      };
      expect({
        unseen: await refused('users', hidden.id),
        ofAnotherList: await refused('users', rolesView.id),
        missing: await refused('users', 999_999),
      }).toEqual({ unseen: '422 view_id', ofAnotherList: '422 view_id', missing: '422 view_id' });
      expect(await defaultOf(reader.browser)).toBe(shared.id);
      expect((await choose('roles', rolesView.id)).statusCode).toBe(204);
      expect(await defaultOf(reader.browser, 'roles')).toBe(rolesView.id);

      // Taken back to personal, the view is no longer the reader's default; shared again, it is.
      const unshare = { name: 'Team view', state: {}, visibility: 'personal', version: 1 };
      expect((await sharer.browser.call('PUT', `/api/list-views/${shared.id}`, unshare)).statusCode).toBe(200);
      expect(await defaultOf(reader.browser)).toBeNull();
      const reshare = { ...unshare, visibility: 'role', role_id: sharer.roleId, version: 2 };
      expect((await sharer.browser.call('PUT', `/api/list-views/${shared.id}`, reshare)).statusCode).toBe(200);
      expect(await defaultOf(reader.browser)).toBe(shared.id);
      expect((await sharer.browser.call('DELETE', `/api/list-views/${shared.id}`)).statusCode).toBe(204);
      expect(await defaultOf(reader.browser)).toBeNull();
      expect((await choose('roles', null)).statusCode).toBe(204);
      expect(await defaultOf(reader.browser, 'roles')).toBeNull();
    },
    STEP_MS * 2,
  );

  it(
    'writes to the activity log what others see: a shared view made, changed, (un)shared and deleted; never a personal one',
    async () => {
      const sharer = await signedIn(['list users', SHARE], 'audited');
      const reader = await signedIn(['list users'], 'audited-reader');
      const logged = async () =>
        (
          await db()
            .selectFrom('activity_logs')
            .select(['action', 'subject_label', 'changes'])
            .where('subject_type', '=', 'list_view')
            .where('causer_id', '=', sharer.id)
            .orderBy('id')
            .execute()
        ).map((row) => ({ action: row.action, label: row.subject_label, changes: row.changes }));
      const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
        sharer.browser
          .call(method, url, body)
          .then((r) => (r.statusCode === 204 ? { id: 0, version: 0 } : (r.json() as { id: number; version: number })));
      const mine = await call('POST', '/api/list-views', usersView('Private'));
      await call('PUT', `/api/list-views/${mine.id}`, {
        name: 'Private, renamed',
        state: {},
        visibility: 'personal',
        version: 1,
      });
      expect(await logged()).toEqual([]);

      const team = await call(
        'POST',
        '/api/list-views',
        usersView('Team', { visibility: 'role', role_id: reader.roleId }),
      );
      await call('PUT', `/api/list-views/${team.id}`, {
        ...usersView('Team, renamed', { visibility: 'role', role_id: reader.roleId }),
        list: undefined,
        version: 1,
      });
      await call('PUT', `/api/list-views/${mine.id}`, {
        name: 'Private, renamed',
        state: {},
        visibility: 'role',
        role_id: reader.roleId,
        version: 2,
      });
      await call('DELETE', `/api/list-views/${team.id}`);
      await call('DELETE', `/api/list-views/${mine.id}`);
      const roleName = `role for audited-reader.${serial}@nhia.example`;
      expect(await logged()).toEqual([
        {
          action: 'created',
          label: 'Team',
          changes: {
            before: {},
            after: { name: 'Team', list: 'users', visibility: 'role', role: roleName, state: usersView('').state },
          },
        },
        {
          action: 'updated',
          label: 'Team, renamed',
          changes: { before: { name: 'Team' }, after: { name: 'Team, renamed' } },
        },
        {
          action: 'shared',
          label: 'Private, renamed',
          changes: { before: { visibility: 'personal', role: null }, after: { visibility: 'role', role: roleName } },
        },
        { action: 'deleted', label: 'Team, renamed', changes: expect.objectContaining({ after: {} }) },
        { action: 'deleted', label: 'Private, renamed', changes: expect.objectContaining({ after: {} }) },
      ]);
    },
    STEP_MS * 2,
  );

  it(
    'keeps one view of a name when 30 saves of it race: one 201, the rest 422 at name',
    async () => {
      const owner = await signedIn(['list users'], 'racer');
      const statuses = await Promise.all(
        Array.from({ length: 30 }, () =>
          owner.browser.call('POST', '/api/list-views', usersView('Raced')).then((r) => r.statusCode),
        ),
      );
      expect(statuses.sort()).toEqual([201, ...Array<number>(29).fill(422)]);
      const rows = await db().selectFrom('list_views').select('id').where('owner_id', '=', owner.id).execute();
      expect(rows).toHaveLength(1);
    },
    STEP_MS,
  );

  it(
    `keeps at most ${VIEWS_PER_LIST_MAX} views of one list per owner, also when 30 saves race at the bound; nothing more is written`,
    async () => {
      const owner = await signedIn(['list users', 'list roles'], 'hoarder');
      await db()
        .insertInto('list_views')
        .values(
          Array.from({ length: VIEWS_PER_LIST_MAX - 1 }, (_, i) => ({
            owner_id: owner.id,
            list: 'users',
            name: `Kept ${i}`,
            state: '{}',
            visibility: 'personal' as const,
            role_id: null,
          })),
        )
        .execute();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => owner.browser.call('POST', '/api/list-views', usersView(`Raced ${i}`))),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(29).fill(422)]);
      expect(answers.find((answer) => answer.statusCode === 422)!.json()).toEqual({
        message: `You keep ${VIEWS_PER_LIST_MAX} saved views of this list, the most one list holds: delete one you no longer use, then save again.`,
      });
      const kept = await db().selectFrom('list_views').select('list').where('owner_id', '=', owner.id).execute();
      expect(kept).toHaveLength(VIEWS_PER_LIST_MAX);
      // The bound is per list: the roles list still takes a view, and a deletion makes room again.
      const roles = await owner.browser.call('POST', '/api/list-views', {
        ...usersView('Roles view'),
        list: 'roles',
        state: {},
      });
      expect(roles.statusCode).toBe(201);
      const { id } = (await owner.browser.call('GET', '/api/list-views?list=users')).json().views[0];
      expect((await owner.browser.call('DELETE', `/api/list-views/${id}`)).statusCode).toBe(204);
      expect((await owner.browser.call('POST', '/api/list-views', usersView('After a deletion'))).statusCode).toBe(201);
    },
    STEP_MS,
  );

  it('gives the Super Admin role "share list views" on a fresh database', async () => {
    const held = await db()
      .selectFrom('role_permissions')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('roles.name')
      .where('permissions.name', '=', SHARE)
      .execute();
    expect(held.map((row) => row.name)).toContain('Super Admin');
  });
});

describe.each(DATABASE_KINDS)('migration 0024 on %s', (kind) => {
  it(
    'grants "share list views" to the Super Admin role and to every role that held every other permission',
    async () => {
      const { holders } = await grantsOfPermissionMigration(kind, MIGRATION, [SHARE]);
      expect(holders).toEqual([`${SHARE}: Full copy`, `${SHARE}: Super Admin`]);
    },
    SETUP_TIMEOUT_MS,
  );
});
