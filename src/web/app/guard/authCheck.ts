import type { CurrentUserResponse } from '../../api/generated';
import type { AuthCheck } from './accessRules';

/** The fields of the GET /api/user query state that the guard reads. */
export interface CurrentUserQueryState {
  data?: CurrentUserResponse;
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/**
 * A check in flight is pending even when an older answer is cached: after sign-in or
 * sign-out the cached user is stale until GET /api/user answers again.
 */
export function toAuthCheck(query: CurrentUserQueryState): AuthCheck {
  if (query.isFetching) return { status: 'pending' };
  if (query.isSuccess && query.data) return { status: 'authenticated', session: query.data };
  if (query.isError) return { status: 'failed' };
  return { status: 'pending' };
}
