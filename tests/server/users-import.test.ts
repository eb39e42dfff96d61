import ExcelJS from 'exceljs';
import { DATABASE_KINDS } from './support/databases';
import { grantsOfPermissionMigration } from './support/permission-migration';
import { ADMIN_EMAIL, Browser, createUserWith, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';
import { snapshotTables } from './hardening/support/db-snapshot';
import { csvOf, HEADINGS, MAPPING, person, upload, type Row } from './support/users-import';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
const DRY_RUN = '/api/users/import/dry-run';
const MIGRATION = '0031_import_and_review_permissions';
const ADDED = ['import users', 'manage access reviews'];
// Small, so a file over it is cheap to make; a 50,001-row file still fits under it.
const FILE_LIMIT = 400_000;

/** An .xlsx workbook as a spreadsheet program writes one: emails as links, a phone as a number. */
async function xlsxOf(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  sheet.addRow(HEADINGS);
  for (const row of rows) {
    const added = sheet.addRow(HEADINGS.map((heading) => row[heading]));
    added.getCell(3).value = { text: row.Email, hyperlink: `mailto:${row.Email}` };
  }
  workbook.addWorksheet('Notes').addRow(['Not users', 'at all']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface DryRun {
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  to_create: number;
  to_update: number;
  unchanged: number;
  row_errors: { row: number; errors: Record<string, string[]> }[];
}

describe.each(DATABASE_KINDS)('the users import dry run on %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  let importer: Browser;
  let creator: Browser;
  let before: Record<string, string>;
  const db = () => server.database.db;
  const roleId = async (name: string) =>
    (await db().selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { IMPORT_FILE_LIMIT_BYTES: String(FILE_LIMIT) } });
    const organisation = { email: 'o@example.org', phone: '+234 1 0000', address: 'Abuja', contact_person: 'O. Rg' };
    await db()
      .insertInto('tpas')
      .values({ ...organisation, name: 'Clearline HMO', code: 'CL-1', state: 'Lagos' })
      .execute();
    await db()
      .insertInto('tpas')
      .values({ ...organisation, name: 'Dormant HMO', code: 'DH-1', state: 'Lagos', status: 'suspended' })
      .execute();
    await db()
      .insertInto('ministries')
      .values({ ...organisation, name: 'Federal Ministry of Health', code: 'FMH' })
      .execute();
    // Importing and the create form: giving "Auditor" (list and view users and roles) is beyond them.
    await createUserWith(server.database, {
      email: 'importer@nhia.example',
      permissions: ['import users', 'create staff'],
    });
    // Everything but importing: the form, not the file.
    await createUserWith(server.database, {
      email: 'creator@nhia.example',
      permissions: ['list users', 'view users', 'create staff', 'update users', 'list roles', 'view roles'],
    });
    [admin, importer, creator] = [new Browser(server.app), new Browser(server.app), new Browser(server.app)];
    await admin.signIn(ADMIN_EMAIL);
    await importer.signIn('importer@nhia.example');
    await creator.signIn('creator@nhia.example');
    // The create form's answers compared below may give roles that require a second factor (step-up).
    await withRecentSecondFactor(db(), admin);
    before = await snapshotTables(db());
  }, SETUP_TIMEOUT_MS);

  afterAll(() => server.close());

  const dryRun = async (body: unknown, as = admin) => {
    const response = await as.call('POST', DRY_RUN, body);
    return { status: response.statusCode, body: response.json() };
  };
  const checked = async (body: unknown, as = admin): Promise<DryRun> => {
    const { status, body: answer } = await dryRun(body, as);
    expect({ status, answer }).toMatchObject({ status: 200 });
    return answer;
  };
  /** What the create form answers for the same person: the dry run's rules are its rules. */
  const formErrors = async (body: Record<string, unknown>, as = admin) => {
    const response = await as.call('POST', '/api/users', body);
    expect(response.statusCode).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };

  const goodRows = (): Row[] => [
    person('ngozi.okafor@example.org', { Roles: 'Auditor; user administrator' }),
    person('Tunde.Bello@Example.org', { Type: 'tpa staff', Roles: '', TPA: 'cl-1' }),
    person('amina.yusuf@example.org', { Type: 'Ministry Staff', Roles: '', Ministry: 'Federal Ministry of Health' }),
    person('chidi.eze@example.org', { Type: 'Provider Staff', Roles: '', Phone: '' }),
  ];

  it('accepts a good CSV file, counting its rows (a blank one skipped) and refusing none', async () => {
    const csv = csvOf(goodRows()).replace('\r\n', '\r\n,,,,,,,\r\n');
    expect(await checked(upload('staff.csv', `\uFEFF${csv}`))).toEqual({
      total_rows: 4,
      valid_rows: 4,
      invalid_rows: 0,
      to_create: 4,
      to_update: 0,
      unchanged: 0,
      row_errors: [],
    });
  });

  it('accepts the same rows in an .xlsx workbook, read from its first worksheet', async () => {
    expect(await checked(upload('Staff.XLSX', await xlsxOf(goodRows())))).toEqual({
      total_rows: 4,
      valid_rows: 4,
      invalid_rows: 0,
      to_create: 4,
      to_update: 0,
      unchanged: 0,
      row_errors: [],
    });
  });

  it('refuses each bad row at its row and field, with the words the create form gives the same person', async () => {
    const rows: Row[] = [
      person('ok@example.org'),
      person('no.first.name@example.org', { 'First name': '' }),
      person('not-an-email'),
      person('contractor@example.org', { Type: 'Contractor' }),
      person('beneficiary@example.org', { Type: 'Beneficiary', Roles: '' }),
      person('no.role@example.org', { Roles: '' }),
      person('tpa.missing@example.org', { Type: 'TPA Staff', Roles: '' }),
      person('suspended.tpa@example.org', { Type: 'TPA Staff', Roles: '', TPA: 'Dormant HMO' }),
      person('provider.in.tpa@example.org', { Type: 'Provider Staff', Roles: '', TPA: 'CL-1' }),
      person('bad.phone@example.org', { Phone: 'call me' }),
    ];
    const answer = await checked(upload('staff.csv', csvOf(rows)));
    expect(answer).toMatchObject({ total_rows: 10, valid_rows: 1, invalid_rows: 9 });
    const auditor = await roleId('Auditor');
    const tpa = async (code: string) =>
      (await db().selectFrom('tpas').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const asForm = (email: string, extra: Record<string, unknown> = {}) => ({
      first_name: 'Ngozi',
      last_name: 'Okafor',
      email,
      phone: '+234 803 000 0001',
      user_type: 'Agency Staff',
      role_ids: [auditor],
      ...extra,
    });
    const { first_name: _, ...noFirstName } = asForm('no.first.name@example.org');
    const { role_ids: __, ...noRoles } = asForm('');
    const expected = [
      { row: 3, errors: await formErrors(noFirstName) },
      { row: 4, errors: await formErrors(asForm('not-an-email')) },
      { row: 5, errors: await formErrors(asForm('contractor@example.org', { user_type: 'Contractor' })) },
      { row: 6, errors: await formErrors({ ...noRoles, email: 'beneficiary@example.org', user_type: 'Beneficiary' }) },
      { row: 7, errors: await formErrors({ ...noRoles, email: 'no.role@example.org' }) },
      { row: 8, errors: await formErrors({ ...noRoles, email: 'tpa.missing@example.org', user_type: 'TPA Staff' }) },
      {
        row: 9,
        errors: await formErrors({
          ...noRoles,
          email: 'suspended.tpa@example.org',
          user_type: 'TPA Staff',
          tpa_id: await tpa('DH-1'),
        }),
      },
      {
        row: 10,
        errors: await formErrors({
          ...noRoles,
          email: 'provider.in.tpa@example.org',
          user_type: 'Provider Staff',
          tpa_id: await tpa('CL-1'),
        }),
      },
      { row: 11, errors: await formErrors(asForm('bad.phone@example.org', { phone: 'call me' })) },
    ];
    expect(answer.row_errors).toEqual(expected);
    // Each refusal at the field it is about, one field a row.
    expect(expected.map(({ errors }) => Object.keys(errors))).toEqual([
      ['first_name'],
      ['email'],
      ['user_type'],
      ['user_type'],
      ['role_ids'],
      ['tpa_id'],
      ['tpa_id'],
      ['tpa_id'],
      ['phone'],
    ]);
  });

  it('refuses names no role, TPA or ministry has, at their fields', async () => {
    const rows = [
      person('ghost.role@example.org', { Roles: 'Auditor; Wizard' }),
      person('ghost.tpa@example.org', { Type: 'TPA Staff', Roles: '', TPA: 'Nowhere HMO' }),
      person('ghost.ministry@example.org', { Type: 'Ministry Staff', Roles: '', Ministry: 'MX-404' }),
    ];
    const answer = await checked(upload('staff.csv', csvOf(rows)));
    expect(answer.row_errors.map(({ row, errors }) => [row, Object.keys(errors)])).toEqual([
      [2, ['role_ids']],
      [3, ['tpa_id']],
      [4, ['ministry_id']],
    ]);
    expect(answer.row_errors.map(({ errors }) => Object.values(errors)[0][0])).toEqual([
      expect.stringContaining('"Wizard"'),
      expect.stringContaining('"Nowhere HMO"'),
      expect.stringContaining('"MX-404"'),
    ]);
  });

  it('refuses an email an earlier row of the file has (ignoring case), and one a user of the database has', async () => {
    const rows = [
      person('twice@example.org'),
      person(ADMIN_EMAIL.toUpperCase()),
      person('TWICE@example.org', { 'First name': 'Other' }),
    ];
    const answer = await checked(upload('staff.csv', csvOf(rows)));
    const taken = await formErrors({
      first_name: 'Ngozi',
      last_name: 'Okafor',
      email: ADMIN_EMAIL.toUpperCase(),
      user_type: 'Agency Staff',
      role_ids: [await roleId('Auditor')],
    });
    expect(answer).toMatchObject({ total_rows: 3, valid_rows: 1, invalid_rows: 2 });
    expect(answer.row_errors).toEqual([
      { row: 3, errors: taken },
      { row: 4, errors: { email: [expect.stringContaining('row 2')] } },
    ]);
  });

  it('refuses giving a role that holds a permission the importer lacks, in the words the form refuses it with', async () => {
    const rows = [
      person('beyond@example.org'),
      person('desk.officer@example.org', { Type: 'TPA Staff', Roles: 'TPA Desk Officer', TPA: 'CL-1' }),
    ];
    const answer = await checked(upload('staff.csv', csvOf(rows)), importer);
    expect(answer).toMatchObject({ total_rows: 2, valid_rows: 1, invalid_rows: 1 });
    const form = await formErrors(
      {
        first_name: 'Ngozi',
        last_name: 'Okafor',
        email: 'beyond@example.org',
        phone: '+234 803 000 0001',
        user_type: 'Agency Staff',
        role_ids: [await roleId('Auditor')],
      },
      importer,
    );
    expect(Object.keys(form)).toEqual(['role_ids']);
    expect(answer.row_errors).toEqual([{ row: 2, errors: form }]);
    // The administrator holds every permission: the same row is theirs to give.
    expect(await checked(upload('staff.csv', csvOf(rows)))).toMatchObject({ valid_rows: 2, invalid_rows: 0 });
  });

  it('is refused (403) to a caller without "import users", even one who may create users', async () => {
    const { status, body } = await dryRun(upload('staff.csv', csvOf(goodRows())), creator);
    expect({ status, message: typeof body.message }).toEqual({ status: 403, message: 'string' });
  });

  it('refuses a file of another kind, a disguised one, one not in UTF-8, and a mapped column the file lacks (422)', async () => {
    const csv = csvOf(goodRows());
    const refusals = {
      pdf: await dryRun(upload('staff.pdf', csv)),
      'old Excel': await dryRun(upload('staff.xls', csv)),
      'CSV named .xlsx': await dryRun(upload('staff.xlsx', csv)),
      'workbook named .csv': await dryRun(upload('staff.csv', await xlsxOf(goodRows()))),
      'broken workbook': await dryRun(
        upload('staff.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)])),
      ),
      'Latin-1 CSV': await dryRun(upload('staff.csv', Buffer.from(csv.replace('Okafor', 'Okafór'), 'latin1'))),
      'empty CSV': await dryRun(upload('staff.csv', '')),
      'no such column': await dryRun(upload('staff.csv', csv, { ...MAPPING, phone: 'Mobile' })),
    };
    expect(
      Object.fromEntries(
        Object.entries(refusals).map(([name, { status, body }]) => [name, [status, Object.keys(body.errors ?? {})]]),
      ),
    ).toEqual({
      pdf: [422, ['file_name']],
      'old Excel': [422, ['file_name']],
      'CSV named .xlsx': [422, ['file']],
      'workbook named .csv': [422, ['file_name']],
      'broken workbook': [422, ['file']],
      'Latin-1 CSV': [422, ['file']],
      'empty CSV': [422, ['file']],
      'no such column': [422, ['mapping.phone']],
    });
    expect(refusals['no such column'].body.errors['mapping.phone']).toEqual([expect.stringContaining('"Mobile"')]);
  });

  it('refuses a file over IMPORT_FILE_LIMIT_BYTES (413), and a body far over it before reading it, in the Error shape', async () => {
    const justOver = `${csvOf(goodRows())}\r\n${'x'.repeat(FILE_LIMIT)}`;
    // Past the server's own BODY_LIMIT_BYTES (1 MiB) too, in base64.
    const farOver = 'x'.repeat(FILE_LIMIT * 3);
    const answers = [await dryRun(upload('staff.csv', justOver)), await dryRun(upload('staff.csv', farOver))];
    expect(answers.map(({ status, body }) => [status, typeof body.message, body.errors])).toEqual([
      [413, 'string', undefined],
      [413, 'string', undefined],
    ]);
    expect(answers[0].body.message).toMatch(/split it/i);
  });

  it('refuses a file of more than 50,000 rows of users (422 at file), blank rows not counted', async () => {
    const rows = `${HEADINGS.join(',')}\n${'x\n\n'.repeat(50_001)}`;
    const { status, body } = await dryRun(upload('staff.csv', rows));
    expect([status, Object.keys(body.errors)]).toEqual([422, ['file']]);
    expect(body.errors.file[0]).toContain('50,000');
  });

  it('counts no blank row toward the limit', async () => {
    const rows = `${HEADINGS.join(',')}\n${'\n'.repeat(60_000)}${'x\n'.repeat(3)}`;
    expect(await checked(upload('staff.csv', rows))).toMatchObject({ total_rows: 3, invalid_rows: 3 });
  });

  const headingsOf = async (file_name: string, content: string | Buffer, as = admin) => {
    const response = await as.call('POST', '/api/users/import/headings', {
      file_name,
      file: Buffer.from(content).toString('base64'),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('reads the heading row of a CSV file (blank rows before it skipped) and of an .xlsx workbook, for the mapping', async () => {
    const answers = [
      await headingsOf('staff.csv', `\uFEFF,,,,,,,\r\n${csvOf(goodRows())}`),
      await headingsOf('Staff.xlsx', await xlsxOf(goodRows())),
    ];
    expect(answers).toEqual([
      { status: 200, body: { headings: HEADINGS } },
      { status: 200, body: { headings: HEADINGS } },
    ]);
  });

  it('reads the headings of a file too long to import, stopping at the heading row', async () => {
    const rows = `${HEADINGS.join(',')}\n${'x\n'.repeat(50_001)}`;
    expect(await headingsOf('staff.csv', rows)).toEqual({ status: 200, body: { headings: HEADINGS } });
  });

  it('refuses to read headings as the dry run refuses the file: another kind (422), over the limit (413), without "import users" (403)', async () => {
    const answers = [
      await headingsOf('staff.pdf', csvOf(goodRows())),
      await headingsOf('staff.xlsx', csvOf(goodRows())),
      await headingsOf('staff.csv', ''),
      await headingsOf('staff.csv', 'x'.repeat(FILE_LIMIT + 1)),
      await headingsOf('staff.csv', csvOf(goodRows()), creator),
    ];
    expect(answers.map(({ status, body }) => [status, Object.keys(body.errors ?? {})])).toEqual([
      [422, ['file_name']],
      [422, ['file']],
      [422, ['file']],
      [413, []],
      [403, []],
    ]);
  });

  const firstSheetOf = async (base64: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.from(base64, 'base64')).buffer);
    return workbook.worksheets[0];
  };
  const errorsFile = async (body: unknown, as = admin) => {
    const response = await as.call('POST', '/api/users/import/dry-run/errors', body);
    return { status: response.statusCode, body: response.json() };
  };

  it("gives every refused row's messages as an .xlsx file: row, the file's column (or the field's label) and message", async () => {
    const rows = [
      person('ok@example.org'),
      person('not-an-email', { 'First name': '' }),
      person('=HYPERLINK("x")@example.org', { Type: 'TPA Staff', Roles: '' }),
    ];
    const body = upload('Staff list.csv', csvOf(rows));
    const dry = await checked(body);
    const { status, body: answer } = await errorsFile(body);
    expect([status, answer.file_name]).toEqual([200, 'Staff list - errors.xlsx']);
    const sheet = await firstSheetOf(answer.file);
    const lines: unknown[][] = [];
    sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    const expected = dry.row_errors.flatMap(({ row, errors }) =>
      Object.entries(errors).flatMap(([field, messages]) =>
        messages.map((message) => [row, field === 'first_name' ? 'First name' : field, message]),
      ),
    );
    expect(lines[0]).toEqual(['Row', 'Column', 'Message']);
    expect(lines.slice(1).map(([row, column, message]) => [row, column, message])).toEqual(
      expected.map(([row, field, message]) => [
        row,
        // The file's own heading ("Last name"), not the mapping's spelling of it ("last NAME").
        HEADINGS[Object.keys(MAPPING).indexOf(field as string)] ?? field,
        message,
      ]),
    );
    // Every cell is a value, none a formula, whatever the file held.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('names a field the mapping leaves out by its label, and refuses the errors file as the dry run refuses (422, 403)', async () => {
    const { tpa_id: _, ...withoutTpa } = MAPPING;
    const body = upload(
      'staff.csv',
      csvOf([person('tpa.less@example.org', { Type: 'TPA Staff', Roles: '' })]),
      withoutTpa,
    );
    const { body: answer } = await errorsFile(body);
    expect((await firstSheetOf(answer.file)).getRow(2).getCell(2).value).toBe('TPA');
    const refused = [
      await errorsFile(upload('staff.csv', csvOf(goodRows()), { ...MAPPING, phone: 'Mobile' })),
      await errorsFile(upload('staff.csv', csvOf(goodRows())), creator),
    ];
    expect(refused.map(({ status, body }) => [status, Object.keys(body.errors ?? {})])).toEqual([
      [422, ['mapping.phone']],
      [403, []],
    ]);
  });

  // Last, after every dry run above: the accepted, the refused, and the refused callers'.
  it('wrote nothing: no user, role, mail, token or activity row', async () => {
    expect(await snapshotTables(db())).toEqual(before);
  });
});

describe.each(DATABASE_KINDS)('migration 0031 on %s', (kind) => {
  it(
    'grants "import users" and "manage access reviews" to the Super Admin role and to every role that held every other permission',
    async () => {
      expect(await grantsOfPermissionMigration(kind, MIGRATION, ADDED)).toEqual({
        holders: [
          'import users: Full copy',
          'import users: Super Admin',
          'manage access reviews: Full copy',
          'manage access reviews: Super Admin',
        ],
        lastInCatalogue: ADDED.map((name) => ({ name, group: 'users' })),
      });
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'adds nothing to an empty catalogue (the seed adds the whole of it in order), and the seed gives Super Admin both',
    async () => {
      const server = await startTestServer(kind);
      try {
        const held = await server.database.db
          .selectFrom('role_permissions')
          .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('permissions.name')
          .where('roles.name', '=', 'Super Admin')
          .where('permissions.name', 'in', ADDED)
          .orderBy('permissions.id')
          .execute();
        expect(held.map((row) => row.name)).toEqual(ADDED);
      } finally {
        await server.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
