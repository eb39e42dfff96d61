import type { Access, ContractOperation } from '../../../../src/server/contract';

/**
 * Who may call each operation, written down here, apart from the contract, so that the
 * authorization matrix checks the contract's x-public / x-authenticated / x-permission (and the
 * server that enforces them) against an intent rather than against themselves. A new operation
 * of the contract fails the suite until its line is added here.
 */

/**
 * The permission each agency-panel screen requires, as docs/architecture.md (Routes and the
 * guard) gives it, written here independently of the contract (docs/testing.md).
 */
export const SPEC_SCREEN_PERMISSIONS = {
  'users list': 'list users',
  'user activity logs': 'list users',
  'view user': 'view users',
  'create user': 'create staff',
  'edit user': 'update users',
  'roles list': 'list roles',
  'create role': 'create roles',
  'view role': 'view roles',
  'edit role': 'update roles',
  'TPA screens': 'manage tpas',
  'ministry screens': 'manage ministries',
  'import users': 'import users',
  'access reviews': 'manage access reviews',
} as const;

type Screen = keyof typeof SPEC_SCREEN_PERMISSIONS;

/**
 * An operation is open to anyone, to anyone signed in, or to agency staff allowed onto one of
 * the screens that make the call (holding that screen's permission).
 */
type Intended = 'anyone' | 'signed in' | { usedBy: Screen[] };

const USER_FORMS: Screen[] = ['create user', 'edit user'];
/** The options a users list filter and the user forms pick from. */
const USERS_PICKER: Screen[] = ['users list', ...USER_FORMS];
/** Start a review picks its scope's TPA, ministry or role, and its reviewers, by name (docs/access-reviews.md). */
const REVIEW_PICKER: Screen = 'access reviews';
/** The screens showing a list in the data table. */
const LIST_SCREENS: Screen[] = ['users list', 'user activity logs', 'roles list', 'TPA screens', 'ministry screens'];

