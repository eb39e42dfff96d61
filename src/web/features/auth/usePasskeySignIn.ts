import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import {
  generatedApi,
  usePasskeyChallengeMutation,
  usePasskeyChallengeOptionsMutation,
  usePasskeyLoginMutation,
  usePasskeyLoginOptionsMutation,
} from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { getPasskey, PasskeyPromptError } from '../../components/passkeys/webauthn';

/**
 * Signing in with a passkey (docs/security.md, Passkeys): alone, from the sign-in screen (a
 * fresh anti-forgery token, the server's options, the browser's prompt, POST /passkey-login),
 * or as the second step after the password. Success invalidates the cached user, so the guard
 * moves on as after a password; a failure is one sentence: the prompt's in plain words, or the
 * server's own (a passkey it could not verify, too many attempts).
 */
export function usePasskeySignIn() {
  const dispatch = useAppDispatch();
  const [loginOptions] = usePasskeyLoginOptionsMutation();
  const [login] = usePasskeyLoginMutation();
  const [challengeOptions] = usePasskeyChallengeOptionsMutation();
  const [challenge] = usePasskeyChallengeMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function attempt(steps: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    setFailure(undefined);
    try {
      await steps();
    } catch (error) {
      setFailure(
        error instanceof PasskeyPromptError
          ? error.message
          : describeFailure(toApiFailure(error as FetchBaseQueryError | SerializedError)),
      );
    }
    setBusy(false);
  }

  /** The whole sign-in with a passkey, no password. */
  const signInWithPasskey = (remember: boolean) =>
    attempt(async () => {
      await dispatch(
        generatedApi.endpoints.getCsrfCookie.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ).unwrap();
      const credential = await getPasskey(await loginOptions().unwrap());
      await login({ passkeyLogin: { credential, remember } }).unwrap();
    });

  /** The second step after the password, with one of the user's passkeys. */
  const answerWithPasskey = () =>
    attempt(async () => {
      const credential = await getPasskey(await challengeOptions().unwrap());
      await challenge({ passkeyAssertion: { credential } }).unwrap();
    });

  return { signInWithPasskey, answerWithPasskey, busy, failure };
}
