import { sql } from 'kysely';
import { recordIdOf, type AppContext, type OperationHandlers } from '../context';
import { notFound } from '../errors';
import { listPage } from '../lists/engine';
import type { ListQuery } from '../lists/list-query';
import { listOptions } from '../lists/options';
import { exportHandler } from '../exports/export-jobs';
import { findUserDetail } from './user-detail';
import type { UserInputBody } from './user-input';
import { changeUsersRole, type UsersRoleChange } from './user-roles';
import { createUser, updateUser } from './user-save';
import { setUsersStatus, type WantedStatus } from './user-status';
import { usersList } from './users-list';

export function userHandlers(ctx: AppContext): OperationHandlers {
  async function detailOf(id: number) {
    const detail = await findUserDetail(ctx.db, id, ctx.clock());
    if (!detail) throw notFound('user');
    return detail;
  }

  return {
    async listUsers(request) {
      return listPage(ctx, usersList, request.query as ListQuery);
    },

    exportUsers: exportHandler(ctx, 'users', usersList),

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

    async getUser(request) {
      return detailOf(recordIdOf(request));
    },

    async createUser(request, reply) {
      return reply.status(201).send(await createUser(ctx, request, request.body as UserInputBody));
    },

    async updateUser(request) {
      return updateUser(ctx, request, recordIdOf(request), request.body as UserInputBody);
    },

    async activateUser(request) {
      await setUsersStatus(ctx, request, [recordIdOf(request)], 'active', 'id');
      return detailOf(recordIdOf(request));
    },

    async deactivateUser(request) {
      await setUsersStatus(ctx, request, [recordIdOf(request)], 'inactive', 'id');
      return detailOf(recordIdOf(request));
    },

    async setUsersStatus(request) {
      const { ids, status } = request.body as { ids: number[]; status: WantedStatus };
      return { updated: await setUsersStatus(ctx, request, ids, status, 'ids') };
    },

    async changeUsersRole(request) {
      return { updated: await changeUsersRole(ctx, request, request.body as UsersRoleChange) };
    },
  };
}
