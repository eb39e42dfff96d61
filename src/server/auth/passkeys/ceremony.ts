import type { Settings } from '../../config';
import type { Schema } from '../../operations';
import type { StoredPasskey } from './store';

/**
 * The WebAuthn ceremonies, by @simplewebauthn/server (docs/security.md, Passkeys): options for the
 * browser, and the verification of its answer, which never throws for a bad answer (undefined).
 */

/** Loaded at the first ceremony, not at start, where it cost a third of a second (docs/benchmarks.md, Start-up). */
const webauthn = () => import('@simplewebauthn/server');

/** The relying party is the app at APP_URL: its host name is the RP ID, its origin the only one accepted. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(settings: Pick<Settings, 'appUrl'>): RelyingParty {
  const url = new URL(settings.appUrl);
  return { id: url.hostname, origin: url.origin, name: 'NHIA User Management' };
}

/** The browser's prompt waits this long (the challenge itself lives a few minutes). */
const PROMPT_MS = 120_000;

/** The transports the contract names; anything else an authenticator reports is dropped, not stored. */
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];
const knownTransports = (values: readonly string[] | undefined): Transport[] =>
  (values ?? []).filter((value): value is Transport => (TRANSPORTS as readonly string[]).includes(value));

const descriptorOf = (passkey: Pick<StoredPasskey, 'credential_id' | 'transports'>) => ({
  id: passkey.credential_id,
  transports: knownTransports(passkey.transports),
});

/**
 * Options to create a passkey: discoverable (so it can sign in without a password) and with user
 * verification (a PIN or biometric on the device: possession and that check together), attestation
 * "none" (which authenticator it is does not matter here); the user's own passkeys are excluded.
 */
export async function registrationOptions(
  rp: RelyingParty,
  user: { email: string; displayName: string; handle: string },
  existing: StoredPasskey[],
): Promise<Schema<'PasskeyRegistrationOptions'>> {
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: new Uint8Array(Buffer.from(user.handle, 'base64url')),
    timeout: PROMPT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return options as Schema<'PasskeyRegistrationOptions'>;
}

/** A new credential, verified: what to store of it. */
export interface VerifiedCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

export async function verifyRegistration(
  rp: RelyingParty,
  credential: Schema<'PasskeyRegistrationCredential'>,
  expectedChallenge: string,
): Promise<VerifiedCredential | undefined> {
  try {
    const { verifyRegistrationResponse } = await webauthn();
    const result = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { id, publicKey, counter, transports } = result.registrationInfo.credential;
    return {
      credentialId: id,
      publicKey: Buffer.from(publicKey).toString('base64url'),
      counter,
      transports: knownTransports(transports),
    };
  } catch {
    // A malformed or forged answer: refused like a wrong one.
    return undefined;
  }
}

/**
 * Options to give a passkey: any the browser holds for this site (sign-in without a password,
 * user verification required), or one of the listed ones (a second factor after the password,
 * step-up: possession is the factor, user verification preferred).
 */
export async function authenticationOptions(
  rp: RelyingParty,
  allowed: StoredPasskey[] | 'any',
): Promise<Schema<'PasskeyAuthenticationOptions'>> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PROMPT_MS,
    userVerification: allowed === 'any' ? 'required' : 'preferred',
    allowCredentials: allowed === 'any' ? undefined : allowed.map(descriptorOf),
  });
  return options as Schema<'PasskeyAuthenticationOptions'>;
}

/**
 * Whether the answer is this passkey's signature over the expected challenge from our origin
 * (and, given one, for the user handle the passkey was made for), with a signature counter that
 * moved on; answers the new counter.
 */
export async function verifyAssertion(
  rp: RelyingParty,
  credential: Schema<'PasskeyAuthenticationCredential'>,
  expectedChallenge: string,
  passkey: StoredPasskey,
  options: { requireUserVerification: boolean },
): Promise<{ newCounter: number } | undefined> {
  const { userHandle } = credential.response;
  if (credential.id !== passkey.credential_id || (userHandle && userHandle !== passkey.user_handle)) return undefined;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    const result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: passkey.counter,
      },
      requireUserVerification: options.requireUserVerification,
    });
    return result.verified ? { newCounter: result.authenticationInfo.newCounter } : undefined;
  } catch {
    // A malformed or forged answer, another challenge or origin, a counter that went back: refused.
    return undefined;
  }
}
