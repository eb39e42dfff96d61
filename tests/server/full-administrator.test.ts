import type { LightMyRequestResponse } from 'fastify';
import { permissionCatalogue } from '../../src/server/contract';
import { seed } from '../../src/server/db/seed/seed';
import { snapshotTables } from './hardening/support/db-snapshot';
import { DATABASE_KINDS } from './support/databases';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  roleIdNamed,
  startTestServer,
  testSettings,
  type TestServer,
} from './support/server';
import { withRecentSecondFactor } from './support/step-up';

// docs/security.md, Authority: a role manager cannot weaken or rename a role held by those above them,
// and no call leaves the agency without an active user holding every permission.
const CATALOGUE = permissionCatalogue().map((p) => p.name);
const ROLE_MANAGER = ['list roles', 'create roles', 'view roles', 'update roles'];
const LAST_ONE = 'would leave no active user holding every permission. Give another user the Super Admin role first.';

describe.each(DATABASE_KINDS)('the Super Admin cannot be locked out, %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  let adminId: number;
  let superAdmin: number;
  let serial = 0;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(kind);
    superAdmin = await roleIdNamed(db(), 'Super Admin');
    adminId = (await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow())
      .id;
    admin = new Browser(server.app);
    await admin.signIn(ADMIN_EMAIL);
    // Role edits, roles that require a second factor and bulk deactivations here are step-up actions.
    await withRecentSecondFactor(server.database.db, admin);
  });
  afterAll(() => server.close());

  async function signedInWith(permissions: string[]): Promise<{ id: number; browser: Browser }> {
    const email = `lockout.${(serial += 1)}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions });
    const browser = new Browser(server.app);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    await withRecentSecondFactor(server.database.db, browser);
    return { id, browser };
  }

  /** The answer (status, message or field errors) and whether any table changed. */
  async function outcome(send: () => Promise<LightMyRequestResponse>) {
    const before = await snapshotTables(db());
    const response = await send();
    const body = response.json();
    return {
      status: response.statusCode,
      said: body.errors ?? body.message,
      unchanged: JSON.stringify(await snapshotTables(db())) === JSON.stringify(before),
    };
  }

  const roleBody = async (roleId: number, changes: Record<string, unknown>) => {
    const role = await db()
      .selectFrom('roles')
      .select(['name', 'description', 'version'])
      .where('id', '=', roleId)
      .executeTakeFirstOrThrow();
    const permissions = (
      await db()
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('permissions.name')
        .where('role_id', '=', roleId)
        .execute()
    ).map((p) => p.name);
    return { ...role, permissions, ...changes };
  };

  describe('editing a role', () => {
    const REFUSED = {
      status: 403,
      said: 'You cannot change this role: it or the users holding it have permissions you do not have.',
      unchanged: true,
    };

    it('refuses a role manager renaming or weakening the Super Admin role, in a preview as in a save (403, nothing changes)', async () => {
      const { browser } = await signedInWith(ROLE_MANAGER);
      const weakened = await roleBody(superAdmin, {
        name: 'Former Super Admin',
        permissions: CATALOGUE.filter((p) => !ROLE_MANAGER.includes(p)),
      });
      expect(await outcome(() => browser.call('POST', `/api/roles/${superAdmin}/preview`, weakened))).toEqual(REFUSED);
      expect(await outcome(() => browser.call('PUT', `/api/roles/${superAdmin}`, weakened))).toEqual(REFUSED);
      expect(
        await outcome(async () =>
          browser.call('PUT', `/api/roles/${superAdmin}`, await roleBody(superAdmin, { name: 'Renamed' })),
        ),
      ).toEqual(REFUSED);
    });

    it('refuses editing a role without permissions whose holders have permissions the editor lacks, and allows it when they have none', async () => {
      const { browser } = await signedInWith(ROLE_MANAGER);
      const badge = (
        await db()
          .insertInto('roles')
          .values({ name: `Badge ${serial}`, description: 'no permission' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const holder = await createUserWith(server.database, {
        email: `badge.holder.${serial}@nhia.example`,
        permissions: ['manage tpas'],
      });
      await db().insertInto('user_roles').values({ user_id: holder, role_id: badge }).execute();
      expect(
        await outcome(async () =>
          browser.call('PUT', `/api/roles/${badge}`, await roleBody(badge, { name: 'Renamed badge' })),
        ),
      ).toEqual(REFUSED);
      await db().deleteFrom('user_roles').where('role_id', '=', badge).execute();
      expect(
        (await browser.call('PUT', `/api/roles/${badge}`, await roleBody(badge, { name: 'Renamed badge' }))).statusCode,
      ).toBe(200);
    });

    it('refuses the last full administrator taking a permission from the Super Admin role (422 on permissions, in a preview too)', async () => {
      const weakened = await roleBody(superAdmin, { permissions: CATALOGUE.filter((p) => p !== 'manage ministries') });
      const lastOne = {
        status: 422,
        said: { permissions: [`Taking these permissions from this role ${LAST_ONE}`] },
        unchanged: true,
      };
      expect(await outcome(() => admin.call('POST', `/api/roles/${superAdmin}/preview`, weakened))).toEqual(lastOne);
      expect(await outcome(() => admin.call('PUT', `/api/roles/${superAdmin}`, weakened))).toEqual(lastOne);
      // A rename keeps everyone's permissions.
      const renamed = await admin.call(
        'PUT',
        `/api/roles/${superAdmin}`,
        await roleBody(superAdmin, { description: 'Every permission' }),
      );
      expect(renamed.statusCode).toBe(200);
    });
  });

  it('gives a permission a later release adds to the roles that held every permission, so that no upgrade leaves no full administrator', async () => {
    const added = 'manage ministries';
    // The database as the release before it left it: the permission unknown, so nobody holds it.
    await db().deleteFrom('permissions').where('name', '=', added).execute();
    await seed(db(), testSettings());
    const holders = await db()
      .selectFrom('role_permissions')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select('roles.name')
      .where('permissions.name', '=', added)
      .execute();
    expect(holders.map((role) => role.name)).toEqual(['Super Admin']);
  });

  describe("taking the last full administrator's role away", () => {
    it('refuses the last Super Admin removing their own role, through the bulk role change and through the edit form (422)', async () => {
      const auditor = await roleIdNamed(db(), 'Auditor');
      // A second role, so that "agency staff need a role" is not what refuses.
      await db().insertInto('user_roles').values({ user_id: adminId, role_id: auditor }).execute();
      try {
        expect(
          await outcome(() =>
            admin.call('POST', '/api/users/roles', { ids: [adminId], role_id: superAdmin, action: 'remove' }),
          ),
        ).toEqual({
          status: 422,
          said: { ids: [`Removing the role Super Admin ${LAST_ONE}`] },
          unchanged: true,
        });
        const self = (await admin.call('GET', `/api/users/${adminId}`)).json();
        const edit = {
          first_name: self.first_name,
          last_name: self.last_name,
          email: self.email,
          role_ids: [auditor],
          version: self.version,
        };
        expect(await outcome(() => admin.call('PUT', `/api/users/${adminId}`, edit))).toEqual({
          status: 422,
          said: { role_ids: [`Taking these roles away ${LAST_ONE}`] },
          unchanged: true,
        });
      } finally {
        await db().deleteFrom('user_roles').where('user_id', '=', adminId).where('role_id', '=', auditor).execute();
      }
    });

    it("lets a full administrator's role go, or them be deactivated, while another one remains", async () => {
      const auditor = await roleIdNamed(db(), 'Auditor');
      const second = await signedInWith([]);
      await db()
        .insertInto('user_roles')
        .values([
          { user_id: second.id, role_id: superAdmin },
          { user_id: second.id, role_id: auditor },
        ])
        .execute();
      expect(
        (await admin.call('POST', '/api/users/roles', { ids: [second.id], role_id: superAdmin, action: 'remove' }))
          .statusCode,
      ).toBe(200);
      const third = await signedInWith(CATALOGUE);
      expect((await admin.call('POST', `/api/users/${third.id}/deactivate`)).statusCode).toBe(200);
    });
  });
});
