import type { FastifyInstance } from 'fastify';
import { loadContract } from '../../src/server/contract';
import type { ExportJobRow } from '../../src/server/exports/export-file';
import { exportReadyMail } from '../../src/server/exports/export-mail';
import { seed } from '../../src/server/db/seed/seed';
import { withXlsxExtension } from '../../src/web/components/data-table/exportFileName';
import { DATABASE_KINDS, freshDatabase } from './support/databases';
import { appOnDatabase, EXPORT_QUERY, seedExportableUsers, tempDataDir, TEST_APP_URL } from './support/exports';
import { Browser, createUserWith, startTestServer, testSettings, type TestServer } from './support/server';

// docs/security.md, Exports: what an export request may name its file, and how many exports
// one user may have waiting.

const LIMIT = 5;
const PARALLEL = 30;
const exportUrl = (fileName: string) =>
  `/api/users/export?${new URLSearchParams({ ...EXPORT_QUERY, batch: '1', export_file_name: fileName })}`;
const WAITING_MESSAGE = new RegExp(
  `^You already have ${LIMIT} exports waiting .*at most ${LIMIT} .*Wait for them to finish, or check My exports\\.$`,
);

/** Sorted statuses of the answers, e.g. { 202: 5, 429: 25 }. */
const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe.each(DATABASE_KINDS)('export requests, %s', (kind) => {
  let server: TestServer;
  let serial = 0;

  /** A signed-in agency staff member allowed to export the users list. */
  async function exporter(): Promise<{ browser: Browser; userId: number }> {
    serial += 1;
    const email = `exporter.${serial}@nhia.example`;
    const userId = await createUserWith(server.database, { email, permissions: ['list users'] });
    const browser = new Browser(server.app);
    await browser.signIn(email);
    return { browser, userId };
  }
  const jobsOf = (userId: number) =>
    server.database.db.selectFrom('export_jobs').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  beforeAll(async () => {
    const env = { DATA_DIR: tempDataDir(), APP_URL: TEST_APP_URL, EXPORT_MAX_PENDING_PER_USER: String(LIMIT) };
    server = await startTestServer(kind, { env });
    await seedExportableUsers(server.database, 3);
  });
  afterAll(() => server.close());

  it.each([
    ['a line break (a forged mail header)', 'report\r\nBcc: someone@example.org.xlsx'],
    ['a right-to-left override', 'invoice\u202Excod.xlsx'],
    ['a tab', 'two\tparts.xlsx'],
    ['a path', '../elsewhere.xlsx'],
    ['markup', '<b>bold</b>.xlsx'],
    ['a leading space', ' spaced.xlsx'],
    ['101 characters', `${'x'.repeat(96)}.xlsx`],
    ['another extension', 'report.csv'],
  ])('refuses a file name with %s: 422 on export_file_name, nothing queued', async (_, fileName) => {
    const { browser, userId } = await exporter();
    const response = await browser.call('GET', exportUrl(fileName));
    expect({
      status: response.statusCode,
      fields: Object.keys(response.json().errors ?? {}),
      jobs: (await jobsOf(userId)).length,
    }).toEqual({ status: 422, fields: ['export_file_name'], jobs: 0 });
  });

  it('accepts the name the SPA proposes for each list, and names of letters, digits, spaces and _ - . ( ) up to 100 characters', async () => {
    const resources = (loadContract().components.schemas.ExportResource as { enum: string[] }).enum;
    const names = [
      ...resources.map(withXlsxExtension),
      'Okafor agency staff (March 2026) v1.2_final-copy.xlsx',
      `${'y'.repeat(95)}.xlsx`,
    ];
    const { browser, userId } = await exporter();
    const statuses: number[] = [];
    for (const name of names) {
      statuses.push((await browser.call('GET', exportUrl(name))).statusCode);
      // Finished, so the names are not held up by the limit on waiting exports.
      await server.database.db
        .updateTable('export_jobs')
        .set({ status: 'failed' })
        .where('user_id', '=', userId)
        .execute();
    }
    expect(statuses).toEqual(names.map(() => 202));
  });

  it(`takes exactly ${LIMIT} of ${PARALLEL} parallel export requests of one user; the rest are 429 saying how many wait`, async () => {
    const { browser, userId } = await exporter();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => browser.call('GET', exportUrl(`parallel ${i}.xlsx`))),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 202: LIMIT, 429: PARALLEL - LIMIT });
    for (const refused of answers.filter((a) => a.statusCode === 429))
      expect(refused.json()).toEqual({ message: expect.stringMatching(WAITING_MESSAGE) });
    expect((await jobsOf(userId)).map((job) => job.status)).toEqual(Array(LIMIT).fill('queued'));
  });

  it("counts only queued and running exports, and only the requester's own", async () => {
    const full = await exporter();
    const other = await exporter();
    for (let i = 0; i < LIMIT; i += 1)
      expect((await full.browser.call('GET', exportUrl(`mine ${i}.xlsx`))).statusCode).toBe(202);
    expect((await full.browser.call('GET', exportUrl('one too many.xlsx'))).statusCode).toBe(429);
    expect((await other.browser.call('GET', exportUrl('someone else.xlsx'))).statusCode).toBe(202);
    const [first, second] = await jobsOf(full.userId);
    await server.database.db.updateTable('export_jobs').set({ status: 'running' }).where('id', '=', first.id).execute();
    expect((await full.browser.call('GET', exportUrl('still too many.xlsx'))).statusCode).toBe(429);
    await server.database.db.updateTable('export_jobs').set({ status: 'done' }).where('id', '=', second.id).execute();
    expect((await full.browser.call('GET', exportUrl('a place freed.xlsx'))).statusCode).toBe(202);
  });
});

