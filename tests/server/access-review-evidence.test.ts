import { DATABASE_KINDS } from './support/databases';
import {
  downloadLinkIn,
  lagosWallClock,
  pathOf,
  readSheet,
  sheetWallClock,
  tempDataDir,
  TEST_APP_URL,
  type SheetCell,
} from './support/exports';
import { tpaInput } from './support/organisation-inputs';
import { ADMIN_EMAIL, Browser, createUserWith, fakeClock, startTestServer, type TestServer } from './support/server';
import { mailText, startSmtpServer, type TestSmtpServer } from './support/smtp';
import { withRecentSecondFactor } from './support/step-up';

// A campaign's evidence (docs/access-reviews.md, Evidence) through the exports' own path: the
// request queues a job (logged), the worker writes the file and mails its link, the requester
// downloads it, and the sheet holds one row a person reviewed with who decided what, when and why.

const HEADER = [
  'Reviewer',
  'Reviewer email',
  'Person',
  'Person email',
  'Roles reviewed',
  'Decision',
  'Reason',
  'Decided at',
  'Decided by',
];
const HOUR_MINUTES = 60;

describe.each(DATABASE_KINDS)("an access review's evidence exported, %s", (kind) => {
  const clock = fakeClock();
  let smtp: TestSmtpServer;
  let server: TestServer;
  const browsers: Record<'admin' | 'alice' | 'outsider', Browser> = {} as never;
  const people: { id: number; email: string }[] = [];
  let reviewId: number;
  let serial = 0;

  const db = () => server.database.db;
  const exportUrl = (review: number, batch = 1, fileName = 'Evidence.xlsx') =>
    `/api/access-reviews/${review}/export?${new URLSearchParams({ batch: String(batch), export_file_name: fileName })}`;
  const jobCount = async () => (await db().selectFrom('export_jobs').select('id').execute()).length;

  /** Requests the export as the administrator, lets the worker make it, and reads the mailed file back. */
  async function exported(fileName: string): Promise<{ jobId: number; sheet: SheetCell[][] }> {
    const accepted = await browsers.admin.call('GET', exportUrl(reviewId, 1, fileName));
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ resource: 'access_review_evidence', status: 'queued', batch: 1 });
    const mails = smtp.messages.length;
    expect(await server.app.exportWorker.drain()).toBe(1);
    const text = mailText(smtp.messages[mails].raw);
    expect(text).toContain(`${fileName} (batch 1 of the access review evidence list) is ready: 3 rows.`);
    const download = await browsers.admin.call('GET', pathOf(downloadLinkIn(text)!));
    expect(download.statusCode).toBe(200);
    return { jobId: accepted.json().id, sheet: readSheet(download.rawPayload) };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The clock moves past the deadline: sessions stay open meanwhile.
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DATA_DIR: tempDataDir(),
      APP_URL: TEST_APP_URL,
      EXPORT_POLL_MS: '60000',
      SESSION_IDLE_MINUTES: '100000',
      SESSION_LIFETIME_MINUTES: '100000',
    };
    server = await startTestServer(kind, { env, clock });
    const reviewers = [];
    for (const name of ['alice', 'bola'])
      reviewers.push(
        await createUserWith(server.database, {
          email: `${name}@nhia.example`,
          permissions: ['manage access reviews'],
        }),
      );
    await createUserWith(server.database, { email: 'outsider@nhia.example', permissions: ['list users'] });
    // Two TPAs: the first one's two people go to Alice, the other's one to Bola (one reviewer an organisation).
    const tpas = [];
    for (const code of ['EVD-A', 'EVD-B'])
      tpas.push((await db().insertInto('tpas').values(tpaInput(code)).returning('id').executeTakeFirstOrThrow()).id);
    for (const tpa of [tpas[0], tpas[0], tpas[1]]) {
      serial += 1;
      const email = `evidence${serial}@tpa.example`;
      const id = await createUserWith(server.database, { email, permissions: [], userType: 'TPA Staff' });
      await db().updateTable('users').set({ tpa_id: tpa }).where('id', '=', id).execute();
      people.push({ id, email });
    }
    for (const name of ['admin', 'alice', 'outsider'] as const) {
      browsers[name] = new Browser(server.app);
      const email = name === 'admin' ? ADMIN_EMAIL : `${name}@nhia.example`;
      expect((await browsers[name].signIn(email)).statusCode).toBe(204);
    }
    const started = await browsers.admin.call('POST', '/api/access-reviews', {
      name: 'TPA staff, quarter 4',
      scope: { kind: 'user_type', user_type: 'TPA Staff' },
      deadline: new Date(clock().getTime() + HOUR_MINUTES * 60_000).toISOString(),
      deadline_rule: 'keep',
      reviewer_ids: reviewers,
    });
    expect(started.statusCode).toBe(201);
    reviewId = started.json().id;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('exports who decided what, when and why, one row a person, undecided ones too, and logs the request and download', async () => {
    const items = (await browsers.alice.call('GET', `/api/access-reviews/${reviewId}/items`)).json().items as {
      id: number;
    }[];
    expect(items).toHaveLength(2);
    await withRecentSecondFactor(db(), browsers.alice, clock());
    const decide = (body: object) => browsers.alice.call('POST', `/api/access-reviews/${reviewId}/decisions`, body);
    const kept = await decide({ item_ids: [items[0].id], decision: 'keep' });
    clock.advanceMinutes(1);
    const revoked = await decide({ item_ids: [items[1].id], decision: 'revoke', reason: 'Left the TPA in March' });
    expect([kept.statusCode, revoked.statusCode]).toEqual([200, 200]);
    const decidedAt = [kept, revoked].map((answer) => answer.json().items[0].decided_at as string);

    const { jobId, sheet } = await exported('Evidence open.xlsx');
    const [header, ...rows] = sheet;
    expect(header).toEqual(HEADER);
    const at = (cell: SheetCell) => (cell instanceof Date ? sheetWallClock(cell) : cell);
    expect(rows.map((row) => row.map(at))).toEqual([
      [
        'Test alice',
        'alice@nhia.example',
        'Test evidence1',
        people[0].email,
        'role for evidence1@tpa.example',
        'Keep',
        null,
        lagosWallClock(decidedAt[0]),
        'Test alice',
      ],
      [
        'Test alice',
        'alice@nhia.example',
        'Test evidence2',
        people[1].email,
        'role for evidence2@tpa.example',
        'Revoke',
        'Left the TPA in March',
        lagosWallClock(decidedAt[1]),
        'Test alice',
      ],
      [
        'Test bola',
        'bola@nhia.example',
        'Test evidence3',
        people[2].email,
        'role for evidence3@tpa.example',
        null,
        null,
        null,
        null,
      ],
    ]);

    const logged = await db()
      .selectFrom('activity_logs')
      .select(['action', 'subject_type', 'subject_id', 'properties'])
      .where('subject_type', '=', 'export')
      .where('subject_id', '=', jobId)
      .orderBy('id')
      .execute();
    expect(logged).toEqual([
      {
        action: 'export_requested',
        subject_type: 'export',
        subject_id: jobId,
        properties: { resource: 'access_review_evidence', batch: 1, access_review_id: reviewId },
      },
      expect.objectContaining({ action: 'export_downloaded' }),
    ]);
    const mine = (await browsers.admin.call('GET', '/api/exports')).json().exports;
    expect(mine).toContainEqual(
      expect.objectContaining({
        id: jobId,
        resource: 'access_review_evidence',
        filters: [],
        search_string: null,
        status: 'done',
        row_count: 3,
      }),
    );
  });

  it('names the deadline rule as the decider of the people nobody decided, once it closed the campaign', async () => {
    clock.advanceMinutes(HOUR_MINUTES + 1);
    expect(await server.app.applyReviewDeadlines()).toBe(1);
    const { sheet } = await exported('Evidence closed.xlsx');
    const last = sheet[sheet.length - 1];
    expect({ person: last[3], decision: last[5], reason: last[6], decidedBy: last[8] }).toEqual({
      person: people[2].email,
      decision: 'Keep',
      reason: null,
      decidedBy: 'Deadline rule',
    });
    expect(last[7]).toBeInstanceOf(Date);
  });

  it('refuses an unknown campaign (404), a batch past its last (422 on batch), and a caller without "manage access reviews" (403), queuing nothing', async () => {
    const before = await jobCount();
    const unknown = await browsers.admin.call('GET', exportUrl(2147483647));
    const pastLast = await browsers.admin.call('GET', exportUrl(reviewId, 2));
    const outsider = await browsers.outsider.call('GET', exportUrl(reviewId));
    expect({
      unknown: unknown.statusCode,
      pastLast: [pastLast.statusCode, Object.keys(pastLast.json().errors ?? {})],
      outsider: outsider.statusCode,
      jobs: await jobCount(),
    }).toEqual({ unknown: 404, pastLast: [422, ['batch']], outsider: 403, jobs: before });
  });
});
