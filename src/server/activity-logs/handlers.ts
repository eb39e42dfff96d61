import { sql } from 'kysely';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import type { AppContext, OperationHandlers } from '../context';
import { notFound } from '../errors';
import { exportHandler } from '../exports/export-jobs';
import { listPage } from '../lists/engine';
import {
  activityLogColumns,
  activityLogsList,
  subjectHistoryList,
  toActivityLog,
  type ActivityLogRow,
} from './activity-logs-list';

/**
 * The activity log's list, export and detail, and a user's history (docs/records.md, The activity
 * log). The log is append-only: no operation edits or deletes an entry (and the database refuses
 * to).
 */
export function activityLogHandlers(ctx: AppContext): OperationHandlers {
  const exportActivityLogs = exportHandler(ctx, 'activity_logs', activityLogsList);
  return {
    async listActivityLogs(request) {
      return listPage(ctx.readsFor(request), activityLogsList, request.query);
    },

    // The whole log, who did what from where, leaving the agency in a file: a step-up action (docs/security.md).
    async exportActivityLogs(request, reply) {
      await requireRecentSecondFactor(ctx, request);
      return exportActivityLogs(request, reply);
    },

    async getActivityLog(request) {
      const { rows } = await sql<ActivityLogRow>`select ${activityLogColumns} from ${activityLogsList.source}
        where activity_logs.id = ${request.params.id}`.execute(ctx.db);
      if (rows.length === 0) throw notFound('activity-log entry');
      return toActivityLog(rows[0]);
    },

    async getUserHistory(request) {
      const id = request.params.id;
      const user = await ctx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!user) throw notFound('user');
      return listPage(ctx.readsFor(request), subjectHistoryList('user', id), request.query);
    },
  };
}
