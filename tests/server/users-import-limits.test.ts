import Ajv from 'ajv';
import { REPLY_AJV_PLUGINS } from '../../src/server/calendar-day';
import { loadContract } from '../../src/server/contract';
import { DATABASE_KINDS } from './support/databases';
import { ADMIN_EMAIL, Browser, startTestServer, type TestServer } from './support/server';
import { withRecentSecondFactor } from './support/step-up';
import { HEADINGS, MAPPING, upload } from './support/users-import';

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

describe.each(DATABASE_KINDS)('the limits of an import of users on %s', (kind) => {
  let server: TestServer;
  let admin: Browser;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { IMPORT_FILE_LIMIT_BYTES: String(FILE_LIMIT) } });
    admin = new Browser(server.app);
    await admin.signIn(ADMIN_EMAIL);
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
