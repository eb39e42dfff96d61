import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ACCOUNT_RULE, ADDRESS_RULE } from '../../src/server/auth/login-throttle';
import { XSRF_COOKIE } from '../../src/shared/http';
import { deliveredTo } from './support/account-mail';
import { DATABASE_KINDS } from './support/databases';
import { appOnDatabase, tempDataDir, TEST_APP_URL } from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, TEST_PASSWORD, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 30_000;
const WRONG_PASSWORD = 'not the password at all';
const MINUTE_SECONDS = 60;

/**
 * Sign-in throttling (docs/security.md, Sign-in): counted atomically, per account across addresses,
 * per address across accounts.
 */
describe.each(DATABASE_KINDS)('sign-in throttling, %s', (kind) => {
  const clock = fakeClock();
  let env: NodeJS.ProcessEnv;
  let smtp: TestSmtpServer;
  let server: TestServer;

  /** Sends sign-ins as if from these addresses, on one guest session (a fresh one: the fake clock outlives the idle timeout). */
  const signInFrom = async (app: FastifyInstance = server.app) => {
    const guest = new Browser(app, 'throttle-guest');
    await guest.call('GET', '/sanctum/csrf-cookie');
    return (email: string, password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress,
        cookies: Object.fromEntries(guest.cookies),
        headers: { 'x-xsrf-token': guest.cookies.get(XSRF_COOKIE)! },
        payload: { email, password },
      });
  };
  const activity = (action: string, email: string) =>
    server.database.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('action', '=', action)
      .where(sql`properties->>'email'`, '=', email)
      .orderBy('id')
      .execute();
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
  const repeat = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
  /** Moves the clock past a back-off of this many seconds. */
  const waitOut = (seconds: number) => clock.advanceMinutes(seconds / 60 + 0.1);

  /** A 429 in the Error shape, saying how long to wait, with the wait in Retry-After. */
  function expectTooMany(
    response: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
    wait: number,
  ) {
    expect(response.statusCode).toBe(429);
    const message = `Too many login attempts. Please try again in ${wait} seconds.`;
    expect(response.json()).toEqual({ message, errors: { email: [message] }, retry_after: wait });
    expect(response.headers['retry-after']).toBe(String(wait));
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: TEST_APP_URL, DATA_DIR: tempDataDir() };
    server = await startTestServer(kind, { clock, env });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it(`processes at most ${ACCOUNT_RULE.maxAttempts} of 30 parallel wrong passwords for one account; the rest answer 429`, async () => {
    const email = 'parallel@nhia.example';
    await createUserWith(server.database, { email, permissions: [] });
    const attempt = await signInFrom();
    const responses = await Promise.all(repeat(30, (i) => attempt(email, WRONG_PASSWORD, `10.30.0.${i + 1}`)));
    expect(statuses(responses)).toEqual([
      ...repeat(ACCOUNT_RULE.maxAttempts, () => 422),
      ...repeat(30 - ACCOUNT_RULE.maxAttempts, () => 429),
    ]);
    expect(await activity('login_failed', email)).toHaveLength(ACCOUNT_RULE.maxAttempts);
    for (const refused of responses.filter((r) => r.statusCode === 429))
      expectTooMany(refused, refused.json<{ retry_after: number }>().retry_after);
    expect(
      responses
        .filter((r) => r.statusCode === 429)
        .map((r) => r.json<{ retry_after: number }>().retry_after)
        .every((s) => s >= 1 && s <= MINUTE_SECONDS),
    ).toBe(true);
    expect(await deliveredTo(server, smtp, email)).toHaveLength(1);
  });

  it('backs an account off across 20 source addresses: the right password from a fresh address is refused, the owner is mailed once, an admin sees it', async () => {
    const email = 'spread@nhia.example';
    const id = await createUserWith(server.database, { email, permissions: [] });
    const attempt = await signInFrom();
    const responses = [];
    for (let guess = 0; guess < 5; guess++) {
      for (let address = 1; address <= 20; address++)
        responses.push(await attempt(email, `${WRONG_PASSWORD} ${guess}`, `10.20.${address}.1`));
    }
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(ACCOUNT_RULE.maxAttempts);
    expectTooMany(await attempt(email, TEST_PASSWORD, '10.99.99.99'), MINUTE_SECONDS);
    expect(await activity('login_failed', email)).toHaveLength(ACCOUNT_RULE.maxAttempts);

    const [locked] = await activity('login_locked', email);
    expect(locked).toMatchObject({
      causer_id: null,
      subject_type: 'user',
      subject_id: id,
      properties: { email, failures: ACCOUNT_RULE.maxAttempts, wait_seconds: MINUTE_SECONDS },
    });
    const mails = await deliveredTo(server, smtp, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Failed sign-in attempts on your NHIA account');
    expect(mails[0].text).toContain(`There were ${ACCOUNT_RULE.maxAttempts} failed attempts`);
    expect(mails[0].text).toContain('paused for 1 minute.');
    expect(mails[0].text).not.toContain(WRONG_PASSWORD);
    expect(mails[0].text).not.toMatch(/https?:\/\//);

    waitOut(MINUTE_SECONDS);
    expect((await (await signInFrom())(email, TEST_PASSWORD, '10.99.99.99')).statusCode).toBe(204);
  });

  it('doubles the back-off with each burst, mails the owner once per burst, and a successful sign-in starts afresh', async () => {
    const email = 'growing@nhia.example';
    await createUserWith(server.database, { email, permissions: [] });
    const burst = async () => {
      const attempt = await signInFrom();
      for (let i = 0; i < ACCOUNT_RULE.maxAttempts; i++)
        expect((await attempt(email, WRONG_PASSWORD, `10.40.0.${i + 1}`)).statusCode).toBe(422);
      return attempt(email, TEST_PASSWORD, '10.40.1.1');
    };
    for (const minutes of [1, 2, 4]) {
      expectTooMany(await burst(), minutes * MINUTE_SECONDS);
      waitOut(minutes * MINUTE_SECONDS);
    }
    const locks = await activity('login_locked', email);
    expect(locks.map((row) => (row.properties as { wait_seconds: number }).wait_seconds)).toEqual([60, 120, 240]);
    const mails = await deliveredTo(server, smtp, email);
    expect(mails.map((mail) => /paused for (\d+ minutes?)/.exec(mail.text)?.[1])).toEqual([
      '1 minute',
      '2 minutes',
      '4 minutes',
    ]);

    expect((await (await signInFrom())(email, TEST_PASSWORD, '10.40.1.1')).statusCode).toBe(204);
    expectTooMany(await burst(), MINUTE_SECONDS);
  });

  it(`refuses a source address after ${ADDRESS_RULE.maxAttempts} failures across 30 accounts, whatever the account`, async () => {
    const address = '10.50.0.1';
    const email = 'behind-address@nhia.example';
    await createUserWith(server.database, { email, permissions: [] });
    const attempt = await signInFrom();
    // Addresses without accounts are counted as those with one: the limits tell nobody which exist.
    const guesses = await Promise.all(repeat(30, (i) => attempt(`account${i}@nhia.example`, WRONG_PASSWORD, address)));
    expect(statuses(guesses)).toEqual([
      ...repeat(ADDRESS_RULE.maxAttempts, () => 422),
      ...repeat(30 - ADDRESS_RULE.maxAttempts, () => 429),
    ]);
    const failed = await server.database.db
      .selectFrom('activity_logs')
      .select('id')
      .where('action', '=', 'login_failed')
      .where('ip_address', '=', address)
      .execute();
    expect(failed).toHaveLength(ADDRESS_RULE.maxAttempts);

    expectTooMany(await attempt(email, TEST_PASSWORD, address), 10 * MINUTE_SECONDS);
    expect((await attempt(email, TEST_PASSWORD, '10.50.0.2')).statusCode).toBe(204);
    waitOut(10 * MINUTE_SECONDS);
    expect((await (await signInFrom())(email, TEST_PASSWORD, address)).statusCode).toBe(204);
  });

  it('does not count successful sign-ins against their address (an office behind one address), those sent to enrol a second factor included', async () => {
    const plain = 'office@nhia.example';
    const enrolling = 'office.enrolling@nhia.example';
    await createUserWith(server.database, { email: plain, permissions: [] });
    // The password was right: the sign-in succeeded, into the enrolment its role requires.
    await createUserWith(server.database, { email: enrolling, permissions: [], requiresSecondFactor: true });
    const signIns = [];
    // A sign-in ends its guest session: each needs a fresh one.
    for (let i = 0; i <= ADDRESS_RULE.maxAttempts; i++)
      signIns.push(await (await signInFrom())(i % 2 ? enrolling : plain, TEST_PASSWORD, '10.60.0.1'));
    expect(signIns.map((r) => r.statusCode)).toEqual(repeat(ADDRESS_RULE.maxAttempts + 1, (i) => (i % 2 ? 200 : 204)));
  });

  if (kind === 'postgres') {
    it('holds the account limit across two app processes on one database', async () => {
      const email = 'two-apps@nhia.example';
      await createUserWith(server.database, { email, permissions: [] });
      const second = await appOnDatabase(server.database, { env, clock });
      try {
        const [first, other] = [await signInFrom(), await signInFrom(second)];
        const responses = await Promise.all(
          repeat(30, (i) => (i % 2 ? first : other)(email, WRONG_PASSWORD, `10.70.0.${i + 1}`)),
        );
        expect(statuses(responses)).toEqual([
          ...repeat(ACCOUNT_RULE.maxAttempts, () => 422),
          ...repeat(30 - ACCOUNT_RULE.maxAttempts, () => 429),
        ]);
        expect(await activity('login_failed', email)).toHaveLength(ACCOUNT_RULE.maxAttempts);
      } finally {
        await second.close();
      }
    });
  }
});
