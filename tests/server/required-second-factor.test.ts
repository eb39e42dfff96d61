import { migrations } from '../../src/server/db/connect';
import { DATABASE_KINDS, migrateOnly, migrationsUpTo, unmigratedDatabase } from './support/databases';
import { tempDataDir } from './support/exports';
import { ADMIN_EMAIL, Browser, fakeClock, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';

const SETUP_TIMEOUT_MS = 60_000;
const MIGRATION = '0019_roles_require_second_factor';

/** A second factor required by role (docs/security.md, Second factor): the setting per role and its defaults. */
describe.each(DATABASE_KINDS)('a second factor required by role on %s', (kind) => {
  const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
  let server: TestServer;
  let admin: Browser;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock, env: { DATA_DIR: tempDataDir() } });
    admin = new Browser(server.app, 'admin');
    expect((await admin.signIn(ADMIN_EMAIL)).statusCode).toBe(204);
    // Role edits that change permissions or the requirement are step-up actions.
    await withRecentSecondFactor(server.database.db, admin, clock());
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  const db = () => server.database.db;
  const requirementOf = async (name: string) =>
    (await db().selectFrom('roles').select('requires_second_factor').where('name', '=', name).executeTakeFirstOrThrow())
      .requires_second_factor;

  describe('the setting', () => {
    it('is on for the Super Admin role and the starter roles that manage users or roles, off for the others', async () => {
      const roles = await db().selectFrom('roles').select(['name', 'requires_second_factor']).orderBy('name').execute();
      expect(Object.fromEntries(roles.map((role) => [role.name, role.requires_second_factor]))).toEqual({
        Auditor: false,
        'Facility Officer': false,
        'Ministry HR Officer': false,
        'Partner Relations Officer': false,
        'Regular Beneficiary': false,
        'Role Manager': true,
        'Super Admin': true,
        'TPA Desk Officer': false,
        'User Administrator': true,
      });
    });

    it('defaults on a new role to on when it holds "update roles" or "update users", unless the creator says otherwise', async () => {
      const create = async (name: string, permissions: string[], requires?: boolean) => {
        const body = {
          name,
          description: '',
          permissions,
          ...(requires !== undefined && { requires_second_factor: requires }),
        };
        const response = await admin.call('POST', '/api/roles', body);
        expect(response.statusCode).toBe(201);
        return response.json().requires_second_factor as boolean;
      };
      expect({
        'update users': await create('Default with update users', ['list users', 'update users']),
        'update roles': await create('Default with update roles', ['update roles']),
        'list users': await create('Default with list users', ['list users']),
        none: await create('Default with nothing', []),
        'update users, off': await create('Chosen off', ['update users'], false),
        'list users, on': await create('Chosen on', ['list users'], true),
      }).toEqual({
        'update users': true,
        'update roles': true,
        'list users': false,
        none: false,
        'update users, off': false,
        'list users, on': true,
      });
      expect(await requirementOf('Chosen on')).toBe(true);
    });

    it('is kept by an edit that leaves it out, changed by one that gives it, and each change is in the activity log', async () => {
      const made = (
        await admin.call('POST', '/api/roles', { name: 'Toggled', description: '', permissions: ['list users'] })
      ).json();
      const save = async (body: object) => {
        const current = (await admin.call('GET', `/api/roles/${made.id}`)).json();
        const response = await admin.call('PUT', `/api/roles/${made.id}`, {
          name: current.name,
          description: current.description,
          permissions: current.permissions,
          version: current.version,
          ...body,
        });
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      expect((await save({ requires_second_factor: true })).requires_second_factor).toBe(true);
      expect((await save({ description: 'kept' })).requires_second_factor).toBe(true);
      expect((await save({ requires_second_factor: false })).requires_second_factor).toBe(false);
      const changes = await db()
        .selectFrom('activity_logs')
        .select(['action', 'changes'])
        .where('subject_type', '=', 'role')
        .where('subject_id', '=', made.id)
        .orderBy('id')
        .execute();
      expect(changes.map((row) => [row.action, row.changes])).toEqual([
        ['created', { before: {}, after: expect.objectContaining({ requires_second_factor: false }) }],
        ['updated', { before: { requires_second_factor: false }, after: { requires_second_factor: true } }],
        ['updated', { before: { description: '' }, after: { description: 'kept' } }],
        ['updated', { before: { requires_second_factor: true }, after: { requires_second_factor: false } }],
      ]);
    });

    it('is shown in the permission matrix', async () => {
      const matrix = (await admin.call('GET', '/api/roles/matrix')).json();
      const superAdmin = matrix.roles.find((role: { name: string }) => role.name === 'Super Admin');
      const auditor = matrix.roles.find((role: { name: string }) => role.name === 'Auditor');
      expect([superAdmin.requires_second_factor, auditor.requires_second_factor]).toEqual([true, false]);
    });
  });
});

describe.each(DATABASE_KINDS)('migration 0019 on %s', (kind) => {
  it(
    'switches the requirement on for the Super Admin role and the roles holding "update roles" or "update users"',
    async () => {
      const database = await unmigratedDatabase(kind);
      try {
        const before = Object.keys(migrations)
          .filter((name) => name < MIGRATION)
          .at(-1)!;
        await migrateOnly(database.db, migrationsUpTo(before));
        const { db } = database;
        const names = ['list users', 'update users', 'update roles'];
        const permissions = await db
          .insertInto('permissions')
          .values(names.map((name) => ({ name, group: 'users', description: name })))
          .returning(['id', 'name'])
          .execute();
        const roles: Record<string, string[]> = {
          'Super Admin': [],
          'User keepers': ['list users', 'update users'],
          'Role keepers': ['update roles'],
          Readers: ['list users'],
          Nobody: [],
        };
        for (const [name, held] of Object.entries(roles)) {
          const { id } = await db
            .insertInto('roles')
            .values({ name, description: '' })
            .returning('id')
            .executeTakeFirstOrThrow();
          const granted = permissions.filter((permission) => held.includes(permission.name));
          if (granted.length > 0)
            await db
              .insertInto('role_permissions')
              .values(granted.map((permission) => ({ role_id: id, permission_id: permission.id })))
              .execute();
        }
        await migrateOnly(db, migrationsUpTo(MIGRATION));
        const after = await db.selectFrom('roles').select(['name', 'requires_second_factor']).execute();
        expect(Object.fromEntries(after.map((role) => [role.name, role.requires_second_factor]))).toEqual({
          'Super Admin': true,
          'User keepers': true,
          'Role keepers': true,
          Readers: false,
          Nobody: false,
        });
      } finally {
        await database.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
