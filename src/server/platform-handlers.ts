import { sql } from 'kysely';
import { CURRENT_SERVICE, SERVICE_CATALOGUE } from '../shared/services';
import type { AppContext, OperationHandlers } from './context';
import { HttpError } from './errors';

/** The service catalogue and the health check. */
export function platformHandlers(ctx: AppContext): OperationHandlers {
  return {
    async listServices() {
      return {
        services: SERVICE_CATALOGUE.map((service) => ({
          ...service,
          serviceUrl: ctx.settings.serviceUrls[service.name],
          is_currently_visited: service.name === CURRENT_SERVICE,
        })),
        beneficiary_portal_url: ctx.settings.beneficiaryPortalUrl,
      };
    },

    async getHealth(request) {
      try {
        await sql`select 1`.execute(ctx.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is unreachable.');
      }
      return { status: 'ok', database: ctx.dbKind };
    },
  };
}
