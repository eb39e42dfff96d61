import { generateKeyPairSync } from 'node:crypto';
import { relyingPartyOf } from '../../src/server/auth/passkeys/ceremony';
import { PASSKEYS_PER_ACCOUNT_MAX } from '../../src/server/auth/passkeys/enrolment';
import { ACCOUNT_RULE } from '../../src/server/auth/login-throttle';
import { hashToken } from '../../src/server/auth/tokens';
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
import { SoftAuthenticator, type AuthenticationCredential } from './support/soft-authenticator';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const NOT_VERIFIED = 'This passkey could not be verified.';
const PROMPT_EXPIRED = 'This passkey prompt has expired or was already answered. Please try again.';

/**
 * Passkeys (docs/security.md, Passkeys), through the real endpoints, answered by a software
 * authenticator (support/soft-authenticator.ts) as a browser would: registration under a name,
 * the list, renaming and removal (step-up), the sign-in's second step, sign-in with a passkey
 * alone, step-up with a passkey, and the refusals: a wrong signature, a replayed answer, a stale
 * challenge, another user's passkey, a counter that went back; each recorded in the activity log.
 */
describe.each(DATABASE_KINDS)('passkeys on %s', (kind) => {
  const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
  const rp = relyingPartyOf(testSettings());
  const authenticator = () => new SoftAuthenticator({ origin: rp.origin, rpId: rp.id });
  let server: TestServer;
  let serial = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock, env: { DATA_DIR: tempDataDir() } });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  /** Adding a factor needs the password confirmed in the session lately (Fortify's password confirmation). */
  async function confirmPassword(browser: Browser) {
    expect((await browser.call('POST', '/user/confirm-password', { password: TEST_PASSWORD })).statusCode).toBe(201);
  }

  /** A staff member signed in with their password and confirmed it lately, who has no second factor yet. */
  async function newUser(permissions = ['list users']): Promise<{ email: string; id: number; browser: Browser }> {
    const email = `passkey.${(serial += 1)}@nhia.example`;
    const id = await createUserWith(server.database, { email, permissions });
    const browser = new Browser(server.app, `passkeys-${serial}`);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    await confirmPassword(browser);
    return { email, id, browser };
  }

  /** Asks for registration options and answers them with the authenticator. */
  async function register(browser: Browser, device: SoftAuthenticator, name = 'Work laptop') {
    const options = await browser.call('POST', '/user/passkeys/options');
    expect(options.statusCode).toBe(200);
    return browser.call('POST', '/user/passkeys', { name, credential: device.register(options.json()) });
  }

  /** A user with one registered passkey, signed out. */
  async function userWithPasskey() {
    const user = await newUser();
    const device = authenticator();
    expect((await register(user.browser, device)).statusCode).toBe(201);
    expect((await user.browser.call('POST', '/logout')).statusCode).toBe(204);
    return { ...user, device };
  }

  /** The password step in a new browser, which asks for the second one. */
  async function passwordStep(email: string): Promise<Browser> {
    const browser = new Browser(server.app, 'passkeys-sign-in');
    const response = await browser.signIn(email);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { two_factor: true } });
    return browser;
  }

  /** The second step's options, answered by `answer` (the device's own answer by default). */
  async function secondStep(
    browser: Browser,
    device: SoftAuthenticator,
    answer: (options: { challenge: string }) => AuthenticationCredential = (options) => device.assert(options),
  ) {
    const options = await browser.call('POST', '/two-factor-challenge/passkey/options');
    expect(options.statusCode).toBe(200);
    return browser.call('POST', '/two-factor-challenge/passkey', { credential: answer(options.json()) });
  }

  /** Sign-in with a passkey alone, in a fresh guest session; answers the browser and the answer. */
  async function passkeyFirst(
    device: SoftAuthenticator,
    answer: (options: { challenge: string }) => AuthenticationCredential = (options) => device.assert(options),
    extra: Record<string, unknown> = {},
  ) {
    const browser = new Browser(server.app, 'passkey-first');
    await browser.call('GET', '/sanctum/csrf-cookie');
    const options = await browser.call('POST', '/passkey-login/options');
    expect(options.statusCode).toBe(200);
    const response = await browser.call('POST', '/passkey-login', { credential: answer(options.json()), ...extra });
    return { browser, response };
  }

  const activityOf = async (userId: number) =>
    server.database.db
      .selectFrom('activity_logs')
      .select(['action', 'causer_id', 'properties', 'changes'])
      .where('subject_id', '=', userId)
      .where('subject_type', '=', 'user')
      .orderBy('id')
      .execute();
  const actionsOf = async (userId: number) => (await activityOf(userId)).map((row) => row.action);

  const secondFactorAtOf = async (browser: Browser) =>
    (
      await server.database.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('second_factor_at')
        .where('sessions.id', '=', hashToken(browser.sessionToken!))
        .executeTakeFirst()
    )?.second_factor_at;

  it('registers a passkey under its name (attestation "none", user verification, discoverable), lists it, and makes the first factor’s recovery codes', async () => {
    const { email, id, browser } = await newUser();
    const options = (await browser.call('POST', '/user/passkeys/options')).json();
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'NHIA User Management' },
      user: { name: email, displayName: `Test ${email.split('@')[0]}` },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    });
    // The WebAuthn user id is random, never the database id.
    expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);

    const device = authenticator();
    const registered = await browser.call('POST', '/user/passkeys', {
      name: '  Work laptop ',
      credential: device.register(options),
    });
    expect(registered.statusCode).toBe(201);
    const passkey = {
      id: expect.any(Number),
      name: 'Work laptop',
      created_at: clock().toISOString(),
      last_used_at: null,
    };
    expect(registered.json()).toEqual({ passkey, recovery_codes_to_show: true });
    const codes = await browser.call('GET', '/user/two-factor-recovery-codes');
    expect(codes.json().recovery_codes).toHaveLength(10);
    expect((await browser.call('GET', '/user/passkeys')).json()).toEqual({ passkeys: [passkey] });

    const stored = await server.database.db
      .selectFrom('passkeys')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ credential_id: device.credentialId, counter: 0, transports: ['internal'] });
    expect(stored.user_handle).toBe(options.user.id);
    expect(Buffer.from(stored.public_key, 'base64url')).toEqual(Buffer.from(device.cosePublicKey()));

    // The passkey is a second factor: the password alone no longer signs in.
    await passwordStep(email);
    const logged = await activityOf(id);
    expect(logged.map((row) => row.action)).toEqual(['login', 'password_confirmed', 'passkey_registered']);
    expect(logged[2].properties).toEqual({ name: 'Work laptop' });
  });

  it(`keeps at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys per account, also when two sessions register the last one at once`, async () => {
    const { email, id, browser } = await newUser();
    const other = new Browser(server.app, `passkeys-${serial}-other`);
    expect((await other.signIn(email)).statusCode).toBe(204);
    await confirmPassword(other);
    const handle = (await browser.call('POST', '/user/passkeys/options')).json().user.id as string;
    await server.database.db
      .insertInto('passkeys')
      .values(
        Array.from({ length: PASSKEYS_PER_ACCOUNT_MAX - 1 }, (_, i) => ({
          user_id: id,
          credential_id: `kept-${id}-${i}`,
          public_key: 'AAAA',
          transports: '[]',
          user_handle: handle,
          name: `Kept ${i}`,
        })),
      )
      .execute();
    // Both sessions hold a prompt while one place is left; both answer at once.
    const prompts = await Promise.all([browser, other].map((b) => b.call('POST', '/user/passkeys/options')));
    expect(prompts.map((prompt) => prompt.statusCode)).toEqual([200, 200]);
    const answers = await Promise.all(
      [browser, other].map((b, i) =>
        b.call('POST', '/user/passkeys', {
          name: `Raced ${i}`,
          credential: authenticator().register(prompts[i].json()),
        }),
      ),
    );
    const full = `You have ${PASSKEYS_PER_ACCOUNT_MAX} passkeys, the most one account keeps: remove one you no longer use, then add the new one.`;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json()).toEqual({ message: full });
    const after = await browser.call('POST', '/user/passkeys/options');
    expect({ status: after.statusCode, body: after.json() }).toEqual({ status: 422, body: { message: full } });
    const kept = await server.database.db.selectFrom('passkeys').select('id').where('user_id', '=', id).execute();
    expect(kept).toHaveLength(PASSKEYS_PER_ACCOUNT_MAX);
  });

  it('refuses a registration answered for another origin or RP, without user verification, late, or with a blank name', async () => {
    const { browser } = await newUser();
    const attempt = async (answer: (options: { challenge: string }) => unknown, name = 'Phone') => {
      const options = (await browser.call('POST', '/user/passkeys/options')).json();
      const response = await browser.call('POST', '/user/passkeys', { name, credential: answer(options) });
      return { status: response.statusCode, errors: response.json().errors };
    };
    const refused = { status: 422, errors: { credential: ['The passkey could not be verified. Please try again.'] } };
    expect(await attempt((o) => authenticator().register(o, { origin: 'https://evil.example' }))).toEqual(refused);
    expect(await attempt((o) => authenticator().register(o, { rpId: 'evil.example' }))).toEqual(refused);
    expect(await attempt((o) => authenticator().register(o, { userVerified: false }))).toEqual(refused);
    const blank = await attempt((o) => authenticator().register(o), ' \t');
    expect(blank).toEqual({ status: 422, errors: { name: ['Give the passkey a name, e.g. "Work laptop".'] } });
    // A blank name is refused before the challenge is spent; any answer then spends it, a right one too late.
    const options = (await browser.call('POST', '/user/passkeys/options')).json();
    const credential = authenticator().register(options);
    expect((await browser.call('POST', '/user/passkeys', { name: ' ', credential })).statusCode).toBe(422);
    const forged = authenticator().register(options, { origin: 'https://evil.example' });
    expect((await browser.call('POST', '/user/passkeys', { name: 'Phone', credential: forged })).statusCode).toBe(422);
    const late = await browser.call('POST', '/user/passkeys', { name: 'Phone', credential });
    expect(late.json().errors).toEqual({ credential: [PROMPT_EXPIRED] });
    expect(await attempt((o) => authenticator().register(o))).toEqual({ status: 201, errors: undefined });
    expect((await browser.call('GET', '/user/passkeys')).json().passkeys).toHaveLength(1);
  });

  it('signs a passkey-only user in with the password, then the passkey: their second step', async () => {
    const { email, id, device } = await userWithPasskey();
    clock.advanceMinutes(1);
    const browser = await passwordStep(email);
    expect((await browser.call('GET', '/api/user')).statusCode).toBe(401);
    const options = (await browser.call('POST', '/two-factor-challenge/passkey/options')).json();
    expect(options).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [{ id: device.credentialId, type: 'public-key', transports: ['internal'] }],
      userVerification: 'preferred',
    });
    const pendingToken = browser.sessionToken;
    const answer = await browser.call('POST', '/two-factor-challenge/passkey', { credential: device.assert(options) });
    expect(answer.statusCode).toBe(204);
    expect(browser.sessionToken).not.toBe(pendingToken);
    expect((await browser.call('GET', '/api/user')).json().user.email).toBe(email);
    expect((await secondFactorAtOf(browser))?.getTime()).toBe(clock().getTime());
    expect((await browser.call('GET', '/user/passkeys')).json().passkeys[0].last_used_at).toBe(clock().toISOString());
    const login = (await activityOf(id)).at(-1)!;
    expect(login).toMatchObject({ action: 'login', properties: { second_factor: 'passkey', passkey: 'Work laptop' } });
  });

  it('signs in with a passkey alone (no password): user verification required, a second factor given, recorded as a passkey sign-in', async () => {
    const { email, id, device } = await userWithPasskey();
    const browser = new Browser(server.app, 'passkey-first');
    await browser.call('GET', '/sanctum/csrf-cookie');
    const options = (await browser.call('POST', '/passkey-login/options')).json();
    // Discoverable: the browser offers whichever passkey it holds for the site.
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials).toBeUndefined();
    const answer = await browser.call('POST', '/passkey-login', { credential: device.assert(options), remember: true });
    expect(answer.statusCode).toBe(204);
    expect((await browser.call('GET', '/api/user')).json().user.email).toBe(email);
    expect(await secondFactorAtOf(browser)).toEqual(clock());
    const remembered = answer.cookies.find((cookie) => cookie.name === 'nhia_session');
    expect(remembered?.maxAge).toBeGreaterThan(0);
    expect((await activityOf(id)).at(-1)).toMatchObject({
      action: 'login',
      properties: { method: 'passkey', passkey: 'Work laptop' },
    });

    const unverified = await passkeyFirst(device, (o) => device.assert(o, { userVerified: false }));
    expect(unverified.response.json().errors).toEqual({ credential: [NOT_VERIFIED] });
    expect((await unverified.browser.call('GET', '/api/user')).statusCode).toBe(401);
  });

  it('refuses a wrong signature, a replayed answer, a stale challenge and another origin; each refusal recorded, nothing signed in', async () => {
    const { email, id, device } = await userWithPasskey();
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

    const forged = await passkeyFirst(device, (o) => SoftAuthenticator.forgedBy(forger, device.assert(o)));
    expect({ status: forged.response.statusCode, body: forged.response.json() }).toEqual({
      status: 422,
      body: { message: NOT_VERIFIED, errors: { credential: [NOT_VERIFIED] } },
    });

    // A good answer is taken once: the same answer again finds its challenge spent.
    const good = await passkeyFirst(device);
    expect(good.response.statusCode).toBe(204);
    const browser = new Browser(server.app, 'replay');
    await browser.call('GET', '/sanctum/csrf-cookie');
    await browser.call('POST', '/passkey-login/options');
    let captured: AuthenticationCredential | undefined;
    const first = await passkeyFirst(device, (o) => (captured = device.assert(o)));
    expect(first.response.statusCode).toBe(204);
    const replayedInSession = await first.browser.call('POST', '/passkey-login', { credential: captured });
    expect(replayedInSession.json().errors).toEqual({ credential: [PROMPT_EXPIRED] });
    // Replayed into another session's fresh prompt: the challenge signed is not that prompt's.
    const replayedElsewhere = await browser.call('POST', '/passkey-login', { credential: captured });
    expect(replayedElsewhere.json().errors).toEqual({ credential: [NOT_VERIFIED] });

    // A challenge older than 5 minutes is gone, even answered rightly.
    const stale = new Browser(server.app, 'stale');
    await stale.call('GET', '/sanctum/csrf-cookie');
    const staleOptions = (await stale.call('POST', '/passkey-login/options')).json();
    clock.advanceMinutes(6);
    const late = await stale.call('POST', '/passkey-login', { credential: device.assert(staleOptions) });
    expect(late.json().errors).toEqual({ credential: [PROMPT_EXPIRED] });

    const otherOrigin = await passkeyFirst(device, (o) => device.assert(o, { origin: 'https://evil.example' }));
    expect(otherOrigin.response.json().errors).toEqual({ credential: [NOT_VERIFIED] });

    // In the second step too: a wrong signature, then the same prompt's challenge is spent.
    const pending = await passwordStep(email);
    const wrong = await secondStep(pending, device, (o) => SoftAuthenticator.forgedBy(forger, device.assert(o)));
    expect(wrong.json().errors).toEqual({ credential: [NOT_VERIFIED] });
    expect((await pending.call('GET', '/api/user')).statusCode).toBe(401);

    const failures = (await activityOf(id)).filter((row) => row.action.endsWith('_failed'));
    expect(failures.map((row) => [row.action, row.properties])).toEqual([
      ['login_failed', { email, reason: 'passkey' }],
      ['login_failed', { email, reason: 'passkey' }],
      ['login_failed', { email, reason: 'passkey' }],
      ['two_factor_failed', { email, reason: 'passkey' }],
    ]);
    // Never a key, a signature or a challenge in the log.
    expect(JSON.stringify(await activityOf(id))).not.toContain(device.credentialId);
  });

  it("refuses another user's passkey as this user's second step and step-up, and a passkey nobody holds", async () => {
    const mine = await userWithPasskey();
    const theirs = await userWithPasskey();
    const pending = await passwordStep(mine.email);
    const borrowed = await secondStep(pending, theirs.device);
    expect(borrowed.json().errors).toEqual({ credential: [NOT_VERIFIED] });
    expect((await actionsOf(mine.id)).at(-1)).toBe('two_factor_failed');

    const signedIn = await passwordStep(mine.email);
    expect((await secondStep(signedIn, mine.device)).statusCode).toBe(204);
    const options = (await signedIn.call('POST', '/user/passkey-confirmation/options')).json();
    const stepUp = await signedIn.call('POST', '/user/passkey-confirmation', {
      credential: theirs.device.assert(options),
    });
    expect(stepUp.json().errors).toEqual({ credential: [NOT_VERIFIED] });
    expect((await activityOf(mine.id)).at(-1)).toMatchObject({
      action: 'two_factor_failed',
      properties: { reason: 'passkey', step_up: true },
    });

    const nobodys = await passkeyFirst(authenticator());
    expect(nobodys.response.json().errors).toEqual({ credential: [NOT_VERIFIED] });
    const unknown = await server.database.db
      .selectFrom('activity_logs')
      .select(['causer_id', 'subject_id', 'properties'])
      .where('action', '=', 'login_failed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(unknown).toEqual({
      causer_id: null,
      subject_id: null,
      properties: { email: null, reason: 'unknown_passkey' },
    });
  });

  it('refuses a signature counter that went back (a cloned authenticator)', async () => {
    const { email, device } = await userWithPasskey();
    expect((await passkeyFirst(device, (o) => device.assert(o, { counter: 7 }))).response.statusCode).toBe(204);
    const cloned = await passkeyFirst(device, (o) => device.assert(o, { counter: 3 }));
    expect(cloned.response.json().errors).toEqual({ credential: [NOT_VERIFIED] });
    expect(
      (await secondStep(await passwordStep(email), device, (o) => device.assert(o, { counter: 7 }))).statusCode,
    ).toBe(422);
    expect((await passkeyFirst(device, (o) => device.assert(o, { counter: 8 }))).response.statusCode).toBe(204);
  });

  it('renames a passkey (recorded with the name before and after); another user’s passkey is not found', async () => {
    const { id, browser } = await newUser();
    const { passkey } = (await register(browser, authenticator(), 'Phone')).json();
    const renamed = await browser.call('PATCH', `/user/passkeys/${passkey.id}`, { name: 'Personal phone' });
    expect(renamed.json()).toEqual({ ...passkey, name: 'Personal phone' });
    expect((await browser.call('PATCH', `/user/passkeys/${passkey.id}`, { name: '' })).json().errors).toEqual({
      name: ['Give the passkey a name, e.g. "Work laptop".'],
    });
    expect((await activityOf(id)).at(-1)).toMatchObject({
      action: 'passkey_renamed',
      changes: { before: { name: 'Phone' }, after: { name: 'Personal phone' } },
    });

    const other = await newUser();
    const intruding = await other.browser.call('PATCH', `/user/passkeys/${passkey.id}`, { name: 'Mine now' });
    expect(intruding.statusCode).toBe(404);
    expect((await other.browser.call('DELETE', `/user/passkeys/${passkey.id}`)).statusCode).toBe(423);
    expect((await browser.call('GET', '/user/passkeys')).json().passkeys[0].name).toBe('Personal phone');
  });

  it('removes a passkey only with a second factor given in the last 5 minutes (a passkey step-up gives one), adds one only with the password confirmed; the last one takes the recovery codes with it', async () => {
    const { email, id, device } = await userWithPasskey();
    const browser = await passwordStep(email);
    expect((await secondStep(browser, device)).statusCode).toBe(204);
    const [passkey] = (await browser.call('GET', '/user/passkeys')).json().passkeys;

    clock.advanceMinutes(6);
    const stale = await browser.call('DELETE', `/user/passkeys/${passkey.id}`);
    expect({ status: stale.statusCode, message: stale.json().message }).toEqual({
      status: 423,
      message:
        "This needs your second factor given in the last 5 minutes: confirm it's you with your authenticator code, a recovery code or a passkey.",
    });
    // Adding a factor asks for the password again (428), not for a second factor.
    expect((await browser.call('POST', '/user/passkeys/options')).statusCode).toBe(428);
    expect((await browser.call('POST', '/user/two-factor-authentication')).statusCode).toBe(428);

    const options = (await browser.call('POST', '/user/passkey-confirmation/options')).json();
    expect(options.allowCredentials).toEqual([
      { id: device.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    const confirmed = await browser.call('POST', '/user/passkey-confirmation', { credential: device.assert(options) });
    expect(confirmed.statusCode).toBe(204);
    expect(await secondFactorAtOf(browser)).toEqual(clock());

    // A second passkey, the password confirmed; the user's passkeys are excluded from its options.
    await confirmPassword(browser);
    const spare = authenticator();
    const again = (await browser.call('POST', '/user/passkeys/options')).json();
    expect(again.excludeCredentials).toEqual([
      { id: device.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    expect(again.user.id).toBe(device.userHandle);
    const second = await browser.call('POST', '/user/passkeys', {
      name: 'Spare key',
      credential: spare.register(again),
    });
    expect(second.json().recovery_codes_to_show).toBe(false);

    expect((await browser.call('DELETE', `/user/passkeys/${passkey.id}`)).statusCode).toBe(204);
    const codes = () =>
      server.database.db.selectFrom('two_factor_recovery_codes').where('user_id', '=', id).select('id');
    expect(await codes().execute()).toHaveLength(10);
    expect((await browser.call('DELETE', `/user/passkeys/${second.json().passkey.id}`)).statusCode).toBe(204);
    expect(await codes().execute()).toHaveLength(0);
    expect((await browser.call('DELETE', `/user/passkeys/${passkey.id}`)).statusCode).toBe(404);
    // No second factor left: the password alone signs in again.
    expect((await new Browser(server.app).signIn(email)).statusCode).toBe(204);
    expect(await actionsOf(id)).toEqual([
      'login',
      'password_confirmed',
      'passkey_registered',
      'logout',
      'login',
      'password_confirmed',
      'passkey_registered',
      'passkey_removed',
      'passkey_removed',
      'login',
    ]);
  });

  it("counts passkeys among a user's factors; an administrator's reset removes them with the recovery codes", async () => {
    const { id, email, device } = await userWithPasskey();
    const admin = await newUser(['list users', 'view users', 'update users']);
    const adminDevice = authenticator();
    expect((await register(admin.browser, adminDevice, 'Admin key')).statusCode).toBe(201);
    const statusOf = async () => (await admin.browser.call('GET', `/api/users/${id}/two-factor`)).json();
    expect(await statusOf()).toEqual({ authenticator: false, recovery_codes_left: 10, passkeys: 1 });
    // The reset needs the administrator's own fresh second factor: adding the passkey gave one, which
    // lapses after STEP_UP_MINUTES; then the passkey, given as a step-up.
    clock.advanceMinutes(6);
    expect((await admin.browser.call('DELETE', `/api/users/${id}/two-factor`)).statusCode).toBe(423);
    const options = (await admin.browser.call('POST', '/user/passkey-confirmation/options')).json();
    const confirmed = await admin.browser.call('POST', '/user/passkey-confirmation', {
      credential: adminDevice.assert(options),
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await admin.browser.call('DELETE', `/api/users/${id}/two-factor`)).statusCode).toBe(204);
    expect(await statusOf()).toEqual({ authenticator: false, recovery_codes_left: 0, passkeys: 0 });
    const reset = (await activityOf(id)).at(-1)!;
    expect(reset).toMatchObject({
      action: 'two_factor_reset',
      changes: {
        before: { authenticator: false, recovery_codes_left: 10, passkeys: ['Work laptop'] },
        after: { authenticator: false, recovery_codes_left: 0, passkeys: [] },
      },
    });
    // The passkey signs in no more; the password alone does.
    expect((await passkeyFirst(device)).response.json().errors).toEqual({ credential: [NOT_VERIFIED] });
    expect((await new Browser(server.app).signIn(email)).statusCode).toBe(204);
  });

  it('refuses the passkey second step without a pending sign-in, and to a user with no passkey', async () => {
    const guest = new Browser(server.app, 'no-sign-in');
    await guest.call('GET', '/sanctum/csrf-cookie');
    const none = await guest.call('POST', '/two-factor-challenge/passkey/options');
    expect(none.json().errors).toEqual({ credential: ['Your sign-in has expired. Please sign in again.'] });

    const { browser } = await newUser();
    expect((await browser.call('POST', '/user/passkey-confirmation/options')).json().errors).toEqual({
      credential: ['You have no passkey: add one first.'],
    });
  });

  it('refuses a passkey sign-in of an inactive account, telling only the passkey’s holder', async () => {
    const { id, device } = await userWithPasskey();
    await server.database.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', id).execute();
    const refused = await passkeyFirst(device);
    expect(refused.response.json().errors).toEqual({
      credential: ['This account is not active. Contact your administrator.'],
    });
    expect((await activityOf(id)).at(-1)).toMatchObject({ action: 'login_failed', properties: { reason: 'inactive' } });
  });

  it(`counts passkey sign-ins against the account's throttle: after ${ACCOUNT_RULE.maxAttempts} failures even the right passkey waits`, async () => {
    const { id, device } = await userWithPasskey();
    const answers: number[] = [];
    for (let i = 0; i < ACCOUNT_RULE.maxAttempts + 1; i += 1) {
      const wrong = await passkeyFirst(device, (o) => device.assert(o, { rpId: 'evil.example' }));
      answers.push(wrong.response.statusCode);
    }
    const right = await passkeyFirst(device);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
    expect(right.response.statusCode).toBe(429);
    expect(right.response.json().errors.credential[0]).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    expect((await actionsOf(id)).filter((action) => action === 'login_locked')).toHaveLength(1);
  });
});
