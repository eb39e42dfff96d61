import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hashPassword } from '../../../src/server/auth/passwords';
import type { DatabaseHandle } from '../../../src/server/db/connect';
import { AGENCY_STAFF } from '../../../src/shared/constants';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../../src/shared/http';
import { USER_TYPES } from '../../../src/shared/user-types';
import type { ExportResource } from '../../../src/web/api/generated';
import { Browser, createUserWith } from '../../server/support/server';
import { PROVIDER_STATES, type QueuedExport, type RolesNamed, type SessionValues, type UsersWithLastName } from '../providerStates';
import type { StateSetup } from '../verifyPacts';

function sessionValuesOf(browser: Browser): SessionValues {
  const sessionCookie = browser.cookies.get(SESSION_COOKIE);
  const xsrfToken = browser.cookies.get(XSRF_COOKIE);
  if (!sessionCookie || !xsrfToken) throw new Error('The server set no session cookies.');
  return { sessionCookie, xsrfToken };
}

function credentialsOf(params: unknown): { email: string; password: string } {
  const { email, password } = (params ?? {}) as Record<string, unknown>;
  if (typeof email !== 'string' || typeof password !== 'string') throw new Error('This state needs the params email and password.');
  return { email, password };
}

function usersParamsOf(params: unknown): UsersWithLastName {
  const { count, last_name, user_type, role, created_at } = (params ?? {}) as Record<string, unknown>;
  const valid =
    Number.isInteger(count) && (count as number) >= 1 && (count as number) <= 100 &&
    typeof last_name === 'string' && last_name.trim() !== '' &&
    typeof user_type === 'string' && (USER_TYPES as readonly string[]).includes(user_type) &&
    typeof role === 'string' && role.trim() !== '' &&
    typeof created_at === 'string' && !Number.isNaN(Date.parse(created_at));
  if (!valid) throw new Error('This state needs the params count (1 to 100), last_name, user_type (a contract UserType), role and created_at (ISO 8601).');
  return { count: count as number, last_name: last_name as string, user_type, role: role as string, created_at };
}

function roleNamesOf(params: unknown): RolesNamed['names'] {
  const { names } = (params ?? {}) as Record<string, unknown>;
  if (!Array.isArray(names) || names.length === 0 || !names.every((name) => typeof name === 'string' && name.trim() !== '')) {
    throw new Error('This state needs the param names, a non-empty list of role names.');
  }
  return names as string[];
}

// Every value of the contract's ExportResource, checked by the compiler against the generated type.
const EXPORT_RESOURCES: readonly string[] = Object.keys({
  users: true, roles: true, permissions: true, tpas: true, ministries: true, activity_logs: true,
} satisfies Record<ExportResource, true>);

function queuedExportOf(params: unknown): QueuedExport {
  const { resource, file_name, batch } = (params ?? {}) as Record<string, unknown>;
  const valid =
    typeof resource === 'string' && EXPORT_RESOURCES.includes(resource) &&
    typeof file_name === 'string' && file_name.toLowerCase().endsWith('.xlsx') &&
    Number.isInteger(batch) && (batch as number) >= 1;
  if (!valid) throw new Error('This state needs the params resource (a contract ExportResource), file_name (ending .xlsx) and batch (1 or more).');
  return { resource, file_name, batch: batch as number };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const FIRST_NAMES = ['Adaeze', 'Chinedu', 'Ngozi', 'Emeka', 'Ifeoma', 'Tunde', 'Halima', 'Musa'];

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
    const existing = await db.selectFrom('roles').select('id').where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
    if (existing) return existing.id;
    const created = await db.insertInto('roles').values({ name, description: 'Provider state role' }).returning('id').executeTakeFirstOrThrow();
    return created.id;
  }

  // A new account per sign-in: interactions never share a session or a user.
  async function signInNewAgencyStaff(label: string, permissions: string[]): Promise<{ userId: number; session: SessionValues }> {
    const email = `pact-${label}-${(accounts += 1)}@nhia.example`;
    const userId = await createUserWith(database, { email, permissions, userType: AGENCY_STAFF });
    const browser = new Browser(app, 'pact-state-handler');
    const signIn = await browser.signIn(email);
    if (signIn.statusCode !== 204) throw new Error(`Sign-in of ${email} answered ${signIn.statusCode}`);
    return { userId, session: sessionValuesOf(browser) };
  }

  async function signedInAgencyStaff(label: string, permissions: string[]): Promise<SessionValues> {
    return (await signInNewAgencyStaff(label, permissions)).session;
  }

  return {
    async [PROVIDER_STATES.userWithPassword](params) {
      const { email, password } = credentialsOf(params);
      const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      const id = existing?.id ?? (await createUserWith(database, { email, permissions: [] }));
      await db.updateTable('users').set({ password_hash: await hashPassword(password), status: 'active' }).where('id', '=', id).execute();
    },

    async [PROVIDER_STATES.guestSession]() {
      const browser = new Browser(app, 'pact-state-handler');
      await browser.call('GET', '/sanctum/csrf-cookie');
      return sessionValuesOf(browser);
    },

    async [PROVIDER_STATES.signedInWithAllPermissions]() {
      const catalogue = await db.selectFrom('permissions').select('name').execute();
      return signedInAgencyStaff('all-permissions', catalogue.map((p) => p.name));
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
            first_name, middle_name: null, last_name,
            email: `${first_name}.${last_name}.${n}@pact.example`.toLowerCase().replace(/\s+/g, '-'),
            phone: `+23480${String(n).padStart(8, '0')}`,
            user_type, status: 'active', tpa_id: null, ministry_id: null, current_role_id: roleId, password_hash: null,
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
          user_id: userId, resource, file_name, batch,
          query: JSON.stringify({ filters: null, search_string: null, sort: null }),
          run_after: new Date(Date.now() + DAY_MS),
        })
        .execute();
      return session;
    },
  };
}
