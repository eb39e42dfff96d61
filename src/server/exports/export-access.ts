import { holdsPermissionOf } from '../auth/authorize';
import { principalFrom, type Principal } from '../auth/principal';
import { listOperations, type Access } from '../contract';
import type { Db } from '../db/schema';

/** Each resource's export call in the contract: its permission is the one exporting the resource, and keeping its files, needs. */
const EXPORT_OPERATION_IDS: Readonly<Record<string, string>> = {
  users: 'exportUsers',
  roles: 'exportRoles',
  permissions: 'exportPermissions',
  tpas: 'exportTpas',
  ministries: 'exportMinistries',
  activity_logs: 'exportActivityLogs',
};

function exportAccessOf(resource: string): Access {
  const operation = listOperations().find((op) => op.operationId === EXPORT_OPERATION_IDS[resource]);
  return operation?.access ?? { kind: 'denied' };
}

/**
 * An export is checked again when its file is made and when it is downloaded, so taking a
 * permission away also ends access to the exports it allowed (docs/security.md, Exports).
 */
export function mayExport(principal: Principal, resource: string): boolean {
  return holdsPermissionOf(exportAccessOf(resource), principal);
}

/** The requester as authorization would see them now, or undefined when they may not act (inactive, or a suspended organisation). */
async function requesterOf(db: Db, userId: number): Promise<Principal | undefined> {
  const user = await db
    .selectFrom('users')
    .leftJoin('tpas', 'tpas.id', 'users.tpa_id')
    .leftJoin('ministries', 'ministries.id', 'users.ministry_id')
    .leftJoin('roles', 'roles.id', 'users.current_role_id')
    .select([
      'users.id as principal_id',
      'users.first_name as principal_first_name',
      'users.last_name as principal_last_name',
      'users.email as principal_email',
      'users.user_type as principal_user_type',
      'users.status as principal_status',
      'tpas.status as principal_tpa_status',
      'ministries.status as principal_ministry_status',
      'roles.name as principal_role_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const permissions = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .execute();
  return principalFrom({ ...user, principal_permissions: permissions.map((p) => p.name) });
}

/** The resources the user may export now; none when they may not act at all. */
export async function resourcesExportableBy(db: Db, userId: number): Promise<string[]> {
  const user = await requesterOf(db, userId);
  return user ? Object.keys(EXPORT_OPERATION_IDS).filter((resource) => mayExport(user, resource)) : [];
}

/** Why the job's requester may no longer have its file made, or undefined when they may. */
export async function exportRefusal(db: Db, job: { user_id: number; resource: string }): Promise<string | undefined> {
  const requester = await requesterOf(db, job.user_id);
  if (!requester)
    return 'The export was not made: your account is no longer active, or your organisation is suspended.';
  if (!mayExport(requester, job.resource)) {
    return `The export was not made: you no longer hold the permission to export the ${job.resource.replace(/_/g, ' ')} list.`;
  }
  return undefined;
}
