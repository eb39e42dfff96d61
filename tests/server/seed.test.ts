import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import type { Clock } from '../../src/server/clock';
import type { Settings } from '../../src/server/config';
import { migrate, openDatabase, type DatabaseHandle, type DatabaseKind } from '../../src/server/db/connect';
import { seed, type SeedReport } from '../../src/server/db/seed/seed';
import { describeSeed } from '../../src/server/db/seed/seed-report';
import { setPasswordLinkIn, type SetPasswordLink } from './support/account-mail';
import { DATABASE_KINDS, freshDatabase, TEST_POSTGRES_URL } from './support/databases';
import { Browser, fakeClock, signInHelpersKnow, testSettings } from './support/server';

/**
 * Safe defaults (docs/security.md): what a first start seeds, and how its accounts get in, by how
 * the service is deployed.
 */

/** The settings of a deployment: the test suite's, with the seed settings left as an operator would leave them. */
const deployment = (env: NodeJS.ProcessEnv): Settings =>
  testSettings({ SEED_ADMIN_PASSWORD: '', SEED_DEMO_DATA: '', ...env });
/**
 * PostgreSQL as main.ts would be configured for it (the seed reads the setting; the test database is the one given),
 * with the link secret every process on PostgreSQL must share.
 */
const ON_POSTGRES = {
  DATABASE_URL: 'postgres://nhia@db.internal/nhia',
  LINK_SECRET: 'seed-test-link-secret-of-at-least-32-characters',
};
const NEW_PASSWORD = 'Quartz-Lantern-Meadow-4417';

interface Start {
  database: DatabaseHandle;
  app: FastifyInstance;
  report: SeedReport;
  close(): Promise<void>;
}

/** A first start on a fresh database of `kind`: the seed, then the app over it. */
async function firstStart(kind: DatabaseKind, settings: Settings, clock?: Clock): Promise<Start> {
  const database = await freshDatabase(kind);
  const report = await seed(database.db, settings, clock);
  const app = await buildApp({ settings, database, clock, logger: false });
  await app.ready();
  // The administrator's sign-in enrols the second factor their role requires, with codes of this clock's time.
  signInHelpersKnow(app, clock, settings);
  return { database, app, report, close: async () => (await app.close(), await database.close()) };
}

async function counts(database: DatabaseHandle) {
  const { rows } = await sql<Record<string, number>>`
    select (select count(*)::int from permissions) as permissions, (select count(*)::int from roles) as roles,
           (select count(*)::int from users) as users, (select count(*)::int from tpas) as tpas,
           (select count(*)::int from ministries) as ministries, (select count(*)::int from user_roles) as user_roles,
           (select count(*)::int from activity_logs) as activity`.execute(database.db);
  return rows[0];
}

const signIn = async (app: FastifyInstance, email: string, password: string) =>
  (await new Browser(app).signIn(email, password)).statusCode;

async function setPassword(app: FastifyInstance, link: SetPasswordLink, password = NEW_PASSWORD) {
  const browser = new Browser(app, 'seed-admin');
  await browser.call('GET', '/sanctum/csrf-cookie');
  return browser.call('POST', '/reset-password', {
    token: link.token,
    email: link.email,
    password,
    password_confirmation: password,
  });
}

function printedLink(report: SeedReport): SetPasswordLink {
  const link = setPasswordLinkIn(describeSeed(report));
  if (!link) throw new Error(`no set-password link in:\n${describeSeed(report)}`);
  return link;
}

