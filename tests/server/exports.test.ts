import path from 'node:path';
import { DATABASE_KINDS } from './support/databases';
import {
  downloadLinkIn,
  EXPORT_QUERY,
  filesIn,
  lagosWallClock,
  pathOf,
  readSheet,
  seedExportableUsers,
  sheetWallClock,
  tempDataDir,
  TEST_APP_URL,
} from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, type TestServer } from './support/server';
import { mailSubject, mailText, startSmtpServer, type TestSmtpServer } from './support/smtp';

const REQUESTER = 'requester@nhia.example';
const OTHER = 'someone.else@nhia.example';
const MATCHING = 37;
const HEADER = [
  'Name',
  'Email',
  'Phone',
  'User type',
  'Roles',
  'Status',
  'TPA or ministry',
  'Created at',
  'Last sign-in',
  'Expires',
];

interface ListedUser {
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone: string | null;
  roles: { name: string }[];
  created_at: string;
  expires_on: string | null;
}

describe.each(DATABASE_KINDS)("an export's whole path, %s", (kind) => {
  const clock = fakeClock();
  let smtp: TestSmtpServer;
  let server: TestServer;
  let requester: Browser;
  let other: Browser;
  let link: string;
  let jobId: number;
  const dataDir = tempDataDir();
  const exportDir = path.join(dataDir, 'exports');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DATA_DIR: dataDir, APP_URL: TEST_APP_URL };
    server = await startTestServer(kind, { env, clock });
    await seedExportableUsers(server.database, MATCHING);
    await createUserWith(server.database, { email: REQUESTER, permissions: ['list users'] });
    await createUserWith(server.database, { email: OTHER, permissions: ['list users'] });
    requester = new Browser(server.app);
    other = new Browser(server.app);
    await requester.signIn(REQUESTER);
    await other.signIn(OTHER);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('queues nothing for a HEAD of the export call (the contract declares GET only)', async () => {
    const { db } = server.database;
    const jobs = async () => (await db.selectFrom('export_jobs').select('id').execute()).length;
    const before = await jobs();
    const query = new URLSearchParams({ ...EXPORT_QUERY, batch: '1', export_file_name: 'head.xlsx' });
    const head = await requester.call('HEAD', `/api/users/export?${query}`);
    expect(head.statusCode).toBe(404);
    expect(await jobs()).toBe(before);
  });

  it('answers 202 with the queued job, and the worker makes the file and mails its name, row count and link', async () => {
    const query = new URLSearchParams({ ...EXPORT_QUERY, batch: '1', export_file_name: 'TPA staff.xlsx' });
    const accepted = await requester.call('GET', `/api/users/export?${query}`);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ status: 'queued', download_url: null });
    jobId = accepted.json().id;

    expect(await server.app.exportWorker.drain()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.to).toEqual([REQUESTER]);
    expect(mailSubject(mail.raw)).toBe('Your export TPA staff.xlsx is ready');
    const text = mailText(mail.raw);
    expect(text).toContain(`TPA staff.xlsx (batch 1 of the users list) is ready: ${MATCHING} rows.`);
    link = downloadLinkIn(text)!;
    expect(link).toMatch(new RegExp(`^${TEST_APP_URL}/api/exports/download/[A-Za-z0-9_-]{43}$`));
    const job = await server.database.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 1, row_count: MATCHING, error: null });
    expect(job.mailed_at).not.toBeNull();
  });

  it("downloads, as the requester, an .xlsx holding exactly the batch's rows in the screen's order under a header row", async () => {
    const response = await requester.call('GET', pathOf(link));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="TPA staff.xlsx"');
    const [header, ...rows] = readSheet(response.rawPayload);
    expect(header).toEqual(HEADER);

    const listed = await requester.call(
      'GET',
      `/api/users?${new URLSearchParams({ ...EXPORT_QUERY, items_per_page: '500' })}`,
    );
    const users = listed.json().users as ListedUser[];
    expect(users).toHaveLength(MATCHING);
    expect(rows.map((row) => row[1])).toEqual(users.map((user) => user.email));

    const withRoleAndMiddleName = users.findIndex((user) => user.roles.length > 0 && user.middle_name !== null);
    const user = users[withRoleAndMiddleName];
    const row = rows[withRoleAndMiddleName];
    expect(row.slice(0, 7)).toEqual([
      `${user.first_name} ${user.middle_name} ${user.last_name}`,
      user.email,
      user.phone,
      'TPA Staff',
      'Auditor',
      expect.stringMatching(/^(active|inactive)$/),
      'Export Health TPA',
    ]);
    expect(row[7]).toBeInstanceOf(Date);
    expect(sheetWallClock(row[7] as Date)).toBe(lagosWallClock(user.created_at));

    // The expiry is the agency's day, shown as its start (when the account is deactivated); none is an empty cell.
    const expiring = users.filter((listed) => listed.expires_on !== null);
    expect(expiring.length).toBeGreaterThan(1);
    for (const listed of expiring) {
      const cell = rows[users.indexOf(listed)][9];
      expect(cell).toBeInstanceOf(Date);
      expect(sheetWallClock(cell as Date)).toBe(`${listed.expires_on}T00:00`);
    }
    expect(rows[users.findIndex((listed) => listed.expires_on === null)][9]).toBeNull();
  });

  it('records every download in the activity log: who, and which export', async () => {
    const { db } = server.database;
    const logged = await db
      .selectFrom('activity_logs')
      .selectAll()
      .where('action', '=', 'export_downloaded')
      .where('subject_id', '=', jobId)
      .execute();
    const requesterId = (
      await db.selectFrom('users').select('id').where('email', '=', REQUESTER).executeTakeFirstOrThrow()
    ).id;
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      causer_id: requesterId,
      subject_type: 'export',
      subject_label: 'TPA staff.xlsx',
    });
  });

  it("lists the requester's exports newest first with the link, and none of them to anyone else", async () => {
    const mine = await requester.call('GET', '/api/exports');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().exports).toEqual([
      expect.objectContaining({ id: jobId, status: 'done', row_count: MATCHING, download_url: link }),
    ]);
    expect(mine.json().pagination).toMatchObject({ total: 1, current_page: 1 });
    const theirs = await other.call('GET', '/api/exports');
    expect(theirs.json().exports).toEqual([]);
  });

  it('refuses the link to another signed-in user (403), to no one signed in (401), and an unknown token (404)', async () => {
    expect((await other.call('GET', pathOf(link))).statusCode).toBe(403);
    expect((await new Browser(server.app).call('GET', pathOf(link))).statusCode).toBe(401);
    expect((await requester.call('GET', `/api/exports/download/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await requester.call('GET', '/api/exports/download/not*a*token')).statusCode).toBe(422);
  });

  it('lists exports only to a signed-in user (401) and checks the page size (422)', async () => {
    expect((await new Browser(server.app).call('GET', '/api/exports')).statusCode).toBe(401);
    expect((await requester.call('GET', '/api/exports?items_per_page=501')).statusCode).toBe(422);
  });

  it('answers 410 with a clear message once the link has expired, and the list no longer shows it', async () => {
    clock.advanceMinutes(7 * 24 * 60 + 1);
    await requester.signIn(REQUESTER); // the session, too, ended in those seven days
    const expired = await requester.call('GET', pathOf(link));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'This download link has expired. Request the export again from the list to get a new link.',
    );
    expect((await requester.call('GET', '/api/exports')).json().exports[0]).toMatchObject({
      id: jobId,
      download_url: null,
    });
  });

  it('gives a person who opens the expired link in a browser a page that says so, and API callers JSON', async () => {
    const page = await requester.call('GET', pathOf(link), undefined, {
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(
      'This download link has expired. Request the export again from the list to get a new link.',
    );
    expect(page.body).not.toContain('<script');
    const stranger = new Browser(server.app);
    const signedOut = await stranger.call('GET', pathOf(link), undefined, { accept: 'text/html' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-type']).toContain('text/html');
    expect(
      (await stranger.call('GET', '/api/exports', undefined, { accept: 'text/html' })).headers['content-type'],
    ).toContain('application/json');
  });

  it('removes the file of an expired link from storage, and the link stays expired (410)', async () => {
    const { file_path: fileName } = await server.database.db
      .selectFrom('export_jobs')
      .select('file_path')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(filesIn(exportDir)).toContain(fileName);
    expect(await server.app.exportWorker.removeExpiredFiles()).toBe(1);
    expect(filesIn(exportDir)).toEqual([]);
    expect((await requester.call('GET', pathOf(link))).statusCode).toBe(410);
  });
});
