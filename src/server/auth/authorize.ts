import type { FastifyRequest } from 'fastify';
import { AGENCY_STAFF } from '../../shared/constants';
import { XSRF_HEADER } from '../../shared/http';
import { needsAntiForgery, openDuringEnrolment, type Access, type ContractOperation } from '../contract';
import { csrfMismatch, forbidden, secondFactorEnrolmentRequired, unauthenticated } from '../errors';
import type { Principal } from './principal';
import type { SessionStore } from './sessions';
import { tokensEqual } from './tokens';

/**
 * The one authorization hook, attached to every operation of the contract with what the
 * contract declares for it: session, anti-forgery check (419) for every call with side effects
 * whatever its method, then 401/403. Deny by default: an operation the contract lacks is denied
 * and must echo the token. A user who must still set up the second factor their role requires
 * may make only the enrolment's calls (403 `second_factor_enrolment_required` for every other),
 * read on every call, so a role that starts requiring one restricts its holders from their next.
 */
export function authorize(operation: ContractOperation | undefined, sessions: SessionStore) {
  const access: Access = operation?.access ?? { kind: 'denied' };
  const checkForgery = operation ? needsAntiForgery(operation) : true;
  const enrolmentCall = operation ? openDuringEnrolment(operation) : false;
  return async function authorizeRequest(request: FastifyRequest): Promise<void> {
    const found = await sessions.find(sessions.tokenIn(request.cookies));
    const session = found?.session;
    request.session = session;
    if (checkForgery) {
      const echoed = request.headers[XSRF_HEADER.toLowerCase()];
      if (!session || typeof echoed !== 'string' || !tokensEqual(echoed, session.row.csrf_token)) throw csrfMismatch();
    }
    if (access.kind === 'public') return;
    const principal = found?.principal;
    if (!principal) throw unauthenticated();
    request.principal = principal;
    if (principal.must_enrol_second_factor && !enrolmentCall) throw secondFactorEnrolmentRequired();
    if (access.kind === 'authenticated') return;
    if (!holdsPermissionOf(access, principal)) throw forbidden();
  };
}

/** Whether a permission rule lets the user in: agency staff holding one of its permissions. */
export function holdsPermissionOf(access: Access, principal: Principal): boolean {
  return (
    access.kind === 'permission' &&
    principal.user_type === AGENCY_STAFF &&
    access.anyOf.some((p) => principal.permissions.includes(p))
  );
}
