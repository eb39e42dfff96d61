import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../src/server/auth/passwords';
import type { DatabaseHandle } from '../../../src/server/db/connect';
import { AGENCY_STAFF } from '../../../src/shared/constants';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../../src/shared/http';
import { Browser, createUserWith } from '../../server/support/server';
import { PROVIDER_STATES, type SessionValues } from '../providerStates';
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

/**
 * Each provider state of the web client's pacts, set up through real inserts and real
 * sign-ins on the running app. Sessions live in the database, so a session opened through
 * app.inject is valid for the verifier's HTTP calls too.
 */
export function providerStateHandlers(app: FastifyInstance, database: DatabaseHandle): Record<string, StateSetup> {
  const { db } = database;
  let accounts = 0;

  // A new account per sign-in: interactions never share a session or a user.
  async function signedInAgencyStaff(label: string, permissions: string[]): Promise<SessionValues> {
    const email = `pact-${label}-${(accounts += 1)}@nhia.example`;
    await createUserWith(database, { email, permissions, userType: AGENCY_STAFF });
    const browser = new Browser(app, 'pact-state-handler');
    const signIn = await browser.signIn(email);
    if (signIn.statusCode !== 204) throw new Error(`Sign-in of ${email} answered ${signIn.statusCode}`);
    return sessionValuesOf(browser);
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
  };
}
