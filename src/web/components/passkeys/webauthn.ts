import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type {
  PasskeyAuthenticationCredential,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationCredential,
  PasskeyRegistrationOptions,
} from '../../api/generated';

/**
 * The browser's side of a passkey ceremony (docs/security.md, Passkeys), by
 * @simplewebauthn/browser: the server's options go to the browser's passkey prompt, and its
 * answer comes back as the JSON the server verifies. A prompt that does not answer throws a
 * PasskeyPromptError whose message is in plain words.
 */

export class PasskeyPromptError extends Error {}

/** Why the browser's prompt gave no passkey, in words a person acts on; never the browser's own jargon. */
export function promptFailureMessage(error: unknown): string {
  if (!browserSupportsWebAuthn()) {
    return 'This browser cannot use passkeys. Use an up-to-date browser, or another way to sign in.';
  }
  const code = error instanceof WebAuthnError ? error.code : undefined;
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey prompt was closed or timed out. Nothing changed; try again when you are ready.';
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  if (
    code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT' ||
    code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' ||
    name === 'ConstraintError' ||
    name === 'NotSupportedError'
  ) {
    return 'This device cannot keep a passkey here: it needs a screen lock (PIN, fingerprint or face). Try another device.';
  }
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') {
    return 'Passkeys do not work at this address. Open the app at its usual address and try again.';
  }
  return 'The passkey could not be used. Please try again.';
}

async function prompt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PasskeyPromptError(promptFailureMessage(error));
  }
}

/** Asks the browser to create a passkey with the server's registration options. */
export function createPasskey(options: PasskeyRegistrationOptions): Promise<PasskeyRegistrationCredential> {
  const optionsJSON: PublicKeyCredentialCreationOptionsJSON = options;
  return prompt(() => startRegistration({ optionsJSON }));
}

/** Asks the browser for one of the passkeys the server's options allow (any of this site's when they name none). */
export function getPasskey(options: PasskeyAuthenticationOptions): Promise<PasskeyAuthenticationCredential> {
  const optionsJSON: PublicKeyCredentialRequestOptionsJSON = options;
  return prompt(() => startAuthentication({ optionsJSON }));
}
