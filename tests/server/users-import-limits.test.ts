import { buffer } from 'node:stream/consumers';
import Ajv from 'ajv';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { REPLY_AJV_PLUGINS } from '../../src/server/calendar-day';
import { loadContract } from '../../src/server/contract';
import {
  IMPORT_CHECK_RETRY_SECONDS,
  ImportChecks,
  MAX_IMPORT_CHECKS,
} from '../../src/server/users/import/import-checks';
import { readUsersFile } from '../../src/server/users/import/import-file';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, createUserWith, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';
import { csvOf, HEADINGS, MAPPING, person, upload } from './support/users-import';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
// Megabytes of JSON through the server on a machine others share.
const LONG_MS = 120_000;
const MIB = 1_048_576;
// Room for a 5 MB upload; a body over this in base64 (and its envelope) is refused unread.
const FILE_LIMIT = 6 * MIB;
/** The four operations that take a file of users, and whether the body carries a mapping. */
const UPLOADS: [string, boolean][] = [
  ['/api/users/import/headings', false],
  ['/api/users/import/dry-run', true],
  ['/api/users/import/dry-run/errors', true],
  ['/api/users/import', true],
];

/** A zip named .xlsx whose one part unpacks to `bytes` of zeros: a few hundred kilobytes packed. */
async function zipBomb(bytes: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.alloc(bytes), 'xl/worksheets/sheet1.xml');
  zip.end();
  return buffer(zip.outputStream);
}

/**
 * An .xlsx workbook of these rows, the first its heading row; `stored`: its parts are stored
 * rather than compressed (as some programs save them), `notes`: a second sheet follows.
 */
async function workbookOf(rows: string[][], { stored = false, notes = false } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  for (const row of rows) sheet.addRow(row);
  if (notes) workbook.addWorksheet('Notes').addRow(['Not users', 'at all']);
  return Buffer.from(await workbook.xlsx.writeBuffer({ zip: { compression: stored ? 'STORE' : 'DEFLATE' } }));
}

/** People importing at once: each sends several files together. */
const IMPORTERS = Array.from({ length: 6 }, (_, i) => `importer.${i}@nhia.example`);

