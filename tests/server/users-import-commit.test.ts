import { IMPORT_POLICY, commitBatch } from '../../src/server/users/import/import-worker';
import { claimNextImport, IMPORT_BATCH_ROWS } from '../../src/server/users/import/import-jobs';
import { principalOfUser } from '../../src/server/auth/principal';
import { changedTables, snapshotTables } from './hardening/support/db-snapshot';
import { secondProcessOn } from './hardening/support/second-process';
import { DATABASE_KINDS } from './support/databases';
import {
  ADMIN_EMAIL,
  Browser,
  createUserWith,
  fakeClock,
  startTestServer,
  testSettings,
  type TestServer,
} from './support/server';
import { withRecentSecondFactor } from './support/step-up';
import { csvOf, person, upload, type Row } from './support/users-import';

// Setup signs users in (argon2) and may build a fresh PGlite template: slow on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;
// Hundreds of users created through the create form's code, on a machine others share.
const LONG_MS = 300_000;
const IMPORT = '/api/users/import';
const IMPORTER = 'importer@nhia.example';
const OTHER_IMPORTER = 'other.importer@nhia.example';

interface ImportJob {
  id: number;
  status: string;
  mode: string;
  total_rows: number;
  processed_rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  row_errors: { row: number; errors: Record<string, string[]> }[];
  error: string | null;
}

/** Staff no escalation rule stops: provider staff, with no role. */
const provider = (email: string, extra: Partial<Row> = {}) =>
  person(email, { Type: 'Provider Staff', Roles: '', ...extra });

/** The tables an import writes to the people's side: what "changes nothing" is about (its own job rows aside). */
const PEOPLE_TABLES = ['users', 'user_roles', 'password_tokens', 'mail_outbox', 'activity_logs'];

