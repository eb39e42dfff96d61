import { sql } from 'kysely';
import type { AppContext, OperationHandlers } from '../context';
import { listPage } from '../lists/engine';
import type { ListQuery } from '../lists/list-query';
import { listOptions } from '../lists/options';
import { requestExport, toExportJob } from '../exports/export-jobs';
import { usersList } from './users-list';

export function userHandlers(ctx: AppContext): OperationHandlers {
  return {
    async listUsers(request) {
      return listPage(ctx.db, usersList, request.query as ListQuery);
    },

    async exportUsers(request, reply) {
      const job = await requestExport(ctx, request, 'users', usersList);
      return reply.status(202).send(toExportJob(job, ctx.settings.appUrl, ctx.clock()));
    },

    async listUserOptions(request) {
      const { search_string } = request.query as { search_string?: string };
      return listOptions(ctx.db, {
        source: sql`users`,
        text: sql`users.first_name || ' ' || users.last_name || ' <' || users.email || '>'`,
        value: 'users.id',
        searchColumn: 'users.search_text',
        orderBy: 'users.last_name',
      }, search_string);
    },
  };
}