export const INTENDED_ACCESS: Record<string, Intended> = {
  // Before sign-in: the anti-forgery cookie, sign-in, the password flows, the link of an email change's mail, the health probe.
  getCsrfCookie: 'anyone',
  login: 'anyone',
  requestPasswordReset: 'anyone',
  resetPassword: 'anyone',
  confirmEmailChange: 'anyone',
  // The second step of sign-in: a session past the password step holds no signed-in user yet.
  twoFactorChallenge: 'anyone',
  getHealth: 'anyone',
  // The probes of a load balancer or an orchestrator: the process answers; it is ready for traffic.
  getLiveness: 'anyone',
  getReadiness: 'anyone',
  // The guard's check, the launcher, sign-out, and one's own exports.
  getCurrentUser: 'signed in',
  listServices: 'signed in',
  logout: 'signed in',
  listMyExports: 'signed in',
  // One's own second factor (the Security screen): enrolled, shown and removed by whoever is signed in.
  enableTwoFactorAuthentication: 'signed in',
  disableTwoFactorAuthentication: 'signed in',
  showTwoFactorQrCode: 'signed in',
  showTwoFactorSecretKey: 'signed in',
  confirmTwoFactorAuthentication: 'signed in',
  showRecoveryCodes: 'signed in',
  regenerateRecoveryCodes: 'signed in',
  // Passkeys: the sign-in's second step and sign-in with a passkey alone (no one is signed in yet).
  passkeyChallengeOptions: 'anyone',
  passkeyChallenge: 'anyone',
  passkeyLoginOptions: 'anyone',
  passkeyLogin: 'anyone',
  // One's own passkeys (the Security screen) and a passkey as a fresh second factor: whoever is signed in.
  listPasskeys: 'signed in',
  passkeyRegistrationOptions: 'signed in',
  registerPasskey: 'signed in',
  renamePasskey: 'signed in',
  removePasskey: 'signed in',
  passkeyConfirmationOptions: 'signed in',
  confirmWithPasskey: 'signed in',
  // A code or a recovery code as a fresh second factor (step-up), by whoever is signed in.
  confirmSecondFactor: 'signed in',
  // One's own sessions (the Security screen): seen and ended by whoever is signed in.
  listMySessions: 'signed in',
  endMySession: 'signed in',
  // Fortify's password confirmation, before one adds a factor to one's own account.
  confirmPassword: 'signed in',
  getConfirmedPasswordStatus: 'signed in',
  // Second factors on the Security screen and the user view: one's own seen by whoever is signed in, another's
  // by those who may view users; resetting another's (they lost it) is changing them.
  getMyTwoFactorStatus: 'signed in',
  getUserTwoFactorStatus: { usedBy: ['view user'] },
  resetUserTwoFactor: { usedBy: ['edit user'] },
  // The user view's "Resend invitation" and "Send password reset": an edit of the account's access.
  resendInvitation: { usedBy: ['edit user'] },
  sendPasswordReset: { usedBy: ['edit user'] },
  // A download needs its export's permission still, so only someone who may export a list or a campaign's evidence.
  downloadExport: { usedBy: [...LIST_SCREENS, 'access reviews'] },

  listUsers: { usedBy: ['users list'] },
  exportUsers: { usedBy: ['users list'] },
  // The "User" filter of the activity log, which needs the same permission as the users list; Start a review's reviewers.
  listUserOptions: { usedBy: ['users list', 'user activity logs', REVIEW_PICKER] },
  createUser: { usedBy: ['create user'] },
  getUser: { usedBy: ['view user'] },
  getUserHistory: { usedBy: ['view user'] },
  updateUser: { usedBy: ['edit user'] },
  activateUser: { usedBy: ['edit user'] },
  deactivateUser: { usedBy: ['edit user'] },
  // Another user's sessions, on the user view for those who may edit users: ending one is changing them.
  listUserSessions: { usedBy: ['edit user'] },
  endUserSession: { usedBy: ['edit user'] },
  // Bulk status and role changes from the users list change users: editing them.
  setUsersStatus: { usedBy: ['edit user'] },
  changeUsersRole: { usedBy: ['edit user'] },
  // The same changes to every user the list's query matches, their confirm step, and the undo of any of them.
  previewMatchingUsers: { usedBy: ['edit user'] },
  setMatchingUsersStatus: { usedBy: ['edit user'] },
  changeMatchingUsersRole: { usedBy: ['edit user'] },
  undoUsersBulkChange: { usedBy: ['edit user'] },
  // A file of users checked row by row before any is created: the import screen's alone.
  dryRunUsersImport: { usedBy: ['import users'] },
  readUsersImportHeadings: { usedBy: ['import users'] },
  downloadUsersImportErrors: { usedBy: ['import users'] },
  // Committing it as a job, and the caller's own imports' progress.
  commitUsersImport: { usedBy: ['import users'] },
  getUsersImport: { usedBy: ['import users'] },
  listMyUsersImports: { usedBy: ['import users'] },

  // Access review campaigns (docs/access-reviews.md): started, followed and closed, and a reviewer's own
  // people decided, on the access reviews screens alone; a reviewer holds the permission too.
  listAccessReviews: { usedBy: ['access reviews'] },
  createAccessReview: { usedBy: ['access reviews'] },
  getAccessReview: { usedBy: ['access reviews'] },
  closeAccessReview: { usedBy: ['access reviews'] },
  listMyAccessReviews: { usedBy: ['access reviews'] },
  listMyAccessReviewItems: { usedBy: ['access reviews'] },
  decideAccessReviewItems: { usedBy: ['access reviews'] },
  // A campaign's evidence, exported as the lists are.
  exportAccessReviewEvidence: { usedBy: ['access reviews'] },

  listRoles: { usedBy: ['roles list'] },
  exportRoles: { usedBy: ['roles list'] },
  getRoleMatrix: { usedBy: ['roles list'] },
  listRoleOptions: { usedBy: [...USERS_PICKER, 'roles list', REVIEW_PICKER] },
  createRole: { usedBy: ['create role'] },
  getRole: { usedBy: ['view role'] },
  getRoleHistory: { usedBy: ['view role'] },
  updateRole: { usedBy: ['edit role'] },
  previewRoleUpdate: { usedBy: ['edit role'] },
  // The permission catalogue every role screen shows; one permission's holders from the list and a role.
  listPermissions: { usedBy: ['roles list', 'view role', 'create role', 'edit role'] },
  exportPermissions: { usedBy: ['roles list'] },
  getPermission: { usedBy: ['roles list', 'view role'] },

  listTpas: { usedBy: ['TPA screens'] },
  exportTpas: { usedBy: ['TPA screens'] },
  listTpaOptions: { usedBy: [...USERS_PICKER, 'TPA screens', REVIEW_PICKER] },
  createTpa: { usedBy: ['TPA screens'] },
  getTpa: { usedBy: ['TPA screens'] },
  getTpaHistory: { usedBy: ['TPA screens'] },
  updateTpa: { usedBy: ['TPA screens'] },
  suspendTpa: { usedBy: ['TPA screens'] },
  reactivateTpa: { usedBy: ['TPA screens'] },

  listMinistries: { usedBy: ['ministry screens'] },
  exportMinistries: { usedBy: ['ministry screens'] },
  listMinistryOptions: { usedBy: [...USERS_PICKER, 'ministry screens', REVIEW_PICKER] },
  createMinistry: { usedBy: ['ministry screens'] },
  getMinistry: { usedBy: ['ministry screens'] },
  getMinistryHistory: { usedBy: ['ministry screens'] },
  updateMinistry: { usedBy: ['ministry screens'] },
  suspendMinistry: { usedBy: ['ministry screens'] },
  reactivateMinistry: { usedBy: ['ministry screens'] },

  // Saved views of every list screen; which list's views one sees or saves is checked by the server against that list's permission.
  listListViews: { usedBy: LIST_SCREENS },
  createListView: { usedBy: LIST_SCREENS },
  getListView: { usedBy: LIST_SCREENS },
  updateListView: { usedBy: LIST_SCREENS },
  deleteListView: { usedBy: LIST_SCREENS },
  setDefaultListView: { usedBy: LIST_SCREENS },

  listActivityLogs: { usedBy: ['user activity logs'] },
  exportActivityLogs: { usedBy: ['user activity logs'] },
  getActivityLog: { usedBy: ['user activity logs'] },
};

