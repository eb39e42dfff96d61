import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { XSRF_COOKIE } from '../../../src/shared/http';
import { setPasswordLinkIn } from '../support/account-mail';
import { DATABASE_KINDS } from '../support/databases';
import { downloadLinkIn, pathOf, tempDataDir } from '../support/exports';
import { Browser, createUserWith, startTestServer, TEST_PASSWORD, type TestServer } from '../support/server';
import { mailText } from '../support/smtp';
import { enrolSecondFactor } from '../support/second-factor';

/**
 * Logs (OWASP ASVS V7; docs/security.md, Logs): a whole account's story — a failed and a good sign-in, an
 * export and its download, a password reset from its emailed link, an email change confirmed
 * from its emailed link, sign-out — and then not one
 * log line or activity-log row holds a password, a token, a session id or an anti-forgery value,
 * raw or hashed. The server logs at debug, which holds every line of production's info level.
 */

const EMAIL = 'log.flow@example.org';
const WRONG_PASSWORD = 'not the right one, 5d1e0b';
const NEW_PASSWORD = 'Lantern-Orbit-Fresh-2291';

/** A log stream of our own: the server's JSON lines, kept in memory. */
function capturedLog(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
  return { stream, lines };
}

/** The decoded texts of the mails the server wrote to its outbox folder (no SMTP_URL set). */
function outboxTexts(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => mailText(readFileSync(path.join(outbox, name), 'utf8')));
}

/** Secrets as they may surface: raw, and as the SHA-256 the database keeps (hex and base64url). */
class Secrets {
  readonly values = new Map<string, string>();

  add(label: string, value: string | undefined): void {
    if (!value) throw new Error(`no ${label} to watch for`);
    const sha256 = createHash('sha256').update(value);
    this.values.set(value.toLowerCase(), label);
    this.values.set(sha256.copy().digest('hex'), `${label} (SHA-256 hex)`);
    this.values.set(sha256.digest('base64url').toLowerCase(), `${label} (SHA-256 base64url)`);
  }

  /** Each browser's session id and XSRF value, as they stand now. */
  addSession(label: string, browser: Browser): void {
    this.add(`${label} session id`, browser.sessionToken);
    this.add(`${label} XSRF value`, browser.cookies.get(XSRF_COOKIE));
  }

  foundIn(text: string): string[] {
    const lower = text.toLowerCase();
    return [...this.values].filter(([value]) => lower.includes(value)).map(([, label]) => label);
  }
}