describe('the limit on waiting exports across two app processes on one PostgreSQL', () => {
  it(`takes exactly ${LIMIT} of ${PARALLEL} parallel requests of one user sent to two processes`, async () => {
    const database = await freshDatabase('postgres');
    const env = { DATA_DIR: tempDataDir(), APP_URL: TEST_APP_URL, EXPORT_MAX_PENDING_PER_USER: String(LIMIT) };
    await seed(database.db, testSettings(env));
    const apps: FastifyInstance[] = [await appOnDatabase(database, { env }), await appOnDatabase(database, { env })];
    try {
      await seedExportableUsers(database, 3);
      const userId = await createUserWith(database, {
        email: 'two.processes@nhia.example',
        permissions: ['list users'],
      });
      const browsers = apps.map((app) => new Browser(app));
      await browsers[0].signIn('two.processes@nhia.example');
      // One session, as one browser behind a load balancer: its cookies on either process.
      for (const [name, value] of browsers[0].cookies) browsers[1].cookies.set(name, value);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => browsers[i % 2].call('GET', exportUrl(`two processes ${i}.xlsx`))),
      );
      expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 202: LIMIT, 429: PARALLEL - LIMIT });
      const queued = await database.db.selectFrom('export_jobs').select('id').where('user_id', '=', userId).execute();
      expect(queued).toHaveLength(LIMIT);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
    }
  });
});

describe('the export mail', () => {
  it('shows a stored file name without line breaks or bidirectional controls, in the subject and the body', () => {
    const job = {
      file_name: 'report\r\nBcc: someone@example.org\u202Excod.xlsx',
      row_count: 2,
      batch: 1,
      resource: 'users',
      expires_at: null,
    } as ExportJobRow;
    const mail = exportReadyMail(job, 'owner@nhia.example', `${TEST_APP_URL}/api/exports/download/token`);
    for (const part of [mail.subject, mail.text, mail.html])
      expect(part).not.toMatch(/[\r\u202E]|someone@example\.org\n/);
    expect(mail.subject).toBe('Your export reportBcc: someone@example.orgxcod.xlsx is ready');
  });
});