/**
 * The operations that need a second factor given lately in the session (docs/security.md, Step-up),
 * as the issue lists the riskiest actions, plus removing or remaking one's own factors and resetting
 * another's. Their valid requests do what needs it (step-up-state.ts); the matrix's caller without
 * a recent second factor must get 423 from each.
 */
export const STEP_UP_OPERATIONS = [
  'disableTwoFactorAuthentication',
  'regenerateRecoveryCodes',
  'removePasskey',
  'resetUserTwoFactor',
  'updateRole',
  'createUser',
  'updateUser',
  'changeUsersRole',
  'setUsersStatus',
  'changeMatchingUsersRole',
  'setMatchingUsersStatus',
  'undoUsersBulkChange',
  'commitUsersImport',
  'decideAccessReviewItems',
  'suspendTpa',
  'suspendMinistry',
  'exportActivityLogs',
];

/**
 * What a signed-in user whose role requires a second factor, and who has none, may still call
 * (docs/security.md, Second factor required by role): who they are, sign-out, and setting up a
 * factor on the Security screen (the password confirmed, an authenticator app enrolled and
 * confirmed, its QR code and key, the recovery codes it makes shown once, a passkey added, and
 * the factors listed). Everything else is refused until a factor is set up.
 */
export const OPEN_DURING_ENROLMENT: readonly string[] = [
  'getCurrentUser',
  'logout',
  'confirmPassword',
  'getConfirmedPasswordStatus',
  'getMyTwoFactorStatus',
  'enableTwoFactorAuthentication',
  'disableTwoFactorAuthentication',
  'showTwoFactorQrCode',
  'showTwoFactorSecretKey',
  'confirmTwoFactorAuthentication',
  'showRecoveryCodes',
  'listPasskeys',
  'passkeyRegistrationOptions',
  'registerPasskey',
];

/** The access this table intends for the operation, in the contract's terms (permissions sorted, once each). */
export function intendedAccessOf(op: Pick<ContractOperation, 'operationId'>): Exclude<Access, { kind: 'denied' }> {
  const intended = INTENDED_ACCESS[op.operationId];
  if (intended === undefined) {
    throw new Error(
      `${op.operationId} has no line in tests/server/hardening/support/intended-access.ts: say who may call it.`,
    );
  }
  if (intended === 'anyone') return { kind: 'public' };
  if (intended === 'signed in') return { kind: 'authenticated' };
  return {
    kind: 'permission',
    anyOf: [...new Set(intended.usedBy.map((screen) => SPEC_SCREEN_PERMISSIONS[screen]))].sort(),
  };
}
