import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { SECURE_SESSION_COOKIE } from '../../../src/server/auth/sessions';
import { hashToken } from '../../../src/server/auth/tokens';
import { PURGE_BATCH } from '../../../src/server/housekeeping';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../src/shared/http';
import { DATABASE_KINDS } from '../support/databases';
import { finishSignIn } from '../support/second-factor';
import { appOnDatabase } from '../support/exports';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  fakeClock,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from '../support/server';
import { until } from '../support/until';

/**
 * Sessions (OWASP ASVS V3; docs/security.md, Sessions). Proven elsewhere, and not repeated here:
 * - the defaults, 30 idle minutes and 8 hours, end to end: auth.test.ts, "session lifetime";
 * - deactivation ends the user's sessions at once: users-status.test.ts (one user and a bulk of them);
 * - suspending a TPA or a ministry ends its staff's sessions at once: organisations.test.ts, "suspends…";
 * - a password reset ends every session of the user: passwords.test.ts, "POST /reset-password".
 * This file proves the rest: other values of the settings, the id rotated at sign-in, the cookies' flags
 * and names, guest sessions' shorter life, and the purge of expired sessions.
 */

const SECURE_ENV = { APP_URL: 'https://users.nhia.example', SESSION_IDLE_MINUTES: '5', SESSION_LIFETIME_MINUTES: '60' };

type CookieFlags = {
  httpOnly: boolean;
  sameSite: string | undefined;
  secure: boolean;
  maxAge: number | undefined;
  path?: string;
  domain?: string;
};

function cookieFlags(response: LightMyRequestResponse): Record<string, CookieFlags> {
  const cookies = response.cookies as ({
    name: string;
    httpOnly?: boolean;
    sameSite?: string;
    secure?: boolean;
    maxAge?: number;
  } & Pick<CookieFlags, 'path' | 'domain'>)[];
  return Object.fromEntries(
    cookies.map((c) => [
      c.name,
      {
        httpOnly: Boolean(c.httpOnly),
        sameSite: c.sameSite,
        secure: Boolean(c.secure),
        maxAge: c.maxAge,
        path: c.path,
        domain: c.domain,
      },
    ]),
  );
}

/**
 * The user these tests sign in: their role requires no second factor, so the password alone signs
 * them in and a raw POST /login shows its cookies (the second step and the enrolment a role
 * requires are tested in two-factor.test.ts and second-factor-enrolment.test.ts; "remember me"
 * across them here).
 */
const USER_EMAIL = 'sessions@nhia.example';

