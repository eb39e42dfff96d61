import { holdsPermissionOf } from '../auth/authorize';
import { principalOfUser, type Principal } from '../auth/principal';
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
  access_review_evidence: 'exportAccessReviewEvidence',
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

/** The resources the user may export now; none when they may not act at all. */
export async function resourcesExportableBy(db: Db, userId: number): Promise<string[]> {
  const user = await principalOfUser(db, userId);
  return user ? Object.keys(EXPORT_OPERATION_IDS).filter((resource) => mayExport(user, resource)) : [];
}

/** Why the job's requester may no longer have its file made, or undefined when they may. */
export async function exportRefusal(db: Db, job: { user_id: number; resource: string }): Promise<string | undefined> {
  const requester = await principalOfUser(db, job.user_id);
  if (!requester)
    return 'The export was not made: your account is no longer active, or your organisation is suspended.';
  if (!mayExport(requester, job.resource)) {
    return `The export was not made: you no longer hold the permission to export the ${job.resource.replace(/_/g, ' ')} list.`;
  }
  return undefined;
}
