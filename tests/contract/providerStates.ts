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
} as const;

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
