import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AGENCY_STAFF } from '../../shared/constants';
import { SESSION_COOKIE, XSRF_HEADER } from '../../shared/http';
import { isStateChanging, type Access } from '../contract';
import type { Database } from '../db/schema';
import { csrfMismatch, forbidden, unauthenticated } from '../errors';
import { loadPrincipal } from './principal';
import type { SessionStore } from './sessions';
import { tokensEqual } from './tokens';

/**
 * The one authorization hook, attached to every operation of the contract with the access
 * the contract declares for it: session, anti-forgery check (419), then 401/403. Deny by default.
 */
export function authorize(access: Access, db: Kysely<Database>, sessions: SessionStore) {
  return async function authorizeRequest(request: FastifyRequest): Promise<void> {
    const session = await sessions.find(request.cookies[SESSION_COOKIE]);
    request.session = session;
    if (isStateChanging(request.method)) {
      const echoed = request.headers[XSRF_HEADER.toLowerCase()];
      if (!session || typeof echoed !== 'string' || !tokensEqual(echoed, session.row.csrf_token)) throw csrfMismatch();
    }
    if (access.kind === 'public') return;
    const principal = session?.row.user_id ? await loadPrincipal(db, session.row.user_id) : undefined;
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
