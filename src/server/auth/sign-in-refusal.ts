import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../activity-log';
import { originOf, type AppContext } from '../context';
import { HttpError, validationFailed } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { signInPausedMail } from './account-mail';
import { ACCOUNT_RULE, type LoginSlot } from './login-throttle';

/** The lock mail is about the attempts, not a link: kept a day for an SMTP outage. */
const LOCK_MAIL_VALID_MS = 24 * 60 * 60_000;

export interface SignInCandidate {
  id: number;
  first_name: string;
  email: string;
}

/** A refused sign-in step (or password confirmation): what is recorded, and the 422 the form shows on `field`. */
export interface Refusal {
  action: 'login_failed' | 'two_factor_failed' | 'password_confirmation_failed';
  /** The address given, or the account's; null when nothing named one (a passkey nobody holds). */
  email: string | null;
  user: SignInCandidate | undefined;
  reason: string;
  slot: LoginSlot;
  field: string;
  message: string;
  /** Recorded beside the email and reason (a step-up's failure says so). */
  properties?: Record<string, unknown>;
}

/** A sign-in step refused unheard while its account or address waits out a back-off (counted by the metrics). */
export class SignInThrottled extends HttpError {}

export function tooManyAttempts(waitSeconds: number, field = 'email'): HttpError {
  const message = `Too many login attempts. Please try again in ${waitSeconds} seconds.`;
  return new SignInThrottled(429, message, { [field]: [message] }, waitSeconds);
}

/** The metrics' name of a refused step. */
const STEP_OF: Record<Refusal['action'], string> = {
  login_failed: 'password',
  two_factor_failed: 'second_factor',
  password_confirmation_failed: 'password_confirmation',
};

/**
 * Records a refused sign-in step (password or second factor); the attempt that closed a burst
 * also records the back-off and tells the owner by mail. Always throws the refusal.
 */
export async function refuseSignIn(ctx: AppContext, request: FastifyRequest, refusal: Refusal): Promise<never> {
  const { email, user, reason, slot } = refusal;
  const origin = originOf(request);
  const subject = user ? { type: 'user' as const, id: user.id, label: email ?? user.email } : undefined;
  await ctx.db.transaction().execute(async (trx) => {
    const properties = { email, reason, ...refusal.properties };
    await recordActivity(trx, { causerId: user?.id ?? null, action: refusal.action, subject, properties, origin });
    if (!slot.closesBurst) return;
    const locked = { email, failures: ACCOUNT_RULE.maxAttempts, wait_seconds: slot.lockSeconds };
    await recordActivity(trx, { causerId: null, action: 'login_locked', subject, properties: locked, origin });
    const now = ctx.clock();
    const mail = user && signInPausedMail(user, ACCOUNT_RULE.maxAttempts, Math.ceil(slot.lockSeconds / 60));
    if (mail) await enqueueMail(trx, mail, { now, expiresAt: new Date(now.getTime() + LOCK_MAIL_VALID_MS) });
  });
  if (slot.closesBurst && user) ctx.mailOutbox.wake();
  ctx.metrics.signInFailures.inc({ step: STEP_OF[refusal.action] });
  if (slot.closesBurst) ctx.metrics.signInLockouts.inc();
  throw validationFailed({ [refusal.field]: [refusal.message] });
}
