import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashToken } from '../../../src/server/auth/tokens';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../src/shared/http';
import { DATABASE_KINDS } from '../support/databases';
import { appOnDatabase } from '../support/exports';
import { ADMIN_EMAIL, Browser, createUserWith, fakeClock, startTestServer, TEST_PASSWORD, type TestServer } from '../support/server';

/**
 * Issue 7, sessions (OWASP ASVS V3). Proven elsewhere, and not repeated here:
 * - the defaults, 30 idle minutes and 8 hours, end to end: auth.test.ts, "session lifetime";
 * - deactivation ends the user's sessions at once: users-status.test.ts (one user and a bulk of them);
 * - suspending a TPA or a ministry ends its staff's sessions at once: organisations.test.ts, "suspends…";
 * - a password reset ends every session of the user: passwords.test.ts, "POST /reset-password".
 * This file proves the rest: other values of the settings, the id rotated at sign-in, the cookies' flags.
 */

const SECURE_ENV = { APP_URL: 'https://users.nhia.example', SESSION_IDLE_MINUTES: '5', SESSION_LIFETIME_MINUTES: '60' };

type CookieFlags = { httpOnly: boolean; sameSite: string | undefined; secure: boolean; maxAge: number | undefined };

function cookieFlags(response: LightMyRequestResponse): Record<string, CookieFlags> {
  const cookies = response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; maxAge?: number }[];
  return Object.fromEntries(
    cookies.map((c) => [c.name, { httpOnly: Boolean(c.httpOnly), sameSite: c.sameSite, secure: Boolean(c.secure), maxAge: c.maxAge }]),
  );
}

describe.each(DATABASE_KINDS)('sessions on %s', (kind) => {
  const clock = fakeClock();
  const shortClock = fakeClock();
  let server: TestServer;
  /** A second app process on the same database: https, a 5-minute idle timeout and a 60-minute lifetime. */
  let secureApp: FastifyInstance;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    secureApp = await appOnDatabase(server.database, { env: SECURE_ENV, clock: shortClock });
    await createUserWith(server.database, { email: 'second@nhia.example', permissions: [] });
  });
  afterAll(async () => {
    await secureApp.close();
    await server.close();
  });

  const sessionRow = (token: string) => server.database.db.selectFrom('sessions').select('id').where('id', '=', hashToken(token)).executeTakeFirst();
  const userCall = (browser: Browser) => browser.call('GET', '/api/user').then((r) => r.statusCode);

  describe('idle timeout and lifetime are settings', () => {
    it('honours SESSION_IDLE_MINUTES: with 5, a session used every 4 minutes lives on, one left 6 minutes ends', async () => {
      const browser = new Browser(secureApp);
      expect((await browser.signIn(ADMIN_EMAIL)).statusCode).toBe(204);
      for (let i = 0; i < 3; i++) {
        shortClock.advanceMinutes(4);
        expect(await userCall(browser)).toBe(200);
      }
      const token = browser.sessionToken!;
      shortClock.advanceMinutes(6);
      expect(await userCall(browser)).toBe(401);
      expect(await sessionRow(token)).toBeUndefined();
    });

    it('honours SESSION_LIFETIME_MINUTES: with 60, a session in constant use ends 61 minutes after sign-in', async () => {
      const browser = new Browser(secureApp);
      await browser.signIn(ADMIN_EMAIL);
      for (let minutes = 4; minutes <= 56; minutes += 4) {
        shortClock.advanceMinutes(4);
        expect([minutes, await userCall(browser)]).toEqual([minutes, 200]);
      }
      shortClock.advanceMinutes(5);
      expect(await userCall(browser)).toBe(401);
    });

    it('keeps "remember me" cookies for the lifetime setting and no longer; without it they end with the browser', async () => {
      const remembered = new Browser(secureApp);
      await remembered.call('GET', '/sanctum/csrf-cookie');
      const flags = cookieFlags(await remembered.call('POST', '/login', { email: ADMIN_EMAIL, password: TEST_PASSWORD, remember: true }));
      expect([flags[SESSION_COOKIE].maxAge, flags[XSRF_COOKIE].maxAge]).toEqual([60 * 60, 60 * 60]);
      const plain = cookieFlags(await new Browser(secureApp).signIn(ADMIN_EMAIL));
      expect([plain[SESSION_COOKIE].maxAge, plain[XSRF_COOKIE].maxAge]).toEqual([undefined, undefined]);
    });
  });

  describe('the session id is rotated at sign-in', () => {
    it('gives a new id and anti-forgery token: the guest cookie and its token no longer open anything', async () => {
      const browser = new Browser(server.app);
      await browser.call('GET', '/sanctum/csrf-cookie');
      const guest = { session: browser.sessionToken!, xsrf: browser.cookies.get(XSRF_COOKIE)! };
      expect((await browser.call('POST', '/login', { email: ADMIN_EMAIL, password: TEST_PASSWORD })).statusCode).toBe(204);
      expect(browser.sessionToken).not.toBe(guest.session);
      expect(browser.cookies.get(XSRF_COOKIE)).not.toBe(guest.xsrf);
      expect(await sessionRow(guest.session)).toBeUndefined();

      // Whoever planted or kept the guest cookie (session fixation) holds nothing.
      const asGuest = (method: 'GET' | 'POST', url: string) =>
        server.app.inject({ method, url, cookies: { [SESSION_COOKIE]: guest.session, [XSRF_COOKIE]: guest.xsrf }, headers: { [XSRF_HEADER]: guest.xsrf } });
      expect((await asGuest('GET', '/api/user')).statusCode).toBe(401);
      expect((await asGuest('POST', '/logout')).statusCode).toBe(419);
      expect(await userCall(browser)).toBe(200);
    });

    it('rotates again when a signed-in browser signs in anew: the earlier id ends', async () => {
      const browser = new Browser(server.app);
      await browser.signIn(ADMIN_EMAIL);
      const first = browser.sessionToken!;
      expect((await browser.call('POST', '/login', { email: 'second@nhia.example', password: TEST_PASSWORD })).statusCode).toBe(204);
      expect(browser.sessionToken).not.toBe(first);
      expect((await server.app.inject({ method: 'GET', url: '/api/user', cookies: { [SESSION_COOKIE]: first } })).statusCode).toBe(401);
      expect((await browser.call('GET', '/api/user')).json().user.email).toBe('second@nhia.example');
    });
  });

  describe.each([
    { scheme: 'http', secure: false, app: () => server.app },
    { scheme: 'https', secure: true, app: () => secureApp },
  ])('cookies when APP_URL is $scheme', ({ secure, app }) => {
    const session = { httpOnly: true, sameSite: 'Lax', secure };
    const xsrf = { httpOnly: false, sameSite: 'Lax', secure };

    it(`sets an HttpOnly session cookie and a readable XSRF-TOKEN, both SameSite=Lax, ${secure ? '' : 'not '}Secure, at every step`, async () => {
      const browser = new Browser(app());
      const steps = {
        guest: cookieFlags(await browser.call('GET', '/sanctum/csrf-cookie')),
        signIn: cookieFlags(await browser.call('POST', '/login', { email: ADMIN_EMAIL, password: TEST_PASSWORD })),
        signOut: cookieFlags(await browser.call('POST', '/logout')),
      };
      for (const [step, cookies] of Object.entries(steps)) {
        expect({ step, session: cookies[SESSION_COOKIE], xsrf: cookies[XSRF_COOKIE] }).toEqual({
          step,
          session: expect.objectContaining(session),
          xsrf: expect.objectContaining(xsrf),
        });
      }
    });
  });
});
