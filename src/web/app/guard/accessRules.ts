import type { CurrentUserResponse, Permission } from '../../api/generated';

/** The rows of the route guard; every route of the route table names one (docs/architecture.md). */
export type GuardRule =
  'passwordRecovery' | 'login' | 'selectService' | 'agencyPanel' | 'secondFactorEnrolment' | 'open';

/** What a route asks of the session: its guard row and every permission along its branch. */
export interface RouteRequirement {
  rule: GuardRule;
  permissions: readonly Permission[];
}

/** The outcome of GET /api/user, as the guard reads it. */
export type AuthCheck =
  { status: 'pending' } | { status: 'failed' } | { status: 'authenticated'; session: CurrentUserResponse };

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  /** A Regular Beneficiary is sent to the external beneficiaries portal. */
  | { kind: 'beneficiaryPortal' };

/** Password request and reset, and routes without a rule, never wait for the auth check. */
export function needsAuthCheck(rule: GuardRule): boolean {
  return rule === 'login' || rule === 'selectService' || rule === 'agencyPanel' || rule === 'secondFactorEnrolment';
}
