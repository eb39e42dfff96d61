import { sql } from 'kysely';
import type { AppContext, OperationHandlers } from '../context';
import { notFound } from '../errors';
import { requestExport, toExportJob } from '../exports/export-jobs';
import { listPage } from '../lists/engine';
import type { ListQuery } from '../lists/list-query';
import { activityLogColumns, activityLogsList, subjectHistoryList, toActivityLog, type ActivityLogRow } from './activity-logs-list';

const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

/**
 * The activity log's list, export and detail, and a user's history (issue 5). The log is
 * append-only: no operation edits or deletes an entry (and the database refuses to).
 */
export function activityLogHandlers(ctx: AppContext): OperationHandlers {
  return {
    async listActivityLogs(request) {
      return listPage(ctx.db, activityLogsList, request.query as ListQuery);
    },

    async exportActivityLogs(request, reply) {
      const job = await requestExport(ctx, request, 'activity_logs', activityLogsList);
      return reply.status(202).send(toExportJob(job, ctx.settings.appUrl, ctx.clock()));
    },

    async getActivityLog(request) {
      const { rows } = await sql<ActivityLogRow>`select ${activityLogColumns} from ${activityLogsList.source}
        where activity_logs.id = ${idOf(request)}`.execute(ctx.db);
      if (rows.length === 0) throw notFound('activity-log entry');
      return toActivityLog(rows[0]);
    },

    async getUserHistory(request) {
      const id = idOf(request);
      const user = await ctx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!user) throw notFound('user');
      const { page, items_per_page } = request.query as ListQuery;
      return listPage(ctx.db, subjectHistoryList('user', id), { page, items_per_page });
    },
  };
}
