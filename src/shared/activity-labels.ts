/**
 * Readable names of the activity log's actions and subject types (the contract's
 * ActivityAction and SubjectType enums), for the screen and the export file alike.
 */
export const ACTIVITY_ACTION_LABELS = {
  created: 'Created',
  updated: 'Updated',
  activated: 'Activated',
  deactivated: 'Deactivated',
  role_assigned: 'Role assigned',
  role_removed: 'Role removed',
  invited: 'Invited',
  login: 'Signed in',
  login_failed: 'Failed sign-in',
  login_locked: 'Sign-in paused',
  logout: 'Signed out',
  two_factor_enrolment_started: 'Authenticator enrolment started',
  two_factor_confirmed: 'Authenticator app confirmed',
  two_factor_removed: 'Authenticator app removed',
  two_factor_failed: 'Failed second-factor check',
  recovery_codes_regenerated: 'Recovery codes regenerated',
  recovery_code_used: 'Recovery code used',
  two_factor_reset: 'Second factor reset',
  password_confirmed: 'Password confirmed',
  password_confirmation_failed: 'Failed password confirmation',
  passkey_registered: 'Passkey registered',
  passkey_renamed: 'Passkey renamed',
  passkey_removed: 'Passkey removed',
  session_ended: 'Session ended',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  invitation_resent: 'Invitation resent',
  password_reset_sent: 'Password reset sent',
  email_change_requested: 'Email change requested',
  email_changed: 'Email changed',
  suspended: 'Suspended',
  reactivated: 'Reactivated',
  export_requested: 'Export requested',
  export_downloaded: 'Export downloaded',
  shared: 'Sharing changed',
  deleted: 'Deleted',
  access_review_started: 'Access review started',
  access_reviewed: 'Access reviewed',
  access_review_closed: 'Access review closed',
} as const;

export const SUBJECT_TYPE_LABELS = {
  user: 'User',
  role: 'Role',
  tpa: 'TPA',
  ministry: 'Ministry',
  export: 'Export',
  list_view: 'Saved view',
  access_review: 'Access review',
} as const;

/** The label of a value, or the value itself for one this build does not know. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string | null): string {
  return value === null ? '' : (labels[value] ?? value);
}
