import type { AuthCheck, GuardRule, RouteRequirement } from '../../../src/web/app/guard/accessRules';
import { decideAccess } from '../../../src/web/app/guard/decideAccess';
import { beneficiarySession, sessionOf } from '../support/fixtures';

const pending: AuthCheck = { status: 'pending' };
const failed: AuthCheck = { status: 'failed' };
const staff: AuthCheck = { status: 'authenticated', session: sessionOf() };
const beneficiary: AuthCheck = { status: 'authenticated', session: beneficiarySession() };
const signedIn = (...args: Parameters<typeof sessionOf>): AuthCheck => ({
  status: 'authenticated',
  session: sessionOf(...args),
});

const rule = (r: GuardRule, permissions: RouteRequirement['permissions'] = []): RouteRequirement => ({
  rule: r,
  permissions,
});

describe('decideAccess (the route guard)', () => {
  describe('password request and reset: always allowed', () => {
    it.each([
      ['pending', pending],
      ['failed', failed],
      ['staff', staff],
      ['beneficiary', beneficiary],
    ])('should allow when the auth check is %s', (_, auth) => {
      expect(decideAccess(rule('passwordRecovery'), auth)).toEqual({ kind: 'allow' });
    });
  });

  describe('login', () => {
    it('should send an authenticated user to /select-service', () => {
      expect(decideAccess(rule('login'), staff)).toEqual({ kind: 'redirect', to: '/select-service' });
    });
    it('should continue to the sign-in screen when the auth check fails', () => {
      expect(decideAccess(rule('login'), failed)).toEqual({ kind: 'allow' });
    });
    it('should wait while the check is pending', () => {
      expect(decideAccess(rule('login'), pending)).toEqual({ kind: 'wait' });
    });
  });

  describe('select service', () => {
    it('should send an unauthenticated user to / when the auth check fails', () => {
      expect(decideAccess(rule('selectService'), failed)).toEqual({ kind: 'redirect', to: '/' });
    });
    it('should allow an authenticated user', () => {
      expect(decideAccess(rule('selectService'), staff)).toEqual({ kind: 'allow' });
    });
    it('should allow an authenticated user of another type whose role is not Regular Beneficiary', () => {
      expect(decideAccess(rule('selectService'), signedIn({ type: 'TPA Staff', role: 'TPA Officer' }))).toEqual({
        kind: 'allow',
      });
    });
    it('should send a Regular Beneficiary to the beneficiaries portal', () => {
      expect(decideAccess(rule('selectService'), beneficiary)).toEqual({ kind: 'beneficiaryPortal' });
    });
    // The guard decides by the current active role, not the user type: the two can differ.
    it('should send a user of another type whose current active role is Regular Beneficiary to the portal', () => {
      const agencyStaffActingAsBeneficiary = signedIn({ type: 'Agency Staff', role: 'Regular Beneficiary' });
      expect(decideAccess(rule('selectService'), agencyStaffActingAsBeneficiary)).toEqual({
        kind: 'beneficiaryPortal',
      });
    });
    it('should allow a user of type Beneficiary whose current active role is another one', () => {
      const beneficiaryInAnotherRole = signedIn({ type: 'Beneficiary', role: 'Enrolment Officer' });
      expect(decideAccess(rule('selectService'), beneficiaryInAnotherRole)).toEqual({ kind: 'allow' });
    });
    it('should wait while the check is pending', () => {
      expect(decideAccess(rule('selectService'), pending)).toEqual({ kind: 'wait' });
    });
  });

  describe('agency panel routes', () => {
    const listUsers = rule('agencyPanel', ['list users']);

    it('should allow Agency Staff holding the route permission', () => {
      expect(decideAccess(listUsers, signedIn({ permissions: ['list users'] }))).toEqual({ kind: 'allow' });
    });
    it('should send Agency Staff without the route permission to /select-service', () => {
      expect(decideAccess(listUsers, signedIn({ permissions: ['manage tpas'] }))).toEqual({
        kind: 'redirect',
        to: '/select-service',
      });
    });
    it('should send a user of another type to /select-service even with the permission', () => {
      const tpaStaff = signedIn({ type: 'TPA Staff', permissions: ['list users'] });
      expect(decideAccess(listUsers, tpaStaff)).toEqual({ kind: 'redirect', to: '/select-service' });
    });
    it('should allow Agency Staff holding the permission whatever their current active role is called', () => {
      expect(decideAccess(listUsers, signedIn({ permissions: ['list users'], role: 'Regular Beneficiary' }))).toEqual({
        kind: 'allow',
      });
    });
    it('should send a user of another type to /select-service whatever their current active role is called', () => {
      const ministryStaffAsAdmin = signedIn({
        type: 'Ministry Staff',
        role: 'Super Admin',
        permissions: ['list users'],
      });
      expect(decideAccess(listUsers, ministryStaffAsAdmin)).toEqual({ kind: 'redirect', to: '/select-service' });
    });
    it('should send a Regular Beneficiary to /select-service', () => {
      expect(decideAccess(listUsers, beneficiary)).toEqual({ kind: 'redirect', to: '/select-service' });
    });
    it('should send to /select-service when the auth check fails', () => {
      expect(decideAccess(listUsers, failed)).toEqual({ kind: 'redirect', to: '/select-service' });
    });
    it('should require every permission along the route branch', () => {
      const both = rule('agencyPanel', ['manage tpas', 'view users']);
      expect(decideAccess(both, signedIn({ permissions: ['manage tpas'] }))).toEqual({
        kind: 'redirect',
        to: '/select-service',
      });
      expect(decideAccess(both, signedIn({ permissions: ['manage tpas', 'view users'] }))).toEqual({ kind: 'allow' });
    });
    it('should read the top-level permissions of GET /api/user', () => {
      const session = sessionOf({ permissions: [] });
      const auth: AuthCheck = { status: 'authenticated', session: { ...session, permissions: ['list users'] } };
      expect(decideAccess(listUsers, auth)).toEqual({ kind: 'allow' });
    });
    it('should allow the panel itself (no permission) to Agency Staff', () => {
      expect(decideAccess(rule('agencyPanel'), signedIn({ permissions: [] }))).toEqual({ kind: 'allow' });
    });
    it('should wait while the check is pending', () => {
      expect(decideAccess(listUsers, pending)).toEqual({ kind: 'wait' });
    });
  });

  describe('other routes', () => {
    it.each([
      ['pending', pending],
      ['failed', failed],
      ['staff', staff],
    ])('should allow when the auth check is %s', (_, auth) => {
      expect(decideAccess(rule('open'), auth)).toEqual({ kind: 'allow' });
    });
  });

  describe('a user whose role requires a second factor they have not set up', () => {
    const mustEnrol = signedIn({ secondFactorEnrolment: true });
    it.each(['selectService', 'agencyPanel'] as const)('should send them from %s to the enrolment', (r) => {
      expect(decideAccess(rule(r), mustEnrol)).toEqual({ kind: 'redirect', to: '/second-factor' });
    });
    it('should allow the enrolment to them, and to a user who has just set one up (their codes still shown)', () => {
      expect(decideAccess(rule('secondFactorEnrolment'), mustEnrol)).toEqual({ kind: 'allow' });
      expect(decideAccess(rule('secondFactorEnrolment'), staff)).toEqual({ kind: 'allow' });
    });
    it('should send a signed-out visitor of the enrolment to the sign-in screen, and wait while checking', () => {
      expect(decideAccess(rule('secondFactorEnrolment'), failed)).toEqual({ kind: 'redirect', to: '/' });
      expect(decideAccess(rule('secondFactorEnrolment'), pending)).toEqual({ kind: 'wait' });
    });
  });
});
