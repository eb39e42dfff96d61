import type { Principal } from './auth/principal';
import type { OpenSession } from './auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authorization hook: the live session, if the cookie names one. */
    session: OpenSession | undefined;
    /** Set by the authorization hook on operations that need a signed-in user. */
    principal: Principal | undefined;
  }
}
