import { authenticator as totp } from 'otplib';
import { relyingPartyOf } from '../../src/server/auth/passkeys/ceremony';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir } from './support/exports';
import { snapshotTables } from './hardening/support/db-snapshot';
import { SoftAuthenticator } from './support/soft-authenticator';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  startTestServer,
  TEST_PASSWORD,
  testSettings,
  type TestServer,
} from './support/server';

const SETUP_TIMEOUT_MS = 60_000;
const ENROLMENT_REQUIRED = { status: 403, code: 'second_factor_enrolment_required' };

/**
 * A second factor required by role, enforced (docs/security.md, Second factor required by role):
 * after the password, a user whose role requires one and who has none is signed into a session
 * that may only set one up, until they do; read on every call.
 */
describe.each(DATABASE_KINDS)('the enrolment a role requires, on %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  let serial = 0;
  const rp = relyingPartyOf(testSettings());

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { DATA_DIR: tempDataDir() } });
    admin = new Browser(server.app, 'admin');
    expect((await admin.signIn(ADMIN_EMAIL)).statusCode).toBe(204);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  /** A user holding every panel permission through one role, which requires a second factor or not. */
  async function staff(requiresSecondFactor: boolean) {
    const email = `enrolment.${(serial += 1)}@nhia.example`;
    const permissions = ['list users', 'view users', 'update users', 'list roles', 'manage tpas'];
    const id = await createUserWith(server.database, { email, permissions, requiresSecondFactor });
    return { email, id };
  }

  /** The password step alone, in a new browser (Browser.signIn would go on to enrol). */
  async function passwordStep(email: string) {
    const browser = new Browser(server.app, `enrolment-${serial}`);
    await browser.call('GET', '/sanctum/csrf-cookie');
    const response = await browser.call('POST', '/login', { email, password: TEST_PASSWORD });
    return { browser, answer: { status: response.statusCode, body: response.body ? response.json() : null } };
  }

  const refusal = async (response: Promise<{ statusCode: number; json(): { code?: string; message: string } }>) => {
    const answered = await response;
    return { status: answered.statusCode, code: answered.json().code };
  };

  /** One call of each kind a restricted session must not make: lists, records, writes, exports, the user's own other calls. */
  const panelCalls = (browser: Browser, self: number) => ({
    list: () => browser.call('GET', '/api/users'),
    record: () => browser.call('GET', `/api/users/${self}`),
    write: () => browser.call('POST', '/api/tpas', { name: 'Refused TPA', code: 'REFUSED-1', state: 'Lagos' }),
    export: () => browser.call('GET', '/api/users/export?file_name=refused.xlsx'),
    services: () => browser.call('GET', '/api/services'),
    sessions: () => browser.call('GET', '/api/user/sessions'),
    exports: () => browser.call('GET', '/api/exports'),
  });

  async function everyPanelCall(browser: Browser, self: number) {
    const outcomes: Record<string, unknown> = {};
    for (const [name, call] of Object.entries(panelCalls(browser, self))) outcomes[name] = await refusal(call());
    return outcomes;
  }

  const allRefused = (self: number, browser: Browser) =>
    Object.fromEntries(Object.keys(panelCalls(browser, self)).map((name) => [name, ENROLMENT_REQUIRED]));

  it('signs a user of a requiring role without a factor into the enrolment alone: every panel call refused, nothing changed', async () => {
    const user = await staff(true);
    const { browser, answer } = await passwordStep(user.email);
    expect(answer).toEqual({ status: 200, body: { two_factor_enrolment: true } });
    const current = (await browser.call('GET', '/api/user')).json();
    expect([current.user.email, current.second_factor_enrolment_required]).toEqual([user.email, true]);
    const before = await snapshotTables(server.database.db);
    expect(await everyPanelCall(browser, user.id)).toEqual(allRefused(user.id, browser));
    expect(await snapshotTables(server.database.db)).toEqual(before);
    const refused = (await browser.call('GET', '/api/users')).json();
    expect(refused.message).toBe(
      'Your role requires a second factor: set up an authenticator app or a passkey to continue.',
    );
  });

  it('lets the restricted session set up an authenticator app, which lifts the restriction in the same session', async () => {
    const user = await staff(true);
    const { browser } = await passwordStep(user.email);
    const status = async (call: Promise<{ statusCode: number }>) => (await call).statusCode;
    expect({
      factors: await status(browser.call('GET', '/api/user/two-factor')),
      passwordStatus: await status(browser.call('GET', '/user/confirmed-password-status')),
      confirm: await status(browser.call('POST', '/user/confirm-password', { password: TEST_PASSWORD })),
      enable: await status(browser.call('POST', '/user/two-factor-authentication')),
      qr: await status(browser.call('GET', '/user/two-factor-qr-code')),
    }).toEqual({ factors: 200, passwordStatus: 200, confirm: 201, enable: 204, qr: 200 });
    const secret = (await browser.call('GET', '/user/two-factor-secret-key')).json().secret_key;
    // Not a factor until confirmed: still restricted.
    expect(await refusal(browser.call('GET', '/api/users'))).toEqual(ENROLMENT_REQUIRED);
    const confirmed = await browser.call('POST', '/user/confirmed-two-factor-authentication', {
      code: totp.generate(secret),
    });
    expect(confirmed.statusCode).toBe(204);
    expect((await browser.call('GET', '/user/two-factor-recovery-codes')).json().recovery_codes).toHaveLength(10);
    expect((await browser.call('GET', '/api/users')).statusCode).toBe(200);
    expect((await browser.call('GET', '/api/user')).json().second_factor_enrolment_required).toBe(false);
    // The factor was given now: the session counts for step-up, and says so in the sessions list.
    const sessions = (await browser.call('GET', '/api/user/sessions')).json().sessions;
    expect(sessions.map((session: { second_factor_used: boolean }) => session.second_factor_used)).toEqual([true]);
  });

  it('lets the restricted session add a passkey instead, which lifts the restriction too', async () => {
    const user = await staff(true);
    const { browser } = await passwordStep(user.email);
    expect((await browser.call('POST', '/user/confirm-password', { password: TEST_PASSWORD })).statusCode).toBe(201);
    const options = await browser.call('POST', '/user/passkeys/options');
    expect(options.statusCode).toBe(200);
    const device = new SoftAuthenticator({ origin: rp.origin, rpId: rp.id });
    const registered = await browser.call('POST', '/user/passkeys', {
      name: 'Laptop',
      credential: device.register(options.json()),
    });
    expect([registered.statusCode, registered.json().recovery_codes_to_show]).toEqual([201, true]);
    expect((await browser.call('GET', '/user/passkeys')).statusCode).toBe(200);
    expect((await browser.call('GET', '/api/users')).statusCode).toBe(200);
  });

  it('lets the restricted session sign out', async () => {
    const user = await staff(true);
    const { browser } = await passwordStep(user.email);
    expect((await browser.call('POST', '/logout')).statusCode).toBe(204);
    expect((await browser.call('GET', '/api/user')).statusCode).toBe(401);
  });

  it('does not restrict a user whose roles require no second factor', async () => {
    const user = await staff(false);
    const { browser, answer } = await passwordStep(user.email);
    expect(answer).toEqual({ status: 204, body: null });
    expect((await browser.call('GET', '/api/user')).json().second_factor_enrolment_required).toBe(false);
    expect((await browser.call('GET', '/api/users')).statusCode).toBe(200);
  });

  it("restricts a role's holders from their next call once the role requires a second factor", async () => {
    const user = await staff(false);
    const { browser } = await passwordStep(user.email);
    expect((await browser.call('GET', '/api/users')).statusCode).toBe(200);
    const roleId = (
      await server.database.db
        .selectFrom('users')
        .select('current_role_id')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).current_role_id!;
    const role = (await admin.call('GET', `/api/roles/${roleId}`)).json();
    const saved = await admin.call('PUT', `/api/roles/${roleId}`, {
      name: role.name,
      description: role.description,
      permissions: role.permissions,
      version: role.version,
      requires_second_factor: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(await everyPanelCall(browser, user.id)).toEqual(allRefused(user.id, browser));
    expect((await browser.call('GET', '/api/user')).json().second_factor_enrolment_required).toBe(true);
  });

  it('restricts a user from their next call once granted a role that requires a second factor', async () => {
    const user = await staff(false);
    const { browser } = await passwordStep(user.email);
    expect((await browser.call('GET', '/api/users')).statusCode).toBe(200);
    const requiring = (
      await admin.call('POST', '/api/roles', {
        name: `Requiring ${serial}`,
        description: '',
        permissions: ['list users'],
        requires_second_factor: true,
      })
    ).json();
    const granted = await admin.call('POST', '/api/users/roles', {
      ids: [user.id],
      role_id: requiring.id,
      action: 'assign',
    });
    expect(granted.statusCode).toBe(200);
    expect(await refusal(browser.call('GET', '/api/users'))).toEqual(ENROLMENT_REQUIRED);
  });
});
