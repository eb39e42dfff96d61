import type { LightMyRequestResponse } from 'fastify';
import { authenticator } from 'otplib';
import { permissionCatalogue } from '../../src/server/contract';
import { changedTables, snapshotTables } from './hardening/support/db-snapshot';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir } from './support/exports';
import {
  Browser,
  createUserWith,
  fakeClock,
  roleIdNamed,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './support/server';

const SETUP_TIMEOUT_MS = 90_000;
/** Not the default (5), so that the window is seen to be the setting's. */
const STEP_UP_MINUTES = 7;
const STEP_MS = 30_000;
const CONFIRM_IT_IS_YOU = /confirm it's you with your authenticator code, a recovery code or a passkey/;

/**
 * Step-up (docs/security.md, Step-up): each risky action is refused (423, nothing changed) without
 * a second factor given in the session in the last STEP_UP_MINUTES, done right after one, refused
 * again once the window has passed; POST /user/confirmed-second-factor takes a code or a recovery
 * code once, as the sign-in's challenge does. The clock is a fake one; codes are computed from the
 * secret at its time.
 */
describe.each(DATABASE_KINDS)('step-up on %s', (kind) => {
  const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
  let server: TestServer;
  let admin: Browser;
  let adminId: number;
  let secret: string;
  let recoveryCodes: string[];
  let serial = 0;

  const db = () => server.database.db;
  const codeOf = (at = clock()) => authenticator.clone({ epoch: at.getTime() }).generate(secret);
  /** The next 30-second step: its code was never used. */
  const nextStep = () => clock.advanceMinutes(STEP_MS / 60_000);
  /** Past the window: the last factor given no longer counts. */
  const windowPasses = () => clock.advanceMinutes(STEP_UP_MINUTES + 0.1);

  const stepUpWith = (body: Record<string, string>, as = admin) =>
    as.call('POST', '/user/confirmed-second-factor', body);
  async function stepUp(): Promise<void> {
    nextStep();
    expect((await stepUpWith({ code: codeOf() })).statusCode).toBe(204);
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {
      clock,
      env: { DATA_DIR: tempDataDir(), STEP_UP_MINUTES: String(STEP_UP_MINUTES) },
    });
    const email = 'step.up.admin@nhia.example';
    const permissions = permissionCatalogue().map((p) => p.name);
    adminId = await createUserWith(server.database, { email, permissions });
    admin = new Browser(server.app, 'step-up-admin');
    expect((await admin.signIn(email)).statusCode).toBe(204);
    expect((await admin.call('POST', '/user/confirm-password', { password: TEST_PASSWORD })).statusCode).toBe(201);
    expect((await admin.call('POST', '/user/two-factor-authentication')).statusCode).toBe(204);
    secret = (await admin.call('GET', '/user/two-factor-secret-key')).json().secret_key;
    const confirmed = await admin.call('POST', '/user/confirmed-two-factor-authentication', { code: codeOf() });
    expect(confirmed.statusCode).toBe(204);
    recoveryCodes = (await admin.call('GET', '/user/two-factor-recovery-codes')).json().recovery_codes;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  /** A user with a role of no permission, made directly (not a step-up action). */
  async function plainUser(): Promise<number> {
    const email = `step.up.target.${(serial += 1)}@nhia.example`;
    return createUserWith(server.database, { email, permissions: [] });
  }

  async function editBody(id: number, changes: Record<string, unknown>) {
    const user = (await admin.call('GET', `/api/users/${id}`)).json();
    return {
      first_name: user.first_name,
      middle_name: user.middle_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      role_ids: user.roles.map((role: { id: number }) => role.id),
      version: user.version,
      ...changes,
    };
  }

  async function organisation(table: 'tpas' | 'ministries'): Promise<number> {
    const n = (serial += 1);
    const common = {
      name: `Step-up ${table} ${n}`,
      code: `SU-${n}`,
      email: `org.${n}@example.org`,
      phone: '+234 800 000 0000',
    };
    const row =
      table === 'tpas'
        ? await db()
            .insertInto('tpas')
            .values({ ...common, address: '1 Marina, Lagos', state: 'Lagos', contact_person: 'A. Contact' })
            .returning('id')
            .executeTakeFirstOrThrow()
        : await db()
            .insertInto('ministries')
            .values({ ...common, address: 'Federal Secretariat, Abuja', contact_person: 'B. Contact' })
            .returning('id')
            .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Each step-up action: what it acts on, made afresh for each send, and the call. */
  const ACTIONS: Record<string, { success: number; prepare: () => Promise<() => Promise<LightMyRequestResponse>> }> = {
    "changing a role's permissions": {
      success: 200,
      prepare: async () => {
        const body = { name: `Step-up role ${(serial += 1)}`, description: '', permissions: ['list users'] };
        const role = (await admin.call('POST', '/api/roles', body)).json();
        const edit = { ...body, permissions: ['list users', 'view users'], version: role.version };
        return () => admin.call('PUT', `/api/roles/${role.id}`, edit);
      },
    },
    'creating a user with a role that requires a second factor': {
      success: 201,
      prepare: async () => {
        const role = await roleIdNamed(db(), 'User Administrator');
        const n = (serial += 1);
        const body = {
          first_name: 'Ngozi',
          middle_name: null,
          last_name: 'Okafor',
          email: `step.up.new.${n}@nhia.example`,
          phone: '+234 803 000 0001',
          user_type: 'Agency Staff',
          role_ids: [role],
        };
        return () => admin.call('POST', '/api/users', body);
      },
    },
    'giving a user a role that requires a second factor': {
      success: 200,
      prepare: async () => {
        const id = await plainUser();
        const body = await editBody(id, {});
        body.role_ids = [...body.role_ids, await roleIdNamed(db(), 'Role Manager')];
        return () => admin.call('PUT', `/api/users/${id}`, body);
      },
    },
    'assigning a role that requires a second factor in bulk': {
      success: 200,
      prepare: async () => {
        const body = { ids: [await plainUser()], role_id: await roleIdNamed(db(), 'Super Admin'), action: 'assign' };
        return () => admin.call('POST', '/api/users/roles', body);
      },
    },
    'deactivating users in bulk': {
      success: 200,
      prepare: async () => {
        const body = { ids: [await plainUser(), await plainUser()], status: 'inactive' };
        return () => admin.call('POST', '/api/users/status', body);
      },
    },
    'suspending a TPA': {
      success: 200,
      prepare: async () => {
        const id = await organisation('tpas');
        return () => admin.call('POST', `/api/tpas/${id}/suspend`);
      },
    },
    'suspending a ministry': {
      success: 200,
      prepare: async () => {
        const id = await organisation('ministries');
        return () => admin.call('POST', `/api/ministries/${id}/suspend`);
      },
    },
    "changing another user's email": {
      success: 200,
      prepare: async () => {
        const id = await plainUser();
        const body = await editBody(id, { email: `step.up.moved.${(serial += 1)}@nhia.example` });
        return () => admin.call('PUT', `/api/users/${id}`, body);
      },
    },
    'exporting the activity log': {
      success: 202,
      prepare: async () => {
        const query = new URLSearchParams({ batch: '1', export_file_name: 'activity.xlsx' });
        return () => admin.call('GET', `/api/user-activity-logs/export?${query}`);
      },
    },
  };

  it.each(Object.keys(ACTIONS))(
    '%s: refused without a recent second factor (nothing changes), done right after a step-up, refused again once STEP_UP_MINUTES have passed',
    async (name) => {
      const action = ACTIONS[name];
      windowPasses();
      const send = await action.prepare();
      const before = await snapshotTables(db());
      const refused = await send();
      expect([refused.statusCode, refused.json().message]).toEqual([423, expect.stringMatching(CONFIRM_IT_IS_YOU)]);
      expect(changedTables(before, await snapshotTables(db()))).toEqual([]);

      await stepUp();
      expect((await send()).statusCode).toBe(action.success);
      // Still within the window a little before its end…
      clock.advanceMinutes(STEP_UP_MINUTES - 0.1);
      expect((await (await action.prepare())()).statusCode).toBe(action.success);
      // …and not after it.
      clock.advanceMinutes(0.2);
      const again = await action.prepare();
      const beforeAgain = await snapshotTables(db());
      expect((await again()).statusCode).toBe(423);
      expect(changedTables(beforeAgain, await snapshotTables(db()))).toEqual([]);
    },
  );

  it('needs no second factor for what is not risky: a rename, a role that requires none, one user deactivated, a reactivation, an ordinary export', async () => {
    windowPasses();
    const body = { name: `Renamed role ${(serial += 1)}`, description: '', permissions: ['list users'] };
    const role = (await admin.call('POST', '/api/roles', body)).json();
    const renamed = { ...body, name: `${body.name} (new)`, description: 'now described', version: role.version };
    const single = await plainUser();
    const auditor = await roleIdNamed(db(), 'Auditor');
    const tpa = await organisation('tpas');
    await db().updateTable('tpas').set({ status: 'suspended' }).where('id', '=', tpa).execute();
    const statuses = {
      rename: (await admin.call('PUT', `/api/roles/${role.id}`, renamed)).statusCode,
      'a role that requires none': (
        await admin.call('PUT', `/api/users/${single}`, await editBody(single, { role_ids: [auditor] }))
      ).statusCode,
      'bulk activation': (await admin.call('POST', '/api/users/status', { ids: [single], status: 'active' }))
        .statusCode,
      'one user deactivated': (await admin.call('POST', `/api/users/${single}/deactivate`)).statusCode,
      reactivation: (await admin.call('POST', `/api/tpas/${tpa}/reactivate`)).statusCode,
      'users export': (await admin.call('GET', '/api/users/export?batch=1&export_file_name=users.xlsx')).statusCode,
    };
    expect(statuses).toEqual({
      rename: 200,
      'a role that requires none': 200,
      'bulk activation': 200,
      'one user deactivated': 200,
      reactivation: 200,
      'users export': 202,
    });
  });

  const stepUpFailures = async () =>
    (
      await db()
        .selectFrom('activity_logs')
        .select(['action', 'properties'])
        .where('causer_id', '=', adminId)
        .where('action', 'in', ['two_factor_failed', 'recovery_code_used'])
        .orderBy('id')
        .execute()
    ).map((row) => ({ action: row.action, properties: row.properties }));

  it('refuses a wrong code (recorded), a replayed one, and a used recovery code; a recovery code steps up once', async () => {
    windowPasses();
    const suspend = async () => admin.call('POST', `/api/tpas/${await organisation('tpas')}/suspend`);
    const failuresBefore = (await stepUpFailures()).length;
    nextStep();
    const near = [-1, 0, 1].map((step) => codeOf(new Date(clock().getTime() + step * STEP_MS)));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
    const wrong = await stepUpWith({ code: wrongCode });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      422,
      { code: ['The provided two factor authentication code was invalid.'] },
    ]);
    expect((await suspend()).statusCode).toBe(423);

    const code = codeOf();
    expect((await stepUpWith({ code })).statusCode).toBe(204);
    // The same code again: its 30-second step is spent.
    expect((await stepUpWith({ code })).statusCode).toBe(422);
    windowPasses();

    const [recoveryCode] = recoveryCodes;
    expect((await stepUpWith({ recovery_code: recoveryCode.toUpperCase() })).statusCode).toBe(204);
    expect((await suspend()).statusCode).toBe(200);
    windowPasses();
    const reused = await stepUpWith({ recovery_code: recoveryCode });
    expect([reused.statusCode, reused.json().errors]).toEqual([
      422,
      { recovery_code: ['The provided two factor recovery code was invalid.'] },
    ]);
    expect((await suspend()).statusCode).toBe(423);
    expect((await stepUpWith({ code: '123456', recovery_code: recoveryCode })).statusCode).toBe(422);

    expect((await stepUpFailures()).slice(failuresBefore)).toEqual([
      {
        action: 'two_factor_failed',
        properties: { email: 'step.up.admin@nhia.example', reason: 'code', step_up: true },
      },
      {
        action: 'two_factor_failed',
        properties: { email: 'step.up.admin@nhia.example', reason: 'code', step_up: true },
      },
      { action: 'recovery_code_used', properties: null },
      {
        action: 'two_factor_failed',
        properties: { email: 'step.up.admin@nhia.example', reason: 'recovery_code', step_up: true },
      },
    ]);
  });

  it('30 parallel step-ups with one code give one success; the others are refused or throttled', async () => {
    windowPasses();
    nextStep();
    const code = codeOf();
    const answers = await Promise.all(Array.from({ length: 30 }, () => stepUpWith({ code })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 204 && status !== 422 && status !== 429)).toEqual([]);
    // The success cleared the account's count: the next step's code is taken.
    await db().deleteFrom('login_throttles').execute();
  });

  it('is throttled as the sign-in is: after 5 wrong answers the next is a 429 saying when to try again', async () => {
    windowPasses();
    const answers = [];
    for (let n = 0; n < 6; n += 1)
      answers.push((await stepUpWith({ recovery_code: 'aaaaa-bbbbb-ccccc-ddddd' })).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
    await db().deleteFrom('login_throttles').execute();
  });

  it('tells a user with no second factor at all to set one up on the Security screen', async () => {
    const email = `no.factor.${(serial += 1)}@nhia.example`;
    await createUserWith(server.database, { email, permissions: ['manage tpas'] });
    const browser = new Browser(server.app, 'no-factor');
    expect((await browser.signIn(email)).statusCode).toBe(204);
    const refused = await browser.call('POST', `/api/tpas/${await organisation('tpas')}/suspend`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      423,
      expect.stringMatching(/your account has none: set up an authenticator app or a passkey on your Security screen/),
    ]);
    expect((await stepUpWith({ code: '123456' }, browser)).statusCode).toBe(422);
  });
});
