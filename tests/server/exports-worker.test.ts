import { agencyToday } from '../../src/shared/contract-formats';
import type { FastifyInstance } from 'fastify';
import { retryDelayMs } from '../../src/server/jobs/retry-backoff';
import { usersExport } from '../../src/server/users/users-export';
import { DATABASE_KINDS } from './support/databases';
import { appOnDatabase, EXPORT_QUERY, seedExportableUsers, tempDataDir, TEST_APP_URL } from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, type TestServer } from './support/server';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const REQUESTER = 'worker.requester@nhia.example';

describe.each(DATABASE_KINDS)('the export worker, %s', (kind) => {
  const clock = fakeClock();
  let smtp: TestSmtpServer;
  let env: NodeJS.ProcessEnv;
  let server: TestServer;
  let browser: Browser;
  let requesterId: number;

  const requestExport = async (fileName: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...EXPORT_QUERY, batch: '1', export_file_name: fileName, ...extra });
    const response = await browser.call('GET', `/api/users/export?${query}`);
    expect(response.statusCode).toBe(202);
    return response.json().id as number;
  };
  const jobRow = (id: number) =>
    server.database.db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DATA_DIR: tempDataDir(),
      APP_URL: TEST_APP_URL,
      EXPORT_POLL_MS: '60000',
    };
    server = await startTestServer(kind, { env, clock });
    await seedExportableUsers(server.database, 25);
    requesterId = await createUserWith(server.database, { email: REQUESTER, permissions: ['list users'] });
    browser = new Browser(server.app);
    await browser.signIn(REQUESTER);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  it("reads batch n as the rows after n-1 batches, in the screen's order (as the list pages them)", async () => {
    const page = async (n: number) => {
      const query = new URLSearchParams({ ...EXPORT_QUERY, items_per_page: '10', page: String(n) });
      return ((await browser.call('GET', `/api/users?${query}`)).json().users as { email: string }[]).map(
        (u) => u.email,
      );
    };
    for (const batch of [1, 2, 3]) {
      const pages: string[] = [];
      for await (const rows of usersExport.readBatch(server.database.db, EXPORT_QUERY, batch, {
        askedOn: agencyToday(),
        batchSize: 10,
        pageSize: 4,
      })) {
        pages.push(...rows.map((row) => row[1] as string));
      }
      expect(pages).toEqual(await page(batch));
    }
  });

  it('does each job once when several app processes run workers on one database', async () => {
    const ids = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => requestExport(`${name}.xlsx`)));
    const second: FastifyInstance = await appOnDatabase(server.database, { env, clock });
    try {
      const done = await Promise.all([server.app.exportWorker.drain(), second.exportWorker.drain()]);
      expect(done[0] + done[1]).toBe(ids.length);
    } finally {
      await second.close();
    }
    const jobs = await Promise.all(ids.map(jobRow));
    expect(jobs.map((job) => [job.status, job.attempts, job.mail_attempts])).toEqual(ids.map(() => ['done', 1, 1]));
    expect(smtp.messages.map((m) => m.to[0])).toEqual(ids.map(() => REQUESTER));
  });

  it('retries a failing job with exponential back-off, then marks it failed with the reason after the last try', async () => {
    const { id } = await server.database.db
      .insertInto('export_jobs')
      .values({
        user_id: requesterId,
        resource: 'users',
        file_name: 'broken.xlsx',
        batch: 1,
        query: JSON.stringify({ sort: 'shoe_size' }),
        run_after: clock(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await server.app.exportWorker.drain()).toBe(1);
      const job = await jobRow(id);
      expect(job).toMatchObject({
        status: 'queued',
        attempts: attempt,
        error: expect.stringContaining('The sort field must be one of'),
      });
      expect(job.run_after.getTime() - clock().getTime()).toBe(retryDelayMs(attempt));
      expect(await server.app.exportWorker.drain()).toBe(0); // not due before its back-off ends
      clock.advanceMinutes(retryDelayMs(attempt) / 60_000);
    }
    expect(await server.app.exportWorker.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      error: expect.stringContaining('The sort field must be one of'),
    });
    expect(await server.app.exportWorker.drain()).toBe(0);
    expect(smtp.messages).toEqual([]);
  });

  it('leaves alone a job another live process holds (its lease has not ended)', async () => {
    const id = await requestExport('held.xlsx');
    await server.database.db
      .updateTable('export_jobs')
      .set({ status: 'running', attempts: 1, started_at: clock(), run_after: new Date(clock().getTime() + 60_000) })
      .where('id', '=', id)
      .execute();
    expect(await server.app.exportWorker.drain()).toBe(0);
    clock.advanceMinutes(2);
    expect(await server.app.exportWorker.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('marks failed a job whose process died on its last try, rather than running it a sixth time', async () => {
    const id = await requestExport('died too often.xlsx');
    await server.database.db
      .updateTable('export_jobs')
      .set({ status: 'running', attempts: 5, started_at: clock(), run_after: clock() })
      .where('id', '=', id)
      .execute();
    expect(await server.app.exportWorker.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      error: expect.stringContaining('stopped unexpectedly 5 times'),
    });
    expect(smtp.messages).toEqual([]);
  });

  it('when started, is woken by a request in its own process rather than waiting for the next poll, and stops cleanly', async () => {
    server.app.exportWorker.start();
    try {
      const id = await requestExport('woken.xlsx');
      const deadline = Date.now() + 10_000;
      while ((await jobRow(id)).mailed_at === null && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await jobRow(id)).toMatchObject({ status: 'done', mailed_at: expect.any(Date) });
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await server.app.exportWorker.stop();
    }
  });
});
