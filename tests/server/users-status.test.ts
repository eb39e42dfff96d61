import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, createUserWith, roleIdNamed, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';

// Setup signs several users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const MANAGER = 'status.manager@nhia.example';
const LISTER = 'status.lister@nhia.example';

describe.each(DATABASE_KINDS)('activating, deactivating and changing roles of users, %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  let manager: Browser;
  let lister: Browser;
  let adminId: number;
  let managerId: number;
  let auditorRole: number;
  let roleManagerRole: number;
  let superAdminRole: number;
  let counter = 0;

  const db = () => server.database.db;
  /** The user's activity rows, sign-ins left out unless asked for. */
  const actions = (subjectId: number, withSignIns = false) => {
    let query = db()
      .selectFrom('activity_logs')
      .select(['action', 'changes', 'properties', 'causer_id'])
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', subjectId);
    if (!withSignIns) query = query.where('action', 'not in', ['login', 'login_failed']);
    return query.orderBy('id').execute();
  };
  const allActivity = async () => (await db().selectFrom('activity_logs').select('id').execute()).length;
  const statusOf = async (id: number) =>
    (await db().selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  /** A signed-in agency user holding only the Auditor role (no password needed elsewhere). */
  const auditor = async (status: 'active' | 'inactive' | 'pending' = 'active') => {
    counter += 1;
    const email = `target${counter}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions: [], status });
    await db().deleteFrom('user_roles').where('user_id', '=', id).execute();
    await db().insertInto('user_roles').values({ user_id: id, role_id: auditorRole }).execute();
    await db().updateTable('users').set({ current_role_id: auditorRole }).where('id', '=', id).execute();
    return { id, email };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    [auditorRole, roleManagerRole, superAdminRole] = await Promise.all(
      ['Auditor', 'Role Manager', 'Super Admin'].map((name) => roleIdNamed(db(), name)),
    );
    adminId = (await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow())
      .id;
    managerId = await createUserWith(server.database, {
      email: MANAGER,
      permissions: ['list users', 'view users', 'update users', 'list roles', 'view roles'],
    });
    await createUserWith(server.database, { email: LISTER, permissions: ['list users', 'view users'] });
    [admin, manager, lister] = [new Browser(server.app), new Browser(server.app), new Browser(server.app)];
    await admin.signIn(ADMIN_EMAIL);
    await manager.signIn(MANAGER);
    // Bulk deactivation is a step-up action.
    await withRecentSecondFactor(server.database.db, admin);
    await withRecentSecondFactor(server.database.db, manager);
    await lister.signIn(LISTER);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  describe('POST /api/users/{id}/deactivate and /activate', () => {
    it('deactivates a user: their session ends at once, they cannot sign in, and the change is recorded', async () => {
      const target = await auditor();
      const theirs = new Browser(server.app);
      expect((await theirs.signIn(target.email)).statusCode).toBe(204);
      expect((await theirs.call('GET', '/api/users')).statusCode).toBe(200);

      const response = await manager.call('POST', `/api/users/${target.id}/deactivate`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: target.id, status: 'inactive' });
      expect((await theirs.call('GET', '/api/users')).statusCode).toBe(401);
      expect(await db().selectFrom('sessions').select('id').where('user_id', '=', target.id).execute()).toEqual([]);
      const refused = await new Browser(server.app).signIn(target.email);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.email).toEqual(['This account is not active. Contact your administrator.']);
      expect(await actions(target.id)).toEqual([
        {
          action: 'deactivated',
          causer_id: managerId,
          properties: null,
          changes: { before: { status: 'active' }, after: { status: 'inactive' } },
        },
      ]);
      expect((await actions(target.id, true)).map((r) => r.action)).toEqual(['login', 'deactivated', 'login_failed']);
    });

    it('activates an inactive user, who can sign in again; a repeat changes and records nothing', async () => {
      const target = await auditor('inactive');
      const response = await manager.call('POST', `/api/users/${target.id}/activate`);
      expect(response.json()).toMatchObject({ status: 'active' });
      expect((await manager.call('POST', `/api/users/${target.id}/activate`)).statusCode).toBe(200);
      expect((await actions(target.id)).map((r) => r.action)).toEqual(['activated']);
      expect((await new Browser(server.app).signIn(target.email)).statusCode).toBe(204);
    });

    it('activates a user who never set a password back to pending, not active', async () => {
      const target = await auditor('inactive');
      await db().updateTable('users').set({ password_hash: null }).where('id', '=', target.id).execute();
      expect((await manager.call('POST', `/api/users/${target.id}/activate`)).json()).toMatchObject({
        status: 'pending',
      });
      const pending = await auditor('pending');
      expect((await manager.call('POST', `/api/users/${pending.id}/activate`)).json()).toMatchObject({
        status: 'pending',
      });
      expect(await actions(pending.id)).toEqual([]);
    });

    it('refuses deactivating oneself with 422, and changes and records nothing', async () => {
      const before = await allActivity();
      const response = await manager.call('POST', `/api/users/${managerId}/deactivate`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ id: ['You cannot deactivate your own account.'] });
      expect(await statusOf(managerId)).toBe('active');
      expect(await allActivity()).toBe(before);
    });

    it('answers 404, 401, and 403 without "update users" or on a user holding permissions the caller lacks', async () => {
      const target = await auditor();
      expect((await manager.call('POST', '/api/users/999999/deactivate')).statusCode).toBe(404);
      expect((await manager.call('POST', '/api/users/999999/activate')).statusCode).toBe(404);
      const guest = new Browser(server.app);
      await guest.call('GET', '/sanctum/csrf-cookie');
      expect((await guest.call('POST', `/api/users/${target.id}/deactivate`)).statusCode).toBe(401);
      expect((await lister.call('POST', `/api/users/${target.id}/deactivate`)).statusCode).toBe(403);
      expect((await manager.call('POST', `/api/users/${adminId}/deactivate`)).statusCode).toBe(403);
      expect(await statusOf(target.id)).toBe('active');
      expect(await statusOf(adminId)).toBe('active');
      expect(await actions(target.id)).toEqual([]);
    });
  });

  describe('POST /api/users/status', () => {
    it("counts only users whose status changed, writes one row each and ends the deactivated users' sessions", async () => {
      const [a, b, c] = [await auditor(), await auditor(), await auditor('inactive')];
      const sessions = [new Browser(server.app), new Browser(server.app)];
      await sessions[0].signIn(a.email);
      await sessions[1].signIn(b.email);
      const response = await manager.call('POST', '/api/users/status', {
        ids: [a.id, b.id, c.id, a.id],
        status: 'inactive',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ updated: 2, skipped: 0 });
      for (const browser of sessions) expect((await browser.call('GET', '/api/user')).statusCode).toBe(401);
      expect((await actions(a.id)).map((r) => r.action)).toEqual(['deactivated']);
      expect(await actions(c.id)).toEqual([]);

      const back = await manager.call('POST', '/api/users/status', { ids: [a.id, b.id, c.id], status: 'active' });
      expect(back.json()).toMatchObject({ updated: 3, skipped: 0 });
      expect((await actions(c.id)).map((r) => r.action)).toEqual(['activated']);
    });

    it('refuses the whole request, naming unknown ids, or including oneself when deactivating', async () => {
      const target = await auditor();
      const before = await allActivity();
      const unknown = await manager.call('POST', '/api/users/status', {
        ids: [target.id, 999998, 999999],
        status: 'inactive',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ ids: ['No such users: 999998, 999999.'] });
      const self = await manager.call('POST', '/api/users/status', { ids: [target.id, managerId], status: 'inactive' });
      expect(self.json().errors).toEqual({ ids: ['You cannot deactivate your own account.'] });
      const superior = await manager.call('POST', '/api/users/status', {
        ids: [target.id, adminId],
        status: 'inactive',
      });
      expect(superior.statusCode).toBe(403);
      expect(await statusOf(target.id)).toBe('active');
      expect(await allActivity()).toBe(before);
    });

    it("holds the contract's limits: 1 to 1000 ids and a known status", async () => {
      const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
      expect(
        Object.keys((await manager.call('POST', '/api/users/status', { ids, status: 'inactive' })).json().errors),
      ).toEqual(['ids']);
      expect(
        Object.keys((await manager.call('POST', '/api/users/status', { ids: [], status: 'inactive' })).json().errors),
      ).toEqual(['ids']);
      expect(
        Object.keys((await manager.call('POST', '/api/users/status', { ids: [1], status: 'pending' })).json().errors),
      ).toEqual(['status']);
      expect((await lister.call('POST', '/api/users/status', { ids: [1], status: 'active' })).statusCode).toBe(403);
    });
  });

  describe('POST /api/users/roles', () => {
    it('assigns a role to those who lack it, counting and recording only them, and bumps their version', async () => {
      const [a, b] = [await auditor(), await auditor()];
      await db().insertInto('user_roles').values({ user_id: b.id, role_id: roleManagerRole }).execute();
      const versionOf = async (id: number) =>
        (await db().selectFrom('users').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
      const response = await admin.call('POST', '/api/users/roles', {
        ids: [a.id, b.id],
        role_id: roleManagerRole,
        action: 'assign',
      });
      expect(response.json()).toMatchObject({ updated: 1, skipped: 0 });
      expect(await versionOf(a.id)).toBe(2);
      expect(await versionOf(b.id)).toBe(1);
      expect(await actions(a.id)).toEqual([
        {
          action: 'role_assigned',
          causer_id: adminId,
          properties: { role: 'Role Manager' },
          changes: { before: { roles: ['Auditor'] }, after: { roles: ['Auditor', 'Role Manager'] } },
        },
      ]);
      expect(await actions(b.id)).toEqual([]);
    });

    it('removes a role from those who hold it, and moves their current role to one they keep', async () => {
      const a = await auditor();
      await db().insertInto('user_roles').values({ user_id: a.id, role_id: roleManagerRole }).execute();
      const c = await auditor();
      const response = await admin.call('POST', '/api/users/roles', {
        ids: [a.id, c.id],
        role_id: auditorRole,
        action: 'remove',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.ids[0]).toContain(String(c.id));
      const alone = await admin.call('POST', '/api/users/roles', {
        ids: [a.id],
        role_id: auditorRole,
        action: 'remove',
      });
      expect(alone.json()).toMatchObject({ updated: 1, skipped: 0 });
      const detail = (await admin.call('GET', `/api/users/${a.id}`)).json();
      expect(detail).toMatchObject({ roles: [{ name: 'Role Manager' }], current_active_role_name: 'Role Manager' });
      expect((await actions(a.id)).map((r) => [r.action, r.changes])).toEqual([
        ['role_removed', { before: { roles: ['Auditor', 'Role Manager'] }, after: { roles: ['Role Manager'] } }],
      ]);
      expect(await actions(c.id)).toEqual([]);
    });

    it("refuses unknown users or role, and a role beyond the caller's permissions, changing and recording nothing", async () => {
      const a = await auditor();
      const before = await allActivity();
      const unknown = await manager.call('POST', '/api/users/roles', {
        ids: [a.id, 999999],
        role_id: 999999,
        action: 'assign',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({ ids: ['No such users: 999999.'], role_id: ['No such role.'] });
      const beyond = await manager.call('POST', '/api/users/roles', {
        ids: [a.id],
        role_id: superAdminRole,
        action: 'assign',
      });
      expect(beyond.statusCode).toBe(422);
      expect(beyond.json().errors.role_id[0]).toContain('Super Admin');
      expect((await admin.call('GET', `/api/users/${a.id}`)).json().roles).toEqual([
        { id: auditorRole, name: 'Auditor' },
      ]);
      expect(await allActivity()).toBe(before);
    });

    it('answers 401 and 403, and 422 for a malformed body', async () => {
      const guest = new Browser(server.app);
      await guest.call('GET', '/sanctum/csrf-cookie');
      const body = { ids: [1], role_id: auditorRole, action: 'assign' };
      expect((await guest.call('POST', '/api/users/roles', body)).statusCode).toBe(401);
      expect((await lister.call('POST', '/api/users/roles', body)).statusCode).toBe(403);
      const malformed = await manager.call('POST', '/api/users/roles', { ids: ['x'], action: 'grant' });
      expect(Object.keys(malformed.json().errors).sort()).toEqual(['action', 'ids.0', 'role_id']);
    });
  });
});
