/**
 * The provider states of the web client's pacts: one sentence each, the same strings in the
 * consumer tests, the provider verification and the backend team's state endpoint.
 */
export const PROVIDER_STATES = {
  /** Params: email, password. Any user type; the account is active. */
  userWithPassword: 'a user exists with the given email and password',
  /** Returns sessionCookie and xsrfToken of a session that is not signed in (as after GET /sanctum/csrf-cookie). */
  guestSession: 'the browser holds a guest session',
  /** Returns sessionCookie and xsrfToken of the signed-in session. */
  signedInWithAllPermissions: 'a signed-in Agency Staff user with all permissions',
  /** Returns sessionCookie and xsrfToken of the signed-in session; permissions do not matter. */
  signedIn: 'a signed-in Agency Staff user',
  /** Nothing to set up: the browser sends no cookies. */
  noOneSignedIn: 'no one is signed in',
  /**
   * Params: UsersWithLastName. `count` new users, each active, with that last name, user type,
   * role and creation time, a phone number, no middle name, no TPA or ministry, never signed in.
   */
  usersWithLastName: 'users with the given last name, user type, role and creation time exist',
  /** Params: RolesNamed. A role of each name (created when missing). */
  rolesNamed: 'roles with the given names exist',
  /**
   * Params: QueuedExport. Returns sessionCookie and xsrfToken of the signed-in session; its user
   * has exactly one export job, of that resource, file name and batch, still queued.
   */
  signedInWithQueuedExport: 'a signed-in Agency Staff user with one export request still queued',
  /**
   * Params: OtherDevice. Returns sessionCookie and xsrfToken of the signed-in session; its user is
   * also signed in on another device, with that user agent and IP address, since an hour ago
   * (last active 10 minutes ago), no second factor given in either session.
   */
  signedInOnAnotherDevice: 'a signed-in Agency Staff user also signed in on another device',
  /**
   * Params: UserWithDetails. A new user of that type (no TPA or ministry) holding the role of that
   * name (created when missing), with that status and version, a phone number, no middle name,
   * never signed in, and the `created` row of the activity log that creating them writes (no
   * causer, IP address or user agent: no request made it). Returns UserValues.
   */
  userWithDetails: 'a user exists with the given user type, role, status and version',
  /** Params: RoleNamed. Returns RoleValues of the role of that name (created when missing). */
  roleNamed: 'a role exists with the given name',
  /** Params: EmailFree. No user has that email (ignoring case): one who had it is given another. */
  emailFree: 'no user has the given email',
  /**
   * Params: PasswordLink. An active user with that email holding an unused password reset link
   * with that token, issued 5 minutes ago (valid 55 more), or 65 minutes ago when `expired`.
   */
  passwordLinkIssued: 'a password reset link with the given token was emailed to the given address',
  /**
   * Params: EmailChangeLink. A new active user whose email change to `new_email` (which no user
   * has: one who had it is given another) waits for its confirmation, with that token in the
   * link, requested an hour ago (valid 23 hours more), or 25 hours ago when `expired`.
   */
  emailChangeRequested: 'an email change to the given address was requested with the given token',
  /**
   * Params: ActivityLogged. A new agency-staff causer, and one activity-log entry by them of that
   * action on a subject of that type and label (a new user, or the role of that name), with
   * before/after values, an IP address and a user agent. Returns ActivityValues.
   */
  activityLogged: 'an activity-log entry with the given action, subject type and subject label exists',
  /**
   * Params: RoleMade. A role made just now with exactly that name, description and permissions
   * (version 1, no users, no history); a role of that name (ignoring case) is replaced.
   * Returns RoleValues.
   */
  roleMade: 'a role with the given name, description and permissions was just made',
  /** Params: RoleNamed. No role has that name (ignoring case): one that had it is removed. */
  roleNameFree: 'no role has the given name',
  /**
   * Params: OrganisationMade. A TPA or ministry made just now with that name, code and status
   * (version 1; a TPA in Lagos, accredited on 2024-02-29), `staff` active users of it (TPA Staff or
   * Ministry Staff, no roles, never signed in), and the `created` row of the activity log that
   * creating it writes (no causer, IP address or user agent). One of that kind that had the code
   * (ignoring case) is given another code first. Returns OrganisationValues.
   */
  organisationMade: 'a TPA or ministry of the given kind, name, code, status and staff was just made',
  /** Params: OrganisationCodeFree. No TPA or ministry of that kind has that code (ignoring case): one that had it is given another. */
  organisationCodeFree: 'no TPA or ministry of the given kind has the given code',
  /**
   * Params: email, password. An active user with that email and password who has a confirmed
   * authenticator app (enrolled anew through the API, its secret kept by the state alone), so
   * that signing in asks for the second step.
   */
  userWithAuthenticator: 'a user with the given email and password has an authenticator app',
  /**
   * Returns SecondStepValues: the session of a sign-in whose password step answered
   * `two_factor: true` (a new Agency Staff user with an authenticator app the state enrolled
   * through the API), waiting for its second step, and the app's code computed at setup.
   */
  signInAwaitsSecondStep: 'a sign-in with the right password waits for its second step',
  /**
   * Params: ViewShared. A new agency-staff owner (holding every permission) and their saved view
   * of that list with that name, shared with everyone: agency staff (filter user_type), newest
   * first (sort -created_at), nothing else. Returns ViewValues.
   */
  viewShared: 'a view of the given list with the given name is shared with everyone',
  /**
   * Params: MatchingQuery. Nothing is set up: the users list's query is previewed as the confirm
   * step of a change "to all N matching" previews it, now. Returns MatchingValues, what a change
   * by that query sends back. A state given after it can change the set since the preview.
   */
  matchingPreviewed: 'the given users list query was just previewed',
  /**
   * Returns BulkChangeValues: the session of a new signed-in Agency Staff user with all
   * permissions (a second factor given at sign-in), who has just deactivated one active user by
   * a bulk change (`setUsersStatus`), not undone.
   */
  signedInAfterBulkChange: 'a signed-in Agency Staff user with all permissions has just deactivated a user in bulk',
  /**
   * Returns ReviewValues: the session of a new signed-in Agency Staff user with all permissions (a
   * second factor given at sign-in), the one reviewer of a new open access review over a new TPA,
   * whose one person (TPA Staff holding one role) they have not decided on yet.
   */
  reviewerWithUndecidedItem: 'a signed-in reviewer has one undecided person in an open access review',
} as const;

