/**
 * The contract's UserType and UserStatus enums as run-time lists, for the screens' filter
 * options (the generated client has types only). A contract test keeps them equal.
 */
export const USER_TYPES = ['Agency Staff', 'TPA Staff', 'Ministry Staff', 'Provider Staff', 'Beneficiary'] as const;
export const USER_STATUSES = ['pending', 'active', 'inactive'] as const;

/**
 * A user's status as every screen and export file shows it: their own, and, while their TPA or
 * ministry is suspended, that too, since they cannot sign in until it is reactivated
 * ("active (TPA suspended)"; docs/records.md, TPAs and ministries).
 */
export function userStatusText(user: {
  status: string;
  organisation_suspended: boolean;
  tpa: unknown;
  ministry: unknown;
}): string {
  if (!user.organisation_suspended) return user.status;
  return `${user.status} (${user.tpa ? 'TPA' : 'ministry'} suspended)`;
}
