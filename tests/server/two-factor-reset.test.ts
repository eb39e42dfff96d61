import { authenticator } from 'otplib';
import { deliveredTo } from './support/account-mail';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir, TEST_APP_URL } from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, TEST_PASSWORD, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const STEP_MS = 30_000;
/** What an administrator of users holds, without "manage tpas" (so a Super Admin is beyond them). */
const USER_ADMIN_PERMISSIONS = ['list users', 'view users', 'update users'];
const NONE = { authenticator: false, recovery_codes_left: 0, passkeys: 0 };

/**
 * An administrator resets the second factors of a user who lost them, and anyone sees which
 * factors a user has (docs/security.md, Second factor): the status on the Security screen and
 * the user view; the reset with the escalation rules of edits, a fresh second factor of the
 * administrator's, the user's sessions ended, a mail over a real SMTP conversation, and the
 * activity log's before → after of the factor list, never a secret.
 */
describe.each(DATABASE_KINDS)("resetting a user's second factor on %s", (kind) => {
  const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
  let server: TestServer;
  let smtp: TestSmtpServer;
  let serial = 0;

  const db = () => server.database.db;
  const codeOf = (secret: string) => authenticator.clone({ epoch: clock().getTime() }).generate(secret);
  /** Each enrolment and sign-in below takes a fresh time step: a code is never taken twice. */
  const nextStep = () => clock.advanceMinutes(STEP_MS / 60_000);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, {
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: TEST_APP_URL, DATA_DIR: tempDataDir() },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  /** A new agency user with these permissions, signed in (password alone) in their own browser. */
  async function signedInUser(permissions: string[], label: string) {
    serial += 1;
    const email = `${label}.${serial}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions });
    const browser = new Browser(server.app, `${label}-agent`);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    return { id, email, browser };
  }

  /** Enrols an authenticator in the browser's session (which then holds a second factor given now); answers the secret and codes. */
  async function enrol(browser: Browser) {
    expect((await browser.call('POST', '/user/confirm-password', { password: TEST_PASSWORD })).statusCode).toBe(201);
    expect((await browser.call('POST', '/user/two-factor-authentication')).statusCode).toBe(204);
    const secret = (await browser.call('GET', '/user/two-factor-secret-key')).json().secret_key as string;
    nextStep();
    expect(
      (await browser.call('POST', '/user/confirmed-two-factor-authentication', { code: codeOf(secret) })).statusCode,
    ).toBe(204);
    const recoveryCodes = (await browser.call('GET', '/user/two-factor-recovery-codes')).json()
      .recovery_codes as string[];
    return { secret, recoveryCodes };
  }

  /** An administrator of users who has just given a second factor (enrolling their own). */
  async function steppedUpAdmin(permissions = USER_ADMIN_PERMISSIONS) {
    const admin = await signedInUser(permissions, 'reset.admin');
    await enrol(admin.browser);
    return admin;
  }

  /** A provider-less agency user holding no permission, with an authenticator, one recovery code used, signed in twice. */
  async function userWithFactors() {
    const user = await signedInUser([], 'lost.phone');
    const { recoveryCodes } = await enrol(user.browser);
    const elsewhere = new Browser(server.app, 'second-device');
    expect((await elsewhere.signIn(user.email)).json()).toEqual({ two_factor: true });
    expect(
      (await elsewhere.call('POST', '/two-factor-challenge', { recovery_code: recoveryCodes[0] })).statusCode,
    ).toBe(204);
    return { ...user, elsewhere };
  }

  const resetRows = (userId: number) =>
    db()
      .selectFrom('activity_logs')
      .selectAll()
      .where('action', '=', 'two_factor_reset')
      .where('subject_id', '=', userId)
      .execute();
  const statusAs = async (browser: Browser, userId: number) => {
    const answer = await browser.call('GET', `/api/users/${userId}/two-factor`);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const mailsTo = (address: string) => deliveredTo(server, smtp, address);

  it('shows which factors a user has, to them and on the user view, never a secret', async () => {
    const viewer = await signedInUser(['view users'], 'viewer');
    const user = await signedInUser([], 'status');
    expect((await user.browser.call('GET', '/api/user/two-factor')).json()).toEqual(NONE);
    expect(await statusAs(viewer.browser, user.id)).toEqual(NONE);

    // An enrolment waiting for its code is not a factor yet.
    expect((await user.browser.call('POST', '/user/confirm-password', { password: TEST_PASSWORD })).statusCode).toBe(
      201,
    );
    expect((await user.browser.call('POST', '/user/two-factor-authentication')).statusCode).toBe(204);
    expect((await user.browser.call('GET', '/api/user/two-factor')).json()).toEqual(NONE);

    await user.browser.call('DELETE', '/user/two-factor-authentication');
    const { secret, recoveryCodes } = await enrol(user.browser);
    const on = { authenticator: true, recovery_codes_left: 10, passkeys: 0 };
    expect((await user.browser.call('GET', '/api/user/two-factor')).json()).toEqual(on);
    const pending = new Browser(server.app);
    await pending.signIn(user.email);
    await pending.call('POST', '/two-factor-challenge', { recovery_code: recoveryCodes[5] });
    const shown = await user.browser.call('GET', '/api/user/two-factor');
    expect(shown.json()).toEqual({ ...on, recovery_codes_left: 9 });
    expect(await statusAs(viewer.browser, user.id)).toEqual({ ...on, recovery_codes_left: 9 });
    for (const text of [shown.body, JSON.stringify(await statusAs(viewer.browser, user.id))]) {
      for (const value of [secret, ...recoveryCodes]) expect(text).not.toContain(value);
    }
    expect((await viewer.browser.call('GET', '/api/users/2147483647/two-factor')).statusCode).toBe(404);
  });

  it("removes every factor, ends the user's sessions, mails them and records before → after; they then sign in with the password alone", async () => {
    const admin = await steppedUpAdmin();
    const user = await userWithFactors();

    const reset = await admin.browser.call('DELETE', `/api/users/${user.id}/two-factor`);

    expect(reset.statusCode).toBe(204);
    expect(await statusAs(admin.browser, user.id)).toEqual(NONE);
    for (const table of ['two_factor_totp', 'two_factor_recovery_codes', 'two_factor_recovery_code_display'] as const) {
      expect(await db().selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    }
    // Both of the user's sessions ended at once; the administrator's goes on.
    for (const browser of [user.browser, user.elsewhere])
      expect((await browser.call('GET', '/api/user')).statusCode).toBe(401);
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await admin.browser.call('GET', '/api/user')).statusCode).toBe(200);

    const [row] = await resetRows(user.id);
    expect(row).toMatchObject({
      causer_id: admin.id,
      subject_type: 'user',
      subject_label: user.email,
      user_agent: 'reset.admin-agent',
      changes: {
        before: { authenticator: true, recovery_codes_left: 9, passkeys: [] },
        after: { authenticator: false, recovery_codes_left: 0, passkeys: [] },
      },
    });

    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('The second factor of your NHIA account was reset');
    expect(mail.text).toContain('every signed-in session of the account was ended');
    expect(mail.text).toContain('Security screen');

    // The password alone signs in now, and the user can enrol again.
    const again = new Browser(server.app);
    expect((await again.signIn(user.email)).statusCode).toBe(204);
    await enrol(again);
    expect((await again.call('GET', '/api/user/two-factor')).json()).toMatchObject({ authenticator: true });
  });

  it(`needs a second factor given by the administrator in the last 5 minutes (423), and changes nothing without it`, async () => {
    const admin = await steppedUpAdmin();
    const withoutAny = await signedInUser(USER_ADMIN_PERMISSIONS, 'no.factor.admin');
    const user = await userWithFactors();
    clock.advanceMinutes(5.5);

    const refusals = [];
    for (const browser of [admin.browser, withoutAny.browser]) {
      const refused = await browser.call('DELETE', `/api/users/${user.id}/two-factor`);
      refusals.push({ status: refused.statusCode, body: refused.json() });
    }
    expect(refusals).toEqual([
      {
        status: 423,
        body: {
          message:
            "This needs your second factor given in the last 5 minutes: confirm it's you with your authenticator code, a recovery code or a passkey.",
        },
      },
      {
        status: 423,
        body: {
          message:
            'This needs a second factor, and your account has none: set up an authenticator app or a passkey on your Security screen, then try again.',
        },
      },
    ]);
    expect(await statusAs(admin.browser, user.id)).toEqual({
      authenticator: true,
      recovery_codes_left: 9,
      passkeys: 0,
    });
    expect((await user.browser.call('GET', '/api/user')).statusCode).toBe(200);
    expect(await resetRows(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('refuses a user holding a permission the administrator lacks (403), oneself (403), a user with no factor and an unknown one (404)', async () => {
    const admin = await steppedUpAdmin();
    const superior = await signedInUser(['manage tpas'], 'superior');
    await enrol(superior.browser);
    const plain = await signedInUser([], 'plain');

    const beyond = await admin.browser.call('DELETE', `/api/users/${superior.id}/two-factor`);
    expect({ status: beyond.statusCode, body: beyond.json() }).toEqual({
      status: 403,
      body: { message: 'You cannot change this user: they hold permissions you do not have.' },
    });
    const own = await admin.browser.call('DELETE', `/api/users/${admin.id}/two-factor`);
    expect({ status: own.statusCode, body: own.json() }).toEqual({
      status: 403,
      body: { message: 'Your own second factor is not reset here: remove it on your Security screen.' },
    });
    const nothing = await admin.browser.call('DELETE', `/api/users/${plain.id}/two-factor`);
    expect({ status: nothing.statusCode, body: nothing.json() }).toEqual({
      status: 404,
      body: { message: 'No such second factor: this user has none to reset.' },
    });
    expect((await admin.browser.call('DELETE', '/api/users/2147483647/two-factor')).statusCode).toBe(404);

    for (const id of [superior.id, admin.id]) {
      expect((await statusAs(admin.browser, id)).authenticator).toBe(true);
      expect(await resetRows(id)).toEqual([]);
    }
    expect((await superior.browser.call('GET', '/api/user')).statusCode).toBe(200);
  });

  it('records one reset and sends one mail when two administrators reset the same user at once', async () => {
    const [first, second] = [await steppedUpAdmin(), await steppedUpAdmin()];
    const user = await userWithFactors();

    const answers = await Promise.all(
      [first, second].map(({ browser }) => browser.call('DELETE', `/api/users/${user.id}/two-factor`)),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    expect(await resetRows(user.id)).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
