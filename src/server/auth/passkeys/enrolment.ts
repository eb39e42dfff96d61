import type { FastifyRequest } from 'fastify';
import { recordActivity, type ActivityEntry } from '../../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../../context';
import type { Db } from '../../db/schema';
import { HttpError, notFound, validationFailed } from '../../errors';
import type { Schema } from '../../operations';
import { requireRecentPassword } from '../password-confirmation';
import { secretBoxOf } from '../two-factor/secret-box';
import { markSecondFactorGiven, requireRecentSecondFactor } from '../two-factor/step-up';
import { dropRecoveryCodesWithoutFactor, hasConfirmedFactor, replaceRecoveryCodes } from '../two-factor/store';
import { registrationOptions, relyingPartyOf, verifyRegistration } from './ceremony';
import {
  addPasskey,
  keepChallenge,
  newUserHandle,
  passkeysOf,
  removePasskey,
  renamePasskey,
  takeChallenge,
  userHandleOf,
  type StoredPasskey,
} from './store';
import { lockUserForTransaction } from '../../db/advisory-locks';

const NAME_REQUIRED = 'Give the passkey a name, e.g. "Work laptop".';
const PROMPT_EXPIRED = 'This passkey prompt has expired or was already answered. Please try again.';
const NOT_VERIFIED = 'The passkey could not be verified. Please try again.';
const ALREADY_REGISTERED = 'This passkey is already registered.';

/** How many passkeys one account keeps: more than anyone's devices, and a bound on what one account stores. */
export const PASSKEYS_PER_ACCOUNT_MAX = 20;
const FULL = `You have ${PASSKEYS_PER_ACCOUNT_MAX} passkeys, the most one account keeps: remove one you no longer use, then add the new one.`;

/**
 * Refuses a passkey beyond the bound. Two sessions of one account may each hold a registration
 * prompt: the per-account advisory lock makes their count and insert one step, so both cannot pass.
 */
async function checkRoomForPasskey(trx: Db, userId: number): Promise<void> {
  await lockUserForTransaction(trx, 'passkeys', userId);
  if ((await passkeysOf(trx, userId)).length >= PASSKEYS_PER_ACCOUNT_MAX) throw new HttpError(422, FULL);
}

/** A passkey as the contract shows it: never its key, counter or credential id. */
export const passkeyOf = (passkey: StoredPasskey): Schema<'Passkey'> => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.created_at.toISOString(),
  last_used_at: passkey.last_used_at?.toISOString() ?? null,
});

/** The name as given, trimmed; a blank one is refused (422), before any ceremony's challenge is spent. */
function nameOf(body: { name: string }): string {
  const name = body.name.trim();
  if (!name) throw validationFailed({ name: [NAME_REQUIRED] });
  return name;
}

/**
 * The signed-in user's own passkeys on the Security screen (docs/security.md, Passkeys): listed,
 * registered under a name, renamed and removed. Adding one needs the password confirmed lately,
 * as every factor added does, and removing one a second factor given lately (step-up), so that a
 * session left open can neither give an intruder a passkey of their own nor take the user's away.
 */
export function passkeyEnrolmentHandlers(ctx: AppContext): OperationHandlers {
  const { db } = ctx;
  const rp = relyingPartyOf(ctx.settings);

  function record(trx: Db, request: FastifyRequest, entry: Pick<ActivityEntry, 'action' | 'properties' | 'changes'>) {
    const principal = principalOf(request);
    const subject = { type: 'user' as const, id: principal.id, label: principal.email };
    return recordActivity(trx, { causerId: principal.id, subject, origin: originOf(request), ...entry });
  }

  return {
    async listPasskeys(request) {
      return { passkeys: (await passkeysOf(db, principalOf(request).id)).map(passkeyOf) };
    },

    async passkeyRegistrationOptions(request) {
      await requireRecentPassword(ctx, request);
      const principal = principalOf(request);
      const existing = await passkeysOf(db, principal.id);
      if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) throw new HttpError(422, FULL);
      const handle = (await userHandleOf(db, principal.id)) ?? newUserHandle();
      const displayName = `${principal.first_name} ${principal.last_name}`.trim();
      const options = await registrationOptions(rp, { email: principal.email, displayName, handle }, existing);
      const ceremony = { purpose: 'registration' as const, challenge: options.challenge, userId: principal.id };
      await keepChallenge(db, request.session!.row.id, { ...ceremony, userHandle: handle }, ctx.clock());
      return options;
    },

    async registerPasskey(request, reply) {
      const name = nameOf(request.body);
      await requireRecentPassword(ctx, request);
      const { id: userId } = principalOf(request);
      const now = ctx.clock();
      const challenge = await takeChallenge(db, request.session!.row.id, 'registration', now);
      if (!challenge || challenge.user_id !== userId || !challenge.user_handle) {
        throw validationFailed({ credential: [PROMPT_EXPIRED] });
      }
      const verified = await verifyRegistration(rp, request.body.credential, challenge.challenge);
      if (!verified) throw validationFailed({ credential: [NOT_VERIFIED] });
      const answer = await db.transaction().execute(async (trx) => {
        await checkRoomForPasskey(trx, userId);
        const firstFactor = !(await hasConfirmedFactor(trx, userId));
        const passkey = await addPasskey(trx, {
          user_id: userId,
          credential_id: verified.credentialId,
          public_key: verified.publicKey,
          counter: verified.counter,
          transports: verified.transports,
          user_handle: challenge.user_handle!,
          name,
          created_at: now,
        });
        if (!passkey) throw validationFailed({ credential: [ALREADY_REGISTERED] });
        // The user's first second factor: recovery codes back it up, shown once (as a confirmed authenticator's).
        if (firstFactor) await replaceRecoveryCodes(trx, secretBoxOf(ctx.settings), userId, now);
        // The passkey just answered with the user verified: a second factor given now, as a confirmed code is.
        await markSecondFactorGiven(trx, request.session!.row.id, now);
        await record(trx, request, { action: 'passkey_registered', properties: { name } });
        return { passkey: passkeyOf(passkey), recovery_codes_to_show: firstFactor };
      });
      return reply.status(201).send(answer);
    },

    async renamePasskey(request) {
      const name = nameOf(request.body);
      const { id: userId } = principalOf(request);
      return db.transaction().execute(async (trx) => {
        const renamed = await renamePasskey(trx, userId, request.params.passkey, name);
        if (!renamed) throw notFound('passkey');
        if (renamed.before !== name) {
          await record(trx, request, {
            action: 'passkey_renamed',
            changes: { before: { name: renamed.before }, after: { name } },
          });
        }
        return passkeyOf(renamed.passkey);
      });
    },

    async removePasskey(request, reply) {
      await requireRecentSecondFactor(ctx, request);
      const { id: userId } = principalOf(request);
      await db.transaction().execute(async (trx) => {
        const name = await removePasskey(trx, userId, request.params.passkey);
        if (name === undefined) throw notFound('passkey');
        await dropRecoveryCodesWithoutFactor(trx, userId);
        await record(trx, request, { action: 'passkey_removed', properties: { name } });
      });
      return reply.status(204).send();
    },
  };
}
