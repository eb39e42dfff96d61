import type { Principal } from './auth/principal';
import type { OpenSession } from './auth/sessions';
import type { ExportWorker } from './exports/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Built with the app, started by main.ts (tests drive it with runOnce/drain); stopped on close. */
    exportWorker: ExportWorker;
  }

  interface FastifyRequest {
    /** Set by the authorization hook: the live session, if the cookie names one. */
    session: OpenSession | undefined;
    /** Set by the authorization hook on operations that need a signed-in user. */
    principal: Principal | undefined;
  }
}
