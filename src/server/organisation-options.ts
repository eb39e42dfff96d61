import { sql } from 'kysely';
import type { AppContext, OperationHandlers } from './context';
import { listOptions } from './lists/options';

/** The option calls that the users filters and the create-user form load (roles, TPAs, ministries). */
export function organisationOptionHandlers(ctx: AppContext): OperationHandlers {
  return {
    async listRoleOptions(request) {
      return listOptions(
        ctx.readsFor(request).db,
        {
          source: sql`roles`,
          text: sql`roles.name`,
          value: 'roles.id',
          searchColumn: 'roles.search_text',
          orderBy: 'roles.name',
        },
        request.query.search_string,
      );
    },
    async listTpaOptions(request) {
      return listOptions(
        ctx.readsFor(request).db,
        {
          source: sql`tpas`,
          text: sql`tpas.name || ' (' || tpas.code || ')'`,
          value: 'tpas.id',
          searchColumn: 'tpas.search_text',
          orderBy: 'tpas.name',
        },
        request.query.search_string,
      );
    },
    async listMinistryOptions(request) {
      return listOptions(
        ctx.readsFor(request).db,
        {
          source: sql`ministries`,
          text: sql`ministries.name`,
          value: 'ministries.id',
          searchColumn: 'ministries.search_text',
          orderBy: 'ministries.name',
        },
        request.query.search_string,
      );
    },
  };
}
