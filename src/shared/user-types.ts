/**
 * The contract's UserType and UserStatus enums as run-time lists, for the screens' filter
 * options (the generated client has types only). A contract test keeps them equal.
 */
export const USER_TYPES = ['Agency Staff', 'TPA Staff', 'Ministry Staff', 'Provider Staff', 'Beneficiary'] as const;
export const USER_STATUSES = ['pending', 'active', 'inactive'] as const;
