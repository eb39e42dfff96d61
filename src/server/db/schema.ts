import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

/** Kysely's view of the tables created by migrations/. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json = ColumnType<unknown, string | undefined, string>;

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  group: string;
  description: string;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** Its holders need a second factor (migration 0019); the app always sets it, the default is for other writers. */
  requires_second_factor: Generated<boolean>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface OrganisationColumns {
  id: Generated<number>;
  name: string;
  code: string;
  email: string;
  phone: string;
  address: string;
  contact_person: string;
  status: Generated<'active' | 'suspended'>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TpasTable extends OrganisationColumns {
  state: string;
  accreditation_date: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MinistriesTable = OrganisationColumns;

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone: string | null;
  user_type: string;
  status: Generated<'pending' | 'active' | 'inactive'>;
  tpa_id: number | null;
  ministry_id: number | null;
  current_role_id: number | null;
  password_hash: string | null;
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The day the account expires (deactivated as that day begins, agency time); null: never (migration 0033). */
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Kept out of the dormancy rule (users/account-lifecycle.ts). */
  dormancy_exempt: Generated<boolean>;
  /** When an inactive user was last made usable again: their dormancy counts from then. */
  reactivated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The expiry day the user was last warned of, and when they were last warned of dormancy: each warning goes once. */
  expiry_warned_for: ColumnType<string | null, string | null | undefined, string | null>;
  dormancy_warned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
  /** The grant's last day (removed at its end, agency time; users/role-grant-ends.ts); null: no end (migration 0036). Read as ::text. */
  ends_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** sha256 of the cookie's token: a leaked table does not yield usable session ids. */
  id: string;
  user_id: number | null;
  csrf_token: string;
  remember: Generated<boolean>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_activity_at: Timestamp;
  /** Random and unique: what the session list and the call that ends a session name it by. */
  public_id: Generated<string>;
  /** When a second factor was given in this session; null: none was. */
  second_factor_at: Timestamp | null;
  /** A sign-in waiting for its second step (migration 0016): the user, "remember me", since when. */
  pending_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  pending_remember: Generated<boolean>;
  pending_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the password was last confirmed in this session (migration 0022); null: never. */
  password_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** An authenticator app's secret, sealed (auth/two-factor/secret-box.ts); it counts once confirmed. */
export interface TwoFactorTotpTable {
  user_id: number;
  secret_sealed: string;
  confirmed_at: Date | null;
  /** The last TOTP time step a code was accepted for: no code of it or before is taken again. */
  last_used_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of a 100-bit random code. */
  code_hash: string;
  used_at: Date | null;
}

/** New recovery codes, sealed, until they are shown once. */
export interface TwoFactorRecoveryCodeDisplayTable {
  user_id: number;
  codes_sealed: string;
  expires_at: Date;
}

export interface ActivityLogsTable {
  id: Generated<number>;
  causer_id: number | null;
  action: string;
  subject_type: string | null;
  subject_id: number | null;
  subject_label: string | null;
  changes: Json | null;
  properties: Json | null;
  ip_address: string | null;
  user_agent: string | null;
  /** Filled by an insert trigger (causer, subject label, IP, attempted email), lower-cased; never written by the app. */
  search_text: ColumnType<string | null, never, never>;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  purpose: 'reset' | 'invitation';
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A requested email change waiting for the new address to confirm it (migration 0013). */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  requested_by: number | null;
  expires_at: Date;
  confirmed_at: Date | null;
  created_at: CreatedAt;
}

/** Sign-in attempts reserved in the current window of one account or source address (migration 0010). */
export interface LoginThrottlesTable {
  key: string;
  attempts: number;
  /** The window ends, or the back-off after a burst, at this instant; then counting starts afresh. */
  window_ends_at: Date;
  /** Bursts so far: each doubles the next back-off. */
  lockouts: Generated<number>;
}

/** Calls counted in the current window of one rate limit and caller (migration 0011). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

export interface ExportJobsTable {
  id: Generated<number>;
  user_id: number;
  resource: string;
  file_name: string;
  batch: number;
  query: Json;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  row_count: number | null;
  error: string | null;
  file_path: string | null;
  /** The link's token's hash, which downloads look it up by. */
  download_token_hash: string | null;
  /** The link's per-job salt: with LINK_SECRET it rebuilds the token (exports/download-links.ts). */
  download_salt: string | null;
  expires_at: Date | null;
  run_after: Timestamp;
  created_at: CreatedAt;
  started_at: Date | null;
  finished_at: Date | null;
  mailed_at: Date | null;
  mail_attempts: Generated<number>;
  mail_error: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  /** Cleared once the mail is sent or given up: it may carry a link with a live token. */
  body_text: string | null;
  /** After this the mail's link is useless: an unsent mail is given up. */
  expires_at: Date;
  attempts: Generated<number>;
  run_after: Timestamp;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
}

export interface RowCountsTable {
  table_name: string;
  row_count: number;
  /** Moves with every write that can change a filtered total of the table's list (migration 0008). */
  version: number;
}

/** Users per user type, status and agency day of creation, kept by triggers (migration 0028; the users list's totals). */
export interface UsersListCountsTable {
  user_type: string;
  status: string;
  created_day: ColumnType<Date, string, string>;
  row_count: number;
}

/** Users per user type, status and agency day of last sign-in, null for never (migration 0038; lists/kept-counts.ts). */
export interface UsersSignInCountsTable {
  user_type: string;
  status: string;
  sign_in_day: ColumnType<Date | null, string | null, string | null>;
  row_count: number;
}

/** How many users hold each role, kept by triggers on user_roles (migration 0041). */
export interface RoleHolderCountsTable {
  role_id: number;
  holders: ColumnType<string, string | number, string | number>;
}

/** The search patterns whose counts are kept (migration 0030; lists/kept-counts.ts, keepSearch). */
export interface UsersSearchTermsTable {
  pattern: string;
  kept_at: ColumnType<Date, string | undefined, never>;
}

/** Users a kept search pattern matches, per user type and status (migration 0030). */
export interface UsersSearchCountsTable {
  pattern: string;
  user_type: string;
  status: string;
  row_count: number;
}

/** A user's WebAuthn credential (migration 0018; auth/passkeys/). */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the authenticator gave it; unique. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  /** The transports the authenticator named (JSON array of strings). */
  transports: Json;
  /** The WebAuthn user id given to authenticators for this user (random, base64url). */
  user_handle: string;
  name: string;
  created_at: CreatedAt;
  last_used_at: Date | null;
}

