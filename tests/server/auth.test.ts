import { SESSION_COOKIE, XSRF_COOKIE } from '../../src/shared/http';
import { ACCOUNT_RULE } from '../../src/server/auth/login-throttle';
import { DATABASE_KINDS } from './support/databases';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  fakeClock,
  roleIdNamed,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './support/server';

describe.each(DATABASE_KINDS)('auth on %s', (kind) => {
  let server: TestServer;
  const clock = fakeClock();

  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
  });
  afterAll(() => server.close());

  const activity = (action: string) =>
    server.database.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute();

  describe('GET /sanctum/csrf-cookie', () => {
    it('starts a session: an HttpOnly session cookie and a readable XSRF-TOKEN, both SameSite=Lax', async () => {
      const response = await new Browser(server.app).call('GET', '/sanctum/csrf-cookie');
      expect(response.statusCode).toBe(204);
      const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
      expect(cookies[SESSION_COOKIE]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookies[XSRF_COOKIE].httpOnly).toBeFalsy();
      expect(cookies[XSRF_COOKIE]).toMatchObject({ sameSite: 'Lax' });
      expect(cookies[XSRF_COOKIE].value.length).toBeGreaterThanOrEqual(40);
    });
  });

  describe('POST /login', () => {
    it('signs in, regenerates the session id and records the sign-in', async () => {
      // A role that requires no second factor: the password alone signs in.
      await createUserWith(server.database, { email: 'signs-in@nhia.example', permissions: [] });
      const browser = new Browser(server.app, 'agent-login-ok');
      await browser.call('GET', '/sanctum/csrf-cookie');
      const guestToken = browser.sessionToken;
      const response = await browser.call('POST', '/login', {
        email: 'Signs-In@NHIA.example',
        password: TEST_PASSWORD,
        remember: true,
      });
      expect(response.statusCode).toBe(204);
      expect(browser.sessionToken).toBeDefined();
      expect(browser.sessionToken).not.toBe(guestToken);
      const me = await browser.call('GET', '/api/user');
      expect(me.statusCode).toBe(200);
      const [row] = await activity('login');
      expect(row).toMatchObject({ action: 'login', subject_type: 'user', user_agent: 'agent-login-ok' });
      expect(JSON.stringify(row)).not.toContain(TEST_PASSWORD);
    });

    it('sends the seeded administrator, whose Super Admin role requires a second factor, to set one up first', async () => {
      // Before any test here signs the administrator in through the helpers, which enrol them.
      const browser = new Browser(server.app);
      await browser.call('GET', '/sanctum/csrf-cookie');
      const response = await browser.call('POST', '/login', { email: ADMIN_EMAIL, password: TEST_PASSWORD });
      expect([response.statusCode, response.json()]).toEqual([200, { two_factor_enrolment: true }]);
      const me = (await browser.call('GET', '/api/user')).json();
      expect([me.user.email, me.second_factor_enrolment_required]).toEqual([ADMIN_EMAIL, true]);
      expect((await browser.call('GET', '/api/users')).json().code).toBe('second_factor_enrolment_required');
    });

    it('refuses a call without the X-XSRF-TOKEN header, or with a wrong one, with 419', async () => {
      const browser = new Browser(server.app);
      await browser.call('GET', '/sanctum/csrf-cookie');
      const before = await activity('login');
      const wrong = await browser.call(
        'POST',
        '/login',
        { email: ADMIN_EMAIL, password: TEST_PASSWORD },
        { 'x-xsrf-token': 'forged' },
      );
      expect(wrong.statusCode).toBe(419);
      expect(wrong.json()).toEqual({ message: 'CSRF token mismatch.' });
      browser.cookies.delete(XSRF_COOKIE);
      expect((await browser.call('POST', '/login', { email: ADMIN_EMAIL, password: TEST_PASSWORD })).statusCode).toBe(
        419,
      );
      expect(await activity('login')).toHaveLength(before.length);
    });

    it('refuses a call with no session at all with 419', async () => {
      const response = await new Browser(server.app).call(
        'POST',
        '/login',
        { email: ADMIN_EMAIL, password: TEST_PASSWORD },
        { 'x-xsrf-token': 'x'.repeat(43) },
      );
      expect(response.statusCode).toBe(419);
    });

    it('answers missing, malformed and extra fields with 422 and messages per field', async () => {
      const browser = new Browser(server.app);
      await browser.call('GET', '/sanctum/csrf-cookie');
      const missing = await browser.call('POST', '/login', { email: '', password: '' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        email: ['Enter your email address.'],
        password: ['Enter your password.'],
      });
      const malformed = await browser.call('POST', '/login', { email: 'not-an-email', password: 'x' });
      expect(malformed.json().errors.email).toEqual(['Enter a valid email address (like name@example.com).']);
      const extra = await browser.call('POST', '/login', { email: ADMIN_EMAIL, password: 'x', admin: true });
      expect(extra.statusCode).toBe(422);
      expect(extra.json().errors).toHaveProperty('admin');
      const notJson = await browser.call('POST', '/login', '{"email":', { 'content-type': 'application/json' });
      expect(notJson.statusCode).toBe(422);
      expect(notJson.json()).toHaveProperty('message');
      const otherMedia = await browser.call('POST', '/login', 'email=a@b.c', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(otherMedia.statusCode).toBe(422);
      expect(otherMedia.json().errors).toHaveProperty('body');
    });

    it('gives the same 422 for a wrong password and an unknown email, and records both failures', async () => {
      const browser = new Browser(server.app);
      await browser.call('GET', '/sanctum/csrf-cookie');
      const wrongPassword = await browser.call(
        'POST',
        '/login',
        { email: ADMIN_EMAIL, password: 'wrong password' },
        {},
      );
      const unknown = await browser.call('POST', '/login', {
        email: 'nobody@nhia.example',
        password: 'wrong password',
      });
      expect(wrongPassword.statusCode).toBe(422);
      expect(unknown.json()).toEqual(wrongPassword.json());
      expect(wrongPassword.json().errors.email).toEqual(['These credentials do not match our records.']);
      const failures = await activity('login_failed');
      expect(failures.slice(0, 2).map((f) => (f.properties as { email: string }).email)).toEqual([
        'nobody@nhia.example',
        ADMIN_EMAIL,
      ]);
    });

    it(`throttles an account after ${ACCOUNT_RULE.maxAttempts} failures with 429 and the wait, from any address`, async () => {
      await createUserWith(server.database, { email: 'throttled@nhia.example', permissions: [] });
      const browser = new Browser(server.app);
      await browser.call('GET', '/sanctum/csrf-cookie');
      const attempt = (password: string, remoteAddress = '10.1.1.1') =>
        server.app.inject({
          method: 'POST',
          url: '/login',
          remoteAddress,
          cookies: Object.fromEntries(browser.cookies),
          headers: { 'x-xsrf-token': browser.cookies.get(XSRF_COOKIE)! },
          payload: { email: 'throttled@nhia.example', password },
        });
      for (let i = 0; i < ACCOUNT_RULE.maxAttempts; i++) expect((await attempt('wrong')).statusCode).toBe(422);
      const throttled = await attempt(TEST_PASSWORD);
      expect(throttled.statusCode).toBe(429);
      const body = throttled.json();
      expect(body.retry_after).toBeGreaterThanOrEqual(1);
      expect(body.retry_after).toBeLessThanOrEqual(60);
      expect(throttled.headers['retry-after']).toBe(String(body.retry_after));
      expect(body.errors.email[0]).toBe(`Too many login attempts. Please try again in ${body.retry_after} seconds.`);
      expect((await attempt(TEST_PASSWORD, '10.2.2.2')).statusCode).toBe(429);
    });

    it('refuses an inactive user even with the right password', async () => {
      await createUserWith(server.database, {
        email: 'inactive@nhia.example',
        permissions: ['list users'],
        status: 'inactive',
      });
      const response = await new Browser(server.app).signIn('inactive@nhia.example');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toEqual(['This account is not active. Contact your administrator.']);
    });
  });

  describe('GET /api/user', () => {
    it('answers 401 in the Error shape without a session', async () => {
      const response = await new Browser(server.app).call('GET', '/api/user');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    });

    it('returns the current user: user with accessible_services and permissions, permissions, type, role', async () => {
      await createUserWith(server.database, {
        email: 'shape@nhia.example',
        permissions: ['manage tpas', 'list users'],
        roleName: 'Shape Role',
      });
      const browser = new Browser(server.app);
      await browser.signIn('shape@nhia.example');
      const body = (await browser.call('GET', '/api/user')).json();
      expect(body).toEqual({
        user: expect.objectContaining({
          email: 'shape@nhia.example',
          user_type: 'Agency Staff',
          permissions: ['list users', 'manage tpas'],
          accessible_services: expect.arrayContaining(['User Management']),
        }),
        permissions: ['list users', 'manage tpas'],
        type: 'Agency Staff',
        current_active_role_name: 'Shape Role',
        second_factor_enrolment_required: false,
      });
    });
  });

  describe('POST /logout', () => {
    it('ends the session and records the sign-out', async () => {
      const browser = new Browser(server.app);
      await browser.signIn(ADMIN_EMAIL);
      const token = browser.sessionToken!;
      expect((await browser.call('POST', '/logout')).statusCode).toBe(204);
      const replay = await server.app.inject({ method: 'GET', url: '/api/user', cookies: { [SESSION_COOKIE]: token } });
      expect(replay.statusCode).toBe(401);
      expect((await activity('logout')).length).toBeGreaterThan(0);
    });

    it('accepts an empty body sent chunked without a media type, as proxies send a bodyless POST', async () => {
      const browser = new Browser(server.app);
      await browser.signIn(ADMIN_EMAIL);
      expect((await browser.call('POST', '/logout', '', { 'transfer-encoding': 'chunked' })).statusCode).toBe(204);
    });

    it('needs the anti-forgery header (419) and a signed-in user (401)', async () => {
      const signedIn = new Browser(server.app);
      await signedIn.signIn(ADMIN_EMAIL);
      expect((await signedIn.call('POST', '/logout', undefined, { 'x-xsrf-token': 'nope' })).statusCode).toBe(419);
      const guest = new Browser(server.app);
      await guest.call('GET', '/sanctum/csrf-cookie');
      expect((await guest.call('POST', '/logout')).statusCode).toBe(401);
    });
  });

  describe('authorization', () => {
    it('answers 403 to a user without the operation permission, and to a non-agency user who has it', async () => {
      await createUserWith(server.database, { email: 'no-list@nhia.example', permissions: ['manage tpas'] });
      await createUserWith(server.database, {
        email: 'tpa-type@nhia.example',
        permissions: ['list users'],
        userType: 'TPA Staff',
      });
      for (const email of ['no-list@nhia.example', 'tpa-type@nhia.example']) {
        const browser = new Browser(server.app);
        await browser.signIn(email);
        const response = await browser.call('GET', '/api/users');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
      }
    });

    it('lets an agency user with the permission through the hook', async () => {
      await createUserWith(server.database, { email: 'lister@nhia.example', permissions: ['list users'] });
      const browser = new Browser(server.app);
      await browser.signIn('lister@nhia.example');
      expect([401, 403]).not.toContain((await browser.call('GET', '/api/users')).statusCode);
    });

    it('reads permissions fresh on every call: a permission taken away is refused at once', async () => {
      await createUserWith(server.database, {
        email: 'revoked@nhia.example',
        permissions: ['list users'],
        roleName: 'Revocable',
      });
      const browser = new Browser(server.app);
      await browser.signIn('revoked@nhia.example');
      const roleId = await roleIdNamed(server.database.db, 'Revocable');
      await server.database.db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
      expect((await browser.call('GET', '/api/users')).statusCode).toBe(403);
    });
  });

  describe('session lifetime', () => {
    it('ends a session idle for longer than 30 minutes', async () => {
      const browser = new Browser(server.app);
      await browser.signIn(ADMIN_EMAIL);
      clock.advanceMinutes(29);
      expect((await browser.call('GET', '/api/user')).statusCode).toBe(200);
      clock.advanceMinutes(31);
      expect((await browser.call('GET', '/api/user')).statusCode).toBe(401);
    });

    it('ends an active session 8 hours after sign-in', async () => {
      const browser = new Browser(server.app);
      await browser.signIn(ADMIN_EMAIL);
      for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
        clock.advanceMinutes(20);
        expect((await browser.call('GET', '/api/user')).statusCode).toBe(200);
      }
      clock.advanceMinutes(25);
      expect((await browser.call('GET', '/api/user')).statusCode).toBe(401);
    });
  });

  describe('service surface', () => {
    it('serves the health check, the contract and its browsable reference', async () => {
      expect((await server.app.inject('/api/health')).json()).toEqual({ status: 'ok', database: kind });
      const contract = await server.app.inject('/api/openapi.yaml');
      expect(contract.body).toContain('operationId: listUsers');
      const docs = await server.app.inject('/api/docs/');
      expect(docs.statusCode).toBe(200);
      expect(docs.body).toContain('swagger');
    });

    it('answers unknown API paths with 404 in the Error shape', async () => {
      const response = await server.app.inject('/api/nothing-here');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    });
  });
});
