import { agencyToday } from '../../shared/contract-formats';
import { sql } from 'kysely';
import type { AppContext, OperationHandlers } from '../context';
import { notFound } from '../errors';
import { listPage } from '../lists/engine';
import { listOptions } from '../lists/options';
import { exportHandler } from '../exports/export-jobs';
import { undoUsersBulkChange } from './bulk-undo';
import { findUserDetail } from './user-detail';
import { changeUsersRole } from './user-roles';
import { createUser, updateUser } from './user-save';
import { setUsersStatus } from './user-status';
import { usersList } from './users-list';
import { previewMatchingUsers } from './users-matching';

export function userHandlers(ctx: AppContext): OperationHandlers {
  async function detailOf(id: number) {
    const detail = await findUserDetail(ctx.db, id, ctx.clock());
    if (!detail) throw notFound('user');
    return detail;
  }

  return {
    async listUsers(request) {
      return listPage(ctx.readsFor(request), usersList, request.query);
    },

    exportUsers: exportHandler(ctx, 'users', usersList),

    async listUserOptions(request) {
      const { search_string } = request.query;
      return listOptions(
        ctx.readsFor(request).db,
        {
          source: sql`users`,
          text: sql`users.first_name || ' ' || users.last_name || ' <' || users.email || '>'`,
          value: 'users.id',
          searchColumn: 'users.search_text',
          orderBy: 'users.last_name',
        },
        search_string,
      );
    },

    async getUser(request) {
      return detailOf(request.params.id);
    },

    async createUser(request, reply) {
      return reply.status(201).send(await createUser(ctx, request, request.body));
    },

    async updateUser(request) {
      return updateUser(ctx, request, request.params.id, request.body);
    },

    async activateUser(request) {
      await setUsersStatus(ctx, request, { field: 'id', ids: [request.params.id] }, 'active');
      return detailOf(request.params.id);
    },

    async deactivateUser(request) {
      await setUsersStatus(ctx, request, { field: 'id', ids: [request.params.id] }, 'inactive');
      return detailOf(request.params.id);
    },

    async setUsersStatus(request) {
      const { ids, status } = request.body;
      return setUsersStatus(ctx, request, { field: 'ids', ids }, status);
    },

    async changeUsersRole(request) {
      const { ids, ...change } = request.body;
      return changeUsersRole(ctx, request, { field: 'ids', ids }, change);
    },

    async previewMatchingUsers(request) {
      return previewMatchingUsers(ctx, request, request.query);
    },

    async setMatchingUsersStatus(request) {
      const { matching, status } = request.body;
      return setUsersStatus(ctx, request, { field: 'matching', matching, today: agencyToday(ctx.clock()) }, status);
    },

    async changeMatchingUsersRole(request) {
      const { matching, ...change } = request.body;
      return changeUsersRole(ctx, request, { field: 'matching', matching, today: agencyToday(ctx.clock()) }, change);
    },

    async undoUsersBulkChange(request) {
      return { restored: await undoUsersBulkChange(ctx, request, request.params.bulkChange) };
    },
  };
}
