import { deliveredTo, setPasswordLinkIn } from './support/account-mail';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir, TEST_APP_URL } from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, TEST_PASSWORD, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const NEW_PASSWORD = 'Quartz lantern meadow 4821';
const PARALLEL = 30;

const OPERATIONS = {
  invitation: { path: 'invitation', action: 'invitation_resent', status: 'pending', subject: 'You have been invited' },
  reset: {
    path: 'password-reset',
    action: 'password_reset_sent',
    status: 'active',
    subject: 'Reset your NHIA password',
  },
} as const;
type Operation = keyof typeof OPERATIONS;

/**
 * "Resend invitation" and "Send password reset" on the user view (docs/records.md, Users and
 * accounts): "update users" alone reaches them, the escalation rule of edits holds, a user of a
 * suspended organisation or in the wrong status is refused, each send is one activity row and
 * one mail over a real SMTP conversation whose link works, and the minute's throttle of the
 * public reset request holds for 30 parallel calls.
 */
describe.each(DATABASE_KINDS)('resending invitations and sending password resets on %s', (kind) => {
  const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
  let server: TestServer;
  let smtp: TestSmtpServer;
  let serial = 0;
  let admin: Browser;
  let adminId: number;

  const db = () => server.database.db;

  async function newUser(options: { permissions?: string[]; status?: 'active' | 'pending' | 'inactive' } = {}) {
    serial += 1;
    const email = `links.${serial}@nhia.example`;
    const id = await createUserWith(server.database, {
      email,
      permissions: options.permissions ?? [],
      status: options.status,
    });
    return { id, email };
  }

  async function signedIn(permissions: string[]) {
    const user = await newUser({ permissions });
    const browser = new Browser(server.app, 'links-agent');
    expect((await browser.signIn(user.email)).statusCode).toBe(204);
    return { ...user, browser };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, {
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: TEST_APP_URL, DATA_DIR: tempDataDir() },
    });
    // The least permission that reaches both calls: "update users" alone.
    ({ browser: admin, id: adminId } = await signedIn(['update users']));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const send = (browser: Browser, operation: Operation, userId: number) =>
    browser.call('POST', `/api/users/${userId}/${OPERATIONS[operation].path}`);
  const rowsOf = (operation: Operation, userId: number) =>
    db()
      .selectFrom('activity_logs')
      .selectAll()
      .where('action', '=', OPERATIONS[operation].action)
      .where('subject_id', '=', userId)
      .execute();
  const tokensOf = (userId: number) =>
    db().selectFrom('password_reset_tokens').select('purpose').where('user_id', '=', userId).execute();
  const mailsTo = (address: string) => deliveredTo(server, smtp, address);
  /** A browser before sign-in, holding its anti-forgery cookie (the password screens). */
  async function guest() {
    const browser = new Browser(server.app);
    await browser.call('GET', '/sanctum/csrf-cookie');
    return browser;
  }
  /** Past the throttle's minute, so each test's sends are its own. */
  const nextMinute = () => clock.advanceMinutes(1.5);

  /** Nothing recorded, issued or mailed for the user. */
  async function expectNothingFor(operation: Operation, user: { id: number; email: string }) {
    expect({
      rows: await rowsOf(operation, user.id),
      tokens: await tokensOf(user.id),
      mails: await mailsTo(user.email),
    }).toEqual({ rows: [], tokens: [], mails: [] });
  }

  it('mails a pending user a new invitation whose link sets the password and activates them; the older link stops working', async () => {
    nextMinute();
    const user = await newUser({ status: 'pending' });
    expect((await send(admin, 'invitation', user.id)).statusCode).toBe(200);
    nextMinute();
    const answer = await send(admin, 'invitation', user.id);

    expect({ status: answer.statusCode, body: answer.json() }).toEqual({
      status: 200,
      body: { message: `A new invitation was emailed to ${user.email}.` },
    });
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'You have been invited to NHIA User Management',
      'You have been invited to NHIA User Management',
    ]);
    const [older, newer] = mails.map((mail) => setPasswordLinkIn(mail.text)!);
    const reset = async (token: string) =>
      (await guest()).call('POST', '/reset-password', {
        token,
        email: user.email,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
    expect((await reset(older.token)).statusCode).toBe(422);
    expect((await reset(newer.token)).statusCode).toBe(200);
    expect(
      (await db().selectFrom('users').select('status').where('id', '=', user.id).executeTakeFirstOrThrow()).status,
    ).toBe('active');
    const rows = await rowsOf('invitation', user.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      causer_id: adminId,
      subject_type: 'user',
      subject_label: user.email,
      user_agent: 'links-agent',
    });
  });

  it('mails an active user a reset link that works, their password unchanged until they use it', async () => {
    nextMinute();
    const user = await newUser();
    const answer = await send(admin, 'reset', user.id);

    expect({ status: answer.statusCode, body: answer.json() }).toEqual({
      status: 200,
      body: { message: `A password reset link was emailed to ${user.email}.` },
    });
    expect((await new Browser(server.app).signIn(user.email, TEST_PASSWORD)).statusCode).toBe(204);
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe('Reset your NHIA password');
    const link = setPasswordLinkIn(mail.text)!;
    expect(link.link.startsWith(`${TEST_APP_URL}/password/reset/`)).toBe(true);
    const used = await (
      await guest()
    ).call('POST', '/reset-password', {
      token: link.token,
      email: user.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(used.statusCode).toBe(200);
    expect((await new Browser(server.app).signIn(user.email, NEW_PASSWORD)).statusCode).toBe(204);
    expect(await rowsOf('reset', user.id)).toEqual([
      expect.objectContaining({ causer_id: adminId, subject_label: user.email }),
    ]);
  });

  it.each(Object.keys(OPERATIONS) as Operation[])(
    '%s: refused without "update users" (403), for an unknown user (404) and for a user holding a permission the caller lacks (403), changing nothing',
    async (operation) => {
      nextMinute();
      const status = OPERATIONS[operation].status;
      const viewer = await signedIn(['list users', 'view users']);
      const user = await newUser({ status });
      const superior = await newUser({ status, permissions: ['manage tpas'] });

      const unpermitted = await send(viewer.browser, operation, user.id);
      const unknown = await send(admin, operation, 2147483647);
      const beyond = await send(admin, operation, superior.id);

      expect([unpermitted, unknown, beyond].map((answer) => answer.statusCode)).toEqual([403, 404, 403]);
      expect(beyond.json()).toEqual({ message: 'You cannot change this user: they hold permissions you do not have.' });
      await expectNothingFor(operation, user);
      await expectNothingFor(operation, superior);
    },
  );

  it.each([
    ['invitation', 'active'],
    ['invitation', 'inactive'],
    ['reset', 'pending'],
    ['reset', 'inactive'],
  ] as const)('%s: refuses a user who is %s (422 on status), changing nothing', async (operation, status) => {
    nextMinute();
    const user = await newUser({ status });
    const answer = await send(admin, operation, user.id);
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['status']);
    await expectNothingFor(operation, user);
  });

  it.each([
    ['tpa', 'TPA Staff', 'tpa_id'],
    ['ministry', 'Ministry Staff', 'ministry_id'],
  ] as const)(
    "mails a %s's staff without that organisation's permission, and refuses them while it is suspended (422), changing nothing",
    async (organisation, userType, field) => {
      nextMinute();
      const table = organisation === 'tpa' ? 'tpas' : 'ministries';
      const { id: organisationId } = await db()
        .insertInto(table)
        .values({
          name: `Links ${organisation} ${serial}`,
          code: `LINKS-${organisation}-${serial}`,
          email: `links.${organisation}.${serial}@example.org`,
          phone: '+234 800 000 0000',
          address: '1 Marina, Lagos',
          contact_person: 'A. Contact',
          ...(organisation === 'tpa' && { state: 'Lagos' }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = await newUser();
      await db()
        .updateTable('users')
        .set({ user_type: userType, [field]: organisationId })
        .where('id', '=', member.id)
        .execute();
      expect((await send(admin, 'reset', member.id)).statusCode).toBe(200);
      expect(await mailsTo(member.email)).toHaveLength(1);

      nextMinute();
      await db().updateTable(table).set({ status: 'suspended' }).where('id', '=', organisationId).execute();
      const refused = await send(admin, 'reset', member.id);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 422,
        body: {
          message: `This user's ${organisation === 'tpa' ? 'TPA' : 'ministry'} is suspended: they cannot sign in until it is reactivated.`,
          errors: { status: [expect.any(String)] },
        },
      });
      expect(await rowsOf('reset', member.id)).toHaveLength(1);
      expect(await mailsTo(member.email)).toHaveLength(1);
    },
  );

  it.each(Object.keys(OPERATIONS) as Operation[])(
    '%s: 30 parallel calls send one mail, write one row and one link; the rest are 429 with Retry-After, and a minute later it works again',
    async (operation) => {
      nextMinute();
      const user = await newUser({ status: OPERATIONS[operation].status });

      const answers = await Promise.all(Array.from({ length: PARALLEL }, () => send(admin, operation, user.id)));

      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(PARALLEL - 1);
      const throttled = answers.find((answer) => answer.statusCode === 429)!;
      expect(Number(throttled.headers['retry-after'])).toBe(60);
      expect(throttled.json()).toMatchObject({ retry_after: 60 });
      expect(await rowsOf(operation, user.id)).toHaveLength(1);
      expect(await tokensOf(user.id)).toHaveLength(1);
      expect(await mailsTo(user.email)).toHaveLength(1);

      clock.advanceMinutes(1.01);
      expect((await send(admin, operation, user.id)).statusCode).toBe(200);
      expect(await mailsTo(user.email)).toHaveLength(2);
    },
  );

  it("shares the public reset request's minute: after it, the administrator's send is 429", async () => {
    nextMinute();
    const user = await newUser();
    const publicRequest = await (await guest()).call('POST', '/forgot-password', { email: user.email });
    expect(publicRequest.statusCode).toBe(200);
    clock.advanceMinutes(0.5);
    const answer = await send(admin, 'reset', user.id);
    expect({ status: answer.statusCode, retry: answer.headers['retry-after'] }).toEqual({ status: 429, retry: '30' });
    expect(await rowsOf('reset', user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
