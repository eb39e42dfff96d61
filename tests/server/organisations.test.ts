import { DATABASE_KINDS } from './support/databases';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './support/server';
import { ministryInput, tpaInput } from './support/organisation-inputs';
import { withRecentSecondFactor } from './support/step-up';

/** TPAs and ministries (docs/records.md), one set of operations over two kinds of organisation. */
const KINDS = [
  {
    path: '/api/tpas',
    key: 'tpas',
    subject: 'tpa',
    permission: 'manage tpas',
    userColumn: 'tpa_id' as const,
    input: tpaInput,
    codeTaken: 'Another TPA already uses this registration code. Enter a different code.',
  },
  {
    path: '/api/ministries',
    key: 'ministries',
    subject: 'ministry',
    permission: 'manage ministries',
    userColumn: 'ministry_id' as const,
    input: ministryInput,
    codeTaken: 'Another ministry already uses this registration code. Enter a different code.',
  },
];

// A server start and the administrator's sign-in with the second factor their role requires, on a loaded machine.
const SETUP_TIMEOUT_MS = 60_000;

describe.each(DATABASE_KINDS)('TPAs and ministries, %s', (databaseKind) => {
  let server: TestServer;
  let admin: Browser;
  let accounts = 0;

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    admin = new Browser(server.app);
    await admin.signIn(ADMIN_EMAIL);
    // Suspending is a step-up action.
    await withRecentSecondFactor(server.database.db, admin);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  async function signedInWith(permissions: string[], userType = 'Agency Staff'): Promise<Browser> {
    const email = `org-${(accounts += 1)}@nhia.example`;
    await createUserWith(server.database, { email, permissions, userType });
    const browser = new Browser(server.app);
    expect((await browser.signIn(email)).statusCode).toBe(204);
    await withRecentSecondFactor(server.database.db, browser);
    return browser;
  }

  const activityOf = (subject: string, id: number) =>
    server.database.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('subject_type', '=', subject)
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();

  describe.each(KINDS)('$key', (kind) => {
    let codes = 0;
    const nextCode = () => `NHIA/${kind.subject.toUpperCase()}/${String((codes += 1)).padStart(3, '0')}`;

    async function create(code = nextCode()) {
      const response = await admin.call('POST', kind.path, kind.input(code));
      expect(response.statusCode).toBe(201);
      return response.json() as Record<string, unknown> & { id: number; version: number; code: string; name: string };
    }

    it('creates one, answering the record, and logs the creation in the same transaction', async () => {
      const created = await create();
      expect(created).toMatchObject({ ...kind.input(created.code), status: 'active', users_count: 0, version: 1 });
      const rows = await activityOf(kind.subject, created.id);
      expect(rows.map((row) => row.action)).toEqual(['created']);
      expect(rows[0].changes).toMatchObject({ after: { code: created.code, name: created.name } });
    });

    it('views one by id and answers 404 for an unknown id', async () => {
      const created = await create();
      expect((await admin.call('GET', `${kind.path}/${created.id}`)).json()).toEqual(created);
      const missing = await admin.call('GET', `${kind.path}/999999`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: expect.stringContaining('No such') });
    });

    it('refuses a duplicate code whatever its case, with a 422 on code and no row written', async () => {
      const created = await create();
      const before = await server.database.db
        .selectFrom('activity_logs')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await admin.call('POST', kind.path, {
        ...kind.input(created.code.toLowerCase()),
        name: 'Someone else',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ code: [kind.codeTaken] });
      const after = await server.database.db
        .selectFrom('activity_logs')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('answers 422 with a message per field for blank, malformed and missing fields', async () => {
      const response = await admin.call('POST', kind.path, {
        ...kind.input('bad code!'),
        name: '  ',
        email: 'not-an-email',
        phone: 'call me',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['code', 'email', 'name', 'phone']);
      const missing = await admin.call('POST', kind.path, { name: 'Only a name' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toHaveProperty('code');
    });

    it('updates with the current version, logs before → after of the changed fields, and refuses a stale version with 409', async () => {
      const created = await create();
      const edit = { ...kind.input(created.code), name: `${created.name} Renamed`, version: created.version };
      const saved = await admin.call('PUT', `${kind.path}/${created.id}`, edit);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ name: edit.name, version: created.version + 1 });
      const rows = await activityOf(kind.subject, created.id);
      expect(rows.at(-1)?.action).toBe('updated');
      expect(rows.at(-1)?.changes).toEqual({ before: { name: created.name }, after: { name: edit.name } });

      const stale = await admin.call('PUT', `${kind.path}/${created.id}`, {
        ...edit,
        name: 'Lost update',
        version: created.version,
      });
      expect(stale.statusCode).toBe(409);
      expect((await admin.call('GET', `${kind.path}/${created.id}`)).json()).toMatchObject({ name: edit.name });
      expect(await activityOf(kind.subject, created.id)).toHaveLength(rows.length);
    });

    it("refuses to take another one's code on update and answers 404 for an unknown id", async () => {
      const first = await create();
      const second = await create();
      const response = await admin.call('PUT', `${kind.path}/${second.id}`, {
        ...kind.input(first.code.toLowerCase()),
        version: second.version,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('code');
      expect(
        (await admin.call('PUT', `${kind.path}/999999`, { ...kind.input(nextCode()), version: 1 })).statusCode,
      ).toBe(404);
    });

    it('lists with search, the status filter, sort and exact pagination', async () => {
      const marked = await create(`FIND-${kind.subject}-ME`);
      await admin.call('POST', `${kind.path}/${marked.id}/suspend`);
      const params = new URLSearchParams({
        search_string: `find-${kind.subject}`,
        filters: JSON.stringify([{ name: 'status', type: 'select', value: ['suspended'] }]),
        sort: '-name',
      });
      const listed = await admin.call('GET', `${kind.path}?${params}`);
      expect(listed.statusCode).toBe(200);
      const body = listed.json();
      expect(body[kind.key].map((row: { id: number }) => row.id)).toEqual([marked.id]);
      expect(body.pagination).toMatchObject({ total: 1, from: 1, to: 1 });
      const unknown = await admin.call(
        'GET',
        `${kind.path}?filters=${encodeURIComponent(JSON.stringify([{ name: 'colour', type: 'select', value: ['red'] }]))}`,
      );
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty(['filters.colour']);
    });

    it("suspends: its users' sessions end and they cannot sign in until it is reactivated; users are kept", async () => {
      const created = await create();
      const email = `member-of-${kind.subject}-${created.id}@nhia.example`;
      const userId = await createUserWith(server.database, {
        email,
        permissions: [],
        userType: kind.subject === 'tpa' ? 'TPA Staff' : 'Ministry Staff',
      });
      await server.database.db
        .updateTable('users')
        .set({ [kind.userColumn]: created.id })
        .where('id', '=', userId)
        .execute();
      const member = new Browser(server.app);
      expect((await member.signIn(email)).statusCode).toBe(204);
      expect((await member.call('GET', '/api/user')).statusCode).toBe(200);

      const suspended = await admin.call('POST', `${kind.path}/${created.id}/suspend`);
      expect(suspended.statusCode).toBe(200);
      expect(suspended.json()).toMatchObject({ status: 'suspended', users_count: 1 });
      expect(
        await server.database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
      ).toEqual([]);
      expect((await member.call('GET', '/api/user')).statusCode).toBe(401);
      const refused = await new Browser(server.app).signIn(email, TEST_PASSWORD);
      expect(refused.statusCode).toBe(422);
      const suspension = (await activityOf(kind.subject, created.id)).at(-1);
      expect(suspension?.action).toBe('suspended');
      expect(suspension?.properties).toEqual({ users_affected: 1 });

      // Suspending again changes nothing and logs nothing.
      const rows = (await activityOf(kind.subject, created.id)).length;
      expect((await admin.call('POST', `${kind.path}/${created.id}/suspend`)).json()).toMatchObject({
        status: 'suspended',
      });
      expect(await activityOf(kind.subject, created.id)).toHaveLength(rows);

      const reactivated = await admin.call('POST', `${kind.path}/${created.id}/reactivate`);
      expect(reactivated.json()).toMatchObject({ status: 'active' });
      expect((await new Browser(server.app).signIn(email)).statusCode).toBe(204);
      expect((await activityOf(kind.subject, created.id)).at(-1)?.action).toBe('reactivated');
      expect(await server.database.db.selectFrom('users').select('id').where('id', '=', userId).execute()).toHaveLength(
        1,
      );
    });

    it('answers 404 when suspending or reactivating an unknown id', async () => {
      expect((await admin.call('POST', `${kind.path}/999999/suspend`)).statusCode).toBe(404);
      expect((await admin.call('POST', `${kind.path}/999999/reactivate`)).statusCode).toBe(404);
    });

    it('refuses every operation anonymously (401) and without its permission or as another user type (403)', async () => {
      const created = await create();
      const calls: [string, string, unknown?][] = [
        ['GET', kind.path],
        ['POST', kind.path, kind.input(nextCode())],
        ['GET', `${kind.path}/export?batch=1&export_file_name=x.xlsx`],
        ['GET', `${kind.path}/${created.id}`],
        ['PUT', `${kind.path}/${created.id}`, { ...kind.input(created.code), version: created.version }],
        ['POST', `${kind.path}/${created.id}/suspend`],
        ['POST', `${kind.path}/${created.id}/reactivate`],
        ['GET', `${kind.path}/${created.id}/history`],
      ];
      const anonymous = new Browser(server.app);
      await anonymous.call('GET', '/sanctum/csrf-cookie');
      const otherPermissions = await signedInWith(['list users', 'view users', 'update users', 'list roles']);
      const otherType = await signedInWith([kind.permission], 'TPA Staff');
      for (const [method, url, body] of calls) {
        expect([url, (await anonymous.call(method as 'GET', url, body)).statusCode]).toEqual([url, 401]);
        expect([url, (await otherPermissions.call(method as 'GET', url, body)).statusCode]).toEqual([url, 403]);
        expect([url, (await otherType.call(method as 'GET', url, body)).statusCode]).toEqual([url, 403]);
      }
      expect((await admin.call('GET', `${kind.path}/${created.id}`)).json()).toEqual(created);
    });

    it('answers its history from the activity log, newest first, a page at a time, and 404 for an unknown id', async () => {
      const created = await create();
      const other = await create();
      await admin.call('PUT', `${kind.path}/${created.id}`, {
        ...kind.input(created.code),
        name: `${created.name} Renamed`,
        version: created.version,
      });
      await admin.call('POST', `${kind.path}/${created.id}/suspend`);
      const history = (query = '') => admin.call('GET', `${kind.path}/${created.id}/history${query}`);

      const response = await history();
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        activity_logs: { action: string; subject_type: string; subject_id: number }[];
        pagination: unknown;
      };
      expect(body.activity_logs.map((row) => row.action)).toEqual(['suspended', 'updated', 'created']);
      expect(
        body.activity_logs.every((row) => row.subject_type === kind.subject && row.subject_id === created.id),
      ).toBe(true);
      expect(body.pagination).toEqual({
        total: 3,
        last_page: 1,
        current_page: 1,
        per_page: 12,
        from: 1,
        to: 3,
        next_cursor: null,
        previous_cursor: null,
      });
      expect(
        (await history('?page=2&items_per_page=1')).json().activity_logs.map((row: { action: string }) => row.action),
      ).toEqual(['updated']);
      expect(
        (await admin.call('GET', `${kind.path}/${other.id}/history`))
          .json()
          .activity_logs.map((row: { action: string }) => row.action),
      ).toEqual(['created']);

      const missing = await admin.call('GET', `${kind.path}/999999/history`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: expect.stringContaining('No such') });
    });

    it('records an export request of its list', async () => {
      await create();
      const response = await admin.call('GET', `${kind.path}/export?batch=1&export_file_name=${kind.key}.xlsx`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({
        resource: kind.key,
        file_name: `${kind.key}.xlsx`,
        batch: 1,
        status: 'queued',
      });
    });
  });

  /** Rows of the tables a create or an edit of a TPA writes. */
  async function tpaTablesCount() {
    const count = (table: 'tpas' | 'activity_logs') =>
      server.database.db
        .selectFrom(table)
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    return { tpas: await count('tpas'), activity: await count('activity_logs') };
  }

  /** The TPA: a bad code, "x@" as email, no contact person, a future accreditation date, and no state. */
  const everyMistake = {
    ...KINDS[0].input('UNUSED'),
    code: 'NHIA TPA 10',
    email: 'x@',
    contact_person: undefined,
    accreditation_date: '2999-01-01',
    state: 'Atlantis',
  };
  const everyMessage = {
    code: ['Enter a valid registration code (letters, digits and / . _ - only, like NHIA/HMO/001).'],
    email: ['Enter a valid email address (like name@example.com).'],
    contact_person: ["Enter the contact person's name."],
    accreditation_date: ['Enter a valid accreditation date (YYYY-MM-DD, today or earlier).'],
    state: ['Choose the state from the list.'],
  };

  it('answers every bad field of one create in one 422, in plain words, in the Error shape, and writes nothing', async () => {
    const before = await tpaTablesCount();
    const response = await admin.call('POST', '/api/tpas', everyMistake);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual(everyMessage);
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(Object.values(everyMessage).flat()).toContain(body.message);
    expect(await tpaTablesCount()).toEqual(before);
  });

  it('answers every bad field of one edit in one 422 and leaves the TPA as it was', async () => {
    const created = (await admin.call('POST', '/api/tpas', KINDS[0].input('EDIT-ALL-1'))).json();
    const before = await tpaTablesCount();
    const response = await admin.call('PUT', `/api/tpas/${created.id}`, {
      ...everyMistake,
      name: ' ',
      phone: 'call me',
      version: created.version,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      ...everyMessage,
      name: ["Enter the TPA's name."],
      phone: ['Enter a valid phone number (digits, with an optional +, spaces, brackets or dashes).'],
    });
    expect((await admin.call('GET', `/api/tpas/${created.id}`)).json()).toEqual(created);
    expect(await tpaTablesCount()).toEqual(before);
  });

  it("takes today as an accreditation date, in the agency's time zone", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const response = await admin.call('POST', '/api/tpas', {
      ...KINDS[0].input('TODAY-1'),
      accreditation_date: today,
    });
    expect(response.statusCode).toBe(201);
  });

  it('filters TPAs by state', async () => {
    await admin.call('POST', '/api/tpas', { ...KINDS[0].input('KANO-1'), state: 'Kano' });
    const params = new URLSearchParams({
      filters: JSON.stringify([{ name: 'state', type: 'select', value: ['Kano'] }]),
    });
    const body = (await admin.call('GET', `/api/tpas?${params}`)).json();
    expect(body.tpas.length).toBeGreaterThan(0);
    expect(body.tpas.every((tpa: { state: string }) => tpa.state === 'Kano')).toBe(true);
  });
});