describe.each(DATABASE_KINDS)('sessions on %s', (kind) => {
  const clock = fakeClock();
  const shortClock = fakeClock();
  let server: TestServer;
  /** A second app process on the same database: https, a 5-minute idle timeout and a 60-minute lifetime. */
  let secureApp: FastifyInstance;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    secureApp = await appOnDatabase(server.database, { env: SECURE_ENV, clock: shortClock });
    await createUserWith(server.database, { email: USER_EMAIL, permissions: [] });
    await createUserWith(server.database, { email: 'second@nhia.example', permissions: [] });
  });
  afterAll(async () => {
    await secureApp.close();
    await server.close();
  });

  const sessionRow = (token: string) =>
    server.database.db.selectFrom('sessions').select('id').where('id', '=', hashToken(token)).executeTakeFirst();
  const userCall = (browser: Browser) => browser.call('GET', '/api/user').then((r) => r.statusCode);

  describe('idle timeout and lifetime are settings', () => {
    it('honours SESSION_IDLE_MINUTES: with 5, a session used every 4 minutes lives on, one left 6 minutes ends', async () => {
      const browser = new Browser(secureApp);
      expect((await browser.signIn(USER_EMAIL)).statusCode).toBe(204);
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
      await browser.signIn(USER_EMAIL);
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
      const flags = cookieFlags(
        await remembered.call('POST', '/login', { email: USER_EMAIL, password: TEST_PASSWORD, remember: true }),
      );
      expect([flags[SECURE_SESSION_COOKIE].maxAge, flags[XSRF_COOKIE].maxAge]).toEqual([60 * 60, 60 * 60]);
      const plain = cookieFlags(await new Browser(secureApp).signIn(USER_EMAIL));
      expect([plain[SECURE_SESSION_COOKIE].maxAge, plain[XSRF_COOKIE].maxAge]).toEqual([undefined, undefined]);
    });

    it('keeps "remember me" through a second factor: from the enrolment a role requires, and after the second step', async () => {
      const email = 'remembered.second.factor@nhia.example';
      await createUserWith(server.database, { email, permissions: [], requiresSecondFactor: true });
      const maxAges = (response: unknown) => {
        const flags = cookieFlags(response as LightMyRequestResponse);
        return [flags[SECURE_SESSION_COOKIE]?.maxAge, flags[XSRF_COOKIE]?.maxAge];
      };
      const remembered = [60 * 60, 60 * 60];
      const passwordStep = async (browser: Browser) => {
        await browser.call('GET', '/sanctum/csrf-cookie');
        return browser.call('POST', '/login', { email, password: TEST_PASSWORD, remember: true });
      };
      const rememberedRow = (token: string) =>
        server.database.db
          .selectFrom('sessions')
          .select('remember')
          .where('id', '=', hashToken(token))
          .executeTakeFirst();

      // No factor yet: the password signs in, to the enrolment alone, and that session is remembered.
      const enrolling = new Browser(secureApp);
      const first = await passwordStep(enrolling);
      expect([first.json(), maxAges(first)]).toEqual([{ two_factor_enrolment: true }, remembered]);
      const token = enrolling.sessionToken!;
      const enrolled = await finishSignIn(enrolling.signingClient(), first, TEST_PASSWORD);
      // The enrolment lifts the restriction in that same remembered session.
      expect({
        status: enrolled.response.statusCode,
        sameSession: enrolling.sessionToken === token,
        restricted: (await enrolling.call('GET', '/api/user')).json().second_factor_enrolment_required,
        row: await rememberedRow(token),
      }).toEqual({ status: 204, sameSession: true, restricted: false, row: { remember: true } });

      // With the factor: between the steps nobody is signed in (a guest's cookie, ending with the
      // browser); the second step's full session is the remembered one.
      const returning = new Browser(secureApp);
      const second = await passwordStep(returning);
      expect([second.json(), maxAges(second)]).toEqual([{ two_factor: true }, [undefined, undefined]]);
      const signedIn = await finishSignIn(returning.signingClient(), second, TEST_PASSWORD);
      expect([signedIn.response.statusCode, maxAges(signedIn.response)]).toEqual([204, remembered]);
      expect(await rememberedRow(returning.sessionToken!)).toEqual({ remember: true });
    });
  });

  describe('the session id is rotated at sign-in', () => {
    it('gives a new id and anti-forgery token: the guest cookie and its token no longer open anything', async () => {
      const browser = new Browser(server.app);
      await browser.call('GET', '/sanctum/csrf-cookie');
      const guest = { session: browser.sessionToken!, xsrf: browser.cookies.get(XSRF_COOKIE)! };
      expect((await browser.call('POST', '/login', { email: USER_EMAIL, password: TEST_PASSWORD })).statusCode).toBe(
        204,
      );
      expect(browser.sessionToken).not.toBe(guest.session);
      expect(browser.cookies.get(XSRF_COOKIE)).not.toBe(guest.xsrf);
      expect(await sessionRow(guest.session)).toBeUndefined();

      // Whoever planted or kept the guest cookie (session fixation) holds nothing.
      const asGuest = (method: 'GET' | 'POST', url: string) =>
        server.app.inject({
          method,
          url,
          cookies: { [SESSION_COOKIE]: guest.session, [XSRF_COOKIE]: guest.xsrf },
          headers: { [XSRF_HEADER]: guest.xsrf },
        });
      expect((await asGuest('GET', '/api/user')).statusCode).toBe(401);
      expect((await asGuest('POST', '/logout')).statusCode).toBe(419);
      expect(await userCall(browser)).toBe(200);
    });

    it('rotates again when a signed-in browser signs in anew: the earlier id ends', async () => {
      const browser = new Browser(server.app);
      await browser.signIn(USER_EMAIL);
      const first = browser.sessionToken!;
      expect(
        (await browser.call('POST', '/login', { email: 'second@nhia.example', password: TEST_PASSWORD })).statusCode,
      ).toBe(204);
      expect(browser.sessionToken).not.toBe(first);
      expect(
        (await server.app.inject({ method: 'GET', url: '/api/user', cookies: { [SESSION_COOKIE]: first } })).statusCode,
      ).toBe(401);
      expect((await browser.call('GET', '/api/user')).json().user.email).toBe('second@nhia.example');
    });
  });

  describe.each([
    { scheme: 'http', secure: false, app: () => server.app, sessionCookie: SESSION_COOKIE },
    { scheme: 'https', secure: true, app: () => secureApp, sessionCookie: SECURE_SESSION_COOKIE },
  ])('cookies when APP_URL is $scheme', ({ secure, app, sessionCookie }) => {
    const session = { httpOnly: true, sameSite: 'Lax', secure, path: '/', domain: undefined };
    const xsrf = { httpOnly: false, sameSite: 'Lax', secure, path: '/', domain: undefined };

    it(`sets an HttpOnly session cookie ${sessionCookie} and a readable XSRF-TOKEN, both SameSite=Lax, ${secure ? '' : 'not '}Secure, at every step`, async () => {
      const browser = new Browser(app());
      const steps = {
        guest: cookieFlags(await browser.call('GET', '/sanctum/csrf-cookie')),
        signIn: cookieFlags(await browser.call('POST', '/login', { email: USER_EMAIL, password: TEST_PASSWORD })),
        signOut: cookieFlags(await browser.call('POST', '/logout')),
      };
      for (const [step, cookies] of Object.entries(steps)) {
        expect({ step, session: cookies[sessionCookie], xsrf: cookies[XSRF_COOKIE] }).toEqual({
          step,
          session: expect.objectContaining(session),
          xsrf: expect.objectContaining(xsrf),
        });
      }
    });
  });
  describe('the session cookie under https carries the __Host- prefix', () => {
    it('accepts only __Host-nhia_session there: a plain nhia_session (a sibling subdomain could plant one) opens nothing', async () => {
      const browser = new Browser(secureApp);
      await browser.signIn(USER_EMAIL);
      const token = browser.cookies.get(SECURE_SESSION_COOKIE)!;
      expect([token, browser.cookies.has(SESSION_COOKIE)]).toEqual([expect.any(String), false]);
      const asCookie = (name: string) =>
        secureApp.inject({ method: 'GET', url: '/api/user', cookies: { [name]: token } }).then((r) => r.statusCode);
      expect({ prefixed: await asCookie(SECURE_SESSION_COOKIE), plain: await asCookie(SESSION_COOKIE) }).toEqual({
        prefixed: 200,
        plain: 401,
      });
    });
  });

  describe('guest sessions are short-lived (GUEST_SESSION_MINUTES, 10 by default)', () => {
    it('refuses a guest session 11 minutes old: sign-in with it is a 419, and a fresh csrf-cookie opens a new one', async () => {
      const browser = new Browser(server.app);
      await browser.call('GET', '/sanctum/csrf-cookie');
      const guest = browser.sessionToken!;
      clock.advanceMinutes(9);
      expect(
        (await browser.call('POST', '/login', { email: 'nobody@nhia.example', password: 'wrong password' })).statusCode,
      ).toBe(422);
      clock.advanceMinutes(2);
      expect((await browser.call('POST', '/login', { email: USER_EMAIL, password: TEST_PASSWORD })).statusCode).toBe(
        419,
      );
      expect(await sessionRow(guest)).toBeUndefined();
      expect((await browser.signIn(USER_EMAIL)).statusCode).toBe(204);
      expect(browser.sessionToken).not.toBe(guest);
    });

    it('keeps a signed-in session in use past the guest limit', async () => {
      const browser = new Browser(server.app);
      await browser.signIn(USER_EMAIL);
      for (let i = 0; i < 4; i++) {
        clock.advanceMinutes(5);
        expect(await userCall(browser)).toBe(200);
      }
    });
  });

  describe('expired sessions are purged on a schedule by every listening process', () => {
    /** Sessions opened `minutesAgo` (last used `idleMinutes` ago), straight into the table. */
    async function insertSessions(
      prefix: string,
      count: number,
      options: { userId: number | null; minutesAgo: number; idleMinutes: number },
    ) {
      const now = clock().getTime();
      const created = new Date(now - options.minutesAgo * 60_000);
      const used = new Date(now - options.idleMinutes * 60_000);
      await sql`insert into sessions (id, user_id, csrf_token, created_at, last_activity_at)
        select ${prefix} || n, ${options.userId}::integer, 'csrf', ${created}::timestamptz, ${used}::timestamptz
        from generate_series(1, ${count}::integer) n`.execute(server.database.db);
    }
    const countOf = async (prefix: string) =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from sessions where id like ${`${prefix}%`}`.execute(
            server.database.db,
          )
        ).rows[0].n,
      );

    it('deletes idle, too old and old guest sessions (more than one batch of each) and ended rate-limit counters, from two processes at once, and keeps live ones', async () => {
      const admin = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN_EMAIL)
        .executeTakeFirstOrThrow();
      const expired = PURGE_BATCH + 20;
      await insertSessions('idle-', expired, { userId: admin.id, minutesAgo: 40, idleMinutes: 31 });
      await insertSessions('aged-', expired, { userId: admin.id, minutesAgo: 8 * 60 + 1, idleMinutes: 1 });
      await insertSessions('oldguest-', expired, { userId: null, minutesAgo: 11, idleMinutes: 11 });
      await insertSessions('live-', 5, { userId: admin.id, minutesAgo: 8 * 60 - 1, idleMinutes: 29 });
      await insertSessions('newguest-', 5, { userId: null, minutesAgo: 9, idleMinutes: 9 });
      // Rate-limit counters too: one whose window has ended, one still counting.
      const windowEnd = (minutes: number) => new Date(clock().getTime() + minutes * 60_000);
      await server.database.db
        .insertInto('rate_limit_hits')
        .values([
          { key: 'ended-window', hits: 7, window_ends_at: windowEnd(-1) },
          { key: 'open-window', hits: 7, window_ends_at: windowEnd(0.5) },
        ])
        .execute();
      const counters = async () =>
        (
          await server.database.db
            .selectFrom('rate_limit_hits')
            .select('key')
            .where('key', 'in', ['ended-window', 'open-window'])
            .execute()
        ).map((r) => r.key);

      const purging = await Promise.all(
        [1, 2].map(() => appOnDatabase(server.database, { clock, env: { SESSION_PURGE_SECONDS: '1' } })),
      );
      try {
        await Promise.all(purging.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
        await until(
          'the expired sessions and ended counters to be purged',
          20_000,
          async () =>
            (await countOf('idle-')) + (await countOf('aged-')) + (await countOf('oldguest-')) === 0 &&
            !(await counters()).includes('ended-window'),
        );
      } finally {
        await Promise.all(purging.map((app) => app.close()));
      }
      expect({
        live: await countOf('live-'),
        liveGuests: await countOf('newguest-'),
        counters: await counters(),
      }).toEqual({ live: 5, liveGuests: 5, counters: ['open-window'] });
    });
  });
});