/** The challenge of a WebAuthn ceremony under way in a session: spent by its answer, or gone after expires_at. */
export interface WebauthnChallengesTable {
  session_id: string;
  purpose: 'registration' | 'second_step' | 'sign_in' | 'step_up';
  challenge: string;
  /** Whose ceremony it is (none for a sign-in with a passkey alone: the passkey says who). */
  user_id: number | null;
  /** A registration's: the WebAuthn user id it gave the authenticator. */
  user_handle: string | null;
  expires_at: Date;
}

/** A saved view of a list (migration 0024; list-views/). */
export interface ListViewsTable {
  id: Generated<number>;
  owner_id: number;
  /** The list's records key (the contract's ListViewList). */
  list: string;
  name: string;
  /** The contract's ListViewState, as checked against the list's declaration. */
  state: Json;
  visibility: 'personal' | 'role' | 'everyone';
  /** The role a `role` view is shared with; null otherwise. */
  role_id: number | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The view a user's list opens with (migration 0024). */
export interface ListViewDefaultsTable {
  user_id: number;
  list: string;
  view_id: number;
}

/** A bulk change of users that its maker may undo (migration 0029). */
export interface BulkChangesTable {
  id: Generated<number>;
  causer_id: number;
  action: 'activated' | 'deactivated' | 'role_assigned' | 'role_removed';
  role_id: number | null;
  created_at: Date;
  undone_at: Date | null;
}

/** An import of users as a durable job (migration 0032): the cursor is processed_rows. */
export interface ImportJobsTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  mode: 'create_only' | 'update_matching';
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  total_rows: number;
  processed_rows: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  failed: Generated<number>;
  row_errors: Json;
  error: string | null;
  ip_address: string | null;
  user_agent: string | null;
  attempts: Generated<number>;
  run_after: Timestamp;
  created_at: CreatedAt;
  started_at: Date | null;
  finished_at: Date | null;
}

/** One checked row of an import's file: its place in the file (1, 2, …), its sheet row and the create form's body. */
export interface ImportJobRowsTable {
  import_job_id: number;
  position: number;
  row: number;
  body: Json;
}

/** One user a bulk change changed: their state before it, and their version after it. */
export interface BulkChangeUsersTable {
  bulk_change_id: number;
  user_id: number;
  before: Json;
  version_after: number;
}

/** An access review campaign (migration 0037; access-reviews/). */
export interface AccessReviewsTable {
  id: Generated<number>;
  name: string;
  scope_kind: 'tpa' | 'ministry' | 'role' | 'user_type' | 'permission';
  /** The scope's TPA, ministry or role id (as text), user type or permission name. */
  scope_value: string;
  /** The scope's name at the start (a TPA's name, a role's…), for the list and the evidence. */
  scope_label: string;
  deadline: Date;
  deadline_rule: 'revoke' | 'keep';
  status: Generated<'open' | 'closed'>;
  created_by: number | null;
  created_at: CreatedAt;
  closed_at: Date | null;
  /** Who closed it early; null once the deadline closed it. */
  closed_by: number | null;
}

/** One person under review: who they were and the roles reviewed, as at the campaign's start, and its reviewer's decision. */
export interface AccessReviewItemsTable {
  id: Generated<number>;
  review_id: number;
  user_id: number;
  user_email: string;
  user_name: string;
  /** The roles under review ({id, name}[]): the ones a revoke takes. */
  roles: Json;
  reviewer_id: number;
  decision: 'keep' | 'revoke' | null;
  reason: string | null;
  /** Null when the deadline rule decided it. */
  decided_by: number | null;
  decided_at: Date | null;
}

export interface Database {
  row_counts: RowCountsTable;
  users_list_counts: UsersListCountsTable;
  users_sign_in_counts: UsersSignInCountsTable;
  role_holder_counts: RoleHolderCountsTable;
  users_search_terms: UsersSearchTermsTable;
  users_search_counts: UsersSearchCountsTable;
  permissions: PermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  tpas: TpasTable;
  ministries: MinistriesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  activity_logs: ActivityLogsTable;
  password_reset_tokens: PasswordResetTokensTable;
  export_jobs: ExportJobsTable;
  mail_outbox: MailOutboxTable;
  login_throttles: LoginThrottlesTable;
  email_changes: EmailChangesTable;
  two_factor_totp: TwoFactorTotpTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_recovery_code_display: TwoFactorRecoveryCodeDisplayTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  list_views: ListViewsTable;
  list_view_defaults: ListViewDefaultsTable;
  bulk_changes: BulkChangesTable;
  bulk_change_users: BulkChangeUsersTable;
  import_jobs: ImportJobsTable;
  import_job_rows: ImportJobRowsTable;
  access_reviews: AccessReviewsTable;
  access_review_items: AccessReviewItemsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;

/** The database or a transaction on it: what every query helper that may run inside a transaction takes. */
export type Db = Kysely<Database> | Transaction<Database>;
