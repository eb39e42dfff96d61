import { hashToken } from '../../src/server/auth/tokens';
import { RESET_ANSWER_MS, RESET_REQUESTED } from '../../src/server/auth/password-handlers';
import { TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_USED } from '../../src/server/auth/password-tokens';
import { deliveredTo, setPasswordLinkIn, type SetPasswordLink } from './support/account-mail';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir, TEST_APP_URL } from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, TEST_PASSWORD, type TestServer } from './support/server';
import { freePort, startSmtpServer, type TestSmtpServer } from './support/smtp';

// Setup signs several users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 30_000;
const NEW_PASSWORD = 'a brand new passphrase 42';

describe.each(DATABASE_KINDS)('password request and reset, %s', (kind) => {
  const clock = fakeClock();
  let smtp: TestSmtpServer;
  let server: TestServer;

  const activity = (action: string, subjectId?: number) => {
    let query = server.database.db.selectFrom('activity_logs').selectAll().where('action', '=', action);
    if (subjectId !== undefined) query = query.where('subject_id', '=', subjectId);
    return query.orderBy('id').execute();
  };
  const userRow = (id: number) =>
    server.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A browser on the password pages with a fresh guest session (the fake clock outlives the idle timeout). */
  const guest = async () => {
    const browser = new Browser(server.app, 'password-guest');
    await browser.call('GET', '/sanctum/csrf-cookie');
    return browser;
  };
  const requestReset = async (email: string) => (await guest()).call('POST', '/forgot-password', { email });
  const reset = async (link: SetPasswordLink, password = NEW_PASSWORD, confirmation = password) =>
    (await guest()).call('POST', '/reset-password', {
      token: link.token,
      email: link.email,
      password,
      password_confirmation: confirmation,
    });
  /** Asks for a reset link and reads it from the mail that arrives. */
  const resetLinkFor = async (email: string): Promise<SetPasswordLink> => {
    expect((await requestReset(email)).statusCode).toBe(200);
    const mails = await deliveredTo(server, smtp, email);
    const link = setPasswordLinkIn(mails[mails.length - 1]?.text ?? '');
    if (!link) throw new Error(`no reset mail reached ${email}`);
    return link;
  };

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

  describe('POST /forgot-password', () => {
    it('answers a known and an unknown address alike, and mails and records only the known one', async () => {
      const id = await createUserWith(server.database, { email: 'known@nhia.example', permissions: [] });
      const known = await requestReset('Known@NHIA.example');
      const unknown = await requestReset('nobody@nhia.example');
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.json()).toEqual({ message: RESET_REQUESTED });
      expect(unknown.body).toBe(known.body);
      const mails = await deliveredTo(server, smtp, 'known@nhia.example');
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Reset your NHIA password');
      expect(setPasswordLinkIn(mails[0].text)).toMatchObject({
        email: 'known@nhia.example',
        link: expect.stringMatching(`^${TEST_APP_URL}/password/reset/`),
      });
      expect(smtp.messages.filter((m) => m.to.includes('nobody@nhia.example'))).toEqual([]);
      const [row] = await activity('password_reset_requested', id);
      expect(row).toMatchObject({
        causer_id: null,
        subject_type: 'user',
        properties: { mailed: true },
        user_agent: 'password-guest',
      });
      expect((await activity('password_reset_requested')).filter((r) => JSON.stringify(r).includes('nobody'))).toEqual(
        [],
      );
    });

    it('answers a known, a throttled, an inactive and an unknown address no sooner than RESET_ANSWER_MS', async () => {
      await createUserWith(server.database, { email: 'timed@nhia.example', permissions: [] });
      await createUserWith(server.database, { email: 'timed-gone@nhia.example', permissions: [], status: 'inactive' });
      // Each path does different work; all wait for the same moment, so their timing tells nothing.
      for (const email of [
        'timed@nhia.example',
        'timed@nhia.example',
        'timed-gone@nhia.example',
        'nobody-timed@nhia.example',
      ]) {
        const started = performance.now();
        expect((await requestReset(email)).statusCode).toBe(200);
        // Node's timers may fire up to a millisecond early.
        expect(performance.now() - started).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 2);
      }
    });

    it("stores the token only as its hash, and erases the sent mail's body", async () => {
      await createUserWith(server.database, { email: 'hashed@nhia.example', permissions: [] });
      const link = await resetLinkFor('hashed@nhia.example');
      const tokens = await server.database.db.selectFrom('password_reset_tokens').selectAll().execute();
      expect(tokens.some((t) => t.token_hash === hashToken(link.token))).toBe(true);
      const outbox = await server.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'hashed@nhia.example')
        .execute();
      expect(outbox).toEqual([expect.objectContaining({ body_text: null, sent_at: expect.any(Date) })]);
      const everything = JSON.stringify([tokens, outbox, await activity('password_reset_requested')]);
      expect(everything).not.toContain(link.token);
    });

    it('sends at most one mail per address a minute: a repeat answers the same but sends nothing', async () => {
      const id = await createUserWith(server.database, { email: 'hasty@nhia.example', permissions: [] });
      const first = await requestReset('hasty@nhia.example');
      const again = await requestReset('hasty@nhia.example');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(await deliveredTo(server, smtp, 'hasty@nhia.example')).toHaveLength(1);
      expect((await activity('password_reset_requested', id)).map((r) => r.properties)).toEqual([
        { mailed: true },
        { mailed: false, reason: 'throttled' },
      ]);
      clock.advanceMinutes(1);
      await requestReset('hasty@nhia.example');
      expect(await deliveredTo(server, smtp, 'hasty@nhia.example')).toHaveLength(2);
    });

    it('mails nobody for a deactivated account, with the same answer', async () => {
      await createUserWith(server.database, { email: 'gone@nhia.example', permissions: [], status: 'inactive' });
      const response = await requestReset('gone@nhia.example');
      expect(response.json()).toEqual({ message: RESET_REQUESTED });
      expect(await deliveredTo(server, smtp, 'gone@nhia.example')).toEqual([]);
    });

    it('refuses a malformed address with 422 on email, and a call without the anti-forgery header with 419', async () => {
      const response = await requestReset('not-an-address');
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['email']);
      const noHeader = await new Browser(server.app).call('POST', '/forgot-password', { email: 'known@nhia.example' });
      expect(noHeader.statusCode).toBe(419);
    });
  });

  describe('POST /reset-password', () => {
    it('sets the password, ends every session of the user, records the reset, and the user signs in again', async () => {
      const id = await createUserWith(server.database, { email: 'resetter@nhia.example', permissions: ['list users'] });
      const signedIn = new Browser(server.app);
      expect((await signedIn.signIn('resetter@nhia.example')).statusCode).toBe(204);
      const link = await resetLinkFor('resetter@nhia.example');
      const response = await reset(link);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your password has been reset. Sign in with your new password.' });
      expect((await signedIn.call('GET', '/api/user')).statusCode).toBe(401);
      expect((await new Browser(server.app).signIn('resetter@nhia.example', TEST_PASSWORD)).statusCode).toBe(422);
      expect((await new Browser(server.app).signIn('resetter@nhia.example', NEW_PASSWORD)).statusCode).toBe(204);
      const [row] = await activity('password_reset', id);
      expect(row).toMatchObject({ causer_id: id, subject_id: id, properties: { purpose: 'reset' } });
      expect(JSON.stringify(await server.database.db.selectFrom('activity_logs').selectAll().execute())).not.toMatch(
        new RegExp(`${NEW_PASSWORD}|${link.token}`),
      );
    });

    it('takes a token once: the second use is a 422 on token saying it was used', async () => {
      await createUserWith(server.database, { email: 'once@nhia.example', permissions: [] });
      const link = await resetLinkFor('once@nhia.example');
      expect((await reset(link)).statusCode).toBe(200);
      const again = await reset(link, 'yet another passphrase 7');
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ token: [TOKEN_USED] });
      expect((await new Browser(server.app).signIn('once@nhia.example', NEW_PASSWORD)).statusCode).toBe(204);
    });

    it('lets 30 racing uses of one token succeed once; the others are told it was used, and nothing fails', async () => {
      const id = await createUserWith(server.database, { email: 'racer@nhia.example', permissions: [] });
      const link = await resetLinkFor('racer@nhia.example');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => reset(link, i === 0 ? NEW_PASSWORD : `racing passphrase number ${i}`)),
      );
      const outcomes = answers.map((a) => (a.statusCode === 200 ? 200 : `${a.statusCode} ${a.json().errors?.token}`));
      expect(outcomes.filter((outcome) => outcome === 200)).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome !== 200)).toEqual(Array(29).fill(`422 ${TOKEN_USED}`));
      expect(await activity('password_reset', id)).toHaveLength(1);
    });

    it('refuses a token after its 60 minutes with a 422 saying it expired, and keeps the password', async () => {
      const id = await createUserWith(server.database, { email: 'late@nhia.example', permissions: [] });
      const link = await resetLinkFor('late@nhia.example');
      clock.advanceMinutes(59);
      const before = await userRow(id);
      clock.advanceMinutes(1);
      const response = await reset(link);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ token: [TOKEN_EXPIRED] });
      expect((await userRow(id)).password_hash).toBe(before.password_hash);
      expect(await activity('password_reset', id)).toEqual([]);
    });

    it('keeps only the newest link alive, and refuses a token with another email or a made-up one as invalid', async () => {
      await createUserWith(server.database, { email: 'twice@nhia.example', permissions: [] });
      const older = await resetLinkFor('twice@nhia.example');
      clock.advanceMinutes(1);
      const newer = await resetLinkFor('twice@nhia.example');
      expect((await reset(older)).json().errors).toEqual({ token: [TOKEN_INVALID] });
      expect((await reset({ ...newer, email: 'known@nhia.example' })).json().errors).toEqual({
        token: [TOKEN_INVALID],
      });
      expect((await reset({ ...newer, token: 'x'.repeat(43) })).json().errors).toEqual({ token: [TOKEN_INVALID] });
      expect((await reset(newer)).statusCode).toBe(200);
    });

    it('holds the password policy: 12 characters, not a common password, not the email, confirmed; the token stays usable', async () => {
      const id = await createUserWith(server.database, { email: 'policy.person@nhia.example', permissions: [] });
      const link = await resetLinkFor('policy.person@nhia.example');
      const cases: [string, string, Record<string, string[]>][] = [
        ['short pass', 'short pass', { password: ['Choose a longer password: at least 12 characters.'] }],
        ['passwordpassword', 'passwordpassword', { password: [expect.stringContaining('too common')] }],
        ['Q1W2E3R4T5Y6', 'Q1W2E3R4T5Y6', { password: [expect.stringContaining('too common')] }],
        [
          'my policy.person@nhia.example',
          'my policy.person@nhia.example',
          { password: ['Choose a password that does not contain your email address.'] },
        ],
        [
          'xx-POLICY.PERSON-2026',
          'xx-POLICY.PERSON-2026',
          { password: ['Choose a password that does not contain your email address.'] },
        ],
        [
          NEW_PASSWORD,
          `${NEW_PASSWORD}!`,
          {
            password_confirmation: ['The two passwords do not match: type the same new password in both fields.'],
          },
        ],
      ];
      for (const [password, confirmation, errors] of cases) {
        const response = await reset(link, password, confirmation);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual(errors);
      }
      expect(await activity('password_reset', id)).toEqual([]);
      expect((await reset(link)).statusCode).toBe(200);
    });

    it('refuses a password that is easy to guess, saying what to do, and accepts a strong one', async () => {
      const id = await createUserWith(server.database, { email: 'strength.person@nhia.example', permissions: [] });
      const link = await resetLinkFor('strength.person@nhia.example');
      for (const trivial of ['aaaaaaaaaaaa', '111111111111', ' '.repeat(12), 'P@ssw0rd1234', 'Summer2026!!']) {
        const response = await reset(link, trivial);
        expect(response.statusCode).toBe(422);
        const [message] = response.json().errors.password as string[];
        expect(message).toMatch(/^This password is too easy to guess\. .*(Add|Avoid|Use|Capitalize)/);
        expect(Object.keys(response.json().errors)).toEqual(['password']);
      }
      expect(await activity('password_reset', id)).toEqual([]);
      expect((await reset(link, 'Quartz lantern meadow 4821')).statusCode).toBe(200);
    });

    it('reports a bad token together with the password problems, each at its field', async () => {
      const response = await (
        await guest()
      ).call('POST', '/reset-password', {
        token: 'made-up',
        email: 'known@nhia.example',
        password: 'short',
        password_confirmation: 'other',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'password_confirmation', 'token']);
    });

    it("judges a password's strength only for a link that can be used: a dead link's submission stays cheap", async () => {
      await createUserWith(server.database, { email: 'cheap@nhia.example', permissions: [] });
      const link = await resetLinkFor('cheap@nhia.example');
      const weak = 'Summer2026!!';
      const dead = await (
        await guest()
      ).call('POST', '/reset-password', {
        token: 'made-up',
        email: 'cheap@nhia.example',
        password: weak,
        password_confirmation: weak,
      });
      expect({ status: dead.statusCode, errors: dead.json().errors }).toEqual({
        status: 422,
        errors: { token: [TOKEN_INVALID] },
      });
      const live = await reset(link, weak);
      expect(Object.keys(live.json().errors)).toEqual(['password']);
    });

    it('reads the first 40 characters for strength: a weak start is weak, however long the rest', async () => {
      await createUserWith(server.database, { email: 'long.start@nhia.example', permissions: [] });
      const link = await resetLinkFor('long.start@nhia.example');
      const weakStart = 'a'.repeat(40);
      const answer = await reset(link, `${weakStart}${'Quartz lantern meadow 4821 '.repeat(30)}`);
      expect(answer.json().errors.password[0]).toMatch(/^This password is too easy to guess\./);
      expect((await reset(link, `Quartz lantern meadow 4821 ${'a'.repeat(900)}`)).statusCode).toBe(200);
    });

    it('makes a pending (invited) user active, and leaves a deactivated one inactive', async () => {
      const pending = await createUserWith(server.database, {
        email: 'pending@nhia.example',
        permissions: [],
        status: 'pending',
      });
      expect((await reset(await resetLinkFor('pending@nhia.example'))).statusCode).toBe(200);
      expect((await userRow(pending)).status).toBe('active');
      const [row] = await activity('password_reset', pending);
      expect(row.changes).toEqual({ before: { status: 'pending' }, after: { status: 'active' } });

      const inactive = await createUserWith(server.database, { email: 'inactive.reset@nhia.example', permissions: [] });
      const link = await resetLinkFor('inactive.reset@nhia.example');
      await server.database.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', inactive).execute();
      expect((await reset(link)).statusCode).toBe(200);
      expect((await userRow(inactive)).status).toBe('inactive');
      expect((await new Browser(server.app).signIn('inactive.reset@nhia.example', NEW_PASSWORD)).statusCode).toBe(422);
    });
  });
});

