import { setTimeout } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../activity-log';
import { originOf, type AppContext, type OperationHandlers } from '../context';
import { validationFailed } from '../errors';
import { FieldChecks } from '../field-checks';
import { enqueueMail } from '../mail/outbox';
import { resetMail } from './account-mail';
import { checkNewPassword } from './password-policy';
import {
  checkToken,
  issuePasswordToken,
  mailedRecently,
  RESET_LINK_MINUTES,
  setPasswordLink,
  spendToken,
} from './password-tokens';
import { hashPassword } from './passwords';

/** The one answer to a reset request, whether or not the address has an account (no enumeration). */
export const RESET_REQUESTED =
  'If an account exists for this email address, we have emailed it a link to reset the password.';

/**
 * A valid reset request is answered this long after it arrived, whatever it found: a known
 * address costs a few more writes (audit row, token, mail) than an unknown one, and the
 * difference must not tell an attacker which addresses have accounts. Far above those writes.
 */
export const RESET_ANSWER_MS = 300;

function emailOf(checks: FieldChecks, raw: string): string {
  return checks.email('email', raw).toLowerCase();
}

/** Password request and reset: always reachable, hence public operations (docs/records.md). */
export function passwordHandlers(ctx: AppContext): OperationHandlers {
  const { db, clock, settings } = ctx;

  /** Queues a reset mail unless the account is inactive or was mailed within the minute; records the request. */
  async function queueResetMail(request: FastifyRequest, email: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      // The row lock makes two simultaneous requests for one address take turns: one mail, not two.
      const user = await trx
        .selectFrom('users')
        .select(['id', 'first_name', 'email', 'status'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .forUpdate()
        .executeTakeFirst();
      if (!user) return false;
      const now = clock();
      const withheld =
        user.status === 'inactive' ? 'inactive' : (await mailedRecently(trx, user.id, now)) ? 'throttled' : null;
      await recordActivity(trx, {
        causerId: null,
        action: 'password_reset_requested',
        subject: { type: 'user', id: user.id, label: user.email },
        properties: { mailed: withheld === null, ...(withheld && { reason: withheld }) },
        origin: originOf(request),
      });
      if (withheld) return false;
      const { token, expiresAt } = await issuePasswordToken(trx, user.id, 'reset', now, RESET_LINK_MINUTES * 60_000);
      await enqueueMail(trx, resetMail(user, setPasswordLink(settings.appUrl, token, user.email)), { now, expiresAt });
      return true;
    });
  }

  return {
    async requestPasswordReset(request) {
      const checks = new FieldChecks();
      const email = emailOf(checks, request.body.email);
      if (checks.failed) throw validationFailed(checks.errors);
      const answerAt = performance.now() + RESET_ANSWER_MS;
      if (await queueResetMail(request, email)) ctx.mailOutbox.wake();
      await setTimeout(Math.max(0, Math.ceil(answerAt - performance.now())));
      return { message: RESET_REQUESTED };
    },

    async resetPassword(request) {
      const body = request.body;
      const checks = new FieldChecks();
      const email = emailOf(checks, body.email);
      const found = checks.errors.email
        ? undefined
        : await checkToken(db, body.token, email, clock(), { claim: false });
      if (typeof found === 'string') checks.fail('token', found);
      const password = { password: body.password, confirmation: body.password_confirmation, email };
      checkNewPassword(checks, password, { estimateStrength: typeof found === 'object' });
      if (checks.failed) throw validationFailed(checks.errors);
      const purpose = await db.transaction().execute(async (trx) => {
        const now = clock();
        const used = await checkToken(trx, body.token, email, now, { claim: true });
        if (typeof used === 'string') throw validationFailed({ token: [used] });
        // Hashed once the link is claimed: copies of one request sent at once cost one argon2 hash, not one each.
        const passwordHash = await hashPassword(body.password);
        // An invited user becomes active by choosing a password; a deactivated one stays inactive.
        const status = used.userStatus === 'pending' ? 'active' : used.userStatus;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, status, updated_at: now })
          .where('id', '=', used.userId)
          .execute();
        await spendToken(trx, used, now);
        await ctx.sessions.closeAllOf(trx, [used.userId]);
        await recordActivity(trx, {
          causerId: used.userId,
          action: 'password_reset',
          subject: { type: 'user', id: used.userId, label: used.email },
          ...(status !== used.userStatus && { changes: { before: { status: used.userStatus }, after: { status } } }),
          properties: { purpose: used.purpose },
          origin: originOf(request),
        });
        return used.purpose;
      });
      const done = purpose === 'invitation' ? 'Your password has been set.' : 'Your password has been reset.';
      return { message: `${done} Sign in with your new password.` };
    },
  };
}
