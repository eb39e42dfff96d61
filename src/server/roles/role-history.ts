import { sql } from 'kysely';
import { activityLogsList, type ActivityLogRecord, type ActivityLogRow } from '../activity-logs/activity-logs-list';
import type { ListDefinition } from '../lists/engine';

/**
 * One role's history (GET /api/roles/{id}/history): the activity log narrowed to the rows
 * whose subject is that role, newest first, as a user's history is (activity-logs-list.ts).
 */
export function roleHistoryList(roleId: number): ListDefinition<ActivityLogRow, ActivityLogRecord> {
  const rows = sql`(select * from activity_logs where subject_type = 'role' and subject_id = ${roleId}) as activity_logs`;
  return { ...activityLogsList, source: sql`${rows} left join users causer on causer.id = activity_logs.causer_id`, keySource: rows, countedTable: undefined };
}
