import { useGetCurrentUserQuery, type CurrentUserResponse } from '../api/generated';
import { toAuthCheck } from './guard/authCheck';
import type { AuthCheck } from './guard/accessRules';

/** GET /api/user through the RTK Query cache: fetched once, reused by every reader (docs/architecture.md). */
export function useAuthCheck(options: { skip?: boolean } = {}): AuthCheck {
  return toAuthCheck(useGetCurrentUserQuery(undefined, { skip: options.skip }));
}

/** The signed-in user's session, once the check has succeeded. */
export function useSession(): CurrentUserResponse | undefined {
  const auth = useAuthCheck();
  return auth.status === 'authenticated' ? auth.session : undefined;
}
