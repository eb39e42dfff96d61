import { useState } from 'react';
import { toApiFailure } from '../../api/apiFailure';
import { generatedApi, useLoginMutation, type LoginRequest } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { toLoginErrors, type LoginErrors } from './loginErrors';

/**
 * Sanctum's SPA sign-in: GET /sanctum/csrf-cookie for a fresh XSRF-TOKEN, then POST /login.
 * Success invalidates the cached user, so the guard re-checks GET /api/user and moves on.
 * An answer of `two_factor: true` signs nobody in: `secondStep` asks for the code next.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [secondStep, setSecondStep] = useState(false);

  async function signIn(credentials: LoginRequest): Promise<void> {
    setBusy(true);
    setErrors({});
    const csrf = await dispatch(
      generatedApi.endpoints.getCsrfCookie.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (csrf.error) {
      setErrors(toLoginErrors(toApiFailure(csrf.error)));
    } else {
      const result = await login({ loginRequest: credentials });
      if (result.error) setErrors(toLoginErrors(toApiFailure(result.error)));
      else if (result.data?.two_factor) setSecondStep(true);
    }
    setBusy(false);
  }

  return { signIn, busy, errors, secondStep };
}
