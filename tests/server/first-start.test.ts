/**
 * Safe defaults (docs/security.md), through the real `npm start` command (package.json's, in a
 * process of its own, API only, a spare port, a temporary DATA_DIR): what a first start prints
 * and who can sign in with it, and that DATA_DIR holds nothing other users may read or write.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/shared/http';
import { callApi, signIn } from '../bench/http-session';
import { setPasswordLinkIn } from './support/account-mail';
import { TEST_POSTGRES_URL } from './support/databases';
import { START_MS, startMain, startedMain, type Started } from './support/main-process';
import { until } from './support/until';

/** Each case starts one or two real processes (PGlite's first start, migrations, demo data) on a loaded machine. */
const CASE_MS = 240_000;

/** The accounts a start printed with their own password: email → password. */
function printedAccounts(output: string): Map<string, string> {
  return new Map([...output.matchAll(/^ +(\S+@\S+) +password: (\S+) {2,}\S/gm)].map((m) => [m[1], m[2]]));
}

/** Every file and folder under `root` (itself included) with its permission bits. */
function modesUnder(root: string): { entry: string; mode: string }[] {
  const entries: { entry: string; mode: string }[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    entries.push({ entry: path.relative(root, entry) || '.', mode: (stat.mode & 0o777).toString(8) });
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return entries;
}

const openToOthers = (root: string) => modesUnder(root).filter(({ mode }) => (parseInt(mode, 8) & 0o077) !== 0);

describe('npm start', () => {
  const dirs: string[] = [];
  const running: Started[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nhia-first-start-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (env: NodeJS.ProcessEnv, lastLine: RegExp) => {
    const main = await startedMain(env, lastLine);
    running.push(main);
    return main;
  };
  afterAll(async () => {
    for (const main of running) await main.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'on the embedded database: demo data, each account with its own password, and a DATA_DIR no one else may read or write',
    async () => {
      const dataDir = tempDir();
      const exportDir = tempDir();
      const main = await start(
        { DATA_DIR: dataDir, EXPORT_DIR: exportDir },
        /^ +beneficiary@nhia\.example +password: /m,
      );
      const accounts = printedAccounts(main.output());
      expect([...accounts.keys()]).toEqual([
        'admin@nhia.example',
        'auditor@nhia.example',
        'partners@nhia.example',
        'tpa.staff@nhia.example',
        'beneficiary@nhia.example',
      ]);
      expect(new Set(accounts.values()).size).toBe(5);
      expect(main.output()).toContain('Demo data was added');

      const sessions = new Map<string, Awaited<ReturnType<typeof signIn>>>();
      for (const [email, password] of accounts) sessions.set(email, await signIn(main.baseUrl, email, password));
      await expect(signIn(main.baseUrl, 'auditor@nhia.example', accounts.get('admin@nhia.example')!)).rejects.toThrow(
        /answered 422/,
      );
      const users = await callApi(main.baseUrl, sessions.get('admin@nhia.example')!, 'GET', '/api/users', {
        timeoutMs: 10_000,
      });
      expect((users.body as { pagination: { total: number } }).pagination.total).toBeGreaterThanOrEqual(300);

      // Something in each place the service writes: the database, an export file, a mail in the outbox.
      const exported = await callApi(
        main.baseUrl,
        sessions.get('admin@nhia.example')!,
        'GET',
        '/api/users/export?batch=1&export_file_name=all.xlsx',
        { timeoutMs: 10_000 },
      );
      expect(exported.status).toBe(202);
      const nonEmpty = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
      await until('the export file', 60_000, () => nonEmpty(exportDir));
      await until('the export mail in the outbox', 60_000, () => nonEmpty(path.join(dataDir, 'outbox')));

      expect(modesUnder(dataDir).length).toBeGreaterThan(900);
      expect(openToOthers(dataDir)).toEqual([]);
      expect(openToOthers(exportDir)).toEqual([]);
    },
    CASE_MS,
  );

  it(
    'a later start adds nothing, prints no password, and closes what an older version left open',
    async () => {
      const dataDir = tempDir();
      const first = await start(
        { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', SEED_ADMIN_PASSWORD: 'Operator-Chosen-Secret-42' },
        /from SEED_ADMIN_PASSWORD/,
      );
      await first.stop();
      // As an older version left it: everything readable and writable by everyone, and a file of the operator's.
      const all = modesUnder(dataDir);
      for (const { entry } of all)
        chmodSync(path.join(dataDir, entry), lstatSync(path.join(dataDir, entry)).isDirectory() ? 0o777 : 0o666);
      mkdirSync(path.join(dataDir, 'notes'), { mode: 0o755 });
      writeFileSync(path.join(dataDir, 'notes', 'readme.txt'), 'left by the operator', { mode: 0o644 });

      const again = await start({ DATA_DIR: dataDir }, /already exists/);
      expect(again.output()).toContain('Administrator admin@nhia.example already exists; its password is unchanged.');
      expect(again.output()).toMatch(
        new RegExp(
          `Took group and other permissions off ${all.length + 2} files and folders of ${dataDir}: they are this user.s alone\\.`,
        ),
      );
      expect(again.output()).not.toMatch(/password: /);
      expect(openToOthers(dataDir)).toEqual([]);
    },
    CASE_MS,
  );

  it(
    "on PostgreSQL: no demo data and no password, but a one-time link that sets the administrator's",
    async () => {
      const name = `nhia_first_start_${process.pid}`;
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${name}`;
      try {
        // LINK_SECRET too: on PostgreSQL the app does not start without one (docs/security.md, Exports).
        const env = {
          DATA_DIR: tempDir(),
          DATABASE_URL: url.toString(),
          LINK_SECRET: 'the operator chose this link secret for every process',
        };
        const main = await start(env, /While no password is set/);
        expect(main.output()).not.toMatch(/password: |Demo data/);
        const link = setPasswordLinkIn(main.output());
        expect(link?.link.startsWith(`${main.baseUrl}/password/reset/`)).toBe(true);

        const guest = await fetch(`${main.baseUrl}/sanctum/csrf-cookie`);
        const cookies = guest.headers.getSetCookie().map((c) => c.split(';')[0]);
        const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith(`${XSRF_COOKIE}=`))!.split('=')[1]);
        const password = 'Quartz-Lantern-Meadow-4417';
        const reset = () =>
          fetch(`${main.baseUrl}/reset-password`, {
            method: 'POST',
            headers: {
              cookie: cookies.join('; '),
              [XSRF_HEADER]: xsrf,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify({ token: link!.token, email: link!.email, password, password_confirmation: password }),
          });
        expect((await reset()).status).toBe(200);
        expect((await reset()).status).toBe(422);
        await signIn(main.baseUrl, 'admin@nhia.example', password);
        await main.stop();
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    CASE_MS,
  );

  it(
    'refuses SEED_DEMO_DATA=true on an https address before writing anything',
    async () => {
      const dataDir = tempDir();
      const main = await startMain({
        DATA_DIR: dataDir,
        APP_URL: 'https://users.nhia.example',
        SEED_DEMO_DATA: 'true',
      });
      running.push(main);
      const stillRunning = new Promise((resolve) => setTimeout(() => resolve('still running'), START_MS).unref());
      expect(await Promise.race([main.exited, stillRunning])).toBe(1);
      expect(main.output()).toContain(
        'Not started: SEED_DEMO_DATA=true is refused: APP_URL (https://users.nhia.example) is https',
      );
      expect(readdirSync(dataDir)).toEqual([]);
    },
    CASE_MS,
  );
});
