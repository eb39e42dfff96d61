import { hashToken } from '../../src/server/auth/tokens';
import { deliveredTo } from './support/account-mail';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir, TEST_APP_URL } from './support/exports';
import { ADMIN_EMAIL, Browser, createUserWith, fakeClock, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// An email change applies only from the new address (docs/security.md, Email changes). Before, an
// edit applied it at once, unannounced, and the user's sessions lived on, so a reset to the new
// address took the account over.

const USER_ADMIN = 'email.admin@nhia.example';
// Enough to edit users who hold no permission (TPA, ministry, provider staff), not Super Admins.
const ADMIN_PERMISSIONS = ['list users', 'view users', 'update users'];
const CONFIRM_LINK = new RegExp(`${TEST_APP_URL}/email/confirm/([A-Za-z0-9_-]+)`);
const HOUR_MINUTES = 60;

interface Detail {
  id: number;
  email: string;
  version: number;
  pending_email: string | null;
  pending_email_expires_at: string | null;
  [field: string]: unknown;
}

describe.each(DATABASE_KINDS)("changing a user's email, %s", (kind) => {
  const clock = fakeClock();
  let smtp: TestSmtpServer;
  let server: TestServer;
  let userAdmin: Browser;
  let serial = 0;

  const db = () => server.database.db;
  const mailsTo = (address: string) => deliveredTo(server, smtp, address);
  const activity = (userId: number) =>
    db()
      .selectFrom('activity_logs')
      .selectAll()
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', userId)
      .orderBy('id')
      .execute();
  const detailOf = async (id: number): Promise<Detail> => (await userAdmin.call('GET', `/api/users/${id}`)).json();
  const editBody = (user: Detail, changes: Record<string, unknown>) => ({
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    version: user.version,
    ...changes,
  });
  const edit = async (id: number, changes: Record<string, unknown>, as = userAdmin) =>
    as.call('PUT', `/api/users/${id}`, editBody(await detailOf(id), changes));
  const confirm = (token: string, as = new Browser(server.app)) =>
    as.call('GET', '/sanctum/csrf-cookie').then(() => as.call('POST', '/email/confirm', { token }));

  /** A provider staff member (no organisation, no permission) signed in in their own browser. */
  async function signedInVictim(): Promise<{ id: number; email: string; browser: Browser }> {
    serial += 1;
    const email = `victim.${serial}@clinic.example`;
    const id = await createUserWith(server.database, { email, permissions: [], userType: 'Provider Staff' });
    const browser = new Browser(server.app);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    return { id, email, browser };
  }

  /** The token of the newest confirmation link mailed to `address`. */
  async function confirmationTokenFor(address: string): Promise<string> {
    const mails = (await mailsTo(address)).filter((mail) => CONFIRM_LINK.test(mail.text));
    return CONFIRM_LINK.exec(mails.at(-1)!.text)![1];
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(kind, {
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: TEST_APP_URL, DATA_DIR: tempDataDir() },
    });
    await createUserWith(server.database, { email: USER_ADMIN, permissions: ADMIN_PERMISSIONS });
    userAdmin = new Browser(server.app, 'email-admin-agent');
    expect((await userAdmin.signIn(USER_ADMIN)).statusCode).toBe(204);
    // Changing another user's email is a step-up action.
    await withRecentSecondFactor(server.database.db, userAdmin, clock());
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('leaves the email as it is, applies the rest, shows the pending address, and mails a link to the new address and a warning without it to the old', async () => {
    const victim = await signedInVictim();
    const before = await detailOf(victim.id);
    const saved = await edit(victim.id, { first_name: 'Renamed', email: 'New.Address.1@Elsewhere.example' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      first_name: 'Renamed',
      email: victim.email,
      pending_email: 'new.address.1@elsewhere.example',
      version: before.version + 1,
    });
    const expiresAt = new Date(saved.json().pending_email_expires_at).getTime();
    expect(expiresAt - clock().getTime()).toBe(24 * HOUR_MINUTES * 60_000);
    expect(await detailOf(victim.id)).toEqual(saved.json());

    const [toNew] = await mailsTo('new.address.1@elsewhere.example');
    expect(toNew.subject).toBe('Confirm your new email address for NHIA');
    const token = CONFIRM_LINK.exec(toNew.text)![1];
    const [toOld] = await mailsTo(victim.email);
    expect(toOld.subject).toBe('A change of your NHIA email address was requested');
    expect(toOld.text).toContain('new.address.1@elsewhere.example');
    expect(toOld.text).not.toContain(token);
    expect(toOld.text).not.toContain('/email/confirm');

    const stored = await db().selectFrom('email_changes').selectAll().where('user_id', '=', victim.id).execute();
    expect(stored).toEqual([
      expect.objectContaining({
        new_email: 'new.address.1@elsewhere.example',
        token_hash: hashToken(token),
        confirmed_at: null,
      }),
    ]);
    const rows = (await activity(victim.id)).filter((row) => row.action !== 'login');
    expect(rows.map((row) => row.action)).toEqual(['updated', 'email_change_requested']);
    expect(rows[0].changes).toEqual({ before: { first_name: 'Test' }, after: { first_name: 'Renamed' } });
    expect(rows[1]).toMatchObject({
      user_agent: 'email-admin-agent',
      properties: { new_email: 'new.address.1@elsewhere.example' },
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    // Still signed in: nothing has happened to the account yet.
    expect((await victim.browser.call('GET', '/api/user')).statusCode).toBe(200);
  });

  it('applies the email on confirmation, ends every session of the user at once, records before → after and tells the old address', async () => {
    const victim = await signedInVictim();
    const elsewhere = new Browser(server.app);
    expect((await elsewhere.signIn(victim.email)).statusCode).toBe(204);
    expect((await edit(victim.id, { email: 'moved.2@elsewhere.example' })).statusCode).toBe(200);
    const token = await confirmationTokenFor('moved.2@elsewhere.example');
    const version = (await detailOf(victim.id)).version;

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toContain('moved.2@elsewhere.example');
    expect((await victim.browser.call('GET', '/api/user')).statusCode).toBe(401);
    expect((await elsewhere.call('GET', '/api/user')).statusCode).toBe(401);
    expect(await detailOf(victim.id)).toMatchObject({
      email: 'moved.2@elsewhere.example',
      pending_email: null,
      pending_email_expires_at: null,
      version: version + 1,
    });

    const [changed] = (await activity(victim.id)).filter((row) => row.action === 'email_changed');
    expect(changed).toMatchObject({
      causer_id: victim.id,
      changes: { before: { email: victim.email }, after: { email: 'moved.2@elsewhere.example' } },
    });
    expect(JSON.stringify(changed)).not.toContain(token);
    const toOld = await mailsTo(victim.email);
    expect(toOld.map((mail) => mail.subject)).toEqual([
      'A change of your NHIA email address was requested',
      'Your NHIA email address was changed',
    ]);
    expect(toOld[1].text).toContain('moved.2@elsewhere.example');
    expect((await new Browser(server.app).signIn(victim.email)).statusCode).toBe(422);
    expect((await new Browser(server.app).signIn('moved.2@elsewhere.example')).statusCode).toBe(204);
  });

  it('does not let a reset asked for at the new address before the confirmation reach the account', async () => {
    const victim = await signedInVictim();
    expect((await edit(victim.id, { email: 'attacker.3@elsewhere.example' })).statusCode).toBe(200);
    const guest = new Browser(server.app);
    await guest.call('GET', '/sanctum/csrf-cookie');
    expect((await guest.call('POST', '/forgot-password', { email: 'attacker.3@elsewhere.example' })).statusCode).toBe(
      200,
    );
    expect((await mailsTo('attacker.3@elsewhere.example')).map((mail) => mail.subject)).toEqual([
      'Confirm your new email address for NHIA',
    ]);
    expect(
      await db().selectFrom('password_reset_tokens').select('id').where('user_id', '=', victim.id).execute(),
    ).toEqual([]);
    expect((await victim.browser.call('GET', '/api/user')).statusCode).toBe(200);
  });

  it('refuses, as today, an editor changing the email of a user holding permissions they lack (403), and requests and mails nothing', async () => {
    const adminId = (
      await db().selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()
    ).id;
    const outbox = await db().selectFrom('mail_outbox').select('id').execute();
    const takeover = await edit(adminId, { email: 'mine.4@elsewhere.example' });
    expect(takeover.statusCode).toBe(403);
    expect(await db().selectFrom('email_changes').select('id').where('user_id', '=', adminId).execute()).toEqual([]);
    expect(await db().selectFrom('mail_outbox').select('id').execute()).toHaveLength(outbox.length);
    expect((await detailOf(adminId)).email).toBe(ADMIN_EMAIL);
  });

  it('refuses an address another user has at the edit (422), and again at the confirmation when someone took it meanwhile', async () => {
    const victim = await signedInVictim();
    const taken = await edit(victim.id, { email: USER_ADMIN.toUpperCase() });
    expect([taken.statusCode, taken.json().errors]).toEqual([
      422,
      { email: ['Another user already has this email address. Enter a different one.'] },
    ]);
    expect(await db().selectFrom('email_changes').select('id').where('user_id', '=', victim.id).execute()).toEqual([]);

    expect((await edit(victim.id, { email: 'contested.5@elsewhere.example' })).statusCode).toBe(200);
    const token = await confirmationTokenFor('contested.5@elsewhere.example');
    await createUserWith(server.database, { email: 'contested.5@elsewhere.example', permissions: [] });
    const late = await confirm(token);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      message: expect.stringContaining('Another account has this email address'),
      errors: { email: [expect.any(String)] },
    });
    expect((await detailOf(victim.id)).email).toBe(victim.email);
    expect((await victim.browser.call('GET', '/api/user')).statusCode).toBe(200);
    expect((await activity(victim.id)).map((row) => row.action)).not.toContain('email_changed');
  });

  it('answers an unknown, a replaced, a used and an expired link with its own 422 on token, changing nothing', async () => {
    const victim = await signedInVictim();
    expect((await edit(victim.id, { email: 'first.6@elsewhere.example' })).statusCode).toBe(200);
    const replaced = await confirmationTokenFor('first.6@elsewhere.example');
    expect((await edit(victim.id, { email: 'second.6@elsewhere.example' })).statusCode).toBe(200);
    const current = await confirmationTokenFor('second.6@elsewhere.example');
    const tokenError = async (token: string) => {
      const response = await confirm(token);
      return [response.statusCode, response.json().errors?.token?.[0]];
    };

    expect(await tokenError('no-such-token')).toEqual([422, expect.stringContaining('This link is invalid')]);
    expect(await tokenError(replaced)).toEqual([422, expect.stringContaining('This link is invalid')]);
    expect((await detailOf(victim.id)).pending_email).toBe('second.6@elsewhere.example');
    // Two tabs confirming at once: one applies it, the other is told it was used.
    const both = await Promise.all([confirm(current), confirm(current)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(await tokenError(current)).toEqual([422, expect.stringContaining('already been used')]);
    expect((await activity(victim.id)).filter((row) => row.action === 'email_changed')).toHaveLength(1);

    const later = await signedInVictim();
    expect((await edit(later.id, { email: 'slow.6@elsewhere.example' })).statusCode).toBe(200);
    const slow = await confirmationTokenFor('slow.6@elsewhere.example');
    clock.advanceMinutes(24 * HOUR_MINUTES + 1);
    expect((await userAdmin.signIn(USER_ADMIN)).statusCode).toBe(204);
    // Changing another user's email is a step-up action.
    await withRecentSecondFactor(server.database.db, userAdmin, clock());
    expect(await detailOf(later.id)).toMatchObject({
      email: later.email,
      pending_email: null,
      pending_email_expires_at: null,
    });
    expect(await tokenError(slow)).toEqual([422, expect.stringContaining('expired')]);
    expect((await detailOf(later.id)).email).toBe(later.email);
  });

  it('refuses a confirmation without the anti-forgery token (419)', async () => {
    const guest = new Browser(server.app);
    await guest.call('GET', '/sanctum/csrf-cookie');
    expect(
      (await guest.call('POST', '/email/confirm', { token: 'whatever' }, { 'x-xsrf-token': 'forged' })).statusCode,
    ).toBe(419);
  });
});
