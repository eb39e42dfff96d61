import { originOf, principalOf, type AppContext, type OperationHandlers } from '../../context';
import { validationFailed } from '../../errors';
import { reserveAddressAttempt, reserveLoginAttempt } from '../login-throttle';
import { refuseSignIn, tooManyAttempts } from '../sign-in-refusal';
import { completeSignIn, pendingUserOf, SIGN_IN_EXPIRED } from '../two-factor/challenge';
import { stepUp } from '../two-factor/step-up';
import { authenticationOptions, relyingPartyOf, verifyAssertion } from './ceremony';
import {
  keepChallenge,
  passkeyByCredentialId,
  passkeysOf,
  recordPasskeyUse,
  takeChallenge,
  type CeremonyPurpose,
  type StoredPasskey,
} from './store';

const FIELD = 'credential';
const PROMPT_EXPIRED = 'This passkey prompt has expired or was already answered. Please try again.';
const NOT_VERIFIED = 'This passkey could not be verified.';
const NO_PASSKEY = 'No passkey is registered for this account: use your authenticator app or a recovery code.';
const INACTIVE = 'This account is not active. Contact your administrator.';

/**
 * A passkey given instead of a code (docs/security.md, Passkeys): as the sign-in's second step,
 * as the whole sign-in (no password: the passkey is possession, its user verification the second
 * factor), and as a fresh second factor while signed in (step-up). Each answers a challenge kept
 * in this session by the matching `…/options` call and spent by the answer, whatever it is.
 */
