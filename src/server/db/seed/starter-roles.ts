import { sql, type Transaction } from 'kysely';
import { REGULAR_BENEFICIARY } from '../../../shared/constants';
import { requiresSecondFactorByDefault } from '../../../shared/second-factor';
import { permissionCatalogue } from '../../contract';
import type { Database, Db } from '../schema';

/** Roles every installation starts with; the first holds every permission of the catalogue. */
export const SUPER_ADMIN = 'Super Admin';
const STARTER_ROLES: { name: string; description: string; permissions: string[] | 'all' }[] = [
  { name: SUPER_ADMIN, description: 'Full access to user management', permissions: 'all' },
  {
    name: 'User Administrator',
    description: 'Manages users of every type',
    permissions: ['list users', 'view users', 'create staff', 'update users'],
  },
  {
    name: 'Auditor',
    description: 'Reads users, roles and the activity log',
    permissions: ['list users', 'view users', 'list roles', 'view roles'],
  },
  {
    name: 'Role Manager',
    description: 'Maintains roles and their permissions',
    permissions: ['list roles', 'create roles', 'view roles', 'update roles'],
  },
  {
    name: 'Partner Relations Officer',
    description: 'Maintains TPAs and ministries',
    permissions: ['manage tpas', 'manage ministries', 'list users', 'view users'],
  },
  {
    name: REGULAR_BENEFICIARY,
    description: 'Enrolled beneficiary; served by the beneficiaries portal',
    permissions: [],
  },
  { name: 'TPA Desk Officer', description: 'Staff of a TPA, working in the platform services', permissions: [] },
  {
    name: 'Ministry HR Officer',
    description: 'Staff of a ministry, working in the platform services',
    permissions: [],
  },
  { name: 'Facility Officer', description: 'Staff of a healthcare provider', permissions: [] },
];

/** Roles holding every permission the database knows (none while it knows none). */
async function rolesHoldingEveryPermission(trx: Transaction<Database>): Promise<number[]> {
  const { rows } = await sql<{ role_id: number }>`select role_id from role_permissions group by role_id
    having count(*) = (select count(*) from permissions)`.execute(trx);
  return rows.map((row) => row.role_id);
}

/**
 * The permission catalogue (new permissions on every start) and, on an empty database, the
 * starter roles. A permission a release adds goes to the roles that held every permission
 * before it, so that their holders keep holding every permission (full-administrators.ts).
 */
export async function seedCatalogue(trx: Transaction<Database>): Promise<void> {
  const fullRoles = await rolesHoldingEveryPermission(trx);
  const added = await trx
    .insertInto('permissions')
    .values(permissionCatalogue())
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .execute();
  if (fullRoles.length > 0 && added.length > 0) {
    await trx
      .insertInto('role_permissions')
      .values(fullRoles.flatMap((role_id) => added.map(({ id }) => ({ role_id, permission_id: id }))))
      .execute();
  }
  if (await trx.selectFrom('roles').select('id').limit(1).executeTakeFirst()) return;
  const permissions = await trx.selectFrom('permissions').select(['id', 'name']).execute();
  for (const role of STARTER_ROLES) {
    const granted = permissions.filter((p) => role.permissions === 'all' || role.permissions.includes(p.name));
    // As a role created on the roles screen would be: the Super Admin's and the user and role managers' need a second factor.
    const requires_second_factor = requiresSecondFactorByDefault(granted.map((p) => p.name));
    const { id } = await trx
      .insertInto('roles')
      .values({ name: role.name, description: role.description, requires_second_factor })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (granted.length > 0)
      await trx
        .insertInto('role_permissions')
        .values(granted.map((p) => ({ role_id: id, permission_id: p.id })))
        .execute();
  }
}

export async function roleIdByName(db: Db, name: string): Promise<number> {
  const role = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return role.id;
}
