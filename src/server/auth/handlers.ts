import type { FastifyRequest } from 'fastify';
import { SERVICES_BY_USER_TYPE } from '../../shared/services';
import { recordActivity } from '../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../context';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { refuseIfAny } from '../errors';
import { FieldChecks } from '../field-checks';
import { loginSucceeded, passwordStepPassed, reserveLoginAttempt, type LoginSlot } from './login-throttle';
import { verifyPassword } from './passwords';
import { refuseSignIn, tooManyAttempts, type SignInCandidate } from './sign-in-refusal';
import { awaitSecondStep } from './two-factor/challenge';
import { secondFactorRequiredOf } from './two-factor/requirement';
import { hasConfirmedFactor } from './two-factor/store';
import type { Schema } from '../operations';

const FAILED = 'These credentials do not match our records.';

function checkLoginInput(body: Schema<'LoginRequest'>): void {
  const checks = new FieldChecks();
  checks.email('email', body.email);
  if (!body.password) checks.fail('password', ACCOUNT_MESSAGES.password);
  refuseIfAny(checks.errors);
}

/** Sign-in, sign-out and the session's user, in Laravel Sanctum's SPA style (docs/architecture.md). */
export function authHandlers(ctx: AppContext): OperationHandlers {
  const { db, sessions } = ctx;

  /** Records a failed sign-in (and tells the owner when it paused their sign-ins). */
  function refuseLogin(
    request: FastifyRequest,
    email: string,
    user: SignInCandidate | undefined,
    reason: string,
    slot: LoginSlot,
  ): Promise<never> {
    const message = reason === 'inactive' ? 'This account is not active. Contact your administrator.' : FAILED;
    return refuseSignIn(ctx, request, { action: 'login_failed', email, user, reason, slot, field: 'email', message });
  }

  return {
    async getCsrfCookie(request, reply) {
      const session =
        request.session ?? (await sessions.open(db, { userId: null, remember: false, origin: originOf(request) }));
      sessions.writeCookies(reply, session);
      return reply.status(204).send();
    },

    async login(request, reply) {
      const body = request.body;
      checkLoginInput(body);
      const email = body.email.trim().toLowerCase();
      const origin = originOf(request);
      const attempt = { email, ip: origin.ip };
      // Reserved before the password is checked: parallel attempts cannot all pass the count.
      const slot = await reserveLoginAttempt(db, attempt, ctx.clock());
      if ('waitSeconds' in slot) throw tooManyAttempts(slot.waitSeconds);
      const user = await db
        .selectFrom('users')
        .leftJoin('tpas', 'tpas.id', 'users.tpa_id')
        .leftJoin('ministries', 'ministries.id', 'users.ministry_id')
        .select([
          'users.id',
          'users.first_name',
          'users.email',
          'users.password_hash',
          'users.status',
          'tpas.status as tpa_status',
          'ministries.status as ministry_status',
        ])
        .where(({ fn, eb }) => eb(fn('lower', ['users.email']), '=', email))
        .executeTakeFirst();
      if (!(await verifyPassword(user?.password_hash ?? null, body.password)) || !user) {
        return refuseLogin(request, email, user, 'credentials', slot);
      }
      if (user.status !== 'active' || user.tpa_status === 'suspended' || user.ministry_status === 'suspended') {
        return refuseLogin(request, email, user, 'inactive', slot);
      }
      const remember = body.remember === true;
      if (await hasConfirmedFactor(db, user.id)) {
        // Not signed in yet: the account's attempt stays counted until the second step succeeds.
        await passwordStepPassed(db, attempt);
        sessions.writeCookies(reply, await awaitSecondStep(ctx, request, { userId: user.id, remember }));
        return { two_factor: true };
      }
      const session = await db.transaction().execute(async (trx) => {
        // A new session id at sign-in (no fixation); the guest session it replaces ends.
        if (request.session) await sessions.close(trx, request.session);
        const opened = await sessions.open(trx, { userId: user.id, remember, origin });
        await trx.updateTable('users').set({ last_login_at: ctx.clock() }).where('id', '=', user.id).execute();
        await loginSucceeded(trx, attempt, ctx.clock());
        await recordActivity(trx, {
          causerId: user.id,
          action: 'login',
          subject: { type: 'user', id: user.id, label: email },
          origin,
        });
        return opened;
      });
      sessions.writeCookies(reply, session);
      // Signed in, but a role requires a second factor: the session may only set one up (authorize.ts).
      if (await secondFactorRequiredOf(db, user.id)) return { two_factor_enrolment: true };
      return reply.status(204).send();
    },

    async logout(request, reply) {
      const principal = principalOf(request);
      const session = request.session;
      await db.transaction().execute(async (trx) => {
        if (session) await sessions.close(trx, session);
        await recordActivity(trx, {
          causerId: principal.id,
          action: 'logout',
          subject: { type: 'user', id: principal.id, label: principal.email },
          origin: originOf(request),
        });
      });
      sessions.clearCookies(reply);
      return reply.status(204).send();
    },

    async getCurrentUser(request) {
      const principal = principalOf(request);
      return {
        user: {
          id: principal.id,
          first_name: principal.first_name,
          last_name: principal.last_name,
          email: principal.email,
          user_type: principal.user_type,
          accessible_services: [...(SERVICES_BY_USER_TYPE[principal.user_type] ?? [])],
          permissions: principal.permissions,
        },
        permissions: principal.permissions,
        type: principal.user_type,
        current_active_role_name: principal.current_active_role_name,
        second_factor_enrolment_required: principal.must_enrol_second_factor,
      };
    },
  };
}
