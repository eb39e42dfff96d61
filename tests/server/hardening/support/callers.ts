import {
  loadContract,
  needsAntiForgery,
  permissionCatalogue,
  type ContractOperation,
} from '../../../../src/server/contract';
import { intendedAccessOf, OPEN_DURING_ENROLMENT, STEP_UP_OPERATIONS } from './intended-access';
import { successStatusOf } from './valid-request';

/** The one user type the agency panel serves, written out rather than imported (docs/testing.md). */
export const AGENCY_STAFF = 'Agency Staff';

/**
 * Who calls: a signed-in user of a type with exactly some permissions (an inactive one still
 * holding a session, too), an anonymous browser holding a guest session (after GET
 * /sanctum/csrf-cookie, so it can echo a token), or a request with no cookie at all.
 */
export type CallerSpec = UserCallerSpec | { label: string; kind: 'guest' } | { label: string; kind: 'no cookie' };

export interface UserCallerSpec {
  label: string;
  kind: 'user';
  userType: string;
  permissions: string[];
  status?: 'inactive';
  /**
   * Every user caller's session holds a second factor given just now (the harness marks it), but
   * this one's: the step-up operations must refuse it (423).
   */
  noRecentSecondFactor?: true;
  /** Their role requires a second factor and they have none: only the enrolment's calls are open to them. */
  mustEnrol?: true;
}

/** A caller ready to call: a user caller's account exists. */
export type Caller = CallerSpec & { userId?: number };

const everyPermission = () => permissionCatalogue().map((p) => p.name);

export const staffWithEveryPermission = (label = 'Agency Staff with every permission'): UserCallerSpec => ({
  label,
  kind: 'user',
  userType: AGENCY_STAFF,
  permissions: everyPermission(),
});

const MUST_ENROL_LABEL = 'Agency Staff with every permission, whose role requires a second factor they lack';

export const GUEST: CallerSpec = { label: 'guest session', kind: 'guest' };

/**
 * The matrix's callers, from the contract: an agency staff member per permission of the
 * catalogue, one with none, one with all and an inactive one with all; a user of every other
 * type holding every permission (the panel is for agency staff alone); and the two
 * anonymous callers.
 */
export function matrixCallers(): CallerSpec[] {
  const userTypes = (loadContract().components.schemas.UserType as { enum: string[] }).enum;
  return [
    ...everyPermission().map((permission): CallerSpec => ({
      label: `Agency Staff with "${permission}"`,
      kind: 'user',
      userType: AGENCY_STAFF,
      permissions: [permission],
    })),
    { label: 'Agency Staff with no permission', kind: 'user', userType: AGENCY_STAFF, permissions: [] },
    staffWithEveryPermission(),
    {
      ...staffWithEveryPermission('Agency Staff with every permission, no recent second factor'),
      noRecentSecondFactor: true,
    },
    { ...staffWithEveryPermission(MUST_ENROL_LABEL), mustEnrol: true },
    // Deactivation ends sessions; were one left, the account's status still shuts it out.
    { ...staffWithEveryPermission('inactive Agency Staff with every permission'), status: 'inactive' },
    ...userTypes
      .filter((type) => type !== AGENCY_STAFF)
      .map((type): CallerSpec => ({
        label: `${type} with every permission`,
        kind: 'user',
        userType: type,
        permissions: everyPermission(),
      })),
    GUEST,
    { label: 'no cookie', kind: 'no cookie' },
  ];
}

/** A step-up operation (intended-access.ts) refuses a caller who gave no second factor lately, once everything else admits them. */
const stepUpRefuses = (op: ContractOperation, caller: UserCallerSpec) =>
  STEP_UP_OPERATIONS.includes(op.operationId) && caller.noRecentSecondFactor === true;

/**
 * The status this caller should get for a valid request, by the access intended for the
 * operation (intended-access.ts, not the contract's own declaration): the documented 2xx where
 * that lets the caller in, else 401 (not signed in, or no longer active) or 403 (signed in, but
 * not agency staff holding one of the operation's permissions, or a user who must still set up the
 * second factor their role requires calling anything but the enrolment's calls), or 423 from a
 * step-up operation to a caller without a recent second factor. A call with side effects without a
 * session has no anti-forgery token to echo, and that check comes first: 419.
 */
export function expectedStatus(op: ContractOperation, caller: CallerSpec): number {
  const access = intendedAccessOf(op);
  if (caller.kind === 'no cookie' && needsAntiForgery(op)) return 419;
  if (access.kind === 'public') return successStatusOf(op);
  if (caller.kind !== 'user' || caller.status === 'inactive') return 401;
  if (caller.mustEnrol && !OPEN_DURING_ENROLMENT.includes(op.operationId)) return 403;
  if (access.kind === 'authenticated') return stepUpRefuses(op, caller) ? 423 : successStatusOf(op);
  const allowed = caller.userType === AGENCY_STAFF && caller.permissions.some((p) => access.anyOf.includes(p));
  if (!allowed) return 403;
  return stepUpRefuses(op, caller) ? 423 : successStatusOf(op);
}
