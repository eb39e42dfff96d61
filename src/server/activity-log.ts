import type { Db } from './db/schema';

export type ActivityAction =
  | 'created' | 'updated' | 'activated' | 'deactivated' | 'role_assigned' | 'role_removed' | 'invited'
  | 'login' | 'login_failed' | 'login_locked' | 'logout' | 'password_reset_requested' | 'password_reset'
  | 'email_change_requested' | 'email_changed'
  | 'suspended' | 'reactivated' | 'export_requested' | 'export_downloaded';

export type SubjectType = 'user' | 'role' | 'tpa' | 'ministry' | 'export';

/** Where a request came from; copied onto every row it writes. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface ActivityEntry {
  causerId: number | null;
  action: ActivityAction;
  subject?: { type: SubjectType; id: number | null; label: string | null };
  changes?: { before: Record<string, unknown>; after: Record<string, unknown> };
  /** Extra facts (an attempted email, export filters); never a password, token or session id. */
  properties?: Record<string, unknown>;
  origin: RequestOrigin;
}

/** Appends one row to the activity log, inside the caller's transaction. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db
    .insertInto('activity_logs')
    .values({
      causer_id: entry.causerId,
      action: entry.action,
      subject_type: entry.subject?.type ?? null,
      subject_id: entry.subject?.id ?? null,
      subject_label: entry.subject?.label ?? null,
      changes: entry.changes ? JSON.stringify(entry.changes) : null,
      properties: entry.properties ? JSON.stringify(entry.properties) : null,
      ip_address: entry.origin.ip,
      user_agent: entry.origin.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}
