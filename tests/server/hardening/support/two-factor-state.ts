import { authenticator } from 'otplib';
import type { Kysely } from 'kysely';
import type { OpenSession } from '../../../../src/server/auth/sessions';
import type { SecretBox } from '../../../../src/server/auth/two-factor/secret-box';
import {
  confirmEnrolment,
  removeFactors,
  replaceRecoveryCodes,
  startEnrolment,
  takeRecoveryCodesToShow,
} from '../../../../src/server/auth/two-factor/store';
import { newTotpSecret } from '../../../../src/server/auth/two-factor/totp';
import type { Database } from '../../../../src/server/db/schema';
import { PASSKEY_STATES } from './passkey-state';
import type { Targets } from './targets';

/** What a valid request of a second-factor operation needs beyond its sampled body: state of the user, of the session. */
export interface TwoFactorState {
  body?: Record<string, unknown>;
  /** Applied to the session the request is sent in, once it is open. */
  inSession?: (session: OpenSession) => Promise<void>;
}

interface TwoFactorEnv {
  db: Kysely<Database>;
  secretBox: SecretBox;
}

/** A code the server takes for a minute at least: the next step's (one step either side is taken). */
const codeOf = (secret: string) => authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);

/** The user's factors gone, then an enrolment waiting for its confirmation; answers its secret. */
async function enrolling({ db, secretBox }: TwoFactorEnv, userId: number): Promise<string> {
  await removeFactors(db, userId);
  const secret = newTotpSecret();
  await startEnrolment(db, secretBox, userId, secret);
  return secret;
}

/** A confirmed authenticator and ten recovery codes, not yet shown. */
async function enrolled(env: TwoFactorEnv, userId: number): Promise<void> {
  await enrolling(env, userId);
  await confirmEnrolment(env.db, userId, 0, new Date());
  await replaceRecoveryCodes(env.db, env.secretBox, userId, new Date());
}

/** The session's password was confirmed just now (starting an enrolment). */
const passwordJustConfirmed =
  ({ db }: TwoFactorEnv) =>
  async (session: OpenSession) => {
    await db
      .updateTable('sessions')
      .set({ password_confirmed_at: new Date() })
      .where('id', '=', session.row.id)
      .execute();
  };

/**
 * Per operation, the state its valid request needs: the request's owner with no factor, an
 * enrolment waiting, or a confirmed one (a step-up answered with one of its recovery codes); the challenge, a session past the password step of a
 * seeded user holding a confirmed authenticator, answered with one of their recovery codes.
 */
const TWO_FACTOR_STATES: Record<string, (env: TwoFactorEnv, targets: Targets) => Promise<TwoFactorState>> = {
  enableTwoFactorAuthentication: async (env, targets) => {
    await removeFactors(env.db, targets.ownerId);
    return { inSession: passwordJustConfirmed(env) };
  },
  // The step-up ones: the harness gives every user's session a fresh second factor (or, to one caller, none).
  disableTwoFactorAuthentication: async (env, targets) => (await enrolled(env, targets.ownerId), {}),
  showTwoFactorQrCode: async (env, targets) => (await enrolling(env, targets.ownerId), {}),
  showTwoFactorSecretKey: async (env, targets) => (await enrolling(env, targets.ownerId), {}),
  confirmTwoFactorAuthentication: async (env, targets) => ({
    body: { code: codeOf(await enrolling(env, targets.ownerId)) },
  }),
  showRecoveryCodes: async (env, targets) => (await enrolled(env, targets.ownerId), {}),
  regenerateRecoveryCodes: async (env, targets) => (await enrolled(env, targets.ownerId), {}),
  // Another user's factors, reset by an administrator.
  resetUserTwoFactor: async (env, targets) => (await enrolled(env, (await targets.user()).id), {}),
  // A step-up with one of the owner's recovery codes.
  confirmSecondFactor: async (env, targets) => {
    await enrolled(env, targets.ownerId);
    const [code] = (await takeRecoveryCodesToShow(env.db, env.secretBox, targets.ownerId, new Date()))!;
    return { body: { recovery_code: code } };
  },
  twoFactorChallenge: async (env, targets) => {
    const user = await targets.user();
    await enrolled(env, user.id);
    const [code] = (await takeRecoveryCodesToShow(env.db, env.secretBox, user.id, new Date()))!;
    const inSession = async (session: OpenSession) => {
      await env.db
        .updateTable('sessions')
        .set({ user_id: null, pending_user_id: user.id, pending_since: new Date() })
        .where('id', '=', session.row.id)
        .execute();
    };
    return { body: { recovery_code: code }, inSession };
  },
};

/** The state the operation's valid request needs (none for an operation not listed above). */
export async function twoFactorStateOf(operationId: string, targets: Targets): Promise<TwoFactorState> {
  if (PASSKEY_STATES[operationId]) return PASSKEY_STATES[operationId](targets);
  const prepare = TWO_FACTOR_STATES[operationId];
  if (!prepare) return {};
  const { db, secretBox } = targets.env;
  if (!secretBox)
    throw new Error(`${operationId}: seed with the harness's targets (they carry the server's secret box).`);
  return prepare({ db, secretBox }, targets);
}