describe.each(DATABASE_KINDS)('what the logs never hold, %s', (kind) => {
  const log = capturedLog();
  const dataDir = tempDataDir();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'debug' },
      logger: { stream: log.stream },
    });
    await createUserWith(server.database, { email: EMAIL, permissions: ['list users', 'view users', 'update users'] });
  });
  afterAll(() => server.close());

  it('keeps no password, token, session id or XSRF value in a log line or an activity row of a whole flow', async () => {
    const secrets = new Secrets();
    secrets.add('password', TEST_PASSWORD);
    secrets.add('wrong password', WRONG_PASSWORD);
    secrets.add('new password', NEW_PASSWORD);

    // Sign-in: a failure, then the right password; the session before and after rotation.
    const user = new Browser(server.app, 'log-flow-user');
    await user.call('GET', '/sanctum/csrf-cookie');
    secrets.addSession('guest', user);
    expect((await user.call('POST', '/login', { email: EMAIL, password: WRONG_PASSWORD })).statusCode).toBe(422);
    expect((await user.call('POST', '/login', { email: EMAIL, password: TEST_PASSWORD })).statusCode).toBe(204);
    secrets.addSession('signed-in', user);
    expect((await user.call('GET', '/api/user')).statusCode).toBe(200);

    // An export, mailed as a link, downloaded with its token; and the same link opened by a person.
    expect((await user.call('GET', '/api/users/export?batch=1&export_file_name=everyone.xlsx')).statusCode).toBe(202);
    expect(await server.app.exportWorker.drain()).toBe(1);
    const downloadLink = outboxTexts(dataDir).map(downloadLinkIn).find(Boolean)!;
    secrets.add('download token', downloadLink.split('/').pop());
    expect((await user.call('GET', pathOf(downloadLink))).statusCode).toBe(200);
    expect((await user.call('GET', pathOf(downloadLink), undefined, { accept: 'text/html' })).statusCode).toBe(200);

    // A password reset: asked for, its link opened (the SPA's route), the new password set.
    const guest = new Browser(server.app, 'log-flow-reset');
    await guest.call('GET', '/sanctum/csrf-cookie');
    secrets.addSession('reset page', guest);
    expect((await guest.call('POST', '/forgot-password', { email: EMAIL })).statusCode).toBe(200);
    await server.app.mailOutbox.drain();
    const reset = outboxTexts(dataDir).map(setPasswordLinkIn).find(Boolean)!;
    secrets.add('reset token', reset.token);
    const resetPage = new URL(reset.link);
    await guest.call('GET', `${resetPage.pathname}${resetPage.search}`, undefined, { accept: 'text/html' });
    const body = {
      token: reset.token,
      email: reset.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    expect((await guest.call('POST', '/reset-password', body)).statusCode).toBe(200);

    // Signed in again with the new password, then out.
    const again = new Browser(server.app, 'log-flow-again');
    expect((await again.signIn(EMAIL, NEW_PASSWORD)).statusCode).toBe(204);
    secrets.addSession('second sign-in', again);

    // An authenticator app set up: its secret stays out of the logs too, and the session now holds
    // the recent second factor that changing another user's email asks for (step-up).
    const { held } = await enrolSecondFactor(again.signingClient(), NEW_PASSWORD);
    secrets.add('authenticator secret', held!.totpSecret);

    // An email change of another user: requested, its link (mailed to the new address) opened, confirmed.
    const moverId = await createUserWith(server.database, { email: 'log.mover@example.org', permissions: [] });
    const mover = (await again.call('GET', `/api/users/${moverId}`)).json();
    const edit = {
      first_name: mover.first_name,
      last_name: mover.last_name,
      email: 'log.moved@example.org',
      version: mover.version,
    };
    expect((await again.call('PUT', `/api/users/${moverId}`, edit)).statusCode).toBe(200);
    await server.app.mailOutbox.drain();
    const confirmPath = outboxTexts(dataDir)
      .map((text) => /\/email\/confirm\/[A-Za-z0-9_-]+/.exec(text)?.[0])
      .find(Boolean)!;
    const confirmToken = confirmPath.split('/').pop();
    secrets.add('email change token', confirmToken);
    await guest.call('GET', confirmPath, undefined, { accept: 'text/html' });
    expect((await guest.call('POST', '/email/confirm', { token: confirmToken })).statusCode).toBe(200);
    expect((await again.call('POST', '/logout')).statusCode).toBe(204);

    // The capture works: every request was logged, with its address.
    const urls = log.lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/login',
        '/forgot-password',
        '/reset-password',
        '/logout',
        expect.stringMatching(/^\/api\/exports\/download\//),
      ]),
    );

    const leaks = log.lines.flatMap((line) => secrets.foundIn(line).map((secret) => `${secret} in log line ${line}`));
    const activity = await sql<Record<string, unknown>>`select * from activity_logs order by id`.execute(
      server.database.db,
    );
    expect(activity.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'login_failed',
        'login',
        'export_requested',
        'export_downloaded',
        'password_reset_requested',
        'password_reset',
        'email_change_requested',
        'email_changed',
        'logout',
      ]),
    );
    for (const row of activity.rows)
      leaks.push(...secrets.foundIn(JSON.stringify(row)).map((secret) => `${secret} in activity row ${row.action}`));
    expect(leaks).toEqual([]);
  });
});
