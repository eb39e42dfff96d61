import type { FastifyRequest } from 'fastify';
import { AGENCY_STAFF } from '../../shared/constants';
import { XSRF_HEADER } from '../../shared/http';
import { isStateChanging, type Access } from '../contract';
import { csrfMismatch, forbidden, unauthenticated } from '../errors';
import type { SessionStore } from './sessions';
import { tokensEqual } from './tokens';

/**
 * The one authorization hook, attached to every operation of the contract with the access
 * the contract declares for it: session, anti-forgery check (419), then 401/403. Deny by default.
 */
export function authorize(access: Access, sessions: SessionStore) {
  return async function authorizeRequest(request: FastifyRequest): Promise<void> {
    const found = await sessions.find(sessions.tokenIn(request.cookies));
    const session = found?.session;
    request.session = session;
    if (isStateChanging(request.method)) {
      const echoed = request.headers[XSRF_HEADER.toLowerCase()];
      if (!session || typeof echoed !== 'string' || !tokensEqual(echoed, session.row.csrf_token)) throw csrfMismatch();
    }
    if (access.kind === 'public') return;
    const principal = found?.principal;
    if (!principal) throw unauthenticated();
    request.principal = principal;
    if (access.kind === 'authenticated') return;
    const permitted =
      access.kind === 'permission' &&
      principal.user_type === AGENCY_STAFF &&
      access.anyOf.some((permission) => principal.permissions.includes(permission));
    if (!permitted) throw forbidden();
  };
}
