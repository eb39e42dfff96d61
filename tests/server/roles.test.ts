import { agencyToday } from '../../src/shared/contract-formats';
import { sql } from 'kysely';
import { permissionCatalogue } from '../../src/server/contract';
import { RESOURCE_EXPORTS } from '../../src/server/exports/resources';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, createUserWith, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';

interface RoleBody {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  users_count: number;
  created_at: string;
  updated_at: string;
  version: number;
}

const CATALOGUE = permissionCatalogue().map((p) => p.name);
const everythingBut = (...left: string[]) => CATALOGUE.filter((name) => !left.includes(name));
const query = (params: Record<string, string | number | object[]>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );

describe.each(DATABASE_KINDS)('roles and permissions, %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  let accounts = 0;

  /** A signed-in agency staff member holding exactly these permissions (through a role of their own). */
  async function signedInWith(permissions: string[]): Promise<Browser> {
    const email = `roles-${(accounts += 1)}@nhia.example`;
    await createUserWith(server.database, { email, permissions, roleName: `Own role ${accounts}` });
    const browser = new Browser(server.app);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    // Role edits here change permissions, a step-up action.
    await withRecentSecondFactor(server.database.db, browser);
    return browser;
  }

  /** A browser holding a guest session: state-changing calls pass the anti-forgery check and meet 401. */
  async function guest(): Promise<Browser> {
    const browser = new Browser(server.app);
    await browser.call('GET', '/sanctum/csrf-cookie');
    return browser;
  }

  const roleActivity = async (roleId?: number) => {
    let rows = server.database.db.selectFrom('activity_logs').selectAll().where('subject_type', '=', 'role');
    if (roleId !== undefined) rows = rows.where('subject_id', '=', roleId);
    return rows.orderBy('id').execute();
  };
  const roleNamed = async (name: string) =>
    await server.database.db.selectFrom('roles').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

  async function createRole(body: object, as = admin) {
    return as.call('POST', '/api/roles', body);
  }
  async function created(body: { name: string; description?: string; permissions?: string[] }): Promise<RoleBody> {
    const response = await createRole({ description: '', permissions: [], ...body });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  /** The rows the export worker would write for a job: its resource's batch under the stored query. */
  async function batchOf(jobId: number) {
    const job = await server.database.db
      .selectFrom('export_jobs')
      .select(['query', 'resource', 'batch'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    const stored = Object.entries(job.query as Record<string, string | null>).filter(([, value]) => value !== null);
    const rows = [];
    for await (const page of RESOURCE_EXPORTS[job.resource].readBatch(
      server.database.db,
      Object.fromEntries(stored),
      job.batch,
      { askedOn: agencyToday() },
    ))
      rows.push(...page);
    return rows;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = new Browser(server.app);
    await admin.signIn(ADMIN_EMAIL);
    await withRecentSecondFactor(server.database.db, admin);
  });
  afterAll(() => server.close());

  describe('listRoles', () => {
    it('lists roles with their permissions in catalogue order, user counts and timestamps, by name', async () => {
      const response = await admin.call('GET', '/api/roles?items_per_page=500');
      expect(response.statusCode).toBe(200);
      const { roles, pagination, no_of_batches } = response.json();
      const names = roles.map((r: RoleBody) => r.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : 1)));
      expect(pagination).toMatchObject({ total: roles.length, current_page: 1, per_page: 500 });
      expect(no_of_batches).toBe(1);
      expect(roles.find((r: RoleBody) => r.name === 'Auditor')).toEqual({
        id: expect.any(Number),
        name: 'Auditor',
        description: 'Reads users, roles and the activity log',
        permissions: ['list users', 'view users', 'list roles', 'view roles'],
        requires_second_factor: false,
        users_count: 0,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
        version: 1,
      });
      expect(roles.find((r: RoleBody) => r.name === 'Super Admin')).toMatchObject({
        permissions: CATALOGUE,
        users_count: 1,
      });
    });

    it('searches name and description, filters by any of the chosen permissions and by creation day, and sorts by user count', async () => {
      const list = async (params: Record<string, string | number | object[]>) => {
        const response = await admin.call('GET', `/api/roles?${query({ items_per_page: 500, ...params })}`);
        expect(response.statusCode).toBe(200);
        return (response.json().roles as RoleBody[]).map((r) => r.name);
      };
      expect(await list({ search_string: 'MAINTAINS' })).toEqual(['Partner Relations Officer', 'Role Manager']);
      expect(await list({ search_string: 'auditor' })).toEqual(['Auditor']);
      const managers = await list({
        filters: [{ name: 'permission', type: 'select', value: ['manage tpas', 'update roles'] }],
      });
      expect(managers).toEqual(expect.arrayContaining(['Partner Relations Officer', 'Role Manager', 'Super Admin']));
      expect(managers).not.toContain('Auditor');

      const old = await created({ name: 'Archived Clerk', description: 'From the old system' });
      await sql`update roles set created_at = ${new Date('2024-03-09T23:30:00Z')} where id = ${old.id}`.execute(
        server.database.db,
      );
      // 23:30 UTC on the 9th is the 10th in Lagos.
      expect(
        await list({ filters: [{ name: 'created_at', type: 'date_range', value: ['2024-03-10', '2024-03-10'] }] }),
      ).toEqual(['Archived Clerk']);
      expect(
        await list({ filters: [{ name: 'created_at', type: 'date_range', value: ['2024-03-09', '2024-03-09'] }] }),
      ).toEqual([]);

      const byUsers = await admin.call('GET', `/api/roles?${query({ items_per_page: 500, sort: '-users_count' })}`);
      const counts = (byUsers.json().roles as RoleBody[]).map((r) => r.users_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect((await admin.call('GET', '/api/roles?sort=-created_at')).statusCode).toBe(200);
    });

    it('answers 401 without a session, 403 without "list roles" and 422 for an unknown permission or sort', async () => {
      expect((await new Browser(server.app).call('GET', '/api/roles')).statusCode).toBe(401);
      expect((await (await signedInWith(everythingBut('list roles'))).call('GET', '/api/roles')).statusCode).toBe(403);
      const badFilter = await admin.call(
        'GET',
        `/api/roles?${query({ filters: [{ name: 'permission', type: 'select', value: ['fly'] }] })}`,
      );
      expect(badFilter.statusCode).toBe(422);
      expect(Object.keys(badFilter.json().errors)).toEqual(['filters.permission']);
      const badSort = await admin.call('GET', '/api/roles?sort=description');
      expect(Object.keys(badSort.json().errors)).toEqual(['sort']);
    });
  });

  describe('exportRoles', () => {
    it("queues an export of the filtered roles (202) whose batch holds the screen's rows", async () => {
      const listQuery = { search_string: 'maintains', sort: '-name' };
      const response = await admin.call(
        'GET',
        `/api/roles/export?${query({ ...listQuery, batch: 1, export_file_name: 'roles.xlsx' })}`,
      );
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ resource: 'roles', file_name: 'roles.xlsx', batch: 1, status: 'queued' });
      const rows = await batchOf(response.json().id);
      expect(RESOURCE_EXPORTS.roles.headers.map((h) => h.header)).toEqual([
        'Name',
        'Description',
        'Permissions',
        'Second factor required',
        'Users',
        'Created at',
        'Updated at',
      ]);
      expect(rows.map((row) => row.slice(0, 5))).toEqual([
        [
          'Role Manager',
          'Maintains roles and their permissions',
          'list roles, create roles, view roles, update roles',
          'Yes',
          0,
        ],
        [
          'Partner Relations Officer',
          'Maintains TPAs and ministries',
          'list users, view users, manage tpas, manage ministries',
          'No',
          0,
        ],
      ]);
    });

    it('answers 401, 403 without "list roles", and 422 for a batch beyond the list', async () => {
      const path = `/api/roles/export?${query({ batch: 1, export_file_name: 'roles.xlsx' })}`;
      expect((await (await guest()).call('GET', path)).statusCode).toBe(401);
      expect((await (await signedInWith(everythingBut('list roles'))).call('GET', path)).statusCode).toBe(403);
      const beyond = await admin.call(
        'GET',
        `/api/roles/export?${query({ batch: 2, export_file_name: 'roles.xlsx' })}`,
      );
      expect(beyond.statusCode).toBe(422);
      expect(Object.keys(beyond.json().errors)).toEqual(['batch']);
    });
  });

  describe('createRole', () => {
    it('creates a role (201) and records who created it with its values, in the same transaction', async () => {
      const response = await createRole({
        name: '  Claims Reviewer ',
        description: ' Reviews claims ',
        permissions: ['view users', 'list users'],
      });
      expect(response.statusCode).toBe(201);
      const role: RoleBody = response.json();
      expect(role).toMatchObject({
        name: 'Claims Reviewer',
        description: 'Reviews claims',
        permissions: ['list users', 'view users'],
        users_count: 0,
        version: 1,
      });
      expect((await admin.call('GET', `/api/roles/${role.id}`)).json()).toEqual(role);
      const [entry] = await roleActivity(role.id);
      expect(entry).toMatchObject({
        action: 'created',
        subject_label: 'Claims Reviewer',
        causer_id: expect.any(Number),
      });
      expect(entry.changes).toEqual({
        before: {},
        after: {
          name: 'Claims Reviewer',
          description: 'Reviews claims',
          permissions: ['list users', 'view users'],
          requires_second_factor: false,
        },
      });
    });

    it('refuses a blank name, a name taken in any case, and an unknown permission with 422 per field, creating and recording nothing', async () => {
      const rolesBefore = (await server.database.db.selectFrom('roles').select('id').execute()).length;
      const logBefore = (await roleActivity()).length;
      const cases: [object, string[]][] = [
        [{ name: '   ', description: '', permissions: [] }, ['name']],
        [{ name: ' auditor ', description: '', permissions: [] }, ['name']],
        [{ name: 'Fine name', description: '', permissions: ['fly'] }, ['permissions.0']],
        [{ name: 'Fine name', permissions: [] }, ['description']],
        [{ name: 'x'.repeat(101), description: '', permissions: [] }, ['name']],
      ];
      for (const [body, fields] of cases) {
        const response = await createRole(body);
        expect({ body, status: response.statusCode, fields: Object.keys(response.json().errors ?? {}) }).toEqual({
          body,
          status: 422,
          fields,
        });
      }
      expect((await createRole({ name: 'AUDITOR', description: '', permissions: [] })).json().errors.name).toEqual([
        'Another role already has this name. Enter a different name.',
      ]);
      expect((await server.database.db.selectFrom('roles').select('id').execute()).length).toBe(rolesBefore);
      expect((await roleActivity()).length).toBe(logBefore);
    });

    it('answers 419 without the anti-forgery token, 401 without a user and 403 without "create roles"', async () => {
      const body = { name: 'Never made', description: '', permissions: [] };
      expect((await new Browser(server.app).call('POST', '/api/roles', body)).statusCode).toBe(419);
      expect((await createRole(body, await guest())).statusCode).toBe(401);
      expect((await createRole(body, await signedInWith(everythingBut('create roles')))).statusCode).toBe(403);
      expect(
        await server.database.db.selectFrom('roles').select('id').where('name', '=', 'Never made').execute(),
      ).toEqual([]);
    });
  });

  describe('getRole', () => {
    it('answers 401, 403 without "view roles", 404 for no such role and 422 for a malformed id', async () => {
      const auditor = await roleNamed('Auditor');
      expect((await new Browser(server.app).call('GET', `/api/roles/${auditor.id}`)).statusCode).toBe(401);
      expect(
        (await (await signedInWith(everythingBut('view roles'))).call('GET', `/api/roles/${auditor.id}`)).statusCode,
      ).toBe(403);
      expect((await admin.call('GET', '/api/roles/999999')).statusCode).toBe(404);
      expect((await admin.call('GET', '/api/roles/abc')).statusCode).toBe(422);
    });
  });

  describe('updateRole', () => {
    it('saves name, description and permissions with a new version, and records only the changed fields before → after', async () => {
      const role = await created({
        name: 'Desk Lead',
        description: 'Leads the desk',
        permissions: ['list users', 'view users'],
      });
      const response = await admin.call('PUT', `/api/roles/${role.id}`, {
        name: 'Front Desk Lead',
        description: 'Leads the desk',
        permissions: ['list users', 'update users', 'view users'],
        version: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Front Desk Lead',
        permissions: ['list users', 'view users', 'update users'],
        version: 2,
      });
      const entries = await roleActivity(role.id);
      expect(entries.map((e) => e.action)).toEqual(['created', 'updated']);
      expect(entries[1]).toMatchObject({ subject_label: 'Front Desk Lead' });
      expect(entries[1].changes).toEqual({
        before: { name: 'Desk Lead', permissions: ['list users', 'view users'] },
        after: { name: 'Front Desk Lead', permissions: ['list users', 'view users', 'update users'] },
      });
    });

    it('keeps the version and records nothing when nothing changed; a change of case in its own name is allowed', async () => {
      const role = await created({ name: 'Night Shift', description: 'Nights', permissions: ['list users'] });
      const same = await admin.call('PUT', `/api/roles/${role.id}`, {
        name: 'Night Shift',
        description: 'Nights',
        permissions: ['list users'],
        version: 1,
      });
      expect(same.json()).toMatchObject({ version: 1 });
      expect((await roleActivity(role.id)).length).toBe(1);
      const recased = await admin.call('PUT', `/api/roles/${role.id}`, {
        name: 'NIGHT SHIFT',
        description: 'Nights',
        permissions: ['list users'],
        version: 1,
      });
      expect(recased.json()).toMatchObject({ name: 'NIGHT SHIFT', version: 2 });
    });

    it('refuses a stale version with 409, changing and recording nothing', async () => {
      const role = await created({ name: 'Contested', description: 'First', permissions: [] });
      const first = await admin.call('PUT', `/api/roles/${role.id}`, {
        name: 'Contested',
        description: 'Second',
        permissions: [],
        version: 1,
      });
      expect(first.statusCode).toBe(200);
      const stale = await admin.call('PUT', `/api/roles/${role.id}`, {
        name: 'Contested',
        description: 'Third',
        permissions: ['list roles'],
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/changed by someone else/);
      expect((await admin.call('GET', `/api/roles/${role.id}`)).json()).toMatchObject({
        description: 'Second',
        permissions: [],
        version: 2,
      });
      expect((await roleActivity(role.id)).map((e) => e.action)).toEqual(['created', 'updated']);
    });

    it('lets only one of two concurrent saves of the same version through', async () => {
      const role = await created({ name: 'Raced', description: '', permissions: [] });
      const save = (description: string) =>
        admin.call('PUT', `/api/roles/${role.id}`, { name: 'Raced', description, permissions: [], version: 1 });
      const statuses = (await Promise.all([save('one'), save('two')])).map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      expect((await roleActivity(role.id)).length).toBe(2);
    });

    it("refuses another role's name and a blank name with 422, changing and recording nothing", async () => {
      const role = await created({ name: 'Unique One', description: 'Kept', permissions: [] });
      for (const name of ['role manager', ' ']) {
        const response = await admin.call('PUT', `/api/roles/${role.id}`, {
          name,
          description: 'Changed',
          permissions: ['list users'],
          version: 1,
        });
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual(['name']);
      }
      expect((await admin.call('GET', `/api/roles/${role.id}`)).json()).toMatchObject({
        name: 'Unique One',
        description: 'Kept',
        permissions: [],
        version: 1,
      });
      expect((await roleActivity(role.id)).length).toBe(1);
    });

    it('answers 401, 403 without "update roles", 404 for no such role, and 422 without a version', async () => {
      const role = await roleNamed('Auditor');
      const body = { name: 'Auditor', description: 'Changed', permissions: [], version: role.version };
      expect((await (await guest()).call('PUT', `/api/roles/${role.id}`, body)).statusCode).toBe(401);
      expect(
        (await (await signedInWith(everythingBut('update roles'))).call('PUT', `/api/roles/${role.id}`, body))
          .statusCode,
      ).toBe(403);
      expect((await admin.call('PUT', '/api/roles/999999', body)).statusCode).toBe(404);
      const { version: _version, ...unversioned } = body;
      const missing = await admin.call('PUT', `/api/roles/${role.id}`, unversioned);
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(['version']);
      expect((await roleNamed('Auditor')).description).toBe('Reads users, roles and the activity log');
    });
  });

  describe('getRoleHistory', () => {
    it("answers the role's activity-log rows, newest first, with who changed what", async () => {
      const role = await created({ name: 'Chronicled', description: 'v1', permissions: ['list users'] });
      await admin.call('PUT', `/api/roles/${role.id}`, {
        name: 'Chronicled',
        description: 'v2',
        permissions: [],
        version: 1,
      });
      await created({ name: 'Bystander' });
      const response = await admin.call('GET', `/api/roles/${role.id}/history`);
      expect(response.statusCode).toBe(200);
      const { activity_logs, pagination } = response.json();
      expect(pagination).toMatchObject({ total: 2, per_page: 12 });
      expect(activity_logs.map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
      expect(activity_logs[0]).toMatchObject({
        causer: { email: ADMIN_EMAIL, name: 'System Administrator' },
        subject_type: 'role',
        subject_id: role.id,
        subject_label: 'Chronicled',
        changes: {
          before: { description: 'v1', permissions: ['list users'] },
          after: { description: 'v2', permissions: [] },
        },
      });
    });

    it('answers 401, 403 without "view roles", 404 for no such role and 422 for a bad page size', async () => {
      const role = await roleNamed('Auditor');
      expect((await new Browser(server.app).call('GET', `/api/roles/${role.id}/history`)).statusCode).toBe(401);
      expect(
        (await (await signedInWith(everythingBut('view roles'))).call('GET', `/api/roles/${role.id}/history`))
          .statusCode,
      ).toBe(403);
      expect((await admin.call('GET', '/api/roles/999999/history')).statusCode).toBe(404);
      expect((await admin.call('GET', `/api/roles/${role.id}/history?items_per_page=0`)).statusCode).toBe(422);
    });
  });

  describe('previewRoleUpdate', () => {
    it('answers the permissions added and removed, a rename and the users holding the role, changing nothing', async () => {
      const role = await created({
        name: 'Previewed',
        description: 'As is',
        permissions: ['list users', 'view users'],
      });
      const { db } = server.database;
      const holders = await Promise.all(
        [1, 2, 3].map((n) =>
          createUserWith(server.database, {
            email: `holder${n}@nhia.example`,
            permissions: [],
            roleName: `Holder role ${n}`,
          }),
        ),
      );
      await db
        .insertInto('user_roles')
        .values(holders.map((user_id) => ({ user_id, role_id: role.id })))
        .execute();
      const response = await admin.call('POST', `/api/roles/${role.id}/preview`, {
        name: 'Previewed and renamed',
        description: 'As is',
        permissions: ['view users', 'list roles', 'update roles'],
        version: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        added: ['list roles', 'update roles'],
        removed: ['list users'],
        renamed: true,
        affected_users: 3,
      });
      expect((await admin.call('GET', `/api/roles/${role.id}`)).json()).toMatchObject({
        name: 'Previewed',
        permissions: ['list users', 'view users'],
        version: 1,
        users_count: 3,
      });
      expect((await roleActivity(role.id)).length).toBe(1);
      const unchanged = await admin.call('POST', `/api/roles/${role.id}/preview`, {
        name: 'Previewed',
        description: 'Other',
        permissions: ['list users', 'view users'],
        version: 1,
      });
      expect(unchanged.json()).toEqual({ added: [], removed: [], renamed: false, affected_users: 3 });
    });

    it('answers 401, 403 without "update roles", 404 for no such role and 422 for a taken name', async () => {
      const role = await roleNamed('Auditor');
      const body = { name: 'Auditor', description: '', permissions: [], version: 1 };
      expect((await (await guest()).call('POST', `/api/roles/${role.id}/preview`, body)).statusCode).toBe(401);
      expect(
        (await (await signedInWith(everythingBut('update roles'))).call('POST', `/api/roles/${role.id}/preview`, body))
          .statusCode,
      ).toBe(403);
      expect((await admin.call('POST', '/api/roles/999999/preview', body)).statusCode).toBe(404);
      const taken = await admin.call('POST', `/api/roles/${role.id}/preview`, { ...body, name: 'Super admin' });
      expect(taken.statusCode).toBe(422);
      expect(Object.keys(taken.json().errors)).toEqual(['name']);
    });
  });

  describe('getRoleMatrix', () => {
    it('answers every role against the whole catalogue, grouped as the catalogue lists it', async () => {
      const response = await admin.call('GET', '/api/roles/matrix');
      expect(response.statusCode).toBe(200);
      const { permissions, roles } = response.json();
      expect(permissions).toEqual(permissionCatalogue().map((p) => ({ id: expect.any(Number), ...p })));
      expect(permissions.map((p: { group: string }) => p.group)).toEqual([
        'users',
        'users',
        'users',
        'users',
        'roles',
        'roles',
        'roles',
        'roles',
        'tpas',
        'ministries',
        'lists',
        // Issue 16's, added after the catalogue an upgraded database already lists in its order.
        'users',
        'users',
      ]);
      const allRoles = await server.database.db.selectFrom('roles').select('id').execute();
      expect(roles).toHaveLength(allRoles.length);
      expect(roles.find((r: RoleBody) => r.name === 'Super Admin').permissions).toEqual(CATALOGUE);
      expect(roles.find((r: RoleBody) => r.name === 'Regular Beneficiary').permissions).toEqual([]);
    });

    it('answers 401 and 403 without "list roles"', async () => {
      expect((await new Browser(server.app).call('GET', '/api/roles/matrix')).statusCode).toBe(401);
      expect(
        (await (await signedInWith(everythingBut('list roles'))).call('GET', '/api/roles/matrix')).statusCode,
      ).toBe(403);
    });
  });

  describe('listPermissions, exportPermissions and getPermission', () => {
    it('lists the catalogue in its own order with groups and descriptions, filtered by group, searched and sorted', async () => {
      const all = await admin.call('GET', '/api/permissions');
      expect(all.statusCode).toBe(200);
      expect(all.json().permissions.slice(0, 2)).toEqual([
        {
          id: expect.any(Number),
          name: 'list users',
          group: 'users',
          description: 'See the users list and the user activity log',
        },
        {
          id: expect.any(Number),
          name: 'view users',
          group: 'users',
          description: "Open a user's details and history",
        },
      ]);
      expect(all.json().pagination).toMatchObject({ total: 13, per_page: 12 });
      const names = async (params: Record<string, string | object[]>) =>
        (await admin.call('GET', `/api/permissions?${query(params)}`))
          .json()
          .permissions.map((p: { name: string }) => p.name);
      expect(await names({ filters: [{ name: 'group', type: 'select', value: ['tpas', 'ministries'] }] })).toEqual([
        'manage tpas',
        'manage ministries',
      ]);
      expect(await names({ search_string: 'SUSPEND' })).toEqual(['manage tpas', 'manage ministries']);
      expect(await names({ search_string: 'matrix' })).toEqual(['list roles']);
      expect((await names({ sort: 'name' })).slice(0, 3)).toEqual(['create roles', 'create staff', 'import users']);
      expect((await names({ sort: '-group' })).slice(0, 4)).toEqual([
        'view users',
        'update users',
        'manage access reviews',
        'list users',
      ]);
      // Any one of the role permissions opens the catalogue (the role editor needs it).
      expect((await (await signedInWith(['create roles'])).call('GET', '/api/permissions')).statusCode).toBe(200);
    });

    it('answers 401, 403 without any role permission and 422 for an unknown group', async () => {
      expect((await new Browser(server.app).call('GET', '/api/permissions')).statusCode).toBe(401);
      const without = await signedInWith(everythingBut('list roles', 'view roles', 'create roles', 'update roles'));
      expect((await without.call('GET', '/api/permissions')).statusCode).toBe(403);
      const bad = await admin.call(
        'GET',
        `/api/permissions?${query({ filters: [{ name: 'group', type: 'select', value: 'admins' }] })}`,
      );
      expect(Object.keys(bad.json().errors)).toEqual(['filters.group']);
    });

    it('queues an export of the catalogue (202), only for "list roles"', async () => {
      const path = `/api/permissions/export?${query({ batch: 1, export_file_name: 'permissions.xlsx', filters: [{ name: 'group', type: 'select', value: 'roles' }] })}`;
      const response = await admin.call('GET', path);
      expect(response.statusCode).toBe(202);
      expect(await batchOf(response.json().id)).toEqual([
        ['list roles', 'roles', 'See the roles list and the permission matrix'],
        ['create roles', 'roles', 'Create roles'],
        ['view roles', 'roles', "Open a role's details"],
        ['update roles', 'roles', 'Edit roles and their permissions'],
      ]);
      expect((await (await guest()).call('GET', path)).statusCode).toBe(401);
      expect((await (await signedInWith(everythingBut('list roles'))).call('GET', path)).statusCode).toBe(403);
    });

    it('shows one permission with the roles that grant it; 401, 403, 404', async () => {
      const permission = await server.database.db
        .selectFrom('permissions')
        .selectAll()
        .where('name', '=', 'update roles')
        .executeTakeFirstOrThrow();
      const response = await admin.call('GET', `/api/permissions/${permission.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'update roles',
        group: 'roles',
        description: 'Edit roles and their permissions',
      });
      const holders = response.json().roles.map((r: { name: string }) => r.name);
      expect(holders).toEqual(expect.arrayContaining(['Role Manager', 'Super Admin']));
      expect(holders).not.toContain('Auditor');
      expect((await new Browser(server.app).call('GET', `/api/permissions/${permission.id}`)).statusCode).toBe(401);
      expect(
        (
          await (
            await signedInWith(everythingBut('list roles', 'view roles'))
          ).call('GET', `/api/permissions/${permission.id}`)
        ).statusCode,
      ).toBe(403);
      expect((await admin.call('GET', '/api/permissions/999999')).statusCode).toBe(404);
    });
  });

  describe("a role change reaches the role's users on their next call", () => {
    it('allows a call before, refuses it (403) right after the permission is taken from the role, and GET /api/user says so', async () => {
      const user = await signedInWith(['list roles', 'view users']);
      const role = await roleNamed(`Own role ${accounts}`);
      expect((await user.call('GET', '/api/roles')).statusCode).toBe(200);
      expect((await user.call('GET', '/api/user')).json().permissions).toEqual(['view users', 'list roles']);

      const saved = await admin.call('PUT', `/api/roles/${role.id}`, {
        name: role.name,
        description: role.description,
        permissions: ['view users'],
        version: role.version,
      });
      expect(saved.statusCode).toBe(200);
      expect((await user.call('GET', '/api/roles')).statusCode).toBe(403);
      const current = (await user.call('GET', '/api/user')).json();
      expect(current.permissions).toEqual(['view users']);
      expect(current.user.permissions).toEqual(['view users']);

      await admin.call('PUT', `/api/roles/${role.id}`, {
        name: role.name,
        description: role.description,
        permissions: ['view users', 'list roles'],
        version: role.version + 1,
      });
      expect((await user.call('GET', '/api/roles')).statusCode).toBe(200);
    });
  });
});
