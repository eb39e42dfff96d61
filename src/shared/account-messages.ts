/**
 * The account forms' own rules (sign-in, password reset, password confirmation) in plain words,
 * said alike by the browser's checks and the server's (docs/forms.md). An email's shape is the
 * contract's Email schema's message (contract-messages.ts).
 */
export const ACCOUNT_MESSAGES = {
  email: 'Enter your email address.',
  password: 'Enter your password.',
  newPassword: 'Enter a new password.',
  passwordsDiffer: 'The two passwords do not match: type the same new password in both fields.',
} as const;