describe.each(DATABASE_KINDS)('the limits of an import of users on %s', (kind) => {
  let server: TestServer;
  let admin: Browser;
  let importers: Browser[];

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { IMPORT_FILE_LIMIT_BYTES: String(FILE_LIMIT) } });
    admin = new Browser(server.app);
    await admin.signIn(ADMIN_EMAIL);
    importers = [];
    for (const email of IMPORTERS) {
      await createUserWith(server.database, { email, permissions: ['import users', 'create staff'] });
      const browser = new Browser(server.app);
      await browser.signIn(email);
      importers.push(browser);
    }
    // Committing is a step-up action: the file's own refusal is what is tested here.
    await withRecentSecondFactor(server.database.db, admin);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  const send = async (url: string, body: unknown) => {
    const response = await admin.call('POST', url, body);
    return { status: response.statusCode, body: response.json() };
  };
  const bodyOf = (withMapping: boolean, fileName: string, content: string | Buffer) => {
    const { mapping, ...file } = upload(fileName, content, MAPPING);
    return withMapping ? { ...file, mapping } : file;
  };

  it(
    'answers a well-formed upload of about 5 MB (its base64 checked in one pass, not a 500)',
    async () => {
      // A heading row, then more rows than a file may hold: the headings are read, the rest refused at `file`.
      const content = `${HEADINGS.join(',')}\n${'x\n'.repeat(2_600_000)}`;
      expect(content.length).toBeGreaterThan(5_000_000);
      const answers = [];
      for (const [url, withMapping] of UPLOADS) {
        const { status, body } = await send(url, bodyOf(withMapping, 'staff.csv', content));
        answers.push([status, withMapping ? Object.keys(body.errors) : body]);
      }
      expect(answers).toEqual([
        [200, { headings: HEADINGS }],
        [422, ['file']],
        [422, ['file']],
        [422, ['file']],
      ]);
    },
    LONG_MS,
  );

  it("refuses a file that is not base64 with a 422 at `file`, in the contract's shape", async () => {
    const good = bodyOf(true, 'staff.csv', `${HEADINGS.join(',')}\n`).file;
    const malformed = [
      `${good.slice(0, -4)}*!*!`,
      `${good}=`,
      `=${good.slice(1)}`,
      `${good.slice(0, 8)} ${good.slice(9)}`,
    ];
    const answers = [];
    for (const [url, withMapping] of UPLOADS)
      for (const file of malformed) {
        const { status, body } = await send(url, { ...bodyOf(withMapping, 'staff.csv', ''), file });
        answers.push([status, typeof body.message, body.errors]);
      }
    expect(answers).toEqual(
      Array(UPLOADS.length * malformed.length).fill([
        422,
        'string',
        { file: ["Enter a valid file (the file's bytes in base64)."] },
      ]),
    );
  });

  it(
    'checks one file a user and 3 a process: 30 sent at once each get an answer, 429 and 503 with Retry-After, never a 500',
    async () => {
      // An .xlsx workbook with a long note a row: reading it (unpacking, then its rows) takes many
      // turns of the event loop, so the 30 checks overlap on either database, as on a busy server.
      const rows = Array.from({ length: 1_000 }, (_, i) => [
        ...Object.values(person(`p${i}@example.org`)),
        `${i} ${'n'.repeat(1_500)}`,
      ]);
      const file = upload('staff.xlsx', await workbookOf([[...HEADINGS, 'Notes'], ...rows]));
      const { mapping: _mapping, ...headingsBody } = file;
      // Each importer: one dry run, then four readings of the headings.
      const calls = importers.flatMap((browser) =>
        [0, 1, 2, 3, 4].map((i) =>
          i === 0
            ? browser.call('POST', '/api/users/import/dry-run', file)
            : browser.call('POST', '/api/users/import/headings', headingsBody),
        ),
      );
      const answers = await Promise.all(calls);
      const count = (status: number) => answers.filter((answer) => answer.statusCode === status).length;
      // Every call answered, none a 500; each importer's calls overlap, so at most one of them ran.
      const ranOf = (user: number) => answers.slice(user * 5, user * 5 + 5).filter((a) => a.statusCode === 200).length;
      expect([count(200) + count(429) + count(503), IMPORTERS.map((_, user) => ranOf(user) <= 1)]).toEqual([
        30,
        IMPORTERS.map(() => true),
      ]);
      expect([count(200) > 0, count(429) > 0, count(503) > 0]).toEqual([true, true, true]);
      for (const answer of answers.filter(({ statusCode }) => statusCode !== 200)) {
        expect([answer.headers['retry-after'], answer.json()]).toEqual([
          String(IMPORT_CHECK_RETRY_SECONDS),
          { message: expect.any(String), retry_after: IMPORT_CHECK_RETRY_SECONDS },
        ]);
      }
      // Every check ended, refused or not, frees its place: each importer's next file is checked.
      const next = [];
      for (const browser of importers)
        next.push((await browser.call('POST', '/api/users/import/headings', headingsBody)).statusCode);
      expect(next).toEqual(importers.map(() => 200));
    },
    LONG_MS,
  );

  it(
    "refuses a body over the operation's limit unread: a 413 in the Error shape saying how large and what to do",
    async () => {
      const farOver = 'x'.repeat(7 * MIB);
      for (const [url, withMapping] of UPLOADS) {
        const { status, body } = await send(url, bodyOf(withMapping, 'staff.csv', farOver));
        expect([url, status, Object.keys(body)]).toEqual([url, 413, ['message']]);
        expect(body.message).toMatch(/at most 8\.1 MB.*split/i);
      }
    },
    LONG_MS,
  );

  const dryRun = (fileName: string, content: string | Buffer, url = '/api/users/import/dry-run') =>
    send(url, bodyOf(!url.endsWith('headings'), fileName, content));
  const heading = HEADINGS.join(',');
  const wide = (columns: number) => Array.from({ length: columns }, (_, i) => `c${i + 1}`);

  it(
    'refuses a file past what the server reads of one, a 422 at `file` saying what to change, from CSV and .xlsx alike',
    async () => {
      const long = 'x'.repeat(2_001);
      const cases: [string, string | Buffer, string, RegExp][] = [
        [
          'a sheet past row 150,000',
          `${heading}\n${'\n'.repeat(150_000)}x`,
          'staff.csv',
          /past row 150,000.*empty rows/,
        ],
        ['a row of 101 columns', `${heading}\n${wide(101).join(',')}`, 'staff.csv', /Row 2 has more than 100 columns/],
        ['a cell of 2,001 characters', `${heading}\nAda,${long}`, 'staff.csv', /Row 2, column 2 .*2,000 characters/],
        [
          'an .xlsx row of 101 columns',
          await workbookOf([HEADINGS, wide(101)]),
          'staff.xlsx',
          /Row 2 has more than 100/,
        ],
        [
          'an .xlsx cell of 2,001 characters',
          await workbookOf([HEADINGS, ['Ada', long]]),
          'staff.xlsx',
          /Row 2, column 2 /,
        ],
        ['a zip bomb', await zipBomb(101 * MIB), 'staff.xlsx', /unpacks to more than 100\.0 MB.*CSV UTF-8/],
      ];
      for (const [label, content, fileName, message] of cases) {
        const { status, body } = await dryRun(fileName, content);
        expect([label, status, Object.keys(body.errors ?? {})]).toEqual([label, 422, ['file']]);
        expect([label, body.errors.file[0]]).toEqual([label, expect.stringMatching(message)]);
      }
    },
    LONG_MS,
  );

  it('reads a file just inside those limits; trailing empty columns do not count', async () => {
    const inside = [
      await dryRun(
        'staff.csv',
        `${heading}\n${'\n'.repeat(149_990)}${csvOf([person('ada@example.org')]).split('\r\n')[1]}`,
      ),
      await dryRun('staff.csv', `${wide(100).join(',')}\n${'x,'.repeat(100)}${','.repeat(500)}`),
      await dryRun('staff.csv', `${heading}\n${'x'.repeat(2_000)}`),
      await dryRun('staff.xlsx', await workbookOf([HEADINGS, wide(100)])),
    ];
    expect(inside.map(({ status, body }) => [status, body.total_rows])).toEqual([
      [200, 1],
      [422, undefined],
      [200, 1],
      [200, 1],
    ]);
    // The wide file's only refusal is its mapping: its columns are not the users' headings.
    expect(Object.keys(inside[1].body.errors).every((field) => field.startsWith('mapping.'))).toBe(true);
  });

  it(
    'refuses the headings of a file past the limits up to its heading row, and of a zip bomb',
    async () => {
      const answers = [
        await dryRun('staff.csv', `${wide(101).join(',')}\n`, '/api/users/import/headings'),
        await dryRun('staff.xlsx', await zipBomb(101 * MIB), '/api/users/import/headings'),
        await dryRun('staff.csv', `${heading}\n${wide(101).join(',')}`, '/api/users/import/headings'),
      ];
      expect(answers.map(({ status, body }) => [status, Object.keys(body.errors ?? body)])).toEqual([
        [422, ['file']],
        [422, ['file']],
        [200, ['headings']],
      ]);
    },
    LONG_MS,
  );
});

