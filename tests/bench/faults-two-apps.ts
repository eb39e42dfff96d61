/**
 * Faults (b): two app processes on one PostgreSQL, as behind a load balancer. A session made
 * on one works on the other (sessions live in the database), and each export requested once
 * is produced once and mailed once although both processes run an export worker.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadSettings } from '../../src/server/config';
import { migrate, openDatabase } from '../../src/server/db/connect';
import { seed } from '../../src/server/db/seed/seed';
import { until } from '../server/support/until';
import { downloadLinkIn } from '../server/support/exports';
import { mailText, startSmtpServer, type TestSmtpServer } from '../server/support/smtp';
import { startAppProcess, type AppProcess } from './app-process';
import type { Checklist } from './checklist';
import { callApi, signIn, type Credentials, type HttpSession } from './http-session';
import { seedUsers } from './postgres-bench-db';
import type { PrivatePostgres } from '../server/support/private-postgres';

const DATABASE = 'nhia_two_apps';
/** Enough rows that a file takes the workers a moment, so both are looking for work meanwhile. */
const USERS = 20_000;
const EXPORTS = 4;
const timeoutMs = 10_000;

/** The database both processes share: migrated, seeded, with USERS users. */
async function prepareDatabase(server: PrivatePostgres, admin: Credentials): Promise<string> {
  const maintenance = new pg.Client({ connectionString: server.url() });
  await maintenance.connect();
  await maintenance.query(`create database ${DATABASE}`);
  await maintenance.end();
  const handle = await openDatabase({ databaseUrl: server.url(DATABASE) });
  try {
    await migrate(handle.db);
    await seed(
      handle.db,
      loadSettings({ SEED_ADMIN_EMAIL: admin.email, SEED_ADMIN_PASSWORD: admin.password, SEED_DEMO_DATA: 'false' }),
    );
    await seedUsers(handle, USERS);
  } finally {
    await handle.close();
  }
  return server.url(DATABASE);
}

async function checkSharedSession(
  checks: Checklist,
  [, b]: AppProcess[],
  session: HttpSession,
  admin: Credentials,
): Promise<void> {
  const onB = await callApi(b.baseUrl, session, 'GET', '/api/user', { timeoutMs });
  checks.check(
    'a session made on A works on B (GET /api/user)',
    onB.status === 200 && (onB.body as { user?: { email?: string } }).user?.email === admin.email,
    `B answered ${onB.status}`,
  );
  const role = {
    name: `Made on B ${Date.now()}`,
    description: 'session and XSRF token from A',
    permissions: ['list users'],
  };
  const write = await callApi(b.baseUrl, session, 'POST', '/api/roles', { body: role, timeoutMs });
  checks.check(
    'its anti-forgery token works on B too (POST /api/roles)',
    write.status === 201,
    `B answered ${write.status}`,
  );
}

const exportMails = (smtp: TestSmtpServer) =>
  smtp.messages.map((m) => mailText(m.raw)).filter((text) => text.includes('/api/exports/download/'));

async function checkExportsOnce(
  checks: Checklist,
  apps: AppProcess[],
  session: HttpSession,
  smtp: TestSmtpServer,
  url: string,
  exportDir: string,
): Promise<void> {
  const names = Array.from({ length: EXPORTS }, (_, i) => `two-apps-${i + 1}.xlsx`);
  const requested = await Promise.all(
    names.map((name, i) =>
      callApi(
        apps[i % 2].baseUrl,
        session,
        'GET',
        `/api/users/export?page=1&items_per_page=12&batch=1&export_file_name=${name}`,
        { timeoutMs },
      ),
    ),
  );
  checks.check(
    `${EXPORTS} exports requested, alternately on A and B`,
    requested.every((r) => r.status === 202),
    requested.map((r) => r.status).join(', '),
  );
  await until('every export mailed', 180_000, async () => exportMails(smtp).length >= EXPORTS).catch(() => undefined);
  // Some polls of both workers more: a second production or mail would show by now.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const { db, close } = await openDatabase({ databaseUrl: url });
  const jobs = await db.selectFrom('export_jobs').selectAll().where('file_name', 'in', names).execute().finally(close);
  const once = jobs.filter(
    (j) => j.status === 'done' && j.attempts === 1 && j.mail_attempts === 1 && j.mailed_at !== null,
  );
  checks.check(
    'each export produced once (one job each, done at its first try)',
    jobs.length === EXPORTS && once.length === EXPORTS,
    jobs
      .map(
        (j) => `${j.file_name}: ${j.status}, tries ${j.attempts}, mail tries ${j.mail_attempts}, ${j.row_count} rows`,
      )
      .join('; '),
  );
  const files = readdirSync(exportDir);
  checks.check(
    'one file per export in the shared export folder',
    files.length === EXPORTS,
    `${files.length} files: ${files.join(', ')}`,
  );
  const mails = exportMails(smtp);
  const mailsOf = (name: string) => mails.filter((text) => text.includes(`Your export ${name} (`));
  checks.check(
    'each export mailed once',
    mails.length === EXPORTS && names.every((name) => mailsOf(name).length === 1),
    `${mails.length} export mails for ${jobs.length} jobs`,
  );
  const link = mailsOf(names[0]).map(downloadLinkIn)[0];
  const download = link
    ? await fetch(`${apps[1].baseUrl}${new URL(link).pathname}`, { headers: session.headers })
    : undefined;
  await download?.arrayBuffer();
  checks.check(
    'a link of an export requested on A downloads from B',
    download?.status === 200,
    `B answered ${download?.status}`,
  );
}

export async function twoAppsOnOneDatabase(
  checks: Checklist,
  server: PrivatePostgres,
  admin: Credentials,
): Promise<void> {
  console.log(
    `\n-- (b) two app processes on one PostgreSQL (${USERS.toLocaleString('en')} users), a real SMTP server, one shared export folder`,
  );
  const url = await prepareDatabase(server, admin);
  const smtp = await startSmtpServer();
  const exportDir = mkdtempSync(path.join(os.tmpdir(), 'nhia-bench-exports-'));
  const env = {
    SEED_ADMIN_EMAIL: admin.email,
    SEED_ADMIN_PASSWORD: admin.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    EXPORT_DIR: exportDir,
    EXPORT_POLL_MS: '200',
    MAIL_POLL_MS: '500',
  };
  const apps: AppProcess[] = [];
  try {
    apps.push(...(await Promise.all([startAppProcess(url, env), startAppProcess(url, env)])));
    const session = await signIn(apps[0].baseUrl, admin.email, admin.password);
    await checkSharedSession(checks, apps, session, admin);
    await checkExportsOnce(checks, apps, session, smtp, url, exportDir);
    const logout = await callApi(apps[1].baseUrl, session, 'POST', '/logout', { timeoutMs });
    const afterOnA = await callApi(apps[0].baseUrl, session, 'GET', '/api/user', { timeoutMs });
    checks.check(
      'signing out on B ends the session on A',
      logout.status < 300 && afterOnA.status === 401,
      `logout ${logout.status}, then A answered ${afterOnA.status}`,
    );
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await smtp.close();
    rmSync(exportDir, { recursive: true, force: true });
  }
}
