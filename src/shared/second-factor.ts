/**
 * Which roles require a second factor of their holders (docs/security.md, Second factor): a
 * role's own setting, which defaults to on for a role that can change who may do what.
 */
export const SECOND_FACTOR_BY_DEFAULT_PERMISSIONS: readonly string[] = ['update roles', 'update users'];

/** The setting a new role gets when its creator leaves it out: on when it holds one of those permissions. */
export function requiresSecondFactorByDefault(permissions: readonly string[]): boolean {
  return permissions.some((permission) => SECOND_FACTOR_BY_DEFAULT_PERMISSIONS.includes(permission));
}

/** Why a user whose role requires a second factor, and who has none, may do nothing else yet. */
export const SECOND_FACTOR_REQUIRED_MESSAGE = 'Your role requires a second factor: set one up on the Security screen.';