describe('reading an .xlsx workbook', () => {
  /** What reading the file answers: 'read', or the refusal's message at `file`. */
  const answerTo = (fileName: string, content: Buffer) =>
    readUsersFile(fileName, content.toString('base64'), FILE_LIMIT).then(
      () => 'read',
      (error: { errors?: { file?: string[] } }) => error.errors?.file?.[0] ?? String(error),
    );

  it(
    "reads one workbook alike 100 times in turn and 100 at once: each its 2,001-character cell's refusal, none 'could not be read'",
    async () => {
      // exceljs's own one-pass reader lost the parts it had unpacked while it was still writing the
      // first sheet to a temporary file (exceljs issue 3064): its xl/workbook.xml among them, the
      // read failed. Stored parts unpack fastest, which made that loss likely within 100 reads.
      const workbook = await workbookOf([HEADINGS, ['Ada', 'x'.repeat(2_001)]], { stored: true, notes: true });
      const answers = [];
      for (let i = 0; i < 100; i += 1) answers.push(await answerTo('staff.xlsx', workbook));
      answers.push(...(await Promise.all(Array.from({ length: 100 }, () => answerTo('staff.xlsx', workbook)))));
      expect(new Set(answers)).toEqual(
        new Set([
          'Row 2, column 2 holds more than 2,000 characters, far more than any field of a user. Check that this is the right file, or shorten that cell.',
        ]),
      );
    },
    LONG_MS,
  );

  it('refuses a workbook whose zip states a smaller size for a part than it unpacks to (a zip bomb cannot claim less)', async () => {
    const workbook = await workbookOf([HEADINGS, ['Ada', 'x'.repeat(1_000)]]);
    expect(await answerTo('staff.xlsx', workbook)).toBe('read');
    // The central directory's record of the shared strings (its name's last occurrence) states
    // its unpacked size 22 bytes before the name: claim 100 bytes.
    const lying = Buffer.from(workbook);
    lying.writeUInt32LE(100, lying.lastIndexOf('xl/sharedStrings.xml') - 22);
    expect(await answerTo('staff.xlsx', lying)).toMatch(/could not be read as an .xlsx workbook/);
  });
});

