import { sql } from 'kysely';
import { CURRENT_SERVICE, SERVICE_CATALOGUE } from '../shared/services';
import type { AppContext, OperationHandlers } from './context';
import { HttpError } from './errors';
import { unreadyReasons } from './health/readiness';

/** The service catalogue and the health probes. */
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

    async getLiveness() {
      return { status: 'ok' };
    },

    async getReadiness(request, reply) {
      const reasons = await unreadyReasons(ctx.db, ctx.workerStates, request.log);
      if (reasons.length > 0) return reply.status(503).send({ status: 'not ready', database: ctx.dbKind, reasons });
      return { status: 'ready', database: ctx.dbKind, reasons };
    },
  };
}
