import { enhancedApi } from '../../api/enhancedApi';
import type { Permission } from '../../api/generated';

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

/** Whether the signed-in user holds the permission, read as their id is (none known: no). */
export function useSignedInPermission(permission: Permission): boolean {
  const { holds } = enhancedApi.endpoints.getCurrentUser.useQueryState(undefined, {
    selectFromResult: ({ data }) => ({ holds: data?.permissions.includes(permission) ?? false }),
  });
  return holds;
}