describe.each(DATABASE_KINDS)('account mail while SMTP is down, %s', (kind) => {
  const clock = fakeClock();
  let smtpPort: number;
  let smtp: TestSmtpServer | undefined;
  let server: TestServer;

  beforeAll(async () => {
    smtpPort = await freePort();
    server = await startTestServer(kind, {
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, APP_URL: TEST_APP_URL, DATA_DIR: tempDataDir() },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await smtp?.close();
  });

  const outbox = () => server.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('keeps the mail queued, retries it with back-off once SMTP is back, then erases its body', async () => {
    await createUserWith(server.database, { email: 'patient@nhia.example', permissions: [] });
    const guest = new Browser(server.app);
    await guest.call('GET', '/sanctum/csrf-cookie');
    expect((await guest.call('POST', '/forgot-password', { email: 'patient@nhia.example' })).statusCode).toBe(200);
    expect(await server.app.mailOutbox.drain()).toBe(1);
    expect(await outbox()).toEqual([
      expect.objectContaining({
        attempts: 1,
        sent_at: null,
        last_error: expect.any(String),
        body_text: expect.stringContaining('/password/reset/'),
      }),
    ]);

    smtp = await startSmtpServer(smtpPort);
    expect(await server.app.mailOutbox.drain()).toBe(0); // the retry waits for its back-off
    clock.advanceMinutes(1);
    expect(await server.app.mailOutbox.drain()).toBe(1);
    expect(smtp.messages.map((m) => m.to)).toEqual([['patient@nhia.example']]);
    expect(await outbox()).toEqual([
      expect.objectContaining({ attempts: 2, sent_at: expect.any(Date), last_error: null, body_text: null }),
    ]);
  });

  it('gives a mail up, body erased, once its link has expired', async () => {
    await smtp?.close();
    smtp = undefined;
    await createUserWith(server.database, { email: 'expired.mail@nhia.example', permissions: [] });
    const guest = new Browser(server.app);
    await guest.call('GET', '/sanctum/csrf-cookie');
    await guest.call('POST', '/forgot-password', { email: 'expired.mail@nhia.example' });
    expect(await server.app.mailOutbox.drain()).toBe(1);
    clock.advanceMinutes(61);
    expect(await server.app.mailOutbox.drain()).toBe(1);
    const [mail] = (await outbox()).filter((m) => m.to_address === 'expired.mail@nhia.example');
    expect(mail).toMatchObject({ sent_at: null, failed_at: expect.any(Date), body_text: null });
    expect(await server.app.mailOutbox.drain()).toBe(0);
  });
});
