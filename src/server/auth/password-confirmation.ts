import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { recordActivity } from '../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../context';
import { HttpError, validationFailed } from '../errors';
import { loginSucceeded, reserveLoginAttempt } from './login-throttle';
import { verifyPassword } from './passwords';
import { refuseSignIn, tooManyAttempts } from './sign-in-refusal';

const WRONG_PASSWORD = 'The provided password was incorrect.';

/** Whether the password was confirmed in the request's session within PASSWORD_CONFIRM_MINUTES. */
async function passwordConfirmedRecently(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('sessions')
    .select('password_confirmed_at')
    .where('id', '=', request.session!.row.id)
    .executeTakeFirst();
  const freshSince = ctx.clock().getTime() - ctx.settings.passwordConfirmMinutes * 60_000;
  return row?.password_confirmed_at != null && row.password_confirmed_at.getTime() >= freshSince;
}

/**
 * Laravel Fortify's password confirmation (docs/security.md, Second factor): adding a factor to
 * the account needs the password typed again in this session lately, so that whoever finds a
 * signed-in browser, or holds a stolen session cookie, cannot put their own authenticator (or
 * passkey) on someone else's account. Refused with 428, apart from step-up's 423.
 */
export async function requireRecentPassword(ctx: AppContext, request: FastifyRequest): Promise<void> {
  if (!(await passwordConfirmedRecently(ctx, request))) throw new HttpError(428, 'Password confirmation required.');
}

/** POST /user/confirm-password and GET /user/confirmed-password-status, on Fortify's routes. */
export function passwordConfirmationHandlers(ctx: AppContext): OperationHandlers {
  const { db } = ctx;
  return {
    async confirmPassword(request, reply) {
      const principal = principalOf(request);
      const { password } = request.body;
      if (!password) throw validationFailed({ password: [ACCOUNT_MESSAGES.password] });
      const origin = originOf(request);
      const attempt = { email: principal.email.toLowerCase(), ip: origin.ip };
      // Guessing here is guessing the password: the sign-in throttle counts it, per account and address.
      const slot = await reserveLoginAttempt(db, attempt, ctx.clock());
      if ('waitSeconds' in slot) throw tooManyAttempts(slot.waitSeconds, 'password');
      const user = await db
        .selectFrom('users')
        .select(['id', 'first_name', 'email', 'password_hash'])
        .where('id', '=', principal.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, password))) {
        return refuseSignIn(ctx, request, {
          action: 'password_confirmation_failed',
          email: user.email,
          user,
          reason: 'password',
          slot,
          field: 'password',
          message: WRONG_PASSWORD,
        });
      }
      await db.transaction().execute(async (trx) => {
        const now = ctx.clock();
        await trx
          .updateTable('sessions')
          .set({ password_confirmed_at: now })
          .where('id', '=', request.session!.row.id)
          .execute();
        await loginSucceeded(trx, attempt, now);
        const subject = { type: 'user' as const, id: user.id, label: user.email };
        await recordActivity(trx, { causerId: user.id, action: 'password_confirmed', subject, origin });
      });
      return reply.status(201).send();
    },

    async getConfirmedPasswordStatus(request) {
      return { confirmed: await passwordConfirmedRecently(ctx, request) };
    },
  };
}
