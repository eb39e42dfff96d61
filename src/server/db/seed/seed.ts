import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { AGENCY_STAFF, REGULAR_BENEFICIARY } from '../../../shared/constants';
import { hashPassword } from '../../auth/passwords';
import type { Settings } from '../../config';
import { permissionCatalogue } from '../../contract';
import type { Database, Db } from '../schema';
import { seedDemoData } from './demo-data';

/** Roles every installation starts with; the first holds every permission of the catalogue. */
export const SUPER_ADMIN = 'Super Admin';
const STARTER_ROLES: { name: string; description: string; permissions: string[] | 'all' }[] = [
  { name: SUPER_ADMIN, description: 'Full access to user management', permissions: 'all' },
  { name: 'User Administrator', description: 'Manages users of every type', permissions: ['list users', 'view users', 'create staff', 'update users'] },
  { name: 'Auditor', description: 'Reads users, roles and the activity log', permissions: ['list users', 'view users', 'list roles', 'view roles'] },
  { name: 'Role Manager', description: 'Maintains roles and their permissions', permissions: ['list roles', 'create roles', 'view roles', 'update roles'] },
  { name: 'Partner Relations Officer', description: 'Maintains TPAs and ministries', permissions: ['manage tpas', 'manage ministries', 'list users', 'view users'] },
  { name: REGULAR_BENEFICIARY, description: 'Enrolled beneficiary; served by the beneficiaries portal', permissions: [] },
  { name: 'TPA Desk Officer', description: 'Staff of a TPA, working in the platform services', permissions: [] },
  { name: 'Ministry HR Officer', description: 'Staff of a ministry, working in the platform services', permissions: [] },
  { name: 'Facility Officer', description: 'Staff of a healthcare provider', permissions: [] },
];

export interface SeedReport {
  adminEmail: string;
  /** Set only when this run created the accounts: the password they were given. */
  password?: string;
  /** Whether that password was made up here (and so must be shown) or given in SEED_ADMIN_PASSWORD. */
  passwordGenerated?: boolean;
  demoAccounts: { email: string; description: string }[];
}

async function seedCatalogue(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('permissions')
    .values(permissionCatalogue())
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  if (await trx.selectFrom('roles').select('id').limit(1).executeTakeFirst()) return;
  const permissions = await trx.selectFrom('permissions').select(['id', 'name']).execute();
  for (const role of STARTER_ROLES) {
    const { id } = await trx.insertInto('roles').values({ name: role.name, description: role.description }).returning('id').executeTakeFirstOrThrow();
    const granted = permissions.filter((p) => role.permissions === 'all' || role.permissions.includes(p.name));
    if (granted.length > 0) await trx.insertInto('role_permissions').values(granted.map((p) => ({ role_id: id, permission_id: p.id }))).execute();
  }
}

export async function roleIdByName(db: Db, name: string): Promise<number> {
  const role = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return role.id;
}

/**
 * First start: the permission catalogue, the starter roles, the administrator and (unless
 * SEED_DEMO_DATA=false) demo data. Every step checks what exists, so a second start adds nothing.
 */
export async function seed(db: Kysely<Database>, settings: Settings): Promise<SeedReport> {
  return db.transaction().execute(async (trx) => {
    await seedCatalogue(trx);
    const report: SeedReport = { adminEmail: settings.seedAdminEmail, demoAccounts: [] };
    const existing = await trx.selectFrom('users').select('id').where('email', '=', settings.seedAdminEmail).executeTakeFirst();
    if (existing) return report;
    const password = settings.seedAdminPassword ?? randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    const superAdmin = await roleIdByName(trx, SUPER_ADMIN);
    const admin = await trx
      .insertInto('users')
      .values({
        first_name: 'System', last_name: 'Administrator', email: settings.seedAdminEmail, phone: null, middle_name: null,
        user_type: AGENCY_STAFF, status: 'active', tpa_id: null, ministry_id: null, current_role_id: superAdmin, password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: admin.id, role_id: superAdmin }).execute();
    report.password = password;
    report.passwordGenerated = settings.seedAdminPassword === undefined;
    if (settings.seedDemoData) report.demoAccounts = await seedDemoData(trx, passwordHash);
    return report;
  });
}

export function describeSeed(report: SeedReport): string {
  if (!report.password) return `Administrator ${report.adminEmail} already exists; its password is unchanged.`;
  const lines = [`Administrator (Super Admin): ${report.adminEmail}`, ...report.demoAccounts.map((a) => `Demo account: ${a.email} (${a.description})`)];
  // A password the operator chose is theirs already: it is never written to the output or logs.
  const password = report.passwordGenerated ? report.password : 'the one set in SEED_ADMIN_PASSWORD';
  return `${lines.join('\n')}\nPassword for these accounts: ${password}`;
}
