import { sql, type RawBuilder } from 'kysely';
import type { ActivityAction, SubjectType } from '../activity-log';
import { ACTIVITY_LOGS_LIST } from '../../shared/lists/activity-logs';
import { declaredFilters, declaredSort } from '../lists/declared-list';
import type { ListDefinition } from '../lists/engine';
import type { Schema } from '../operations';

export interface ActivityLogRow {
  id: number;
  causer_id: number | null;
  causer_name: string | null;
  causer_email: string | null;
  action: ActivityAction;
  subject_type: SubjectType | null;
  subject_id: number | null;
  subject_label: string | null;
  changes: { before: Record<string, unknown>; after: Record<string, unknown> } | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
}

/** The contract's ActivityLog: the one mapping of a row, for the list, the detail and a user's history. */
export function toActivityLog(row: ActivityLogRow): Schema<'ActivityLog'> {
  return {
    id: row.id,
    causer:
      row.causer_id !== null && row.causer_email !== null
        ? { id: row.causer_id, name: row.causer_name ?? '', email: row.causer_email }
        : null,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    subject_label: row.subject_label,
    changes: row.changes,
    ip_address: row.ip_address,
    user_agent: row.user_agent,
    created_at: row.created_at.toISOString(),
  };
}

/** The rows with their causer (as the causer is now: the log keeps ids, not copies of names). */
const withCauser = (rows: RawBuilder<unknown>) =>
  sql`${rows} left join users causer on causer.id = activity_logs.causer_id`;

export const activityLogColumns = sql`activity_logs.id, activity_logs.causer_id,
  concat_ws(' ', causer.first_name, causer.middle_name, causer.last_name) as causer_name, causer.email as causer_email,
  activity_logs.action, activity_logs.subject_type, activity_logs.subject_id, activity_logs.subject_label, activity_logs.changes,
  activity_logs.ip_address, activity_logs.user_agent, activity_logs.created_at`;

/**
 * The user activity log screen (docs/records.md, The activity log). Filters as the contract
 * describes them; the search runs over a trigger-filled text (causer name and email, subject label,
 * IP address).
 */
export const activityLogsList: ListDefinition<ActivityLogRow, Schema<'ActivityLog'>, 'activity_logs'> = {
  key: 'activity_logs',
  source: withCauser(sql`activity_logs`),
  keySource: sql`activity_logs`,
  columns: activityLogColumns,
  searchColumn: 'activity_logs.search_text',
  filters: declaredFilters(ACTIVITY_LOGS_LIST, {
    causer: (ids) => sql`activity_logs.causer_id in (${sql.join(ids)})`,
    action: (v) => sql`activity_logs.action in (${sql.join(v)})`,
    subject_type: (v) => sql`activity_logs.subject_type in (${sql.join(v)})`,
    created_at: 'activity_logs.created_at',
  }),
  sortable: declaredSort(ACTIVITY_LOGS_LIST, {
    created_at: ['activity_logs.created_at'],
    action: ['activity_logs.action', 'activity_logs.created_at'],
    subject_type: ['activity_logs.subject_type', 'activity_logs.created_at'],
  }),
  defaultSort: ACTIVITY_LOGS_LIST.defaultSort,
  idColumn: 'activity_logs.id',
  countedTable: 'activity_logs',
  countVersion: 'activity_logs',
  toRecord: toActivityLog,
};

/**
 * One subject's history (a user's, role's, TPA's or ministry's GET …/{id}/history): the same
 * list narrowed to the rows whose subject is that one, newest first. The narrowed rows keep the
 * table's name so every column reference of the list still applies, and PostgreSQL plans them
 * on activity_logs_subject.
 */
export function subjectHistoryList(
  subjectType: SubjectType,
  subjectId: number,
): ListDefinition<ActivityLogRow, Schema<'ActivityLog'>, 'activity_logs'> {
  const rows = sql`(select * from activity_logs where subject_type = ${subjectType} and subject_id = ${subjectId}) as activity_logs`;
  return { ...activityLogsList, source: withCauser(rows), keySource: rows, countedTable: undefined };
}
