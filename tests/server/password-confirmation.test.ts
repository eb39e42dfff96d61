import { ACCOUNT_RULE } from '../../src/server/auth/login-throttle';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir } from './support/exports';
import {
  Browser,
  createUserWith,
  fakeClock,
  startTestServer,
  TEST_PASSWORD,
  testSettings,
  type TestServer,
} from './support/server';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const REQUIRED = { status: 428, body: { message: 'Password confirmation required.' } };

/**
 * Laravel Fortify's password confirmation before a factor is added (docs/security.md, Second
 * factor): starting an authenticator app's enrolment needs the password typed again in this
 * session within PASSWORD_CONFIRM_MINUTES (15 by default, on a fake clock here); a wrong password
 * counts against the sign-in throttle.
 */
describe.each(DATABASE_KINDS)('password confirmation on %s', (kind) => {
  const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
  let server: TestServer;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock, env: { DATA_DIR: tempDataDir() } });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  async function signedIn(): Promise<{ id: number; email: string; browser: Browser }> {
    const email = `confirm.${(serial += 1)}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions: [] });
    const browser = new Browser(server.app, `confirm-${serial}`);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    return { id, email, browser };
  }

  const confirm = (browser: Browser, password = TEST_PASSWORD) =>
    browser.call('POST', '/user/confirm-password', { password });
  const status = async (browser: Browser) => (await browser.call('GET', '/user/confirmed-password-status')).json();
  const startEnrolment = async (browser: Browser) => {
    const answer = await browser.call('POST', '/user/two-factor-authentication');
    return { status: answer.statusCode, body: answer.statusCode === 204 ? undefined : answer.json() };
  };
  const enrolmentsOf = (userId: number) =>
    server.database.db.selectFrom('two_factor_totp').select('user_id').where('user_id', '=', userId).execute();
  const actionsOf = async (userId: number) =>
    (
      await server.database.db
        .selectFrom('activity_logs')
        .select('action')
        .where('subject_id', '=', userId)
        .where('subject_type', '=', 'user')
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('refuses to start an enrolment (428) until the password is confirmed in this session; signing in does not count', async () => {
    const { id, browser } = await signedIn();
    expect(await status(browser)).toEqual({ confirmed: false });
    expect(await startEnrolment(browser)).toEqual(REQUIRED);
    expect(await enrolmentsOf(id)).toEqual([]);

    const confirmed = await confirm(browser);
    expect({ status: confirmed.statusCode, body: confirmed.body }).toEqual({ status: 201, body: '' });
    expect(await status(browser)).toEqual({ confirmed: true });
    expect(await startEnrolment(browser)).toEqual({ status: 204, body: undefined });
    expect(await enrolmentsOf(id)).toHaveLength(1);
    expect(await actionsOf(id)).toEqual(['login', 'password_confirmed', 'two_factor_enrolment_started']);
  });

  it('holds for this session only: another sign-in of the same user, and the next session of this browser, confirm again', async () => {
    const { email, browser } = await signedIn();
    expect((await confirm(browser)).statusCode).toBe(201);
    const elsewhere = new Browser(server.app, 'elsewhere');
    expect((await elsewhere.signIn(email)).statusCode).toBe(204);
    expect(await status(elsewhere)).toEqual({ confirmed: false });
    expect(await startEnrolment(elsewhere)).toEqual(REQUIRED);

    expect((await browser.call('POST', '/logout')).statusCode).toBe(204);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    expect(await startEnrolment(browser)).toEqual(REQUIRED);
  });

  it('lasts PASSWORD_CONFIRM_MINUTES (15 by default) from the confirmation', async () => {
    expect(testSettings({}).passwordConfirmMinutes).toBe(15);
    expect(testSettings({ PASSWORD_CONFIRM_MINUTES: '3' }).passwordConfirmMinutes).toBe(3);
    const { browser } = await signedIn();
    expect((await confirm(browser)).statusCode).toBe(201);
    clock.advanceMinutes(14.9);
    expect(await status(browser)).toEqual({ confirmed: true });
    expect((await startEnrolment(browser)).status).toBe(204);
    clock.advanceMinutes(0.2);
    expect(await status(browser)).toEqual({ confirmed: false });
    expect(await startEnrolment(browser)).toEqual(REQUIRED);
  });

  it('refuses a wrong password at the field (422), records it, and confirms nothing', async () => {
    const { id, browser } = await signedIn();
    const wrong = await confirm(browser, 'not my password at all');
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: 422,
      body: {
        message: 'The provided password was incorrect.',
        errors: { password: ['The provided password was incorrect.'] },
      },
    });
    const empty = await confirm(browser, '');
    expect({ status: empty.statusCode, errors: empty.json().errors }).toEqual({
      status: 422,
      errors: { password: ['Enter your password.'] },
    });
    expect(await status(browser)).toEqual({ confirmed: false });
    expect(await startEnrolment(browser)).toEqual(REQUIRED);
    expect(await actionsOf(id)).toEqual(['login', 'password_confirmation_failed']);
    const [row] = await server.database.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('action', '=', 'password_confirmation_failed')
      .where('subject_id', '=', id)
      .execute();
    expect(JSON.stringify(row)).not.toContain('not my password at all');
  });

  it(`shares the sign-in throttle: ${ACCOUNT_RULE.maxAttempts} wrong passwords pause the account, then even the right one waits (429)`, async () => {
    const { id, email, browser } = await signedIn();
    const answers: number[] = [];
    for (let i = 0; i < ACCOUNT_RULE.maxAttempts; i += 1) answers.push((await confirm(browser, 'wrong')).statusCode);
    const right = await confirm(browser);
    expect(answers).toEqual([422, 422, 422, 422, 422]);
    expect(right.statusCode).toBe(429);
    expect(right.json().errors.password[0]).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect((await actionsOf(id)).filter((action) => action === 'login_locked')).toHaveLength(1);
    // The pause is the account's: signing in elsewhere waits as well.
    expect((await new Browser(server.app).signIn(email)).statusCode).toBe(429);

    clock.advanceMinutes(2);
    expect((await confirm(browser)).statusCode).toBe(201);
  });
});
