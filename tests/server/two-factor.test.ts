import { authenticator } from 'otplib';
import { ACCOUNT_RULE } from '../../src/server/auth/login-throttle';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir } from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, TEST_PASSWORD, type TestServer } from './support/server';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const STEP_MS = 30_000;

/**
 * The second factor (docs/security.md, Second factor): an authenticator app (TOTP, RFC 6238)
 * enrolled and confirmed by its user, ten single-use recovery codes, and the sign-in challenge
 * that follows the password. Codes are computed here from the secret with otplib, at the fake clock.
 */
describe.each(DATABASE_KINDS)('second factor on %s', (kind) => {
  const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
  let server: TestServer;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock, env: { DATA_DIR: tempDataDir() } });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  /** The authenticator app's code at the fake clock's time. */
  const codeOf = (secret: string, at = clock()) => authenticator.clone({ epoch: at.getTime() }).generate(secret);
  /** A code of the secret that is not the current one nor a neighbour's. */
  const wrongCodeOf = (secret: string) => {
    const near = [-1, 0, 1].map((step) => codeOf(secret, new Date(clock().getTime() + step * STEP_MS)));
    return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
  };
  const nextStep = () => clock.advanceMinutes(STEP_MS / 60_000);

  async function newUser(): Promise<{ email: string; browser: Browser; id: number }> {
    const email = `second.factor.${(serial += 1)}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions: ['list users'] });
    const browser = new Browser(server.app, `two-factor-${serial}`);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    return { email, browser, id };
  }

  /** Starts and confirms an authenticator, the password confirmed first; answers its secret and the recovery codes shown once. */
  async function enrol(browser: Browser): Promise<{ secret: string; recoveryCodes: string[] }> {
    expect((await browser.call('POST', '/user/confirm-password', { password: TEST_PASSWORD })).statusCode).toBe(201);
    expect((await browser.call('POST', '/user/two-factor-authentication')).statusCode).toBe(204);
    const secret = (await browser.call('GET', '/user/two-factor-secret-key')).json().secret_key as string;
    const confirmed = await browser.call('POST', '/user/confirmed-two-factor-authentication', { code: codeOf(secret) });
    expect(confirmed.statusCode).toBe(204);
    const shown = await browser.call('GET', '/user/two-factor-recovery-codes');
    expect(shown.statusCode).toBe(200);
    return { secret, recoveryCodes: shown.json().recovery_codes };
  }

  /** A user with a confirmed authenticator, signed out; the next code step is unused. */
  async function enrolledUser() {
    const user = await newUser();
    const factors = await enrol(user.browser);
    expect((await user.browser.call('POST', '/logout')).statusCode).toBe(204);
    nextStep();
    return { ...user, ...factors };
  }

  /** The password step in a new browser: answers it and the browser. */
  async function passwordStep(email: string) {
    const browser = new Browser(server.app, 'two-factor-sign-in');
    const response = await browser.signIn(email);
    return { browser, response };
  }

  /** Sign-in attempts counted now against the tests' one source address (app.inject's). */
  const addressAttemptsNow = async () =>
    (
      await server.database.db
        .selectFrom('login_throttles')
        .select('attempts')
        .where('key', '=', 'address:127.0.0.1')
        .executeTakeFirst()
    )?.attempts ?? 0;

  const actionsOf = async (userId: number) =>
    (
      await server.database.db
        .selectFrom('activity_logs')
        .select(['action', 'causer_id', 'subject_id', 'properties', 'changes'])
        .where('subject_id', '=', userId)
        .where('subject_type', '=', 'user')
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('an enrolment counts only once confirmed: before that the password alone signs in; the QR code and key are shown until then', async () => {
    const { email, browser } = await newUser();
    expect((await browser.call('POST', '/user/confirm-password', { password: TEST_PASSWORD })).statusCode).toBe(201);
    expect((await browser.call('POST', '/user/two-factor-authentication')).statusCode).toBe(204);
    const secret = (await browser.call('GET', '/user/two-factor-secret-key')).json().secret_key as string;
    const qr = (await browser.call('GET', '/user/two-factor-qr-code')).json();
    expect(qr.svg).toMatch(/^<svg /);
    expect(qr.url).toBe(
      `otpauth://totp/NHIA%20User%20Management:${encodeURIComponent(email)}?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=NHIA%20User%20Management`,
    );
    const stored = await server.database.db.selectFrom('two_factor_totp').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret);

    const unconfirmed = await passwordStep(email);
    expect(unconfirmed.response.statusCode).toBe(204);
    expect((await unconfirmed.browser.call('GET', '/api/user')).statusCode).toBe(200);

    const wrong = await browser.call('POST', '/user/confirmed-two-factor-authentication', {
      code: wrongCodeOf(secret),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['The provided two factor authentication code was invalid.']);
    expect((await passwordStep(email)).response.statusCode).toBe(204);

    const right = await browser.call('POST', '/user/confirmed-two-factor-authentication', { code: codeOf(secret) });
    expect(right.statusCode).toBe(204);
    expect((await browser.call('GET', '/user/two-factor-secret-key')).statusCode).toBe(404);
    expect((await browser.call('GET', '/user/two-factor-qr-code')).statusCode).toBe(404);
    expect((await browser.call('POST', '/user/two-factor-authentication')).statusCode).toBe(409);
    expect((await passwordStep(email)).response.json()).toEqual({ two_factor: true });
  });

  it('signs in with the password then a code; between the two steps nothing is signed in; the session id rotates at each step', async () => {
    const { email, id, secret } = await enrolledUser();
    const before = await server.database.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const addressAttempts = await addressAttemptsNow();
    const { browser, response } = await passwordStep(email);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { two_factor: true } });
    const pendingToken = browser.sessionToken;
    for (const url of ['/api/user', '/api/users', '/api/services']) {
      const refused = await browser.call('GET', url);
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 401,
        body: { message: 'Unauthenticated.' },
      });
    }
    // The password step records no sign-in: only the enrolling session's own.
    expect(await actionsOf(id)).toEqual([
      'login',
      'password_confirmed',
      'two_factor_enrolment_started',
      'two_factor_confirmed',
      'logout',
    ]);

    clock.advanceMinutes(1);
    const challenge = await browser.call('POST', '/two-factor-challenge', { code: codeOf(secret) });
    expect(challenge.statusCode).toBe(204);
    expect(browser.sessionToken).not.toBe(pendingToken);
    expect((await browser.call('GET', '/api/user')).json().user.email).toBe(email);
    const after = await server.database.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.last_login_at?.getTime()).toBe(clock().getTime());
    expect(after.last_login_at).not.toEqual(before.last_login_at);
    const login = await server.database.db
      .selectFrom('activity_logs')
      .select('properties')
      .where('action', '=', 'login')
      .where('subject_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(login.properties).toEqual({ second_factor: 'authenticator' });
    // A sign-in that succeeded leaves nothing counted against its address, however many steps it took.
    expect(await addressAttemptsNow()).toBe(addressAttempts);
  });

  it('refuses a wrong code and a replayed one (each recorded); the next step’s code passes', async () => {
    const { email, id, secret } = await enrolledUser();
    const first = await passwordStep(email);
    const used = codeOf(secret);
    expect((await first.browser.call('POST', '/two-factor-challenge', { code: used })).statusCode).toBe(204);

    const again = await passwordStep(email);
    const wrong = await again.browser.call('POST', '/two-factor-challenge', { code: wrongCodeOf(secret) });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: 422,
      body: {
        message: 'The provided two factor authentication code was invalid.',
        errors: { code: ['The provided two factor authentication code was invalid.'] },
      },
    });
    const replayed = await again.browser.call('POST', '/two-factor-challenge', { code: used });
    expect(replayed.statusCode).toBe(422);
    expect((await again.browser.call('GET', '/api/user')).statusCode).toBe(401);
    nextStep();
    expect((await again.browser.call('POST', '/two-factor-challenge', { code: codeOf(secret) })).statusCode).toBe(204);
    expect((await actionsOf(id)).filter((action) => action === 'two_factor_failed')).toHaveLength(2);
  });

  it('takes a code and a recovery code once even when sent in parallel from two pending sign-ins', async () => {
    const { email, secret, recoveryCodes } = await enrolledUser();
    const race = async (answer: Record<string, string>) => {
      const [first, second] = [await passwordStep(email), await passwordStep(email)];
      const answers = await Promise.all(
        [first, second].map(({ browser }) => browser.call('POST', '/two-factor-challenge', answer)),
      );
      return answers.map((response) => response.statusCode).sort();
    };
    expect(await race({ code: codeOf(secret) })).toEqual([204, 422]);
    expect(await race({ recovery_code: recoveryCodes[0] })).toEqual([204, 422]);
  });

  it('takes a recovery code once', async () => {
    const { email, id, recoveryCodes } = await enrolledUser();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const first = await passwordStep(email);
    const used = await first.browser.call('POST', '/two-factor-challenge', {
      recovery_code: recoveryCodes[3].toUpperCase(),
    });
    expect(used.statusCode).toBe(204);
    const second = await passwordStep(email);
    const reused = await second.browser.call('POST', '/two-factor-challenge', { recovery_code: recoveryCodes[3] });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ recovery_code: ['The provided two factor recovery code was invalid.'] });
    expect(
      (await second.browser.call('POST', '/two-factor-challenge', { recovery_code: recoveryCodes[4] })).statusCode,
    ).toBe(204);
    const actions = await actionsOf(id);
    expect(actions.filter((action) => action === 'recovery_code_used')).toHaveLength(2);
    const stored = await server.database.db
      .selectFrom('two_factor_recovery_codes')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
  });

  it('shows new recovery codes once; regenerating voids the old ones', async () => {
    const { email, secret, recoveryCodes } = await enrolledUser();
    const { browser } = await passwordStep(email);
    expect((await browser.call('POST', '/two-factor-challenge', { code: codeOf(secret) })).statusCode).toBe(204);
    expect((await browser.call('GET', '/user/two-factor-recovery-codes')).statusCode).toBe(404);
    expect((await browser.call('POST', '/user/two-factor-recovery-codes')).statusCode).toBe(204);
    const fresh = (await browser.call('GET', '/user/two-factor-recovery-codes')).json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect((await browser.call('GET', '/user/two-factor-recovery-codes')).statusCode).toBe(404);

    const old = await passwordStep(email);
    expect(
      (await old.browser.call('POST', '/two-factor-challenge', { recovery_code: recoveryCodes[0] })).statusCode,
    ).toBe(422);
    expect((await old.browser.call('POST', '/two-factor-challenge', { recovery_code: fresh[0] })).statusCode).toBe(204);
  });

  it('removes the authenticator only with a second factor given in the last 5 minutes; then the password alone signs in', async () => {
    const { email, id, secret } = await enrolledUser();
    const { browser } = await passwordStep(email);
    expect((await browser.call('POST', '/two-factor-challenge', { code: codeOf(secret) })).statusCode).toBe(204);
    clock.advanceMinutes(6);
    const stale = await browser.call('DELETE', '/user/two-factor-authentication');
    expect({ status: stale.statusCode, body: stale.json() }).toEqual({
      status: 423,
      body: {
        message:
          "This needs your second factor given in the last 5 minutes: confirm it's you with your authenticator code, a recovery code or a passkey.",
      },
    });
    expect((await browser.call('POST', '/user/two-factor-recovery-codes')).statusCode).toBe(423);

    const fresh = await passwordStep(email);
    expect((await fresh.browser.call('POST', '/two-factor-challenge', { code: codeOf(secret) })).statusCode).toBe(204);
    clock.advanceMinutes(4);
    expect((await fresh.browser.call('DELETE', '/user/two-factor-authentication')).statusCode).toBe(204);
    expect((await passwordStep(email)).response.statusCode).toBe(204);
    expect(await actionsOf(id)).toContain('two_factor_removed');
  });

  it('lets the second step wait 5 minutes at most', async () => {
    const { email, secret } = await enrolledUser();
    const { browser } = await passwordStep(email);
    clock.advanceMinutes(5.5);
    const late = await browser.call('POST', '/two-factor-challenge', { code: codeOf(secret) });
    expect(late.json()).toEqual({
      message: 'Your sign-in has expired. Please sign in again.',
      errors: { code: ['Your sign-in has expired. Please sign in again.'] },
    });
    expect((await browser.call('GET', '/api/user')).statusCode).toBe(401);
  });

  it('records every enrolment event, never a secret or a code', async () => {
    const { email, id, secret, recoveryCodes } = await enrolledUser();
    const { browser } = await passwordStep(email);
    await browser.call('POST', '/two-factor-challenge', { code: wrongCodeOf(secret) });
    await browser.call('POST', '/two-factor-challenge', { recovery_code: recoveryCodes[0] });
    await browser.call('POST', '/user/two-factor-recovery-codes');
    await browser.call('DELETE', '/user/two-factor-authentication');
    expect(await actionsOf(id)).toEqual([
      'login',
      'password_confirmed',
      'two_factor_enrolment_started',
      'two_factor_confirmed',
      'logout',
      'two_factor_failed',
      'recovery_code_used',
      'login',
      'recovery_codes_regenerated',
      'two_factor_removed',
    ]);
    const rows = await server.database.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('subject_id', '=', id)
      .execute();
    const text = JSON.stringify(rows);
    for (const secretValue of [secret, ...recoveryCodes]) expect(text).not.toContain(secretValue);
  });

  it(`pauses the account's sign-in after ${ACCOUNT_RULE.maxAttempts} attempts, the password step's included; then even the right code waits`, async () => {
    const { email, id, secret } = await enrolledUser();
    const { browser } = await passwordStep(email);
    const answers: number[] = [];
    for (let i = 1; i < ACCOUNT_RULE.maxAttempts + 1; i += 1) {
      answers.push((await browser.call('POST', '/two-factor-challenge', { code: wrongCodeOf(secret) })).statusCode);
    }
    const right = await browser.call('POST', '/two-factor-challenge', { code: codeOf(secret) });
    // The password took one attempt of the account's five: four wrong codes, then a wait.
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    expect(right.statusCode).toBe(429);
    expect(right.json().errors.code[0]).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect((await actionsOf(id)).filter((action) => action === 'login_locked')).toHaveLength(1);
  });
});
