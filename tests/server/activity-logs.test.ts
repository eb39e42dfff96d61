import { agencyToday } from '../../src/shared/contract-formats';
import { sql } from 'kysely';
import { listOperations } from '../../src/server/contract';
import { RESOURCE_EXPORTS } from '../../src/server/exports/resources';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, createUserWith, roleIdNamed, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';
import { userRow } from './support/user-rows';

interface Entry {
  id: number;
  causer: { id: number; name: string; email: string } | null;
  action: string;
  subject_type: string | null;
  subject_id: number | null;
  subject_label: string | null;
  changes: { before: Record<string, unknown>; after: Record<string, unknown> } | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
}

interface Listed {
  activity_logs: Entry[];
  no_of_batches: number;
  pagination: {
    total: number;
    last_page: number;
    current_page: number;
    per_page: number;
    from: number | null;
    to: number | null;
  };
}

type Query = Record<string, string | number | object[]>;
const queryString = (query: Query) =>
  new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  ).toString();

/** A fresh database (a first PGlite template after a migration change) and a demo seed take a while on two cores. */
const SETUP_MS = 60_000;

/** The fixture rows' days: before the tests' own sign-ins, which happen today. */
const IN_JANUARY = { name: 'created_at', type: 'date_range', value: ['2026-01-01', '2026-01-31'] };

