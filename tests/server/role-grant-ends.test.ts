import { sql } from 'kysely';
import { agencyToday } from '../../src/shared/contract-formats';
import { DATABASE_KINDS } from './support/databases';
import { secondProcessOn } from './hardening/support/second-process';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  fakeClock,
  roleIdNamed,
  startTestServer,
  type TestServer,
} from './support/server';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const MANAGER = 'grants.manager@nhia.example';

/** A calendar day `days` after the agency's today at `now`. */
const dayAfter = (now: Date, days: number) => agencyToday(new Date(now.getTime() + days * DAY_MINUTES * 60_000));

describe.each(DATABASE_KINDS)('role grants that end, %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  let manager: Browser;
  let auditor: number;
  let roleManager: number;
  let superAdmin: number;
  let counter = 0;
  // Noon in Lagos, some months from now (a new last day is checked against the real day, by the contract's format).
  const clock = fakeClock(new Date(`${dayAfter(new Date(), 100)}T11:00:00Z`));

  const db = () => server.database.db;
  const grants = async (userId: number) =>
    (
      await db()
        .selectFrom('user_roles')
        .select(['role_id', sql<string | null>`ends_on::text`.as('ends_on')])
        .where('user_id', '=', userId)
        .orderBy('role_id')
        .execute()
    ).map((grant) => [grant.role_id, grant.ends_on]);
  const updates = (id: number) =>
    db()
      .selectFrom('activity_logs')
      .select(['causer_id', 'changes', 'properties'])
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', id)
      .where('action', '=', 'updated')
      .orderBy('id')
      .execute();
  const body = (email: string, extra: object) => ({
    first_name: 'Ada',
    last_name: 'Granted',
    email,
    user_type: 'Agency Staff',
    role_ids: [auditor, roleManager],
    ...extra,
  });
  const create = async (extra: object) => {
    counter += 1;
    return admin.call('POST', '/api/users', body(`grants${counter}@nhia.example`, extra));
  };
  const edit = async (caller: Browser, id: number, changes: object) => {
    const user = (await caller.call('GET', `/api/users/${id}`)).json();
    return caller.call('PUT', `/api/users/${id}`, {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      version: user.version,
      ...changes,
    });
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    [auditor, roleManager, superAdmin] = await Promise.all(
      ['Auditor', 'Role Manager', 'Super Admin'].map((name) => roleIdNamed(db(), name)),
    );
    await createUserWith(server.database, {
      email: MANAGER,
      permissions: ['list users', 'view users', 'create staff', 'update users', 'list roles', 'view roles'],
    });
    [admin, manager] = [new Browser(server.app), new Browser(server.app)];
    await admin.signIn(ADMIN_EMAIL);
    await manager.signIn(MANAGER);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  it('keeps a last day given on create, shows it, and keeps it, moves it or clears it on edits; each change in the log', async () => {
    const lastDay = dayAfter(clock(), 10);
    const created = await create({ role_ends: [{ role_id: roleManager, ends_on: lastDay }] });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json().role_ends).toEqual([{ role_id: roleManager, ends_on: lastDay }]);
    expect(await grants(id)).toEqual(
      [
        [auditor, null],
        [roleManager, lastDay],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // An old client's edit (role_ids only) keeps the end.
    expect((await edit(admin, id, { role_ids: [auditor, roleManager], phone: '+2348011112222' })).statusCode).toBe(200);
    expect((await admin.call('GET', `/api/users/${id}`)).json().role_ends).toEqual([
      { role_id: roleManager, ends_on: lastDay },
    ]);
    const later = dayAfter(clock(), 20);
    const moved = await edit(admin, id, { role_ends: [{ role_id: roleManager, ends_on: later }] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().role_ends).toEqual([{ role_id: roleManager, ends_on: later }]);
    expect((await edit(admin, id, { role_ends: [] })).json().role_ends).toEqual([]);
    const rows = await updates(id);
    expect(rows.map((row) => row.changes)).toEqual([
      { before: { phone: null }, after: { phone: '+2348011112222' } },
      {
        before: { role_ends: [`Role Manager until ${lastDay}`] },
        after: { role_ends: [`Role Manager until ${later}`] },
      },
      { before: { role_ends: [`Role Manager until ${later}`] }, after: { role_ends: [] } },
    ]);
  });

  it('refuses a last day that is not after today, one for a role not given, and one twice, writing nothing', async () => {
    const before = await db().selectFrom('users').select('id').execute();
    for (const ends_on of [agencyToday(), '2020-01-31', 'tomorrow']) {
      const refused = await create({ role_ends: [{ role_id: roleManager, ends_on }] });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['role_ends.0.ends_on']);
    }
    const stranger = await create({ role_ends: [{ role_id: superAdmin, ends_on: dayAfter(clock(), 5) }] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors.role_ends).toEqual([
      `Give a last day only to roles the user is given: role ${superAdmin} is not among them.`,
    ]);
    const twice = await create({
      role_ends: [
        { role_id: roleManager, ends_on: dayAfter(clock(), 5) },
        { role_id: roleManager, ends_on: dayAfter(clock(), 6) },
      ],
    });
    expect(twice.json().errors.role_ends).toEqual(['Give each role one last day at most.']);
    expect(await db().selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('lets a caller end only grants of users within their own permissions, and give no role beyond them, with an end or not', async () => {
    const { id } = (await create({})).json();
    const ending = { role_ends: [{ role_id: roleManager, ends_on: dayAfter(clock(), 5) }] };
    // The user holds Role Manager, whose permissions the manager lacks: not theirs to change at all.
    expect((await edit(manager, id, ending)).statusCode).toBe(403);
    const within = (await create({ role_ids: [auditor] })).json().id;
    const beyond = await edit(manager, within, { role_ids: [auditor, roleManager], ...ending });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors.role_ids[0]).toMatch(
      /^You cannot give or take roles with permissions you do not hold yourself: /,
    );
    const auditorEnds = { role_ends: [{ role_id: auditor, ends_on: dayAfter(clock(), 5) }] };
    expect((await edit(manager, within, auditorEnds)).statusCode).toBe(200);
    expect(await grants(id)).toEqual(expect.arrayContaining([[roleManager, null]]));
    expect(await grants(within)).toEqual([[auditor, dayAfter(clock(), 5)]]);
  });

  it('refuses to end the grant of the last active user holding every permission, and lets it end once another holds it without end', async () => {
    const adminId = (
      await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
    ).id;
    const ending = { role_ends: [{ role_id: superAdmin, ends_on: dayAfter(clock(), 30) }] };
    const refused = await edit(admin, adminId, ending);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.role_ends).toEqual([
      'Ending these roles would leave no active user holding every permission. Give another user the Super Admin role first.',
    ]);
    expect(await grants(adminId)).toEqual([[superAdmin, null]]);
    const other = await createUserWith(server.database, { email: 'second.admin@nhia.example', permissions: [] });
    await db().updateTable('users').set({ status: 'active' }).where('id', '=', other).execute();
    await db().deleteFrom('user_roles').where('user_id', '=', other).execute();
    await db().insertInto('user_roles').values({ user_id: other, role_id: superAdmin }).execute();
    expect((await edit(admin, adminId, ending)).statusCode).toBe(200);
    await db().updateTable('user_roles').set({ ends_on: null }).where('user_id', '=', adminId).execute();
    await db().deleteFrom('user_roles').where('user_id', '=', other).execute();
  });

  it('removes a grant at the end of its last day (Lagos), with an updated row without causer; the session goes on with the roles left', async () => {
    const target = await createUserWith(server.database, {
      email: 'ending.grant@nhia.example',
      permissions: ['list users'],
    });
    await db().insertInto('user_roles').values({ user_id: target, role_id: roleManager }).execute();
    const lastDay = dayAfter(clock(), 2);
    await db()
      .updateTable('user_roles')
      .set({ ends_on: lastDay })
      .where('user_id', '=', target)
      .where('role_id', '=', roleManager)
      .execute();
    await db().updateTable('users').set({ current_role_id: roleManager }).where('id', '=', target).execute();
    const version = (
      await db().selectFrom('users').select('version').where('id', '=', target).executeTakeFirstOrThrow()
    ).version;
    // The last day's last minutes (00:00 in Lagos is 23:00 UTC the day before): still held.
    clock.advanceMinutes(2 * DAY_MINUTES + 12 * 60 - 10);
    expect(await server.app.removeEndedRoleGrants()).toBe(0);
    expect((await grants(target)).map(([role]) => role)).toContain(roleManager);
    // Signed in on the last day (a session idle for days would have ended by itself).
    const theirs = new Browser(server.app);
    expect((await theirs.signIn('ending.grant@nhia.example')).statusCode).toBe(204);
    clock.advanceMinutes(15);
    expect(await server.app.removeEndedRoleGrants()).toBe(1);
    expect(await server.app.removeEndedRoleGrants()).toBe(0);
    expect((await grants(target)).map(([role]) => role)).not.toContain(roleManager);
    const user = await db()
      .selectFrom('users')
      .select(['version', 'current_role_id', 'status'])
      .where('id', '=', target)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ version: version + 1, status: 'active' });
    expect(user.current_role_id).not.toBe(roleManager);
    const [row] = await updates(target);
    expect(row).toEqual({
      causer_id: null,
      changes: {
        before: { roles: expect.arrayContaining(['Role Manager']), role_ends: [`Role Manager until ${lastDay}`] },
        after: { roles: expect.not.arrayContaining(['Role Manager']), role_ends: [] },
      },
      properties: { reason: 'role grant ended' },
    });
    // Their session goes on, without the ended role's permissions.
    const session = await theirs.call('GET', '/api/user');
    expect(session.statusCode).toBe(200);
    expect(session.json().permissions).toEqual(['list users']);
    clock.advanceMinutes(12 * 60);
  });

  if (kind === 'postgres')
    it('two processes removing ended grants at once remove each once, with one row each', async () => {
      const targets = await Promise.all(
        [1, 2, 3].map((n) => createUserWith(server.database, { email: `both${n}@nhia.example`, permissions: [] })),
      );
      const lastDay = dayAfter(clock(), 1);
      await db()
        .insertInto('user_roles')
        .values(targets.map((id) => ({ user_id: id, role_id: roleManager, ends_on: lastDay })))
        .execute();
      clock.advanceMinutes(2 * DAY_MINUTES);
      const second = await secondProcessOn(server.database, { clock });
      try {
        const counts = await Promise.all([server.app.removeEndedRoleGrants(), second.app.removeEndedRoleGrants()]);
        expect(counts[0] + counts[1]).toBe(3);
        for (const id of targets) {
          expect((await grants(id)).map(([role]) => role)).not.toContain(roleManager);
          expect(await updates(id)).toHaveLength(1);
        }
      } finally {
        await second.close();
      }
    });
});