describe.each(DATABASE_KINDS)('first start on %s', (kind) => {
  describe('an embedded trial (no DATABASE_URL, no SEED_ADMIN_PASSWORD)', () => {
    let start: Start;
    beforeAll(async () => {
      start = await firstStart(kind, deployment({}));
    });
    afterAll(() => start.close());

    it('adds the catalogue, the roles and demo data', async () => {
      const after = await counts(start.database);
      expect(after).toMatchObject({ permissions: 13, tpas: 30, ministries: 30 });
      expect(after.users).toBeGreaterThanOrEqual(300);
      const superAdmin = await start.database.db
        .selectFrom('role_permissions')
        .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('roles.name', '=', 'Super Admin')
        .executeTakeFirstOrThrow();
      expect(superAdmin.n).toBe(13);
      const types = await start.database.db.selectFrom('users').select('user_type').distinct().execute();
      expect(types.map((t) => t.user_type).sort()).toEqual([
        'Agency Staff',
        'Beneficiary',
        'Ministry Staff',
        'Provider Staff',
        'TPA Staff',
      ]);
    });

    it('prints every account with its own password and what it may do, and each signs in with its own alone', async () => {
      const { report, app } = start;
      if (report.admin.kind !== 'printed') throw new Error(`the trial's administrator was ${report.admin.kind}`);
      const accounts = [{ email: report.adminEmail, password: report.admin.password }, ...report.demoAccounts];
      expect(report.demoAccounts.map((a) => a.email)).toEqual([
        'auditor@nhia.example',
        'partners@nhia.example',
        'tpa.staff@nhia.example',
        'beneficiary@nhia.example',
      ]);
      expect(new Set(accounts.map((a) => a.password)).size).toBe(accounts.length);
      const printed = describeSeed(report);
      for (const account of report.demoAccounts)
        expect(printed).toMatch(
          new RegExp(`^ +${account.email} +password: ${account.password} +${account.description}$`, 'm'),
        );
      expect(printed).toMatch(
        new RegExp(`^ +admin@nhia\\.example +password: ${report.admin.password} +Super Admin: every permission$`, 'm'),
      );
      expect(printed).toMatch(
        /^The Super Admin role requires a second factor: admin@nhia\.example's first sign-in sets one up/m,
      );
      for (const account of accounts)
        expect({ account: account.email, own: await signIn(app, account.email, account.password) }).toEqual({
          account: account.email,
          own: 204,
        });
      const [admin, auditor] = accounts;
      expect(await signIn(app, auditor.email, admin.password)).toBe(422);
    });

    it('adds nothing on a second start and prints no password', async () => {
      const before = await counts(start.database);
      const again = await seed(start.database.db, deployment({}));
      expect(again).toEqual({ adminEmail: 'admin@nhia.example', admin: { kind: 'exists' }, demoAccounts: [] });
      expect(describeSeed(again)).toBe('Administrator admin@nhia.example already exists; its password is unchanged.');
      expect(await counts(start.database)).toEqual(before);
    });
  });

  describe('PostgreSQL without SEED_ADMIN_PASSWORD', () => {
    const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
    let start: Start;
    beforeAll(async () => {
      start = await firstStart(kind, deployment(ON_POSTGRES), clock);
    });
    afterAll(() => start.close());
    const admin = () =>
      start.database.db
        .selectFrom('users')
        .select(['status', 'password_hash'])
        .where('email', '=', 'admin@nhia.example')
        .executeTakeFirstOrThrow();

    it('adds no demo data, and the administrator is pending, with no password, printed or stored', async () => {
      expect(await counts(start.database)).toMatchObject({ users: 1, tpas: 0, ministries: 0, activity: 0 });
      expect(await admin()).toEqual({ status: 'pending', password_hash: null });
      expect(start.report.demoAccounts).toEqual([]);
      expect(describeSeed(start.report)).not.toMatch(/password:/);
    });

    it('prints a one-time set-password link valid for 60 minutes; a start within them keeps it working', async () => {
      const link = printedLink(start.report);
      expect(link.email).toBe('admin@nhia.example');
      expect(describeSeed(start.report)).toContain('works once, until 2026-11-25 10:00 UTC');
      expect(describeSeed(start.report)).toContain("admin@nhia.example's first sign-in sets one up");
      clock.advanceMinutes(30);
      const later = await seed(start.database.db, deployment(ON_POSTGRES), clock);
      expect(later.admin).toEqual({ kind: 'link-live', expiresAt: new Date('2026-11-25T10:00:00Z') });
      expect(setPasswordLinkIn(describeSeed(later))).toBeUndefined();
    });

    it('refuses the link once it expired; the next start prints a fresh one, which works once', async () => {
      const expired = printedLink(start.report);
      clock.advanceMinutes(31);
      expect((await setPassword(start.app, expired)).json().errors).toEqual({
        token: [expect.stringMatching(/expired/)],
      });
      expect(await admin()).toEqual({ status: 'pending', password_hash: null });

      const restart = await seed(start.database.db, deployment(ON_POSTGRES), clock);
      const fresh = printedLink(restart);
      expect(fresh.token).not.toBe(expired.token);
      expect((await setPassword(start.app, fresh)).statusCode).toBe(200);
      expect((await admin()).status).toBe('active');
      expect(await signIn(start.app, 'admin@nhia.example', NEW_PASSWORD)).toBe(204);
      expect((await setPassword(start.app, fresh, 'Another-Quartz-Meadow-8812')).json().errors).toEqual({
        token: [expect.stringMatching(/already been used/)],
      });
      expect(await signIn(start.app, 'admin@nhia.example', NEW_PASSWORD)).toBe(204);
    });

    it('prints no link once the administrator has chosen a password', async () => {
      clock.advanceMinutes(120);
      expect((await seed(start.database.db, deployment(ON_POSTGRES), clock)).admin).toEqual({ kind: 'exists' });
    });
  });

  it('honours SEED_ADMIN_PASSWORD on PostgreSQL and never prints it', async () => {
    const chosen = 'Operator-Chosen-Secret-42';
    const start = await firstStart(kind, deployment({ ...ON_POSTGRES, SEED_ADMIN_PASSWORD: chosen }));
    try {
      expect(start.report.admin).toEqual({ kind: 'chosen' });
      expect(describeSeed(start.report)).toMatch(
        /^ +admin@nhia\.example +\(password from SEED_ADMIN_PASSWORD\) +Super Admin: every permission$/m,
      );
      expect(describeSeed(start.report)).not.toContain(chosen);
      expect(await signIn(start.app, 'admin@nhia.example', chosen)).toBe(204);
    } finally {
      await start.close();
    }
  });

  it('adds demo data on PostgreSQL when SEED_DEMO_DATA=true, each demo account with its own password, the administrator still by link', async () => {
    const start = await firstStart(kind, deployment({ ...ON_POSTGRES, SEED_DEMO_DATA: 'true' }));
    try {
      expect(await counts(start.database)).toMatchObject({ tpas: 30, ministries: 30 });
      expect(start.report.admin.kind).toBe('link');
      const passwords = start.report.demoAccounts.map((a) => a.password);
      expect(new Set(passwords).size).toBe(4);
      for (const account of start.report.demoAccounts)
        expect(await signIn(start.app, account.email, account.password)).toBe(204);
    } finally {
      await start.close();
    }
  });

  it('adds no demo data when APP_URL is https, even on the embedded database', async () => {
    const start = await firstStart(kind, deployment({ APP_URL: 'https://users.nhia.example' }));
    try {
      expect(await counts(start.database)).toMatchObject({ users: 1, tpas: 0, ministries: 0 });
      expect(start.report.admin.kind).toBe('link');
      expect(printedLink(start.report).link).toMatch(/^https:\/\/users\.nhia\.example\/password\/reset\//);
    } finally {
      await start.close();
    }
  });
});

describe('the SEED_DEMO_DATA setting', () => {
  it('is refused with a clear message when APP_URL is https', () => {
    expect(() => deployment({ APP_URL: 'https://users.nhia.example', SEED_DEMO_DATA: 'true' })).toThrow(
      'SEED_DEMO_DATA=true is refused: APP_URL (https://users.nhia.example) is https',
    );
  });

  it('defaults to demo data only on the embedded database over http', () => {
    expect(deployment({}).seedDemoData).toBe(true);
    expect(deployment(ON_POSTGRES).seedDemoData).toBe(false);
    expect(deployment({ APP_URL: 'https://users.nhia.example' }).seedDemoData).toBe(false);
    expect(deployment({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(deployment({ ...ON_POSTGRES, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('takes only true or false', () => {
    expect(() => deployment({ SEED_DEMO_DATA: 'yes' })).toThrow('SEED_DEMO_DATA must be true or false, got "yes"');
  });
});

describe('two processes starting together on one PostgreSQL', () => {
  const name = `nhia_seed_race_${process.pid}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  let processes: DatabaseHandle[] = [];
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    // Two pools, as two app processes have.
    processes = [
      await openDatabase({ databaseUrl: url.toString() }),
      await openDatabase({ databaseUrl: url.toString() }),
    ];
    await migrate(processes[0].db);
  });
  afterAll(async () => {
    for (const handle of processes) await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const clock = fakeClock(new Date('2026-11-25T09:00:00Z'));
  const settings = deployment({ ...ON_POSTGRES, SEED_DEMO_DATA: 'true' });
  const startBoth = () => Promise.all(processes.map((handle) => seed(handle.db, settings, clock)));
  const liveLinks = () =>
    processes[0].db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('used_at', 'is', null)
      .where('expires_at', '>', clock())
      .execute();

  it('seed one after the other: one administrator, one link printed (the other start says it still works), demo data once', async () => {
    const reports = await startBoth();
    expect(reports.map((r) => r.admin.kind).sort()).toEqual(['link', 'link-live']);
    expect(reports.map((r) => r.demoAccounts.length).sort()).toEqual([0, 4]);
    const after = await counts(processes[0]);
    expect(after).toMatchObject({ tpas: 30, ministries: 30 });
    const admins = await processes[0].db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@nhia.example')
      .execute();
    expect(admins).toHaveLength(1);
    expect(await liveLinks()).toHaveLength(1);
  });

  it('print one fresh link between them once the first expired', async () => {
    clock.advanceMinutes(61);
    const reports = await startBoth();
    expect(reports.map((r) => r.admin.kind).sort()).toEqual(['link', 'link-live']);
    expect(await liveLinks()).toHaveLength(1);
  });
});