/** What PROVIDER_STATES.reviewerWithUndecidedItem hands back: the session, the campaign and the undecided item. */
export type ReviewValues = SessionValues & { accessReviewId: string; itemId: string };

/** The params of PROVIDER_STATES.matchingPreviewed: the users list's query as `previewMatchingUsers` takes it. */
export type MatchingQuery = {
  /** A JSON-encoded array of ListFilter objects, as the list sends it. */
  filters?: string;
  search_string?: string;
};

/** What PROVIDER_STATES.matchingPreviewed hands back, injected into a change by query. */
export type MatchingValues = {
  /** How many users the query matched. */
  matchingTotal: string;
  /** The preview's fingerprint of that set. */
  matchingFingerprint: string;
};

/** What PROVIDER_STATES.signedInAfterBulkChange hands back: the session, and the change to undo. */
export type BulkChangeValues = SessionValues & { bulkChangeId: string };

/** What PROVIDER_STATES.viewShared hands back, injected into bodies. */
export type ViewValues = { viewId: string };

/** The params of PROVIDER_STATES.viewShared. */
export type ViewShared = {
  /** A contract ListViewList; the users list here. */
  list: string;
  name: string;
};

/**
 * What PROVIDER_STATES.signInAwaitsSecondStep hands back: the waiting session's values, and a
 * code of the user's authenticator app, good for a minute from the setup and never used before.
 */
