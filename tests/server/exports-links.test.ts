import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { DATABASE_KINDS } from './support/databases';
import {
  appOnDatabase,
  downloadLinkIn,
  EXPORT_QUERY,
  pathOf,
  seedExportableUsers,
  tempDataDir,
  TEST_APP_URL,
} from './support/exports';
import { Browser, createUserWith, startTestServer, testSettings, type TestServer } from './support/server';
import { mailText, startSmtpServer, type TestSmtpServer } from './support/smtp';

// docs/security.md, Exports: the database keeps no token that opens a download link, yet the link
// can be rebuilt for the mail and for My exports, by any process that shares LINK_SECRET.

const REQUESTER = 'links.requester@nhia.example';
const exportUrl = (fileName: string) =>
  `/api/users/export?${new URLSearchParams({ ...EXPORT_QUERY, batch: '1', export_file_name: fileName })}`;

/** The job's link as My exports shows it to the browser's user. */
const myExportLink = async (via: Browser, id: number) =>
  ((await via.call('GET', '/api/exports')).json().exports as { id: number; download_url: string | null }[]).find(
    (job) => job.id === id,
  )?.download_url;

describe.each(DATABASE_KINDS)('export download links, %s', (kind) => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let browser: Browser;
  let env: NodeJS.ProcessEnv;

  /** Requests an export, lets the worker make and mail it; answers the job id and the mailed link. */
  async function finishedExport(fileName: string): Promise<{ id: number; mailed: string }> {
    const response = await browser.call('GET', exportUrl(fileName));
    expect(response.statusCode).toBe(202);
    await server.app.exportWorker.drain();
    const mail = smtp.messages.map((m) => mailText(m.raw)).find((text) => text.includes(`Your export ${fileName} (`));
    return { id: response.json().id, mailed: downloadLinkIn(mail ?? '')! };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DATA_DIR: tempDataDir(),
      APP_URL: TEST_APP_URL,
      EXPORT_POLL_MS: '60000',
    };
    server = await startTestServer(kind, { env });
    await seedExportableUsers(server.database, 3);
    await createUserWith(server.database, { email: REQUESTER, permissions: ['list users'] });
    browser = new Browser(server.app);
    await browser.signIn(REQUESTER);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('keeps no value that opens the link: every stored value of the job, as a token, is not found', async () => {
    const { id, mailed } = await finishedExport('no stored token.xlsx');
    const token = pathOf(mailed).split('/').pop()!;
    const { rows } = await sql<{
      value: string;
    }>`select value from export_jobs, json_each_text(row_to_json(export_jobs)) where id = ${id}`.execute(
      server.database.db,
    );
    expect(rows.filter(({ value }) => value?.includes(token))).toEqual([]);
    const openable = rows
      .map(({ value }) => value)
      .filter((value) => value !== null && /^[A-Za-z0-9_-]{32,128}$/.test(value));
    for (const value of openable)
      expect((await browser.call('GET', `/api/exports/download/${value}`)).statusCode).toBe(404);
    expect((await browser.call('GET', pathOf(mailed))).statusCode).toBe(200);
  });

  it('gives the same working link in the mail and in My exports, in this process and in another one', async () => {
    const { id, mailed } = await finishedExport('same link.xlsx');
    const other = await appOnDatabase(server.database, { env });
    try {
      const elsewhere = new Browser(other);
      for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
      expect({ here: await myExportLink(browser, id), there: await myExportLink(elsewhere, id) }).toEqual({
        here: mailed,
        there: mailed,
      });
      const download = await elsewhere.call('GET', pathOf(mailed));
      expect({ status: download.statusCode, type: download.headers['content-type'] }).toEqual({
        status: 200,
        type: expect.stringContaining('spreadsheetml'),
      });
    } finally {
      await other.close();
    }
  });

  it('mails a new link for a finished export whose link was issued before links were rebuilt (no salt)', async () => {
    const { id, mailed } = await finishedExport('issued before.xlsx');
    // What migration 0012 leaves of a live link issued with a stored token: no link, mail again.
    await server.database.db
      .updateTable('export_jobs')
      .set({ download_token_hash: null, download_salt: null, mailed_at: null, mail_attempts: 0, run_after: new Date() })
      .where('id', '=', id)
      .execute();
    expect(await myExportLink(browser, id)).toBeNull();
    expect((await browser.call('GET', pathOf(mailed))).statusCode).toBe(404);
    smtp.messages.length = 0;
    await server.app.exportWorker.drain();
    const reissued = downloadLinkIn(smtp.messages.map((m) => mailText(m.raw)).join('\n'))!;
    expect(reissued).not.toBe(mailed);
    expect(await myExportLink(browser, id)).toBe(reissued);
    expect((await browser.call('GET', pathOf(reissued))).statusCode).toBe(200);
  });

  it('keeps the generated link secret in DATA_DIR, readable by the service user alone', () => {
    expect(statSync(path.join(env.DATA_DIR!, 'link-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('the link secret setting', () => {
  it('refuses to start on PostgreSQL (DATABASE_URL) without LINK_SECRET, or with a short one, saying why', async () => {
    const server = await startTestServer('postgres', { env: { DATA_DIR: tempDataDir() } });
    try {
      const start = (env: NodeJS.ProcessEnv) =>
        buildApp({
          settings: testSettings({ DATA_DIR: tempDataDir(), ...env }),
          database: server.database,
          logger: false,
        });
      const url = 'postgres://postgres@127.0.0.1:5432/elsewhere';
      await expect(start({ DATABASE_URL: url })).rejects.toThrow(/^LINK_SECRET must be set when DATABASE_URL is/);
      await expect(start({ DATABASE_URL: url, LINK_SECRET: 'too short' })).rejects.toThrow(
        'LINK_SECRET must be at least 32 characters long.',
      );
      const app = await start({ DATABASE_URL: url, LINK_SECRET: 'a'.repeat(48) });
      await app.close();
    } finally {
      await server.close();
    }
  });

  it('signs alike in processes with different data folders but one LINK_SECRET', async () => {
    const smtp = await startSmtpServer();
    const secret = { LINK_SECRET: 'one secret shared by every process of the agency' };
    const first = {
      ...secret,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DATA_DIR: tempDataDir(),
      APP_URL: TEST_APP_URL,
    };
    const server = await startTestServer('postgres', { env: first });
    const second = await appOnDatabase(server.database, {
      env: { ...first, DATA_DIR: tempDataDir(), EXPORT_DIR: path.join(first.DATA_DIR, 'exports') },
    });
    try {
      await seedExportableUsers(server.database, 2);
      await createUserWith(server.database, { email: REQUESTER, permissions: ['list users'] });
      const here = new Browser(server.app);
      await here.signIn(REQUESTER);
      const id = (await here.call('GET', exportUrl('shared secret.xlsx'))).json().id as number;
      await server.app.exportWorker.drain();
      const there = new Browser(second);
      for (const [name, value] of here.cookies) there.cookies.set(name, value);
      const link = await myExportLink(there, id);
      expect(link).toBe(downloadLinkIn(mailText(smtp.messages[0].raw)));
      expect((await there.call('GET', pathOf(link!))).statusCode).toBe(200);
    } finally {
      await second.close();
      await server.close();
      await smtp.close();
    }
  });
});
