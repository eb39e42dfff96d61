import { AGENCY_STAFF, REGULAR_BENEFICIARY } from '../../../shared/constants';
import type { CurrentUserResponse } from '../../api/generated';
import { paths } from '../paths';
import type { AccessDecision, AuthCheck, RouteRequirement } from './accessRules';

const allow: AccessDecision = { kind: 'allow' };
const wait: AccessDecision = { kind: 'wait' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

function mayUseAgencyRoute(session: CurrentUserResponse, requirement: RouteRequirement): boolean {
  return session.type === AGENCY_STAFF && requirement.permissions.every((p) => session.permissions.includes(p));
}

/**
 * The route guard (docs/architecture.md, Routes and the guard): a failed check sends
 * Select Service to /, agency routes to /select-service, and lets Login through. A user whose
 * role requires a second factor they have not set up is sent from every signed-in route to its
 * enrolment (the server refuses them everything else); the enrolment screen is any signed-in
 * user's, so that it stays while the recovery codes it made are shown.
 */
export function decideAccess(requirement: RouteRequirement, auth: AuthCheck): AccessDecision {
  if (
    auth.status === 'authenticated' &&
    auth.session.second_factor_enrolment_required &&
    (requirement.rule === 'selectService' || requirement.rule === 'agencyPanel')
  )
    return redirect(paths.secondFactorEnrolment);
  switch (requirement.rule) {
    case 'secondFactorEnrolment':
      if (auth.status === 'pending') return wait;
      return auth.status === 'failed' ? redirect(paths.login) : allow;
    case 'passwordRecovery':
    case 'open':
      return allow;
    case 'login':
      if (auth.status === 'pending') return wait;
      return auth.status === 'authenticated' ? redirect(paths.selectService) : allow;
    case 'selectService':
      if (auth.status === 'pending') return wait;
      if (auth.status === 'failed') return redirect(paths.login);
      return auth.session.current_active_role_name === REGULAR_BENEFICIARY ? { kind: 'beneficiaryPortal' } : allow;
    case 'agencyPanel':
      if (auth.status === 'pending') return wait;
      if (auth.status === 'failed') return redirect(paths.selectService);
      return mayUseAgencyRoute(auth.session, requirement) ? allow : redirect(paths.selectService);
  }
}
