import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DATABASE_KINDS } from './support/databases';
import {
  appOnDatabase,
  downloadLinkIn,
  EXPORT_QUERY,
  filesIn,
  pathOf,
  readSheet,
  seedExportableUsers,
  tempDataDir,
  TEST_APP_URL,
} from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, type TestServer } from './support/server';
import { freePort, mailText, startSmtpServer, type TestSmtpServer } from './support/smtp';

const REQUESTER = 'faults.requester@nhia.example';
const MATCHING = 12;

describe.each(DATABASE_KINDS)('exports when things go wrong, %s', (kind) => {
  const clock = fakeClock();
  const dataDir = tempDataDir();
  const exportDir = path.join(dataDir, 'exports');
  let smtpPort: number;
  let smtp: TestSmtpServer | undefined;
  let env: NodeJS.ProcessEnv;
  let server: TestServer;
  let app: FastifyInstance;

  const signedIn = async (on: FastifyInstance) => {
    const browser = new Browser(on);
    await browser.signIn(REQUESTER);
    return browser;
  };
  const requestExport = async (on: FastifyInstance, fileName: string) => {
    const query = new URLSearchParams({ ...EXPORT_QUERY, batch: '1', export_file_name: fileName });
    const response = await (await signedIn(on)).call('GET', `/api/users/export?${query}`);
    expect(response.statusCode).toBe(202);
    return response.json().id as number;
  };
  const jobRow = (id: number) =>
    server.database.db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    smtpPort = await freePort();
    env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, DATA_DIR: dataDir, APP_URL: TEST_APP_URL };
    server = await startTestServer(kind, { env, clock });
    app = server.app;
    await seedExportableUsers(server.database, MATCHING);
    await createUserWith(server.database, { email: REQUESTER, permissions: ['list users'] });
  });
  afterAll(async () => {
    if (app !== server.app) await app.close();
    await server.close();
    await smtp?.close();
  });

  it('with SMTP down when the file is done, keeps the job done with its mail pending, and mails it once SMTP is back', async () => {
    const id = await requestExport(app, 'while smtp is down.xlsx');
    expect(await app.exportWorker.drain()).toBe(1);
    const pending = await jobRow(id);
    expect(pending).toMatchObject({
      status: 'done',
      row_count: MATCHING,
      mailed_at: null,
      mail_attempts: 1,
      mail_error: expect.any(String),
    });

    smtp = await startSmtpServer(smtpPort);
    expect(await app.exportWorker.drain()).toBe(0); // the retry waits for its back-off
    clock.advanceMinutes(1);
    expect(await app.exportWorker.drain()).toBe(1);
    clock.advanceMinutes(60);
    expect(await app.exportWorker.drain()).toBe(0);

    expect(smtp.messages).toHaveLength(1);
    expect(mailText(smtp.messages[0].raw)).toContain(
      `while smtp is down.xlsx (batch 1 of the users list) is ready: ${MATCHING} rows.`,
    );
    const delivered = await jobRow(id);
    expect(delivered).toMatchObject({
      status: 'done',
      attempts: 1,
      mail_attempts: 2,
      mail_error: null,
      file_path: pending.file_path,
    });
    expect(delivered.mailed_at).not.toBeNull();
  });

  it('finishes a job its process left running mid-export after a restart: one file, one email', async () => {
    smtp!.messages.length = 0;
    const id = await requestExport(app, 'interrupted.xlsx');
    // What a killed process leaves: the job running on its first try, a half-written file, a lease about to end.
    const leaseEnd = new Date(clock().getTime() + 10 * 60_000);
    await server.database.db
      .updateTable('export_jobs')
      .set({ status: 'running', attempts: 1, started_at: clock(), run_after: leaseEnd })
      .where('id', '=', id)
      .execute();
    mkdirSync(exportDir, { recursive: true });
    writeFileSync(path.join(exportDir, `.job-${id}-1.part`), 'PK\u0003\u0004 half a zip');
    const filesBefore = filesIn(exportDir).filter((name) => name.endsWith('.xlsx'));

    await app.close();
    app = await appOnDatabase(server.database, { env, clock });
    expect(await app.exportWorker.drain()).toBe(0); // the dead process's lease has not ended yet
    clock.advanceMinutes(11);
    expect(await app.exportWorker.drain()).toBe(1);

    const job = await jobRow(id);
    expect(job).toMatchObject({ status: 'done', attempts: 2, row_count: MATCHING });
    expect(filesIn(exportDir).filter((name) => !filesBefore.includes(name))).toEqual([job.file_path]);
    expect(smtp!.messages).toHaveLength(1);
    const link = downloadLinkIn(mailText(smtp!.messages[0].raw))!;
    const download = await (await signedIn(app)).call('GET', pathOf(link));
    expect(readSheet(download.rawPayload)).toHaveLength(MATCHING + 1);
  });

  it('without SMTP_URL writes each mail as an .eml file to DATA_DIR/outbox, the link in it', async () => {
    const outboxApp = await appOnDatabase(server.database, { env: { ...env, SMTP_URL: '' }, clock });
    try {
      const id = await requestExport(outboxApp, 'to the outbox.xlsx');
      expect(await outboxApp.exportWorker.drain()).toBe(1);
      const emls = filesIn(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
      expect(emls).toHaveLength(1);
      const eml = readFileSync(path.join(dataDir, 'outbox', emls[0]), 'utf8');
      expect(eml).toMatch(/^To: faults\.requester@nhia\.example$/m);
      const link = downloadLinkIn(mailText(eml));
      expect((await (await signedIn(outboxApp)).call('GET', pathOf(link!))).statusCode).toBe(200);
      expect((await jobRow(id)).mailed_at).not.toBeNull();
    } finally {
      await outboxApp.close();
    }
  });
});