describe('the reply validator', () => {
  it('checks a multi-megabyte file in base64 (an errors file) in one pass, refusing what is not base64', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    for (const plugin of REPLY_AJV_PLUGINS) plugin(ajv, undefined);
    const validate = ajv.compile(loadContract().components.schemas.UsersImportErrorsFile);
    const file = Buffer.alloc(4 * MIB, 7).toString('base64');
    expect([file.length > 5_000_000, validate({ file_name: 'staff - errors.xlsx', file })]).toEqual([true, true]);
    expect(validate({ file_name: 'staff - errors.xlsx', file: `${file}=` })).toBe(false);
  });
});

describe('the file checks of one process', () => {
  /** A check that runs until its test lets it end. */
  const held = () => {
    let end!: () => void;
    const done = new Promise<void>((resolve) => (end = resolve));
    return { done, end };
  };
  const refusal = async (work: Promise<unknown>) =>
    work.then(
      () => 'ran',
      (error: { statusCode: number; retryAfter?: number }) => [error.statusCode, error.retryAfter],
    );

  it(`run one a user (429) and ${MAX_IMPORT_CHECKS} a process (503), each refusal with Retry-After, freed when a check ends or fails`, async () => {
    const checks = new ImportChecks();
    const running = [1, 2, 3].map(() => held());
    const started = running.map((check, i) => checks.run(i + 1, () => check.done));
    expect([
      await refusal(checks.run(1, async () => undefined)),
      await refusal(checks.run(4, async () => undefined)),
    ]).toEqual([
      [429, IMPORT_CHECK_RETRY_SECONDS],
      [503, IMPORT_CHECK_RETRY_SECONDS],
    ]);
    running[0].end();
    await started[0];
    const failing = checks.run(1, async () => Promise.reject(new Error('unreadable')));
    expect(await refusal(checks.run(4, async () => undefined))).toEqual([503, IMPORT_CHECK_RETRY_SECONDS]);
    await expect(failing).rejects.toThrow('unreadable');
    expect([
      await refusal(checks.run(4, async () => undefined)),
      await refusal(checks.run(1, async () => undefined)),
    ]).toEqual(['ran', 'ran']);
    running.slice(1).forEach((check) => check.end());
    await Promise.all(started);
  });
});