describe.each(DATABASE_KINDS)('committing an import of users on %s', (kind) => {
  const clock = fakeClock();
  let server: TestServer;
  let admin: Browser;
  let importer: Browser;
  let otherImporter: Browser;
  const db = () => server.database.db;

  const commit = async (body: unknown, as = admin) => {
    const response = await as.call('POST', IMPORT, body);
    return { status: response.statusCode, body: response.json() };
  };
  const committed = async (body: unknown, as = admin): Promise<ImportJob> => {
    const { status, body: answer } = await commit(body, as);
    expect({ status, answer }).toMatchObject({ status: 202, answer: { status: 'queued' } });
    return answer;
  };
  const jobOf = async (id: number, as = admin): Promise<ImportJob> => {
    const response = await as.call('GET', `${IMPORT}/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const usersWith = (emails: string[]) =>
    db()
      .selectFrom('users')
      .select(['id', 'email', 'status', 'first_name', 'phone', 'user_type'])
      .where(
        (eb) => eb.fn('lower', ['email']),
        'in',
        emails.map((email) => email.toLowerCase()),
      )
      .orderBy('email')
      .execute();
  const invitationsTo = async (emails: string[]) =>
    (
      await db()
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('to_address', 'in', emails)
        .orderBy('to_address')
        .execute()
    ).map((mail) => mail.to_address);
  const peopleSnapshot = async () => {
    const all = await snapshotTables(db());
    return Object.fromEntries(PEOPLE_TABLES.map((table) => [table, all[table]]));
  };

  /** Each browser's session holds a second factor given now, by the test's clock (which a test may move on). */
  const withFreshSecondFactors = async () => {
    for (const browser of [admin, importer, otherImporter]) await withRecentSecondFactor(db(), browser, clock());
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    await createUserWith(server.database, { email: IMPORTER, permissions: ['import users', 'create staff'] });
    await createUserWith(server.database, { email: OTHER_IMPORTER, permissions: ['import users'] });
    [admin, importer, otherImporter] = [new Browser(server.app), new Browser(server.app), new Browser(server.app)];
    await admin.signIn(ADMIN_EMAIL);
    await importer.signIn(IMPORTER);
    await otherImporter.signIn(OTHER_IMPORTER);
    await withFreshSecondFactors();
  }, SETUP_TIMEOUT_MS);

  afterAll(() => server.close());

  it('creates every row as a pending user with their roles, invites each, logs each, and reports the job done', async () => {
    const rows = [
      person('ngozi.okafor@example.org', { Roles: 'Auditor' }),
      provider('Tunde.Bello@Example.org'),
      provider('amina.yusuf@example.org', { Phone: '' }),
    ];
    const queued = await committed(upload('staff.csv', csvOf(rows)));
    expect(queued).toMatchObject({ mode: 'create_only', total_rows: 3, processed_rows: 0, created: 0 });
    expect(await server.app.importWorker.drain()).toBe(1);
    expect(await jobOf(queued.id)).toMatchObject({
      status: 'done',
      processed_rows: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      failed: 0,
      row_errors: [],
      error: null,
    });
    const emails = ['amina.yusuf@example.org', 'ngozi.okafor@example.org', 'tunde.bello@example.org'];
    expect((await usersWith(emails)).map(({ email, status }) => [email, status])).toEqual(
      emails.map((email) => [email, 'pending']),
    );
    const roles = await db()
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['users.email', 'roles.name'])
      .where('users.email', 'in', emails)
      .execute();
    expect(roles).toEqual([{ email: 'ngozi.okafor@example.org', name: 'Auditor' }]);
    expect(await invitationsTo(emails)).toEqual(emails);
    const logged = await db()
      .selectFrom('activity_logs')
      .select(['action', 'subject_label', 'causer_id', 'properties'])
      .where('subject_label', 'in', emails)
      .orderBy('subject_label')
      .orderBy('id')
      .execute();
    expect(logged.map(({ action, subject_label }) => `${subject_label} ${action}`)).toEqual(
      emails.flatMap((email) => [`${email} created`, `${email} invited`]),
    );
    expect(logged.every(({ properties }) => (properties as { import_job: number }).import_job === queued.id)).toBe(
      true,
    );
    // The file's rows are not kept once the job is done.
    expect(
      await db().selectFrom('import_job_rows').select('position').where('import_job_id', '=', queued.id).execute(),
    ).toEqual([]);
  });

  it('changes nothing when the same file is imported again: every row counts as unchanged', async () => {
    const rows = [provider('same.twice@example.org'), provider('same.again@example.org')];
    const file = upload('staff.csv', csvOf(rows));
    await committed(file);
    await server.app.importWorker.drain();
    const before = await peopleSnapshot();
    const again = await committed(file);
    await server.app.importWorker.drain();
    expect(await jobOf(again.id)).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2, failed: 0 });
    expect(changedTables(before, await peopleSnapshot())).toEqual([]);
  });

  it('updates the users whose email matches in update_matching, adding roles and never taking one away', async () => {
    await committed(upload('staff.csv', csvOf([person('to.update@example.org', { Roles: 'Auditor' })])));
    await server.app.importWorker.drain();
    const rows = [
      person('TO.UPDATE@example.org', {
        'First name': 'Ngozika',
        Phone: '+234 803 999 0000',
        Roles: 'User Administrator',
      }),
      provider('brand.new@example.org'),
    ];
    const refusedInCreateOnly = await commit(upload('staff.csv', csvOf(rows)));
    expect([refusedInCreateOnly.status, Object.keys(refusedInCreateOnly.body.errors)]).toEqual([422, ['rows.2.email']]);
    const job = await committed({ ...upload('staff.csv', csvOf(rows)), mode: 'update_matching' });
    await server.app.importWorker.drain();
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', mode: 'update_matching', created: 1, updated: 1 });
    const [user] = await usersWith(['to.update@example.org']);
    expect(user).toMatchObject({ first_name: 'Ngozika', phone: '+234 803 999 0000', email: 'to.update@example.org' });
    const roles = await db()
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('roles.name')
      .where('user_roles.user_id', '=', user.id)
      .orderBy('roles.name')
      .execute();
    expect(roles.map((role) => role.name)).toEqual(['Auditor', 'User Administrator']);
    const updated = await db()
      .selectFrom('activity_logs')
      .select(['changes'])
      .where('subject_id', '=', user.id)
      .where('action', '=', 'updated')
      .execute();
    expect(updated).toHaveLength(1);
    expect(updated[0].changes).toMatchObject({
      before: { first_name: 'Ngozi', roles: ['Auditor'] },
      after: { first_name: 'Ngozika', roles: ['Auditor', 'User Administrator'] },
    });
    // No invitation for a user who already had one: only the new user's.
    expect(await invitationsTo(['to.update@example.org', 'brand.new@example.org'])).toEqual([
      'brand.new@example.org',
      'to.update@example.org',
    ]);
  });

  it('refuses the whole file (422, every mistake at rows.<row>.<field>) when any row is bad, writing nothing', async () => {
    const before = await snapshotTables(db());
    const rows = [
      provider('fine@example.org'),
      provider('not-an-email'),
      provider('x@example.org', { 'Last name': '' }),
    ];
    const { status, body } = await commit(upload('staff.csv', csvOf(rows)));
    expect({ status, fields: Object.keys(body.errors) }).toEqual({
      status: 422,
      fields: ['rows.3.email', 'rows.4.last_name'],
    });
    expect(body.message).toMatch(/2 rows of the file have mistakes/);
    expect(changedTables(before, await snapshotTables(db()))).toEqual([]);
  });

  it('refuses giving a role beyond the importer, and changing a user who holds more than them, writing nothing', async () => {
    const before = await snapshotTables(db());
    const beyond = await commit(
      upload('staff.csv', csvOf([person('beyond.me@example.org', { Roles: 'Auditor' })])),
      importer,
    );
    const admins = await commit(
      {
        ...upload('staff.csv', csvOf([provider(ADMIN_EMAIL, { Type: 'Agency Staff', Roles: 'Super Admin' })])),
        mode: 'update_matching',
      },
      importer,
    );
    expect([beyond.status, beyond.body.errors]).toEqual([
      422,
      { 'rows.2.role_ids': [expect.stringContaining('You cannot give or take roles')] },
    ]);
    expect([admins.status, admins.body.errors['rows.2.email']]).toEqual([
      422,
      ['You cannot change this user: they hold permissions you do not have.'],
    ]);
    expect(changedTables(before, await snapshotTables(db()))).toEqual([]);
  });

  it('needs a second factor given lately (423), writing nothing', async () => {
    await withRecentSecondFactor(db(), importer, new Date(clock().getTime() - 60 * 60_000));
    const before = await snapshotTables(db());
    const { status } = await commit(upload('staff.csv', csvOf([provider('late.factor@example.org')])), importer);
    expect(status).toBe(423);
    expect(changedTables(before, await snapshotTables(db()))).toEqual([]);
    await withFreshSecondFactors();
  });

  it("shows a job only to its starter (another importer's 403), and lists the caller's own imports", async () => {
    const mine = await committed(upload('staff.csv', csvOf([provider('mine@example.org')])), otherImporter);
    expect((await admin.call('GET', `${IMPORT}/${mine.id}`)).statusCode).toBe(403);
    expect((await otherImporter.call('GET', `${IMPORT}/${mine.id}`)).statusCode).toBe(200);
    expect((await otherImporter.call('GET', `${IMPORT}/2147483647`)).statusCode).toBe(404);
    const listed = (await otherImporter.call('GET', '/api/users/imports')).json().imports as ImportJob[];
    expect(listed.map((job) => job.id)).toEqual([mine.id]);
    const adminsList = (await admin.call('GET', '/api/users/imports')).json().imports as ImportJob[];
    expect(adminsList.map((job) => job.id)).not.toContain(mine.id);
    await server.app.importWorker.drain();
  });

  it(
    'resumes a job whose process died after a batch, at its cursor: every user created, invited and logged once',
    async () => {
      const emails = Array.from({ length: 2 * IMPORT_BATCH_ROWS + 7 }, (_, i) => `crash.${i}@example.org`);
      const job = await committed(upload('staff.csv', csvOf(emails.map((email) => provider(email)))));
      // What a killed process leaves: a committed batch, the job running on its first try, its lease not yet over.
      const claim = await claimNextImport(db(), clock(), IMPORT_POLICY);
      const starter = await principalOfUser(db(), claim!.row.user_id);
      const deps = {
        db: db(),
        settings: testSettings(),
        clock,
        mailOutbox: server.app.mailOutbox,
        log: server.app.log,
      };
      await commitBatch(deps, claim!, starter!);
      expect(await jobOf(job.id)).toMatchObject({
        status: 'running',
        processed_rows: IMPORT_BATCH_ROWS,
        created: IMPORT_BATCH_ROWS,
      });
      expect(await server.app.importWorker.drain()).toBe(0); // the dead process's lease has not ended yet
      clock.advanceMinutes(IMPORT_POLICY.leaseMs / 60_000 + 1);
      await withFreshSecondFactors();
      expect(await server.app.importWorker.drain()).toBe(1);
      expect(await jobOf(job.id)).toMatchObject({
        status: 'done',
        processed_rows: emails.length,
        created: emails.length,
      });
      expect(await usersWith(emails)).toHaveLength(emails.length);
      expect(await invitationsTo(emails)).toHaveLength(emails.length);
      const { created } = await db()
        .selectFrom('activity_logs')
        .select((eb) => eb.fn.countAll<number>().as('created'))
        .where('action', '=', 'created')
        .where('subject_label', 'in', emails)
        .executeTakeFirstOrThrow();
      expect(Number(created)).toBe(emails.length);
    },
    LONG_MS,
  );

  it(
    'creates each user once when 30 identical imports are queued before any runs: one job creates, the others find them unchanged',
    async () => {
      const emails = ['parallel.a@example.org', 'parallel.b@example.org', 'parallel.c@example.org'];
      const file = upload('staff.csv', csvOf(emails.map((email) => provider(email))));
      // A user's files are checked one at a time (a second at once is a 429, users-import-limits):
      // each commit plans to create all three, as nothing runs until the drain.
      const answers = [];
      for (let i = 0; i < 30; i += 1) answers.push(await commit(file));
      expect(answers.map(({ status }) => status)).toEqual(Array(30).fill(202));
      await server.app.importWorker.drain();
      const jobs = await Promise.all(answers.map(({ body }) => jobOf(body.id)));
      expect(jobs.map(({ status, created, unchanged }) => `${status} ${created + unchanged}`)).toEqual(
        Array(30).fill('done 3'),
      );
      expect(jobs.reduce((sum, { created }) => sum + created, 0)).toBe(3);
      expect(await usersWith(emails)).toHaveLength(3);
      expect(await invitationsTo(emails)).toEqual(emails);
    },
    LONG_MS,
  );

  if (kind === 'postgres')
    it(
      'runs a job once when two processes work the queue at once',
      async () => {
        const second = await secondProcessOn(server.database);
        try {
          const emails = Array.from({ length: IMPORT_BATCH_ROWS + 20 }, (_, i) => `two.processes.${i}@example.org`);
          const job = await committed(upload('staff.csv', csvOf(emails.map((email) => provider(email)))));
          const done = await Promise.all([server.app.importWorker.drain(), second.app.importWorker.drain()]);
          expect(done.sort()).toEqual([0, 1]);
          expect(await jobOf(job.id)).toMatchObject({
            status: 'done',
            created: emails.length,
            processed_rows: emails.length,
          });
          const { attempts } = await db()
            .selectFrom('import_jobs')
            .select('attempts')
            .where('id', '=', job.id)
            .executeTakeFirstOrThrow();
          expect(attempts).toBe(1);
          expect(await usersWith(emails)).toHaveLength(emails.length);
        } finally {
          await second.close();
        }
      },
      LONG_MS,
    );

  it('stops a job whose starter lost "import users" before it ran, committing nothing of it', async () => {
    const job = await committed(upload('staff.csv', csvOf([provider('never.made@example.org')])), otherImporter);
    const { id } = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', OTHER_IMPORTER)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('user_roles').where('user_id', '=', id).execute();
    await server.app.importWorker.drain();
    const row = await db().selectFrom('import_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect([row.status, row.error, row.created]).toEqual([
      'failed',
      'The import stopped: you no longer hold the permission to import users.',
      0,
    ]);
    expect(await usersWith(['never.made@example.org'])).toEqual([]);
  });
});