export function passkeySignInHandlers(ctx: AppContext): OperationHandlers {
  const { db } = ctx;
  const rp = relyingPartyOf(ctx.settings);

  /** The session's challenge of this purpose, spent; a 422 when none waits (expired, replayed, never asked). */
  async function spentChallenge(sessionId: string, purpose: CeremonyPurpose) {
    const challenge = await takeChallenge(db, sessionId, purpose, ctx.clock());
    if (!challenge) throw validationFailed({ [FIELD]: [PROMPT_EXPIRED] });
    return challenge;
  }

  /** Verifies the answer as this passkey's and moves its counter on; false for anything less. */
  async function used(
    passkey: StoredPasskey | undefined,
    credential: Parameters<typeof verifyAssertion>[1],
    challenge: string,
    requireUserVerification: boolean,
  ): Promise<boolean> {
    if (!passkey) return false;
    const verified = await verifyAssertion(rp, credential, challenge, passkey, { requireUserVerification });
    return verified !== undefined && recordPasskeyUse(db, passkey, verified.newCounter, ctx.clock());
  }

  return {
    async passkeyChallengeOptions(request) {
      const user = await pendingUserOf(ctx, request.session);
      if (!user) throw validationFailed({ [FIELD]: [SIGN_IN_EXPIRED] });
      const passkeys = await passkeysOf(db, user.id);
      if (passkeys.length === 0) throw validationFailed({ [FIELD]: [NO_PASSKEY] });
      const options = await authenticationOptions(rp, passkeys);
      const ceremony = { purpose: 'second_step' as const, challenge: options.challenge, userId: user.id };
      await keepChallenge(db, request.session!.row.id, ceremony, ctx.clock());
      return options;
    },

    async passkeyChallenge(request, reply) {
      const user = await pendingUserOf(ctx, request.session);
      if (!user) throw validationFailed({ [FIELD]: [SIGN_IN_EXPIRED] });
      const challenge = await spentChallenge(request.session!.row.id, 'second_step');
      const attempt = { email: user.email.toLowerCase(), ip: originOf(request).ip };
      // The password step's own throttle, per account: the two steps share one budget of attempts.
      const slot = await reserveLoginAttempt(db, attempt, ctx.clock());
      if ('waitSeconds' in slot) throw tooManyAttempts(slot.waitSeconds, FIELD);
      const { credential } = request.body;
      const found = await passkeyByCredentialId(db, credential.id);
      // Another user's passkey is refused like a wrong one: it is not this sign-in's second factor.
      const passkey = challenge.user_id === user.id && found?.user_id === user.id ? found : undefined;
      if (!(await used(passkey, credential, challenge.challenge, false))) {
        const refusal = { email: user.email, user, reason: 'passkey', slot, field: FIELD, message: NOT_VERIFIED };
        return refuseSignIn(ctx, request, { action: 'two_factor_failed', ...refusal });
      }
      return completeSignIn(ctx, request, reply, {
        user,
        remember: user.pending_remember,
        attempt,
        properties: { second_factor: 'passkey', passkey: passkey!.name },
      });
    },

    async passkeyLoginOptions(request) {
      const options = await authenticationOptions(rp, 'any');
      const ceremony = { purpose: 'sign_in' as const, challenge: options.challenge, userId: null };
      await keepChallenge(db, request.session!.row.id, ceremony, ctx.clock());
      return options;
    },

    async passkeyLogin(request, reply) {
      const challenge = await spentChallenge(request.session!.row.id, 'sign_in');
      const { credential, remember } = request.body;
      const passkey = await passkeyByCredentialId(db, credential.id);
      const user =
        passkey &&
        (await db
          .selectFrom('users')
          .leftJoin('tpas', 'tpas.id', 'users.tpa_id')
          .leftJoin('ministries', 'ministries.id', 'users.ministry_id')
          .select(['users.id', 'users.first_name', 'users.email', 'users.status'])
          .select(['tpas.status as tpa_status', 'ministries.status as ministry_status'])
          .where('users.id', '=', passkey.user_id)
          .executeTakeFirst());
      const ip = originOf(request).ip;
      const attempt = user ? { email: user.email.toLowerCase(), ip } : undefined;
      // Counted before the signature is checked, as a password is: per account and address, or (a
      // passkey nobody holds) per address alone.
      const now = ctx.clock();
      const slot = attempt ? await reserveLoginAttempt(db, attempt, now) : await reserveAddressAttempt(db, ip, now);
      if ('waitSeconds' in slot) throw tooManyAttempts(slot.waitSeconds, FIELD);
      const refuse = (reason: string, message = NOT_VERIFIED) =>
        refuseSignIn(ctx, request, {
          action: 'login_failed',
          email: user?.email ?? null,
          user,
          reason,
          slot,
          field: FIELD,
          message,
        });
      if (!user || !attempt) return refuse('unknown_passkey');
      if (!(await used(passkey, credential, challenge.challenge, true))) return refuse('passkey');
      // Told only to whoever holds the passkey, as the password step tells only who knows the password.
      if (user.status !== 'active' || user.tpa_status === 'suspended' || user.ministry_status === 'suspended') {
        return refuse('inactive', INACTIVE);
      }
      return completeSignIn(ctx, request, reply, {
        user,
        remember: remember === true,
        attempt,
        properties: { method: 'passkey', passkey: passkey!.name },
      });
    },

    async passkeyConfirmationOptions(request) {
      const { id } = principalOf(request);
      const passkeys = await passkeysOf(db, id);
      if (passkeys.length === 0) throw validationFailed({ [FIELD]: ['You have no passkey: add one first.'] });
      const options = await authenticationOptions(rp, passkeys);
      const ceremony = { purpose: 'step_up' as const, challenge: options.challenge, userId: id };
      await keepChallenge(db, request.session!.row.id, ceremony, ctx.clock());
      return options;
    },

    async confirmWithPasskey(request, reply) {
      const principal = principalOf(request);
      const challenge = await spentChallenge(request.session!.row.id, 'step_up');
      const { credential } = request.body;
      const found = await passkeyByCredentialId(db, credential.id);
      const passkey = challenge.user_id === principal.id && found?.user_id === principal.id ? found : undefined;
      return stepUp(ctx, request, reply, {
        field: FIELD,
        reason: 'passkey',
        message: NOT_VERIFIED,
        verify: () => used(passkey, credential, challenge.challenge, false),
      });
    },
  };
}
