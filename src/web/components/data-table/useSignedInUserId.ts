import { enhancedApi } from '../../api/enhancedApi';

/**
 * Whose list preferences these are: the signed-in user's id, read from the cached GET /api/user
 * (every panel screen is behind the guard that asked for it), never a call of its own; none before.
 */
export function useSignedInUserId(): number | undefined {
  const { userId } = enhancedApi.endpoints.getCurrentUser.useQueryState(undefined, {
    selectFromResult: ({ data }) => ({ userId: data?.user.id }),
  });
  return userId;
}
