import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/server/db/connect';
import { describeSeed, seed } from '../../src/server/db/seed/seed';
import { DATABASE_KINDS, freshDatabase } from './support/databases';
import { testSettings } from './support/server';

describe.each(DATABASE_KINDS)('first-start seed on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(() => database.close());

  const counts = async () => {
    const { rows } = await sql<Record<string, number>>`
      select (select count(*)::int from permissions) as permissions, (select count(*)::int from roles) as roles,
             (select count(*)::int from users) as users, (select count(*)::int from tpas) as tpas,
             (select count(*)::int from ministries) as ministries, (select count(*)::int from user_roles) as user_roles`.execute(database.db);
    return rows[0];
  };

  it('creates the catalogue, roles, an administrator with a random password, and demo data', async () => {
    const report = await seed(database.db, testSettings({ SEED_ADMIN_PASSWORD: '', SEED_DEMO_DATA: 'true' }));
    expect(report.password).toMatch(/^[\w-]{16}$/);
    expect(describeSeed(report)).toContain('admin@nhia.example');
    expect(describeSeed(report)).toContain(report.password);
    const after = await counts();
    expect(after).toMatchObject({ permissions: 10, tpas: 30, ministries: 30 });
    expect(after.users).toBeGreaterThanOrEqual(300);
    const superAdmin = await database.db
      .selectFrom('role_permissions').innerJoin('roles', 'roles.id', 'role_permissions.role_id')
      .select(sql<number>`count(*)::int`.as('n')).where('roles.name', '=', 'Super Admin').executeTakeFirstOrThrow();
    expect(superAdmin.n).toBe(10);
    const types = await database.db.selectFrom('users').select('user_type').distinct().execute();
    expect(types.map((t) => t.user_type).sort()).toEqual(['Agency Staff', 'Beneficiary', 'Ministry Staff', 'Provider Staff', 'TPA Staff']);
    const beneficiaries = await database.db
      .selectFrom('users').innerJoin('roles', 'roles.id', 'users.current_role_id')
      .select(sql<number>`count(*)::int`.as('n')).where('roles.name', '=', 'Regular Beneficiary').executeTakeFirstOrThrow();
    expect(beneficiaries.n).toBeGreaterThan(10);
  });

  it('never prints a password the operator chose in SEED_ADMIN_PASSWORD', () => {
    const chosen = 'operator-chosen-Secret-42';
    const report = { adminEmail: 'admin@nhia.example', password: chosen, passwordGenerated: false, demoAccounts: [] };
    expect(describeSeed(report)).toContain('Password for these accounts: the one set in SEED_ADMIN_PASSWORD');
    expect(describeSeed(report)).not.toContain(chosen);
  });

  it('adds nothing on a second start', async () => {
    const before = await counts();
    const report = await seed(database.db, testSettings({ SEED_DEMO_DATA: 'true' }));
    expect(report.password).toBeUndefined();
    expect(describeSeed(report)).toContain('already exists');
    expect(await counts()).toEqual(before);
  });
});
