import { agencyToday } from '../../../src/shared/contract-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { authenticator } from 'otplib';
import { recordActivity, type ActivityAction } from '../../../src/server/activity-log';
import { hashPassword } from '../../../src/server/auth/passwords';
import { hashToken, newToken } from '../../../src/server/auth/tokens';
import { removeAllFactors } from '../../../src/server/auth/two-factor/store';
import { contractEnum } from '../../../src/server/contract-enums';
import type { DatabaseHandle } from '../../../src/server/db/connect';
import { AGENCY_STAFF } from '../../../src/shared/constants';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../../src/shared/http';
import { USER_TYPES } from '../../../src/shared/user-types';
import { matchingSetOf } from '../../../src/server/users/users-matching';
import type { ExportResource, UserStatus } from '../../../src/web/api/generated';
import { tpaInput } from '../../server/support/organisation-inputs';
import { Browser, createUserWith, TEST_PASSWORD } from '../../server/support/server';
import {
  PROVIDER_STATES,
  type ActivityLogged,
  type BulkChangeValues,
  type MatchingQuery,
  type MatchingValues,
  type ActivityValues,
  type OrganisationCodeFree,
  type OrganisationMade,
  type OrganisationValues,
  type OtherDevice,
  type EmailChangeLink,
  type EmailFree,
  type PasswordLink,
  type QueuedExport,
  type RoleMade,
  type RoleNamed,
  type ReviewValues,
  type RoleValues,
  type RolesNamed,
  type SecondStepValues,
  type SessionValues,
  type UserValues,
  type UsersWithLastName,
  type UserWithDetails,
  type ViewShared,
  type ViewValues,
} from '../providerStates';
import type { StateSetup } from '../verifyPacts';

function sessionValuesOf(browser: Browser): SessionValues {
  const sessionCookie = browser.cookies.get(SESSION_COOKIE);
  const xsrfToken = browser.cookies.get(XSRF_COOKIE);
  if (!sessionCookie || !xsrfToken) throw new Error('The server set no session cookies.');
  return { sessionCookie, xsrfToken };
}

function credentialsOf(params: unknown): { email: string; password: string } {
  const { email, password } = (params ?? {}) as Record<string, unknown>;
  if (typeof email !== 'string' || typeof password !== 'string')
    throw new Error('This state needs the params email and password.');
  return { email, password };
}

function otherDeviceOf(params: unknown): OtherDevice {
  const { user_agent, ip_address } = (params ?? {}) as Record<string, unknown>;
  if (typeof user_agent !== 'string' || typeof ip_address !== 'string')
    throw new Error('This state needs the params user_agent and ip_address.');
  return { user_agent, ip_address };
}

function usersParamsOf(params: unknown): UsersWithLastName {
  const { count, last_name, user_type, role, created_at } = (params ?? {}) as Record<string, unknown>;
  const valid =
    Number.isInteger(count) &&
    (count as number) >= 1 &&
    (count as number) <= 100 &&
    typeof last_name === 'string' &&
    last_name.trim() !== '' &&
    typeof user_type === 'string' &&
    (USER_TYPES as readonly string[]).includes(user_type) &&
    typeof role === 'string' &&
    role.trim() !== '' &&
    typeof created_at === 'string' &&
    !Number.isNaN(Date.parse(created_at));
  if (!valid)
    throw new Error(
      'This state needs the params count (1 to 100), last_name, user_type (a contract UserType), role and created_at (ISO 8601).',
    );
  return { count: count as number, last_name: last_name as string, user_type, role: role as string, created_at };
}

function roleNamesOf(params: unknown): RolesNamed['names'] {
  const { names } = (params ?? {}) as Record<string, unknown>;
  if (
    !Array.isArray(names) ||
    names.length === 0 ||
    !names.every((name) => typeof name === 'string' && name.trim() !== '')
  ) {
    throw new Error('This state needs the param names, a non-empty list of role names.');
  }
  return names as string[];
}

// Every value of the contract's ExportResource, checked by the compiler against the generated type.
const EXPORT_RESOURCES: readonly string[] = Object.keys({
  users: true,
  roles: true,
  permissions: true,
  tpas: true,
  ministries: true,
  activity_logs: true,
  access_review_evidence: true,
} satisfies Record<ExportResource, true>);

