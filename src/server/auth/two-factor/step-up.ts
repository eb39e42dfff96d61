import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity, type ActivityAction } from '../../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../../context';
import type { Db } from '../../db/schema';
import { HttpError, unauthenticated } from '../../errors';
import { loginSucceeded, reserveLoginAttempt } from '../login-throttle';
import { refuseSignIn, tooManyAttempts } from '../sign-in-refusal';
import { codeAnswerOf, codeRefusalOf, spendCodeAnswer } from './code-answer';
import { hasConfirmedFactor } from './store';

/**
 * Step-up (docs/security.md, Step-up): the riskiest actions need a second factor given in this
 * session within STEP_UP_MINUTES, or they answer 423 (the contract's SecondFactorRequired). The
 * contract marks each such operation with `x-step-up`, saying when; its handler calls this guard
 * after the refusals that need no second factor, inside its transaction (`db`) when it has one,
 * so that a refusal changes nothing.
 */
export async function requireRecentSecondFactor(
  ctx: AppContext,
  request: FastifyRequest,
  db: Db = ctx.db,
): Promise<void> {
  const row = await db
    .selectFrom('sessions')
    .select('second_factor_at')
    .where('id', '=', request.session!.row.id)
    .executeTakeFirst();
  // The session ended while the call ran (another administrator deactivated this one): signed out, not a step-up.
  if (!row) throw unauthenticated();
  const minutes = ctx.settings.stepUpMinutes;
  const freshSince = ctx.clock().getTime() - minutes * 60_000;
  if (row.second_factor_at && row.second_factor_at.getTime() >= freshSince) return;
  // A user with no factor at all cannot step up: they are told where to set one up.
  if (!(await hasConfirmedFactor(db, principalOf(request).id))) {
    throw new HttpError(
      423,
      'This needs a second factor, and your account has none: set up an authenticator app or a passkey on your Security screen, then try again.',
    );
  }
  throw new HttpError(
    423,
    `This needs your second factor given in the last ${minutes} minutes: confirm it's you with your authenticator code, a recovery code or a passkey.`,
  );
}

/** Records that a second factor was just given in this session (sign-in, enrolment or step-up). */
export async function markSecondFactorGiven(trx: Db, sessionId: string, at: Date): Promise<void> {
  await trx.updateTable('sessions').set({ second_factor_at: at }).where('id', '=', sessionId).execute();
}

/** One answer to a step-up: how to check it (and spend it), and what a refusal says on which field. */
export interface StepUpAnswer {
  field: string;
  /** The failure's reason in the activity log: code, recovery_code, passkey. */
  reason: string;
  message: string;
  /** Whether the answer is the signed-in user's; it is spent either way. */
  verify: () => Promise<boolean>;
  /** Recorded when the answer is accepted (a recovery code used). */
  alsoRecord?: ActivityAction;
}

/**
 * A second factor given while signed in (a code, a recovery code or a passkey), throttled as the
 * sign-in's second step is (the account's and the address's attempts), each failure recorded
 * (`two_factor_failed`, step_up). Accepted, the session holds a second factor given now.
 */
export async function stepUp(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StepUpAnswer,
): Promise<FastifyReply> {
  const principal = principalOf(request);
  const origin = originOf(request);
  const attempt = { email: principal.email.toLowerCase(), ip: origin.ip };
  const slot = await reserveLoginAttempt(ctx.db, attempt, ctx.clock());
  if ('waitSeconds' in slot) throw tooManyAttempts(slot.waitSeconds, answer.field);
  if (!(await answer.verify())) {
    const { field, reason, message } = answer;
    const refusal = { email: principal.email, user: principal, reason, slot, field, message };
    return refuseSignIn(ctx, request, { action: 'two_factor_failed', ...refusal, properties: { step_up: true } });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    await markSecondFactorGiven(trx, request.session!.row.id, now);
    await loginSucceeded(trx, attempt, now);
    const subject = { type: 'user' as const, id: principal.id, label: principal.email };
    if (answer.alsoRecord)
      await recordActivity(trx, { causerId: principal.id, action: answer.alsoRecord, subject, origin });
  });
  return reply.status(204).send();
}

/** Laravel Fortify-like POST /user/confirmed-second-factor: a code or a recovery code given as a step-up. */
export function stepUpHandlers(ctx: AppContext): OperationHandlers {
  return {
    async confirmSecondFactor(request, reply) {
      const answer = codeAnswerOf(request.body);
      const { id } = principalOf(request);
      return stepUp(ctx, request, reply, {
        ...codeRefusalOf(answer),
        verify: () => spendCodeAnswer(ctx, id, answer),
        alsoRecord: answer.kind === 'recovery_code' ? 'recovery_code_used' : undefined,
      });
    },
  };
}
