import { existsSync } from 'node:fs';
import path from 'node:path';
import { listOperations, permissionCatalogue } from '../../src/server/contract';
import { contractEnum } from '../../src/server/contract-enums';
import { resourcesExportableBy } from '../../src/server/exports/export-access';
import { DATABASE_KINDS } from './support/databases';
import { EXPORT_QUERY, pathOf, seedExportableUsers, tempDataDir, TEST_APP_URL } from './support/exports';
import { ADMIN_EMAIL, Browser, createUserWith, fakeClock, startTestServer, type TestServer } from './support/server';

// Fair scheduling between users, and the right to an export checked again when its file is made
// and when it is downloaded (docs/security.md, Exports).

const exportUrl = (fileName: string) =>
  `/api/users/export?${new URLSearchParams({ ...EXPORT_QUERY, batch: '1', export_file_name: fileName })}`;

describe.each(DATABASE_KINDS)('who gets an export, and when, %s', (kind) => {
  const clock = fakeClock();
  const dataDir = tempDataDir();
  let server: TestServer;
  let serial = 0;

  /** A signed-in agency staff member holding "list users", with the id of the role that grants it. */
  async function exporter(options: { tpaId?: number; permissions?: string[] } = {}) {
    serial += 1;
    const email = `access.${serial}@nhia.example`;
    const userId = await createUserWith(server.database, { email, permissions: options.permissions ?? ['list users'] });
    if (options.tpaId)
      await server.database.db.updateTable('users').set({ tpa_id: options.tpaId }).where('id', '=', userId).execute();
    const browser = new Browser(server.app);
    await browser.signIn(email);
    const { role_id: roleId } = await server.database.db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { browser, userId, roleId, email };
  }
  async function requestExport(browser: Browser, fileName: string): Promise<number> {
    const response = await browser.call('GET', exportUrl(fileName));
    expect(response.statusCode).toBe(202);
    return response.json().id as number;
  }
  const jobRow = (id: number) =>
    server.database.db.selectFrom('export_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const takePermissionsOf = (roleId: number) =>
    server.database.db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  /** The job's link as My exports shows it, once the worker has made the file. */
  async function linkOf(browser: Browser, jobId: number): Promise<string> {
    const mine = (await browser.call('GET', '/api/exports')).json().exports as {
      id: number;
      download_url: string | null;
    }[];
    return pathOf(mine.find((job) => job.id === jobId)!.download_url!);
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { DATA_DIR: dataDir, APP_URL: TEST_APP_URL, EXPORT_POLL_MS: '60000' },
      clock,
    });
    await seedExportableUsers(server.database, 4);
  });
  afterAll(() => server.close());
  // Each test starts with nothing due, so the worker's claims are the test's own jobs.
  beforeEach(() => server.app.exportWorker.drain());

  it('lets a user holding every permission export every list of the contract, and one holding none no list', async () => {
    const every = await createUserWith(server.database, {
      email: 'every.permission@nhia.example',
      permissions: permissionCatalogue().map((p) => p.name),
    });
    const none = await createUserWith(server.database, { email: 'no.permission@nhia.example', permissions: [] });
    expect({
      every: (await resourcesExportableBy(server.database.db, every)).sort(),
      none: await resourcesExportableBy(server.database.db, none),
    }).toEqual({ every: [...contractEnum('ExportResource')].sort(), none: [] });
  });

  it("claims another user's export before one user's backlog is done", async () => {
    const heavy = await exporter();
    const light = await exporter();
    const backlog = [];
    for (let i = 0; i < 6; i += 1) backlog.push(await requestExport(heavy.browser, `backlog ${i}.xlsx`));
    const single = await requestExport(light.browser, 'just one.xlsx');

    expect(await server.app.exportWorker.runOnce()).toBe(true);
    expect(await server.app.exportWorker.runOnce()).toBe(true);
    const statuses = async (ids: number[]) => Promise.all(ids.map(async (id) => (await jobRow(id)).status));
    expect({ single: (await jobRow(single)).status, backlog: await statuses(backlog) }).toEqual({
      single: 'done',
      backlog: ['done', 'queued', 'queued', 'queued', 'queued', 'queued'],
    });
    await server.app.exportWorker.drain();
    expect(await statuses(backlog)).toEqual(backlog.map(() => 'done'));
  });

  it('claims first the export of a user with no export running elsewhere, even one served more recently', async () => {
    const busy = await exporter();
    const idle = await exporter();
    // The busy user's export runs in another process (a live lease); the idle user was served since it started.
    const running = await requestExport(busy.browser, 'running elsewhere.xlsx');
    const lease = new Date(clock().getTime() + 60 * 60_000);
    await server.database.db
      .updateTable('export_jobs')
      .set({ status: 'running', attempts: 1, started_at: new Date(clock().getTime() - 60_000), run_after: lease })
      .where('id', '=', running)
      .execute();
    await requestExport(idle.browser, 'served already.xlsx');
    await server.app.exportWorker.drain();
    const waiting = await requestExport(busy.browser, 'waiting.xlsx');
    const next = await requestExport(idle.browser, 'next.xlsx');

    expect(await server.app.exportWorker.runOnce()).toBe(true);
    expect({ next: (await jobRow(next)).status, waiting: (await jobRow(waiting)).status }).toEqual({
      next: 'done',
      waiting: 'queued',
    });
    await server.database.db.updateTable('export_jobs').set({ status: 'failed' }).where('id', '=', running).execute();
  });

  it('fails a queued export whose requester lost the permission, with the reason, and makes no file', async () => {
    const { browser, roleId } = await exporter();
    const id = await requestExport(browser, 'no longer allowed.xlsx');
    await takePermissionsOf(roleId);
    await server.app.exportWorker.drain();
    const job = await jobRow(id);
    expect({ status: job.status, error: job.error, file: job.file_path, link: job.download_token_hash }).toEqual({
      status: 'failed',
      error: 'The export was not made: you no longer hold the permission to export the users list.',
      file: null,
      link: null,
    });
  });

  it('fails a queued export whose requester was deactivated, or whose organisation was suspended', async () => {
    const deactivated = await exporter();
    const tpa = await server.database.db
      .insertInto('tpas')
      .values({
        name: 'Suspended Health TPA',
        code: 'SUS-1',
        email: 'sus@example.org',
        phone: '+234 1 111',
        address: 'Abuja',
        state: 'FCT',
        contact_person: 'S. Contact',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inSuspended = await exporter({ tpaId: tpa.id });
    const ids = [
      await requestExport(deactivated.browser, 'deactivated.xlsx'),
      await requestExport(inSuspended.browser, 'suspended.xlsx'),
    ];
    await server.database.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', '=', deactivated.userId)
      .execute();
    await server.database.db.updateTable('tpas').set({ status: 'suspended' }).where('id', '=', tpa.id).execute();
    await server.app.exportWorker.drain();
    const reason = 'The export was not made: your account is no longer active, or your organisation is suspended.';
    expect(
      await Promise.all(
        ids.map(async (id) => ({ status: (await jobRow(id)).status, error: (await jobRow(id)).error })),
      ),
    ).toEqual([
      { status: 'failed', error: reason },
      { status: 'failed', error: reason },
    ]);
  });

  it('answers 403 to a download once the permission was taken away, and the file again once it is back', async () => {
    const { browser, roleId } = await exporter({ permissions: ['list users', 'list roles'] });
    const id = await requestExport(browser, 'revoked later.xlsx');
    await server.app.exportWorker.drain();
    const link = await linkOf(browser, id);
    expect((await browser.call('GET', link)).statusCode).toBe(200);
    const listUsers = await server.database.db
      .selectFrom('permissions')
      .select('id')
      .where('name', '=', 'list users')
      .executeTakeFirstOrThrow();
    const revoke = server.database.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', roleId)
      .where('permission_id', '=', listUsers.id);
    await revoke.execute();
    // Still allowed to export roles, so the download call lets them in; the users export is no longer theirs to open.
    const refused = await browser.call('GET', link);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: {
        message: 'You no longer hold the permission to export this list, so its export can no longer be downloaded.',
      },
    });
    await takePermissionsOf(roleId);
    expect((await browser.call('GET', link)).statusCode).toBe(403);
    await server.database.db
      .insertInto('role_permissions')
      .values({ role_id: roleId, permission_id: listUsers.id })
      .execute();
    expect((await browser.call('GET', link)).statusCode).toBe(200);
  });

  it("stops a deactivated user's links: 401, and no sign-in to follow them", async () => {
    const { browser, userId, email } = await exporter();
    const id = await requestExport(browser, 'before deactivation.xlsx');
    await server.app.exportWorker.drain();
    const link = await linkOf(browser, id);
    expect(existsSync(path.join(dataDir, 'exports', (await jobRow(id)).file_path!))).toBe(true);
    const admin = new Browser(server.app);
    await admin.signIn(ADMIN_EMAIL);
    expect((await admin.call('POST', `/api/users/${userId}/deactivate`)).statusCode).toBe(200);
    expect((await browser.call('GET', link)).statusCode).toBe(401);
    const again = new Browser(server.app);
    expect((await again.signIn(email)).statusCode).toBe(422);
    expect((await again.call('GET', link)).statusCode).toBe(401);
  });
});

describe('the download call in the contract', () => {
  it("lets in exactly the holders of some export operation's permission (the handler then checks the job's own)", () => {
    const operations = listOperations();
    const exportPermissions = operations
      .filter((op) => op.path.endsWith('/export'))
      .flatMap((op) => (op.access.kind === 'permission' ? op.access.anyOf : []));
    const download = operations.find((op) => op.operationId === 'downloadExport')!;
    expect(download.access.kind === 'permission' && [...download.access.anyOf].sort()).toEqual(
      [...new Set(exportPermissions)].sort(),
    );
  });
});