export type SecondStepValues = SessionValues & {
  /** Six digits. */
  code: string;
};

/** The params of PROVIDER_STATES.usersWithLastName. */
export type UsersWithLastName = {
  count: number;
  last_name: string;
  /** One of the contract's UserType values. */
  user_type: string;
  /** The name of the role each user holds (created when missing). */
  role: string;
  /** ISO 8601 with an offset, e.g. 2026-03-15T09:00:00+01:00. */
  created_at: string;
};

/** The params of PROVIDER_STATES.signedInWithQueuedExport. */
export type QueuedExport = {
  /** One of the contract's ExportResource values. */
  resource: string;
  /** Ends in .xlsx. */
  file_name: string;
  batch: number;
};

/** The params of PROVIDER_STATES.signedInOnAnotherDevice. */
export type OtherDevice = {
  /** The other session's User-Agent header, as it signed in with it. */
  user_agent: string;
  ip_address: string;
};

/** The params of PROVIDER_STATES.rolesNamed. */
export type RolesNamed = {
  names: string[];
};

/**
 * Names of the values a session state hands back to the verifier, which injects them into
 * the Cookie and X-XSRF-TOKEN headers (Pact's provider-state injected values).
 */
export type SessionValues = {
  /** The session cookie's value (cookie `nhia_session`). */
  sessionCookie: string;
  /** The XSRF-TOKEN cookie's value, echoed in X-XSRF-TOKEN. */
  xsrfToken: string;
};

/** The params of PROVIDER_STATES.userWithDetails. */
export type UserWithDetails = {
  /** A contract UserType without an organisation: Agency Staff or Provider Staff. */
  user_type: string;
  role: string;
  /** A contract UserStatus. */
  status: string;
  version: number;
};

/** What PROVIDER_STATES.userWithDetails hands back, injected into paths and bodies. */
export type UserValues = {
  userId: string;
  userEmail: string;
  /** The id of the role the user holds. */
  userRoleId: string;
};

/** The params of PROVIDER_STATES.roleNamed. */
export type RoleNamed = { name: string };

/** What PROVIDER_STATES.roleNamed hands back. */
export type RoleValues = { roleId: string };

/** The params of PROVIDER_STATES.emailFree. */
export type EmailFree = { email: string };

/** The params of PROVIDER_STATES.passwordLinkIssued. */
export type PasswordLink = {
  email: string;
  /** The token of the link as mailed (the database keeps its hash only). */
  token: string;
  expired: boolean;
};

/** The params of PROVIDER_STATES.emailChangeRequested. */
export type EmailChangeLink = {
  new_email: string;
  /** The token of the link as mailed to the new address (the database keeps its hash only). */
  token: string;
  expired: boolean;
};

/** The params of PROVIDER_STATES.activityLogged. */
export type ActivityLogged = {
  /** A contract ActivityAction. */
  action: string;
  /** `user` (a new user is the subject) or `role` (the role of that name, created when missing). */
  subject_type: 'user' | 'role';
  subject_label: string;
};

/** What PROVIDER_STATES.activityLogged hands back, injected into paths. */
export type ActivityValues = {
  entryId: string;
  /** The subject's id (the new user's, for a user's history). */
  subjectId: string;
};

/** The params of PROVIDER_STATES.roleMade. */
export type RoleMade = {
  name: string;
  description: string;
  /** Contract Permission names. */
  permissions: string[];
};

/** The params of PROVIDER_STATES.organisationMade. */
export type OrganisationMade = {
  kind: 'tpa' | 'ministry';
  name: string;
  code: string;
  /** A contract OrganisationStatus. */
  status: 'active' | 'suspended';
  /** How many staff users belong to it (0 to 20). */
  staff: number;
};

/** What PROVIDER_STATES.organisationMade hands back, injected into paths and queries. */
export type OrganisationValues = { organisationId: string };

/** The params of PROVIDER_STATES.organisationCodeFree. */
export type OrganisationCodeFree = { kind: 'tpa' | 'ministry'; code: string };
