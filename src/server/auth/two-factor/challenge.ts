import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity, type ActivityAction } from '../../activity-log';
import { originOf, type AppContext, type OperationHandlers } from '../../context';
import { validationFailed } from '../../errors';
import { loginSucceeded, reserveLoginAttempt, type LoginAttempt } from '../login-throttle';
import type { OpenSession } from '../sessions';
import { refuseSignIn, tooManyAttempts, type SignInCandidate } from '../sign-in-refusal';
import { codeAnswerOf, codeRefusalOf, spendCodeAnswer } from './code-answer';
import { markSecondFactorGiven } from './step-up';

/** How long after the password the second step may come; then the sign-in starts again. */
const SECOND_STEP_MINUTES = 5;
export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';

/**
 * The password was right and the user has a second factor: a new guest session (the id rotates,
 * as at sign-in) holds the user as pending. Nobody is signed in in it: user_id stays null.
 */
export async function awaitSecondStep(
  ctx: AppContext,
  request: FastifyRequest,
  pending: { userId: number; remember: boolean },
): Promise<OpenSession> {
  return ctx.db.transaction().execute(async (trx) => {
    if (request.session) await ctx.sessions.close(trx, request.session);
    const opened = await ctx.sessions.open(trx, { userId: null, remember: false, origin: originOf(request) });
    const row = await trx
      .updateTable('sessions')
      .set({ pending_user_id: pending.userId, pending_remember: pending.remember, pending_since: ctx.clock() })
      .where('id', '=', opened.row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { token: opened.token, row };
  });
}

/** The pending user of the session, while the second step is still open, and still allowed in. */
export async function pendingUserOf(ctx: AppContext, session: OpenSession | undefined) {
  if (!session) return undefined;
  const cutoff = new Date(ctx.clock().getTime() - SECOND_STEP_MINUTES * 60_000);
  return ctx.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.pending_user_id')
    .leftJoin('tpas', 'tpas.id', 'users.tpa_id')
    .leftJoin('ministries', 'ministries.id', 'users.ministry_id')
    .select(['users.id', 'users.first_name', 'users.email', 'sessions.pending_remember'])
    .where('sessions.id', '=', session.row.id)
    .where('sessions.user_id', 'is', null)
    .where('sessions.pending_since', '>', cutoff)
    .where('users.status', '=', 'active')
    .where((eb) => eb.or([eb('tpas.status', 'is', null), eb('tpas.status', '!=', 'suspended')]))
    .where((eb) => eb.or([eb('ministries.status', 'is', null), eb('ministries.status', '!=', 'suspended')]))
    .executeTakeFirst();
}

/** How a sign-in that gave a second factor ends: who, for how long, and what its `login` row says. */
export interface CompletedSignIn {
  user: SignInCandidate;
  remember: boolean;
  attempt: LoginAttempt;
  /** How the user signed in (the second factor given), for the `login` row. */
  properties: Record<string, unknown>;
  /** Recorded before the `login` row (a recovery code used). */
  alsoRecord?: ActivityAction;
}

/**
 * The last step of a sign-in that gave a second factor succeeded (a code, a recovery code, a
 * passkey after the password or alone): the session id rotates, the new session holds the user
 * and a second factor given now, the sign-in is recorded and the account's throttle count ends.
 */
export async function completeSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: CompletedSignIn,
): Promise<FastifyReply> {
  const { user, attempt } = signIn;
  const origin = originOf(request);
  const subject = { type: 'user' as const, id: user.id, label: user.email };
  const session = await ctx.db.transaction().execute(async (trx) => {
    if (request.session) await ctx.sessions.close(trx, request.session);
    const opened = await ctx.sessions.open(trx, { userId: user.id, remember: signIn.remember, origin });
    const now = ctx.clock();
    await markSecondFactorGiven(trx, opened.row.id, now);
    await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', user.id).execute();
    await loginSucceeded(trx, attempt, now);
    if (signIn.alsoRecord) await recordActivity(trx, { causerId: user.id, action: signIn.alsoRecord, subject, origin });
    const properties = signIn.properties;
    await recordActivity(trx, { causerId: user.id, action: 'login', subject, properties, origin });
    return opened;
  });
  ctx.sessions.writeCookies(reply, session);
  return reply.status(204).send();
}

/** The second step of sign-in (Laravel Fortify's /two-factor-challenge). */
export function challengeHandlers(ctx: AppContext): OperationHandlers {
  const { db } = ctx;

  return {
    async twoFactorChallenge(request, reply) {
      const answer = codeAnswerOf(request.body);
      const user = await pendingUserOf(ctx, request.session);
      if (!user) throw validationFailed({ [answer.kind]: [SIGN_IN_EXPIRED] });
      const origin = originOf(request);
      const attempt = { email: user.email.toLowerCase(), ip: origin.ip };
      // The password step's own throttle, per account: the two steps share one budget of attempts.
      const slot = await reserveLoginAttempt(db, attempt, ctx.clock());
      if ('waitSeconds' in slot) throw tooManyAttempts(slot.waitSeconds, answer.kind);
      if (!(await spendCodeAnswer(ctx, user.id, answer))) {
        const refusal = { email: user.email, user, slot, ...codeRefusalOf(answer) };
        return refuseSignIn(ctx, request, { action: 'two_factor_failed', ...refusal });
      }
      return completeSignIn(ctx, request, reply, {
        user,
        remember: user.pending_remember,
        attempt,
        properties: { second_factor: answer.kind === 'code' ? 'authenticator' : 'recovery_code' },
        alsoRecord: answer.kind === 'recovery_code' ? 'recovery_code_used' : undefined,
      });
    },
  };
}
