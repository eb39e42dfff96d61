import { useState } from 'react';
import { generatedApi, useLoginMutation, type LoginRequest } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { toFieldErrorsWaitingAt } from '../../components/form/fieldErrors';
import { useSaveErrors } from '../../components/form/useSaveErrors';

export const SIGN_IN_FIELDS = ['email', 'password'] as const;

/**
 * Sanctum's SPA sign-in: GET /sanctum/csrf-cookie for a fresh XSRF-TOKEN, then POST /login.
 * Success invalidates the cached user, so the guard re-checks GET /api/user and moves on.
 * An answer of `two_factor: true` signs nobody in: `secondStep` asks for the code next.
 * A refusal's messages go to their fields, a 429 (wait n seconds) to the email's.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState(false);
  const save = useSaveErrors(SIGN_IN_FIELDS, (failure) => toFieldErrorsWaitingAt(failure, SIGN_IN_FIELDS, 'email'));
  const [secondStep, setSecondStep] = useState(false);

  async function signIn(credentials: LoginRequest): Promise<void> {
    setBusy(true);
    save.clear();
    const csrf = await dispatch(
      generatedApi.endpoints.getCsrfCookie.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (csrf.error) {
      save.fail(csrf.error);
    } else {
      const result = await login({ loginRequest: credentials });
      if (result.error) save.fail(result.error);
      else if (result.data?.two_factor) setSecondStep(true);
    }
    setBusy(false);
  }

  return { signIn, busy, errors: save.errors, secondStep };
}