describe.each(DATABASE_KINDS)('the user activity log on %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  const ids = { ada: 0, bayo: 0, subject: 0, role: 0 };
  const rows: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.database;
    const people = await db
      .insertInto('users')
      .values([
        userRow({ first_name: 'Ada', middle_name: 'Ngozi', last_name: 'Okafor', email: 'ada.okafor@example.org' }),
        userRow({ first_name: 'Bayo', last_name: 'Musa', email: 'bayo@example.org' }),
        userRow({ first_name: 'Sade', last_name: 'Subject', email: 'sub1@example.org', user_type: 'TPA Staff' }),
      ])
      .returning('id')
      .execute();
    [ids.ada, ids.bayo, ids.subject] = people.map((p) => p.id);
    ids.role = await roleIdNamed(db, 'Auditor');
    // Written as any writer does (recordActivity is a plain insert): the trigger fills the search text.
    const fixture = [
      {
        key: 'created',
        causer_id: ids.ada,
        action: 'created',
        subject_type: 'user',
        subject_id: ids.subject,
        subject_label: 'sub1@example.org',
        ip_address: '10.0.0.1',
        created_at: '2026-01-04T23:30:00Z',
        changes: JSON.stringify({ before: {}, after: { email: 'sub1@example.org', status: 'pending' } }),
      },
      {
        key: 'roleUpdated',
        causer_id: ids.ada,
        action: 'updated',
        subject_type: 'role',
        subject_id: ids.role,
        subject_label: 'Auditor',
        ip_address: '10.0.0.2',
        created_at: '2026-01-05T22:30:00Z',
        changes: JSON.stringify({
          before: { permissions: ['list users'] },
          after: { permissions: ['list users', 'view users'] },
        }),
      },
      {
        key: 'bayoLogin',
        causer_id: ids.bayo,
        action: 'login',
        subject_type: 'user',
        subject_id: ids.bayo,
        subject_label: 'bayo@example.org',
        ip_address: '192.168.7.7',
        created_at: '2026-01-05T23:30:00Z',
      },
      {
        key: 'ghost',
        causer_id: null,
        action: 'login_failed',
        subject_type: null,
        subject_id: null,
        subject_label: null,
        ip_address: '172.16.0.9',
        created_at: '2026-01-06T09:00:00Z',
        properties: JSON.stringify({ email: 'ghost@nowhere.example', reason: 'credentials' }),
      },
      {
        key: 'deactivated',
        causer_id: ids.bayo,
        action: 'deactivated',
        subject_type: 'user',
        subject_id: ids.subject,
        subject_label: 'sub1@example.org',
        ip_address: '10.0.0.3',
        created_at: '2026-01-07T09:00:00Z',
        changes: JSON.stringify({ before: { status: 'active' }, after: { status: 'inactive' } }),
      },
      {
        key: 'exported',
        causer_id: ids.ada,
        action: 'export_requested',
        subject_type: 'export',
        subject_id: 1,
        subject_label: '100%_march.xlsx',
        ip_address: '10.0.0.1',
        created_at: '2026-01-08T09:00:00Z',
      },
    ];
    for (const { key, ...row } of fixture) {
      const inserted = await db
        .insertInto('activity_logs')
        .values({ user_agent: `agent ${key}`, changes: null, properties: null, ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      rows[key] = inserted.id;
    }
    admin = new Browser(server.app, 'admin-agent');
    await admin.signIn(ADMIN_EMAIL);
    // Exporting the log is a step-up action.
    await withRecentSecondFactor(server.database.db, admin);
  }, SETUP_MS);
  afterAll(() => server.close());

  const list = (query: Query, browser = admin) => browser.call('GET', `/api/user-activity-logs?${queryString(query)}`);
  const listed = async (query: Query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return response.json() as Listed;
  };
  const keysOf = (body: Listed) =>
    body.activity_logs.map((entry) => Object.keys(rows).find((key) => rows[key] === entry.id) ?? entry.action);
  const inJanuary = (query: Query = {}) =>
    listed({ ...query, filters: [IN_JANUARY, ...((query.filters as object[]) ?? [])] });

  describe('listActivityLogs', () => {
    it('lists newest first, each entry with its causer, subject, changes, origin and time', async () => {
      const body = await listed({});
      // Newest first: the administrator's sign-in, then the second factor their role requires, set up in that session.
      const ownEntries = body.activity_logs.filter((entry) => !Object.values(rows).includes(entry.id));
      expect(ownEntries.map((entry) => entry.action)).toEqual([
        'passkey_registered',
        'two_factor_confirmed',
        'two_factor_enrolment_started',
        'password_confirmed',
        'login',
      ]);
      expect(ownEntries.at(-1)).toMatchObject({ causer: { email: ADMIN_EMAIL }, user_agent: 'admin-agent' });
      expect(body.pagination.total).toBe(Object.keys(rows).length + ownEntries.length);
      expect(keysOf(await inJanuary())).toEqual([
        'exported',
        'deactivated',
        'ghost',
        'bayoLogin',
        'roleUpdated',
        'created',
      ]);
      const created = body.activity_logs.find((entry) => entry.id === rows.created);
      expect(created).toEqual({
        id: rows.created,
        causer: { id: ids.ada, name: 'Ada Ngozi Okafor', email: 'ada.okafor@example.org' },
        action: 'created',
        subject_type: 'user',
        subject_id: ids.subject,
        subject_label: 'sub1@example.org',
        changes: { before: {}, after: { email: 'sub1@example.org', status: 'pending' } },
        ip_address: '10.0.0.1',
        user_agent: 'agent created',
        created_at: '2026-01-04T23:30:00.000Z',
      });
      expect(body.activity_logs.find((entry) => entry.id === rows.ghost)).toMatchObject({
        causer: null,
        subject_type: null,
        changes: null,
      });
    });

    it('filters by causer, action and subject type (one value or several)', async () => {
      expect(keysOf(await inJanuary({ filters: [{ name: 'causer', type: 'select', value: [ids.ada] }] }))).toEqual([
        'exported',
        'roleUpdated',
        'created',
      ]);
      expect(
        keysOf(await inJanuary({ filters: [{ name: 'causer', type: 'select', value: [String(ids.ada), ids.bayo] }] })),
      ).toHaveLength(5);
      expect(keysOf(await listed({ filters: [{ name: 'action', type: 'select', value: 'login_failed' }] }))).toEqual([
        'ghost',
      ]);
      expect(
        keysOf(await inJanuary({ filters: [{ name: 'action', type: 'select', value: ['login', 'deactivated'] }] })),
      ).toEqual(['deactivated', 'bayoLogin']);
      expect(
        keysOf(await listed({ filters: [{ name: 'subject_type', type: 'select', value: ['role', 'export'] }] })),
      ).toEqual(['exported', 'roleUpdated']);
      const both = await listed({
        filters: [
          { name: 'subject_type', type: 'select', value: ['user'] },
          { name: 'causer', type: 'select', value: [ids.bayo] },
        ],
      });
      expect(keysOf(both)).toEqual(['deactivated', 'bayoLogin']);
    });

    it('filters a date range as whole days in Africa/Lagos', async () => {
      const day = await listed({
        filters: [{ name: 'created_at', type: 'date_range', value: ['2026-01-05', '2026-01-05'] }],
      });
      expect(keysOf(day)).toEqual(['roleUpdated', 'created']);
      const from = await listed({ filters: [{ name: 'created_at', type: 'date_range', value: ['2026-01-07', null] }] });
      expect(keysOf(from).slice(-2)).toEqual(['exported', 'deactivated']);
    });

    it("searches causer name and email, subject label, IP address and a failed sign-in's email, wildcards literal", async () => {
      expect(keysOf(await listed({ search_string: 'OKAFOR' }))).toEqual(['exported', 'roleUpdated', 'created']);
      expect(keysOf(await listed({ search_string: 'ngozi okafor ada.okafor@' }))).toEqual([
        'exported',
        'roleUpdated',
        'created',
      ]);
      expect(keysOf(await listed({ search_string: 'sub1@example' }))).toEqual(['deactivated', 'created']);
      expect(keysOf(await listed({ search_string: '192.168.7' }))).toEqual(['bayoLogin']);
      expect(keysOf(await listed({ search_string: 'ghost@nowhere' }))).toEqual(['ghost']);
      expect(keysOf(await listed({ search_string: '100%_m' }))).toEqual(['exported']);
      expect((await listed({ search_string: '0_0' })).pagination.total).toBe(0);
    });

    it('finds the rows recordActivity writes through its search text (the sign-in of these tests)', async () => {
      const body = await listed({
        search_string: ADMIN_EMAIL,
        filters: [{ name: 'action', type: 'select', value: ['login'] }],
      });
      expect(body.activity_logs.length).toBeGreaterThanOrEqual(1);
      expect(body.activity_logs.every((entry) => entry.causer?.email === ADMIN_EMAIL)).toBe(true);
    });

    it('sorts by time, action and subject type either way, and refuses other columns with 422', async () => {
      expect(keysOf(await inJanuary({ sort: 'created_at' }))).toEqual([
        'created',
        'roleUpdated',
        'bayoLogin',
        'ghost',
        'deactivated',
        'exported',
      ]);
      expect((await inJanuary({ sort: 'action' })).activity_logs.map((e) => e.action)).toEqual([
        'created',
        'deactivated',
        'export_requested',
        'login',
        'login_failed',
        'updated',
      ]);
      expect((await inJanuary({ sort: '-action' })).activity_logs.map((e) => e.action)).toEqual([
        'updated',
        'login_failed',
        'login',
        'export_requested',
        'deactivated',
        'created',
      ]);
      const bySubject = (await inJanuary({ sort: 'subject_type' })).activity_logs.map((e) => e.subject_type);
      expect(bySubject).toEqual(['export', 'role', 'user', 'user', 'user', null]);
      for (const sort of ['ip_address', 'causer', '-search_text']) {
        const response = await list({ sort });
        expect({ sort, status: response.statusCode, fields: Object.keys(response.json().errors) }).toEqual({
          sort,
          status: 422,
          fields: ['sort'],
        });
      }
    });

    it('answers a malformed filter with a 422 naming it', async () => {
      const cases: [object[], string][] = [
        [[{ name: 'user', type: 'select', value: [1] }], 'filters.user'],
        [[{ name: 'causer', type: 'select', value: ['ada'] }], 'filters.causer'],
        [[{ name: 'action', type: 'select', value: ['edited'] }], 'filters.action'],
        [[{ name: 'subject_type', type: 'select', value: ['users'] }], 'filters.subject_type'],
        [[{ name: 'created_at', type: 'date_range', value: ['2026-02-01', '2026-01-01'] }], 'filters.created_at'],
      ];
      for (const [filters, field] of cases) {
        const response = await list({ filters });
        expect({ field, status: response.statusCode, fields: Object.keys(response.json().errors) }).toEqual({
          field,
          status: 422,
          fields: [field],
        });
      }
      expect(Object.keys((await list({ items_per_page: 501 })).json().errors)).toEqual(['items_per_page']);
    });
  });

  describe('getActivityLog', () => {
    it('answers one entry with its before and after values', async () => {
      const response = await admin.call('GET', `/api/user-activity-logs/${rows.roleUpdated}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: rows.roleUpdated,
        action: 'updated',
        subject_type: 'role',
        subject_label: 'Auditor',
        changes: { before: { permissions: ['list users'] }, after: { permissions: ['list users', 'view users'] } },
        user_agent: 'agent roleUpdated',
      });
    });

    it('answers 404 for an unknown entry and 422 for an id that is not one', async () => {
      const missing = await admin.call('GET', '/api/user-activity-logs/987654');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'No such activity-log entry.' });
      const malformed = await admin.call('GET', '/api/user-activity-logs/abc');
      expect(malformed.statusCode).toBe(422);
      expect(Object.keys(malformed.json().errors)).toEqual(['id']);
    });
  });

  describe('getUserHistory', () => {
    const history = (id: number, query: Query = {}, browser = admin) =>
      browser.call('GET', `/api/users/${id}/history?${queryString(query)}`);

    it('answers the rows whose subject is the user, newest first, paginated', async () => {
      const response = await history(ids.subject);
      expect(response.statusCode).toBe(200);
      const body = response.json() as Listed;
      expect(keysOf(body)).toEqual(['deactivated', 'created']);
      expect(body.pagination).toEqual({
        total: 2,
        last_page: 1,
        current_page: 1,
        per_page: 12,
        from: 1,
        to: 2,
        next_cursor: null,
        previous_cursor: null,
      });
      expect(body.activity_logs[0].changes).toEqual({ before: { status: 'active' }, after: { status: 'inactive' } });
      const second = (await history(ids.subject, { page: 2, items_per_page: 1 })).json() as Listed;
      expect(keysOf(second)).toEqual(['created']);
      expect(second.pagination).toMatchObject({ total: 2, last_page: 2, from: 2, to: 2 });
    });

    it('leaves out what the user did to others', async () => {
      expect(keysOf((await history(ids.ada)).json() as Listed)).toEqual([]);
      expect(keysOf((await history(ids.bayo)).json() as Listed)).toEqual(['bayoLogin']);
    });

    it('answers 404 for an unknown user and 422 for a bad page size', async () => {
      const missing = await history(987654);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'No such user.' });
      expect(Object.keys((await history(ids.subject, { items_per_page: 0 })).json().errors)).toEqual([
        'items_per_page',
      ]);
    });
  });

  describe('access', () => {
    let lister: Browser;
    let nobody: Browser;
    beforeAll(async () => {
      await createUserWith(server.database, { email: 'lister@example.org', permissions: ['list users'] });
      await createUserWith(server.database, { email: 'nobody@example.org', permissions: ['list roles'] });
      lister = new Browser(server.app);
      nobody = new Browser(server.app);
      await lister.signIn('lister@example.org');
      await nobody.signIn('nobody@example.org');
    });

    it('answers 401 without a session on every call', async () => {
      const guest = new Browser(server.app);
      // A guest session's token, so the export call (a GET with side effects) gets past the anti-forgery check to the 401.
      await guest.call('GET', '/sanctum/csrf-cookie');
      for (const url of [
        '/api/user-activity-logs',
        `/api/user-activity-logs/${rows.created}`,
        '/api/user-activity-logs/export?batch=1&export_file_name=log.xlsx',
        `/api/users/${ids.subject}/history`,
      ]) {
        expect({ url, status: (await guest.call('GET', url)).statusCode }).toEqual({ url, status: 401 });
      }
    });

    it('answers 403 without "list users" for the log, and without "view users" for a history', async () => {
      for (const url of [
        '/api/user-activity-logs',
        `/api/user-activity-logs/${rows.created}`,
        '/api/user-activity-logs/export?batch=1&export_file_name=log.xlsx',
      ]) {
        expect({ url, status: (await nobody.call('GET', url)).statusCode }).toEqual({ url, status: 403 });
        // The permission lets the lister in; exporting the log then needs a second factor they have never set up (step-up, 423).
        expect({ url, status: (await lister.call('GET', url)).statusCode }).toEqual({
          url,
          status: url.includes('export') ? 423 : 200,
        });
      }
      expect((await lister.call('GET', `/api/users/${ids.subject}/history`)).statusCode).toBe(403);
    });
  });

  describe('exportActivityLogs', () => {
    // Built when called: the fixture's ids exist only once beforeAll has run.
    const query = () => ({
      filters: [IN_JANUARY, { name: 'causer', type: 'select', value: [ids.ada] }],
      search_string: 'okafor',
      sort: '-created_at',
    });
    let jobId: number;

    it("records a job with the screen's query and its own activity row, answering 202", async () => {
      const response = await admin.call(
        'GET',
        `/api/user-activity-logs/export?${queryString({ ...query(), batch: 1, export_file_name: 'ada.xlsx' })}`,
      );
      expect(response.statusCode).toBe(202);
      const job = response.json();
      expect(job).toMatchObject({ resource: 'activity_logs', file_name: 'ada.xlsx', batch: 1, status: 'queued' });
      jobId = job.id;
      const logged = await listed({
        filters: [{ name: 'action', type: 'select', value: ['export_requested'] }],
        search_string: 'ada.xlsx',
      });
      expect(logged.activity_logs.map((entry) => entry.subject_id)).toEqual([job.id]);
      const refused = await admin.call(
        'GET',
        `/api/user-activity-logs/export?${queryString({ ...query(), batch: 2, export_file_name: 'ada.xlsx' })}`,
      );
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['batch']);
    });

    it("makes the worker write the job's rows in the screen's order with readable columns", async () => {
      const job = await server.database.db
        .selectFrom('export_jobs')
        .select(['query', 'resource', 'batch'])
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      const stored = Object.fromEntries(
        Object.entries(job.query as Record<string, string | null>).filter(([, value]) => value !== null),
      );
      const resource = RESOURCE_EXPORTS[job.resource];
      const written: unknown[][] = [];
      for await (const page of resource.readBatch(server.database.db, stored, job.batch, { askedOn: agencyToday() }))
        written.push(...page);
      expect(resource.headers.map((h) => h.header)).toEqual([
        'Time',
        'User',
        'User email',
        'Action',
        'Subject type',
        'Subject',
        'Subject ID',
        'IP address',
        'User agent',
        'Changes',
      ]);
      expect(written.map((row) => row[3])).toEqual(['Export requested', 'Updated', 'Created']);
      expect(written[1].slice(1, 10)).toEqual([
        'Ada Ngozi Okafor',
        'ada.okafor@example.org',
        'Updated',
        'Role',
        'Auditor',
        ids.role,
        '10.0.0.2',
        'agent roleUpdated',
        'permissions: ["list users"] → ["list users","view users"]',
      ]);
      expect(written[2][9]).toBe('email: — → "sub1@example.org"\nstatus: — → "pending"');
      // The agency's wall-clock time: 22:30 UTC is 23:30 in Lagos.
      expect((written[1][0] as Date).toISOString()).toBe('2026-01-05T23:30:00.000Z');
    });
  });

  describe('append-only', () => {
    it('has no operation that changes the log: every activity-log operation is a GET', () => {
      const operations = listOperations().filter(
        (op) =>
          ((op.spec.tags as string[] | undefined) ?? []).includes('activity-logs') ||
          op.path.startsWith('/api/user-activity-logs'),
      );
      expect(operations.map((op) => op.operationId)).toEqual(
        expect.arrayContaining(['exportActivityLogs', 'getActivityLog', 'getUserHistory', 'listActivityLogs']),
      );
      expect(operations.filter((op) => op.method !== 'GET')).toEqual([]);
    });

    it('is refused by the database: no update, delete or truncate of a row, whoever asks', async () => {
      const { db } = server.database;
      await expect(
        db.updateTable('activity_logs').set({ action: 'updated' }).where('id', '=', rows.created).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom('activity_logs').where('id', '=', rows.ghost).execute()).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`truncate activity_logs cascade`.execute(db)).rejects.toThrow(/append-only/);
      const kept = await db
        .selectFrom('activity_logs')
        .select(['id', 'action'])
        .where('id', 'in', [rows.created, rows.ghost])
        .orderBy('id')
        .execute();
      expect(kept).toEqual([
        { id: rows.created, action: 'created' },
        { id: rows.ghost, action: 'login_failed' },
      ]);
    });
  });
});
