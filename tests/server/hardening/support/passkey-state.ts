import { randomBytes } from 'node:crypto';
import type { OpenSession } from '../../../../src/server/auth/sessions';
import { keepChallenge, newUserHandle, type CeremonyPurpose } from '../../../../src/server/auth/passkeys/store';
import type { Targets } from './targets';
import type { TwoFactorState } from './two-factor-state';

/**
 * What a valid request of a passkey operation needs (docs/security.md, Passkeys): a passkey of
 * the owner or of a seeded user, held by a software authenticator, and in the session the
 * challenge its `…/options` call would have kept, answered in the body; the password confirmed
 * lately to add one (a fresh second factor to remove one is the harness's, as for every step-up).
 */

const newChallenge = () => randomBytes(32).toString('base64url');

/** The session's password was confirmed just now (adding a factor). */
const passwordJustConfirmed = (targets: Targets) => async (session: OpenSession) => {
  await targets.env.db
    .updateTable('sessions')
    .set({ password_confirmed_at: new Date() })
    .where('id', '=', session.row.id)
    .execute();
};

/** The session holds this ceremony's challenge, as its options call would have left it. */
const waiting =
  (
    targets: Targets,
    ceremony: { purpose: CeremonyPurpose; challenge: string; userId: number | null; userHandle?: string },
  ) =>
  (session: OpenSession) =>
    keepChallenge(targets.env.db, session.row.id, ceremony, new Date());

/** The session is past the password step of this user, waiting for the second one (as POST /login leaves it). */
const pendingFor = (targets: Targets, userId: number) => async (session: OpenSession) => {
  await targets.env.db
    .updateTable('sessions')
    .set({ user_id: null, pending_user_id: userId, pending_since: new Date() })
    .where('id', '=', session.row.id)
    .execute();
};

const all =
  (...steps: ((session: OpenSession) => Promise<void>)[]) =>
  async (session: OpenSession) => {
    for (const step of steps) await step(session);
  };

/** An answer of a seeded user's passkey to a challenge of this purpose, in a session prepared by `before`. */
async function assertionBy(
  targets: Targets,
  whose: 'owner' | 'target user',
  purpose: CeremonyPurpose,
  before?: (userId: number) => (session: OpenSession) => Promise<void>,
): Promise<TwoFactorState> {
  const { device, userId } = await targets.passkey(whose);
  const challenge = newChallenge();
  const ceremony = waiting(targets, { purpose, challenge, userId: purpose === 'sign_in' ? null : userId });
  return {
    body: { credential: device.assert({ challenge }) },
    inSession: before ? all(before(userId), ceremony) : ceremony,
  };
}

export const PASSKEY_STATES: Record<string, (targets: Targets) => Promise<TwoFactorState>> = {
  passkeyRegistrationOptions: async (targets) => ({ inSession: passwordJustConfirmed(targets) }),
  registerPasskey: async (targets) => {
    const challenge = newChallenge();
    const userHandle = newUserHandle();
    const device = targets.newAuthenticator();
    const ceremony = { purpose: 'registration' as const, challenge, userId: targets.ownerId, userHandle };
    return {
      body: { name: 'Hardening key', credential: device.register({ challenge, user: { id: userHandle } }) },
      inSession: all(passwordJustConfirmed(targets), waiting(targets, ceremony)),
    };
  },
  renamePasskey: async () => ({ body: { name: 'Renamed key' } }),
  // A step-up operation: the harness gives the session its fresh second factor.
  removePasskey: async () => ({}),
  passkeyConfirmationOptions: async (targets) => (await targets.passkey('owner'), {}),
  confirmWithPasskey: (targets) => assertionBy(targets, 'owner', 'step_up'),
  passkeyChallengeOptions: async (targets) => {
    const { userId } = await targets.passkey('target user');
    return { inSession: pendingFor(targets, userId) };
  },
  passkeyChallenge: (targets) =>
    assertionBy(targets, 'target user', 'second_step', (userId) => pendingFor(targets, userId)),
  passkeyLogin: (targets) => assertionBy(targets, 'target user', 'sign_in'),
};
