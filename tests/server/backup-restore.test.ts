/**
 * Backups and restores of the embedded database (docs/deployment.md, Backups), through the real
 * commands: `npm run backup` while `npm start` runs and writes, data changed after it, then
 * `npm run restore` with the app stopped, and the old state back: users, activity rows, an export
 * file downloadable through its old link. On PostgreSQL the commands refuse and name pg_dump.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/connect';
import { callApi, signIn, type HttpSession } from '../bench/http-session';
import { TEST_POSTGRES_URL } from './support/databases';
import { downloadLinkIn, filesIn } from './support/exports';
import { ROOT, startMain, type Started } from './support/main-process';
import { until } from './support/until';

const CASE_MS = 900_000;
/** A first start initialises PGlite in WebAssembly: minutes on a loaded machine. */
const APP_START_MS = 300_000;
const PASSWORD = 'Backup-Restore-Harbour-8812';
const ADMIN = 'admin@nhia.example';

/** Runs `npm run <script> -- args` as an operator would; never throws. */
function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', EXPORT_DIR: '', ...env }, timeout: 300_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

async function startApp(dataDir: string): Promise<Started> {
  const main = await startMain({ DATA_DIR: dataDir, SEED_ADMIN_PASSWORD: PASSWORD, SEED_DEMO_DATA: 'false' });
  let ended = false;
  void main.exited.then(() => (ended = true));
  await until(
    'the app answering',
    APP_START_MS,
    async () => (await fetch(`${main.baseUrl}/api/health`)).ok,
    () => (ended ? `it ended: ${main.output()}` : undefined),
  );
  return main;
}

async function call(main: Started, session: HttpSession, method: string, url: string, body?: unknown) {
  const outcome = await callApi(main.baseUrl, session, method, url, { body, timeoutMs: 60_000 });
  return outcome as { status: number; body: Record<string, never> };
}

const newUser = (lastName: string, roleId: number) => ({
  first_name: 'Chidi',
  middle_name: null,
  last_name: lastName,
  email: `${lastName.toLowerCase()}@nhia.example`,
  phone: '+234 803 000 0001',
  user_type: 'Agency Staff',
  role_ids: [roleId],
});

/** The users' emails a search finds, and whether each has its 'created' activity row. */
async function usersFound(main: Started, session: HttpSession, search: string): Promise<string[]> {
  const listed = await call(main, session, 'GET', `/api/users?search_string=${search}&items_per_page=100`);
  expect(listed.status).toBe(200);
  return (listed.body.users as { email: string }[]).map((user) => user.email).sort();
}

describe('npm run backup and npm run restore (the embedded database)', () => {
  const dirs: string[] = [];
  const running: Started[] = [];
  afterAll(async () => {
    for (const main of running) await main.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'backs up while the app runs and writes, then brings the old state back only with --force',
    async () => {
      const work = mkdtempSync(path.join(os.tmpdir(), 'nhia-backup-'));
      dirs.push(work);
      const dataDir = path.join(work, 'data');
      const backup = path.join(work, 'nightly.zip');
      const env = { DATA_DIR: dataDir };
      let main = await startApp(dataDir);
      running.push(main);
      let admin = await signIn(main.baseUrl, ADMIN, PASSWORD);
      const roles = await call(main, admin, 'GET', '/api/roles?search_string=Auditor');
      const auditor = (roles.body.roles as { id: number }[])[0].id;
      expect((await call(main, admin, 'POST', '/api/users', newUser('Beforebackup', auditor))).status).toBe(201);

      const exported = await call(main, admin, 'GET', '/api/users/export?batch=1&export_file_name=before.xlsx');
      expect(exported.status).toBe(202);
      const outbox = path.join(dataDir, 'outbox');
      const mail = await until('the export mail', 120_000, () =>
        filesIn(outbox)
          .map((name) => readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''))
          .find((text) => downloadLinkIn(text)),
      );
      const link = downloadLinkIn(mail)!;
      const fileBefore = Buffer.from(await (await fetch(link, { headers: admin.headers })).arrayBuffer());
      expect(fileBefore.subarray(0, 2).toString()).toBe('PK');

      // Users are created while the backup is made: the copy must hold each with its activity row, or neither.
      let writing = true;
      const writer = (async () => {
        for (let n = 0; writing; n += 1)
          expect((await call(main, admin, 'POST', '/api/users', newUser(`Writer${n}`, auditor))).status).toBe(201);
      })();
      const made = await npmRun('backup', [backup], env);
      writing = false;
      await writer;
      expect(made).toMatchObject({ code: 0 });
      expect(made.output).toContain('copied by the running app');
      expect(made.output).toContain('1 export files');

      expect((await call(main, admin, 'POST', '/api/users', newUser('Afterbackup', auditor))).status).toBe(201);
      const refusedWhileRunning = await npmRun('restore', [backup, '--force'], env);
      expect(refusedWhileRunning.code).toBe(1);
      expect(refusedWhileRunning.output).toContain('Stop the app before restoring');
      await main.stop();

      const refused = await npmRun('restore', [backup], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('run again with --force');
      const restored = await npmRun('restore', [backup, '--force'], env);
      expect(restored).toMatchObject({ code: 0 });

      const copy = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      const invariants = await sql<{ users: number; counted: number; unlogged: number }>`
        select (select count(*)::int from users) as users,
          (select row_count::int from row_counts where table_name = 'users') as counted,
          (select count(*)::int from users u where not exists (select 1 from activity_logs a
             where a.subject_type = 'user' and a.subject_id = u.id and a.action = 'created')
             and u.email <> ${ADMIN}) as unlogged`.execute(copy.db);
      await copy.close();
      expect(invariants.rows[0].unlogged).toBe(0);
      expect(invariants.rows[0].counted).toBe(invariants.rows[0].users);

      main = await startApp(dataDir);
      running.push(main);
      admin = await signIn(main.baseUrl, ADMIN, PASSWORD);
      expect(await usersFound(main, admin, 'beforebackup')).toEqual(['beforebackup@nhia.example']);
      expect(await usersFound(main, admin, 'afterbackup')).toEqual([]);
      const logs = await call(main, admin, 'GET', '/api/user-activity-logs?search_string=Beforebackup');
      expect((logs.body.activity_logs as { action: string }[]).map((entry) => entry.action)).toContain('created');
      const download = await fetch(new URL(new URL(link).pathname, main.baseUrl), { headers: admin.headers });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(fileBefore)).toBe(true);
    },
    CASE_MS,
  );

  it('on PostgreSQL, refuses and names pg_dump and pg_restore', async () => {
    const env = { DATABASE_URL: TEST_POSTGRES_URL, LINK_SECRET: 'x'.repeat(40) };
    const backup = await npmRun('backup', [], env);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain('back PostgreSQL up with pg_dump');
    const restore = await npmRun('restore', ['nightly.zip'], env);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('restore PostgreSQL with pg_restore');
  }, 120_000);
});