function queuedExportOf(params: unknown): QueuedExport {
  const { resource, file_name, batch } = (params ?? {}) as Record<string, unknown>;
  const valid =
    typeof resource === 'string' &&
    EXPORT_RESOURCES.includes(resource) &&
    typeof file_name === 'string' &&
    file_name.toLowerCase().endsWith('.xlsx') &&
    Number.isInteger(batch) &&
    (batch as number) >= 1;
  if (!valid)
    throw new Error(
      'This state needs the params resource (a contract ExportResource), file_name (ending .xlsx) and batch (1 or more).',
    );
  return { resource, file_name, batch: batch as number };
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function userDetailsOf(params: unknown): UserWithDetails & { status: UserStatus } {
  const { user_type, role, status, version } = (params ?? {}) as Record<string, unknown>;
  const valid =
    (user_type === AGENCY_STAFF || user_type === 'Provider Staff') &&
    text(role) &&
    (status === 'pending' || status === 'active' || status === 'inactive') &&
    Number.isInteger(version) &&
    (version as number) >= 1;
  if (!valid)
    throw new Error(
      'This state needs the params user_type (Agency Staff or Provider Staff), role, status (a contract UserStatus) and version (1 or more).',
    );
  return { user_type, role, status, version: version as number };
}

function roleNameOf(params: unknown): RoleNamed['name'] {
  const { name } = (params ?? {}) as Record<string, unknown>;
  if (!text(name)) throw new Error('This state needs the param name.');
  return name;
}

function emailOf(params: unknown): EmailFree['email'] {
  const { email } = (params ?? {}) as Record<string, unknown>;
  if (!text(email) || !email.includes('@')) throw new Error('This state needs the param email.');
  return email.toLowerCase();
}

function passwordLinkOf(params: unknown): PasswordLink {
  const { token, expired } = (params ?? {}) as Record<string, unknown>;
  if (!text(token) || typeof expired !== 'boolean')
    throw new Error('This state needs the params email, token and expired (a boolean).');
  return { email: emailOf(params), token, expired };
}

function emailChangeLinkOf(params: unknown): EmailChangeLink {
  const { new_email, token, expired } = (params ?? {}) as Record<string, unknown>;
  if (!text(token) || typeof expired !== 'boolean')
    throw new Error('This state needs the params new_email, token and expired (a boolean).');
  return { new_email: emailOf({ email: new_email }), token, expired };
}

function activityLoggedOf(params: unknown): ActivityLogged & { action: ActivityAction } {
  const { action, subject_type, subject_label } = (params ?? {}) as Record<string, unknown>;
  const valid =
    typeof action === 'string' &&
    contractEnum('ActivityAction').includes(action) &&
    (subject_type === 'user' || subject_type === 'role') &&
    text(subject_label);
  if (!valid)
    throw new Error(
      'This state needs the params action (a contract ActivityAction), subject_type (user or role) and subject_label.',
    );
  return { action: action as ActivityAction, subject_type, subject_label };
}

function roleMadeOf(params: unknown): RoleMade {
  const { name, description, permissions } = (params ?? {}) as Record<string, unknown>;
  const catalogue = contractEnum('Permission');
  const valid =
    text(name) &&
    typeof description === 'string' &&
    Array.isArray(permissions) &&
    permissions.every((p) => catalogue.includes(p));
  if (!valid)
    throw new Error('This state needs the params name, description and permissions (contract Permission names).');
  return { name, description, permissions: permissions as string[] };
}

const ORGANISATION_KINDS = {
  tpa: { table: 'tpas', userColumn: 'tpa_id', userType: 'TPA Staff' },
  ministry: { table: 'ministries', userColumn: 'ministry_id', userType: 'Ministry Staff' },
} as const;

function organisationCodeOf(params: unknown): OrganisationCodeFree {
  const { kind, code } = (params ?? {}) as Record<string, unknown>;
  if ((kind !== 'tpa' && kind !== 'ministry') || !text(code))
    throw new Error('This state needs the params kind (tpa or ministry) and code.');
  return { kind, code };
}

function organisationMadeOf(params: unknown): OrganisationMade {
  const { name, status, staff } = (params ?? {}) as Record<string, unknown>;
  const valid =
    text(name) &&
    (status === 'active' || status === 'suspended') &&
    Number.isInteger(staff) &&
    (staff as number) >= 0 &&
    (staff as number) <= 20;
  if (!valid)
    throw new Error(
      'This state needs the params kind, name, code, status (a contract OrganisationStatus) and staff (0 to 20).',
    );
  return { ...organisationCodeOf(params), name, status, staff: staff as number };
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const DAY_MS = 24 * 60 * 60 * 1000;

const FIRST_NAMES = ['Adaeze', 'Chinedu', 'Ngozi', 'Emeka', 'Ifeoma', 'Tunde', 'Halima', 'Musa'];

function viewSharedOf(params: unknown): ViewShared {
  const { list, name } = (params ?? {}) as Partial<ViewShared>;
  if (list !== 'users' || typeof name !== 'string' || name === '')
    throw new Error('The saved-view state needs params {list: "users", name}.');
  return { list, name };
}

function matchingQueryOf(params: unknown): MatchingQuery {
  const { filters, search_string } = (params ?? {}) as Record<string, unknown>;
  const optionalText = (value: unknown) => value === undefined || typeof value === 'string';
  if (!optionalText(filters) || !optionalText(search_string))
    throw new Error('This state needs the params filters (JSON text) and search_string, each optional.');
  return { filters: filters as string | undefined, search_string: search_string as string | undefined };
}

/** Throws, naming the step, unless the answer has the status the step expects. */
function expectStatus(answer: LightMyRequestResponse, status: number, step: string): LightMyRequestResponse {
  if (answer.statusCode !== status) throw new Error(`${step} answered ${answer.statusCode}: ${answer.body}`);
  return answer;
}

/** The authenticator app's code at `at` (otplib, RFC 6238), as the user's phone would show it. */
const appCodeAt = (secret: string, at: number) => authenticator.clone({ epoch: at }).generate(secret);

/**
 * Each provider state of the web client's pacts, set up through real inserts and real
 * sign-ins on the running app. Sessions live in the database, so a session opened through
 * app.inject is valid for the verifier's HTTP calls too.
 */
export function providerStateHandlers(app: FastifyInstance, database: DatabaseHandle): Record<string, StateSetup> {
  const { db } = database;
  let accounts = 0;
  let listedUsers = 0;

  async function roleIdOf(name: string): Promise<number> {
    const existing = await db
      .selectFrom('roles')
      .select('id')
      .where(sql`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    if (existing) return existing.id;
    const created = await db
      .insertInto('roles')
      .values({ name, description: 'Provider state role' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  /** No user has this email (ignoring case) any more: one who had it is given another. */
  async function freeEmail(email: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ email: sql<string>`'replaced-' || id || '@pact.example'` })
      .where(sql`lower(email)`, '=', email)
      .execute();
  }

  /**
   * A new account per sign-in: interactions never share a session or a user. A role that requires
   * a second factor makes the sign-in go through its enrolment (Browser.signIn): the session
   * answered is a full one.
   */
  async function signInNewAgencyStaff(
    label: string,
    permissions: string[],
    requiresSecondFactor = false,
  ): Promise<{ userId: number; session: SessionValues; browser: Browser }> {
    const email = `pact-${label}-${(accounts += 1)}@nhia.example`;
    const userId = await createUserWith(database, {
      email,
      permissions,
      userType: AGENCY_STAFF,
      requiresSecondFactor,
    });
    const browser = new Browser(app, 'pact-state-handler');
    const signIn = await browser.signIn(email);
    if (signIn.statusCode !== 204) throw new Error(`Sign-in of ${email} answered ${signIn.statusCode}`);
    return { userId, session: sessionValuesOf(browser), browser };
  }

  async function signedInAgencyStaff(
    label: string,
    permissions: string[],
    requiresSecondFactor = false,
  ): Promise<SessionValues> {
    return (await signInNewAgencyStaff(label, permissions, requiresSecondFactor)).session;
  }

  /**
   * Enrols an authenticator app in a signed-in browser through the API, as its owner does on the
   * Security screen: confirm the password, start, read the key, confirm with the app's code (the
   * session then holds a second factor given now). Answers the app's secret, which only the state knows.
   */
  async function enrolInSession(browser: Browser, password: string): Promise<string> {
    expectStatus(await browser.call('POST', '/user/confirm-password', { password }), 201, 'Password confirmation');
    expectStatus(await browser.call('POST', '/user/two-factor-authentication'), 204, 'Enrolment');
    const key = expectStatus(await browser.call('GET', '/user/two-factor-secret-key'), 200, 'The key');
    const secret = (key.json() as { secret_key: string }).secret_key;
    const confirmation = { code: appCodeAt(secret, Date.now()) };
    const confirmed = await browser.call('POST', '/user/confirmed-two-factor-authentication', confirmation);
    expectStatus(confirmed, 204, 'Confirmation');
    return secret;
  }

  /** Enrols an authenticator app for the account through the API (sign in with the password, enrol, sign out). */
  async function enrolThroughApi(email: string, password: string): Promise<string> {
    const browser = new Browser(app, 'pact-state-handler');
    expectStatus(await browser.signIn(email, password), 204, `Sign-in of ${email}`);
    const secret = await enrolInSession(browser, password);
    expectStatus(await browser.call('POST', '/logout'), 204, 'Sign-out');
    return secret;
  }

  /** A later run on the same database makes the same code again: the earlier holder gets another (its users stay). */
  async function freeOrganisationCode({ kind, code }: OrganisationCodeFree): Promise<void> {
    await sql`update ${sql.table(ORGANISATION_KINDS[kind].table)} set code = 'was-' || id || '-' || code
      where lower(code) = lower(${code})`.execute(db);
  }

  return {
    async [PROVIDER_STATES.userWithPassword](params) {
      const { email, password } = credentialsOf(params);
      const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      const id = existing?.id ?? (await createUserWith(database, { email, permissions: [] }));
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password), status: 'active' })
        .where('id', '=', id)
        .execute();
    },

    async [PROVIDER_STATES.userWithAuthenticator](params) {
      const { email, password } = credentialsOf(params);
      const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      const id = existing?.id ?? (await createUserWith(database, { email, permissions: [] }));
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(password), status: 'active' })
        .where('id', '=', id)
        .execute();
      // An earlier run's app goes: the password alone signs in to enrol a new one.
      await removeAllFactors(db, id);
      await enrolThroughApi(email, password);
    },

    async [PROVIDER_STATES.signInAwaitsSecondStep](): Promise<SecondStepValues> {
      const email = `pact-second-step-${(accounts += 1)}-${Date.now().toString(36)}@nhia.example`;
      await createUserWith(database, { email, permissions: [], userType: AGENCY_STAFF });
      const secret = await enrolThroughApi(email, TEST_PASSWORD);
      const browser = new Browser(app, 'pact-state-handler');
      const passwordStep = expectStatus(await browser.signIn(email), 200, `Sign-in of ${email}`);
      if (!(passwordStep.json() as { two_factor?: boolean }).two_factor)
        throw new Error('No second step was asked for.');
      // The confirmation spent this 30-second step's code; the next step's is taken from now for a minute.
      return { ...sessionValuesOf(browser), code: appCodeAt(secret, Date.now() + 30_000) };
    },

    async [PROVIDER_STATES.viewShared](params): Promise<ViewValues> {
      const { list, name } = viewSharedOf(params);
      const email = `pact-view-owner-${(accounts += 1)}@nhia.example`;
      const catalogue = await db.selectFrom('permissions').select('name').execute();
      const ownerId = await createUserWith(database, { email, permissions: catalogue.map((p) => p.name) });
      const state = { filters: [{ name: 'user_type', type: 'select', value: [AGENCY_STAFF] }], sort: '-created_at' };
      const view = await db
        .insertInto('list_views')
        .values({ owner_id: ownerId, list, name, state: JSON.stringify(state), visibility: 'everyone', role_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { viewId: String(view.id) };
    },

    async [PROVIDER_STATES.matchingPreviewed](params): Promise<MatchingValues> {
      // The preview's own total and fingerprint (its SQL), of the users matching when the state runs.
      const { total, fingerprint } = await matchingSetOf(db, matchingQueryOf(params), agencyToday());
      return { matchingTotal: String(total), matchingFingerprint: fingerprint };
    },

    async [PROVIDER_STATES.signedInAfterBulkChange](): Promise<BulkChangeValues> {
      const catalogue = await db.selectFrom('permissions').select('name').execute();
      // Deactivating is a step-up action: the sign-in's second factor (the role requires one) is recent.
      const { session, browser } = await signInNewAgencyStaff(
        'bulk-changer',
        catalogue.map((p) => p.name),
        true,
      );
      const userId = await createUserWith(database, {
        email: `pact-bulk-changed-${(listedUsers += 1)}-${Date.now().toString(36)}@pact.example`,
        permissions: [],
      });
      const change = await browser.call('POST', '/api/users/status', { ids: [userId], status: 'inactive' });
      const { bulk_change_id } = expectStatus(change, 200, 'The bulk deactivation').json() as {
        bulk_change_id: number | null;
      };
      if (bulk_change_id === null) throw new Error('The bulk deactivation changed no one.');
      return { ...session, bulkChangeId: String(bulk_change_id) };
    },

    async [PROVIDER_STATES.reviewerWithUndecidedItem](): Promise<ReviewValues> {
      const catalogue = await db.selectFrom('permissions').select('name').execute();
      // Deciding is a step-up action: the sign-in's second factor (the role requires one) is recent.
      const { userId, session, browser } = await signInNewAgencyStaff(
        'reviewer',
        catalogue.map((p) => p.name),
        true,
      );
      // A TPA of its own, so that no campaign over it is open already.
      const code = `PACT-REV-${(accounts += 1)}-${Date.now().toString(36)}`.toUpperCase();
      const tpa = await db.insertInto('tpas').values(tpaInput(code)).returning('id').executeTakeFirstOrThrow();
      const reviewed = await createUserWith(database, {
        email: `pact-reviewed-${code.toLowerCase()}@pact.example`,
        permissions: [],
        userType: 'TPA Staff',
      });
      await db.updateTable('users').set({ tpa_id: tpa.id }).where('id', '=', reviewed).execute();
      const started = await browser.call('POST', '/api/access-reviews', {
        name: 'Pact review',
        scope: { kind: 'tpa', id: tpa.id },
        deadline: new Date(Date.now() + 24 * 3600_000).toISOString(),
        deadline_rule: 'keep',
        reviewer_ids: [userId],
      });
      const { id } = expectStatus(started, 201, 'Starting the access review').json() as { id: number };
      const items = expectStatus(await browser.call('GET', `/api/access-reviews/${id}/items`), 200, 'The items');
      const [item] = (items.json() as { items: { id: number }[] }).items;
      return { ...session, accessReviewId: String(id), itemId: String(item.id) };
    },

    async [PROVIDER_STATES.guestSession]() {
      const browser = new Browser(app, 'pact-state-handler');
      await browser.call('GET', '/sanctum/csrf-cookie');
      return sessionValuesOf(browser);
    },

    async [PROVIDER_STATES.signedInWithAllPermissions]() {
      const catalogue = await db.selectFrom('permissions').select('name').execute();
      // Holding "update users" and "update roles", the role requires a second factor, as the product's default has it.
      return signedInAgencyStaff(
        'all-permissions',
        catalogue.map((p) => p.name),
        true,
      );
    },

    async [PROVIDER_STATES.signedIn]() {
      return signedInAgencyStaff('staff', []);
    },

    async [PROVIDER_STATES.noOneSignedIn]() {
      // Nothing to set up: the interaction sends no cookies.
    },

    async [PROVIDER_STATES.usersWithLastName](params) {
      const { count, last_name, user_type, role, created_at } = usersParamsOf(params);
      const roleId = await roleIdOf(role);
      for (let i = 0; i < count; i += 1) {
        const n = (listedUsers += 1);
        const first_name = FIRST_NAMES[n % FIRST_NAMES.length];
        // No password: these users are listed, never signed in.
        const user = await db
          .insertInto('users')
          .values({
            first_name,
            middle_name: null,
            last_name,
            email: `${first_name}.${last_name}.${n}@pact.example`.toLowerCase().replace(/\s+/g, '-'),
            phone: `+23480${String(n).padStart(8, '0')}`,
            user_type,
            status: 'active',
            tpa_id: null,
            ministry_id: null,
            current_role_id: roleId,
            password_hash: null,
            created_at: new Date(created_at),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('user_roles').values({ user_id: user.id, role_id: roleId }).execute();
      }
    },

    async [PROVIDER_STATES.rolesNamed](params) {
      for (const name of roleNamesOf(params)) await roleIdOf(name);
    },

    async [PROVIDER_STATES.signedInWithQueuedExport](params) {
      const { resource, file_name, batch } = queuedExportOf(params);
      const { userId, session } = await signInNewAgencyStaff('exporter', []);
      // Not due until tomorrow: a running export worker leaves it queued while the pact is replayed.
      await db
        .insertInto('export_jobs')
        .values({
          user_id: userId,
          resource,
          file_name,
          batch,
          query: JSON.stringify({ filters: null, search_string: null, sort: null }),
          run_after: new Date(Date.now() + DAY_MS),
        })
        .execute();
      return session;
    },

    async [PROVIDER_STATES.signedInOnAnotherDevice](params) {
      const { user_agent, ip_address } = otherDeviceOf(params);
      const { userId, session } = await signInNewAgencyStaff('two-devices', []);
      // The other device's session as its sign-in an hour ago left it (only its hash is kept).
      await db
        .insertInto('sessions')
        .values({
          id: hashToken(newToken()),
          user_id: userId,
          csrf_token: newToken(),
          ip_address,
          user_agent,
          created_at: new Date(Date.now() - HOUR_MS),
          last_activity_at: new Date(Date.now() - 10 * MINUTE_MS),
        })
        .execute();
      return session;
    },

    async [PROVIDER_STATES.userWithDetails](params): Promise<UserValues> {
      const { user_type, role, status, version } = userDetailsOf(params);
      const roleId = await roleIdOf(role);
      // Unique across verification runs on one database: a new user every time.
      const email = `pact-user-${(listedUsers += 1)}-${Date.now().toString(36)}@pact.example`;
      const user = await db
        .insertInto('users')
        .values({
          first_name: 'Chiamaka',
          middle_name: null,
          last_name: 'Obi',
          email,
          phone: '+2348031234567',
          user_type,
          status,
          tpa_id: null,
          ministry_id: null,
          current_role_id: roleId,
          password_hash: null,
          version,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ user_id: user.id, role_id: roleId }).execute();
      await recordActivity(db, {
        causerId: null,
        action: 'created',
        subject: { type: 'user', id: user.id, label: email },
        changes: { before: {}, after: { first_name: 'Chiamaka', last_name: 'Obi', email, roles: [role] } },
        origin: { ip: null, userAgent: null },
      });
      return { userId: String(user.id), userEmail: email, userRoleId: String(roleId) };
    },

    async [PROVIDER_STATES.roleNamed](params) {
      return { roleId: String(await roleIdOf(roleNameOf(params))) };
    },

    async [PROVIDER_STATES.emailFree](params) {
      await freeEmail(emailOf(params));
    },

    async [PROVIDER_STATES.emailChangeRequested](params) {
      const { new_email, token, expired } = emailChangeLinkOf(params);
      await freeEmail(new_email);
      const userId = await createUserWith(database, {
        email: `pact-mover-${(accounts += 1)}-${Date.now().toString(36)}@pact.example`,
        permissions: [],
      });
      // The same token again on a later run: the earlier row (maybe confirmed) makes way for a fresh one.
      await db.deleteFrom('email_changes').where('token_hash', '=', hashToken(token)).execute();
      const requestedAt = Date.now() - (expired ? 25 : 1) * HOUR_MS;
      await db
        .insertInto('email_changes')
        .values({
          user_id: userId,
          new_email,
          token_hash: hashToken(token),
          requested_by: null,
          created_at: new Date(requestedAt),
          expires_at: new Date(requestedAt + 24 * HOUR_MS),
          confirmed_at: null,
        })
        .execute();
    },

    async [PROVIDER_STATES.passwordLinkIssued](params) {
      const { email, token, expired } = passwordLinkOf(params);
      const existing = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email)
        .executeTakeFirst();
      const userId = existing?.id ?? (await createUserWith(database, { email, permissions: [] }));
      await db.updateTable('users').set({ status: 'active' }).where('id', '=', userId).execute();
      // The same token again on a later run: the earlier row (maybe spent) makes way for a fresh one.
      await db.deleteFrom('password_reset_tokens').where('token_hash', '=', hashToken(token)).execute();
      const issuedAt = Date.now() - (expired ? 65 : 5) * MINUTE_MS;
      await db
        .insertInto('password_reset_tokens')
        .values({
          user_id: userId,
          token_hash: hashToken(token),
          purpose: 'reset',
          created_at: new Date(issuedAt),
          expires_at: new Date(issuedAt + 60 * MINUTE_MS),
          used_at: null,
        })
        .execute();
    },

    async [PROVIDER_STATES.activityLogged](params): Promise<ActivityValues> {
      const { action, subject_type, subject_label } = activityLoggedOf(params);
      const causerId = await createUserWith(database, {
        email: `pact-auditor-${(accounts += 1)}-${Date.now().toString(36)}@nhia.example`,
        permissions: [],
      });
      const subjectId =
        subject_type === 'role'
          ? await roleIdOf(subject_label)
          : await createUserWith(database, {
              email: `pact-subject-${(listedUsers += 1)}-${Date.now().toString(36)}@pact.example`,
              permissions: [],
            });
      // Written by the log's own writer, as a real change would be.
      await recordActivity(db, {
        causerId,
        action,
        subject: { type: subject_type, id: subjectId, label: subject_label },
        changes: { before: { status: 'active' }, after: { status: 'inactive' } },
        origin: { ip: '102.89.32.14', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) pact-verifier' },
      });
      const entry = await db
        .selectFrom('activity_logs')
        .select('id')
        .where('causer_id', '=', causerId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { entryId: String(entry.id), subjectId: String(subjectId) };
    },

    async [PROVIDER_STATES.roleMade](params): Promise<RoleValues> {
      const { name, description, permissions } = roleMadeOf(params);
      await db
        .deleteFrom('roles')
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .execute();
      const role = await db.insertInto('roles').values({ name, description }).returning('id').executeTakeFirstOrThrow();
      if (permissions.length > 0) {
        const granted = await db.selectFrom('permissions').select('id').where('name', 'in', permissions).execute();
        await db
          .insertInto('role_permissions')
          .values(granted.map((p) => ({ role_id: role.id, permission_id: p.id })))
          .execute();
      }
      return { roleId: String(role.id) };
    },

    async [PROVIDER_STATES.roleNameFree](params) {
      await db
        .deleteFrom('roles')
        .where(sql`lower(name)`, '=', roleNameOf(params).toLowerCase())
        .execute();
    },

    async [PROVIDER_STATES.organisationCodeFree](params) {
      await freeOrganisationCode(organisationCodeOf(params));
    },

    async [PROVIDER_STATES.organisationMade](params): Promise<OrganisationValues> {
      const { kind, name, code, status, staff } = organisationMadeOf(params);
      const { userColumn, userType } = ORGANISATION_KINDS[kind];
      await freeOrganisationCode({ kind, code });
      const values = {
        name,
        code,
        status,
        email: `${code.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@pact.example`,
        phone: '+2348031234567',
        address: '12 Marina, Lagos',
        contact_person: 'Ada Obi',
      };
      const { id } =
        kind === 'tpa'
          ? await db
              .insertInto('tpas')
              .values({ ...values, state: 'Lagos', accreditation_date: '2024-02-29' })
              .returning('id')
              .executeTakeFirstOrThrow()
          : await db.insertInto('ministries').values(values).returning('id').executeTakeFirstOrThrow();
      for (let i = 0; i < staff; i += 1) {
        const n = (listedUsers += 1);
        await db
          .insertInto('users')
          .values({
            first_name: FIRST_NAMES[n % FIRST_NAMES.length],
            middle_name: null,
            last_name: 'Staff',
            email: `pact-staff-${n}-${Date.now().toString(36)}@pact.example`,
            phone: null,
            user_type: userType,
            status: 'active',
            tpa_id: null,
            ministry_id: null,
            [userColumn]: id,
            current_role_id: null,
            password_hash: null,
          })
          .execute();
      }
      await recordActivity(db, {
        causerId: null,
        action: 'created',
        subject: { type: kind, id, label: name },
        changes: { before: {}, after: values },
        origin: { ip: null, userAgent: null },
      });
      return { organisationId: String(id) };
    },
  };
}
