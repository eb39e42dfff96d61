import type { Server } from 'node:http';
import { sql } from 'kysely';
import { listOperations } from '../../src/server/contract';
import { listenForMetrics, portOf } from '../../src/server/metrics/metrics-server';
import { recordImportJob } from '../../src/server/users/import/import-jobs';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir } from './support/exports';
import { ADMIN_EMAIL, Browser, createUserWith, startTestServer, type TestServer } from './support/server';

/**
 * The Prometheus figures (docs/operations.md): after a flow of refused and throttled sign-ins, a
 * sign-in, a list and an export, a scrape of the metrics port shows each figure moved; the app's
 * own port and the contract know nothing of metrics.
 */

const REQUESTER = 'metrics.requester@example.org';

/** One sample's value from Prometheus's text format, by name and exact labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '')
      .split(/,(?=\w+=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (have === wanted) return Number(match[3]);
  }
  return undefined;
}

describe.each(DATABASE_KINDS)('metrics, %s', (kind) => {
  let server: TestServer;
  let metricsServer: Server;
  let scrapeUrl: string;
  const scrape = async () => {
    const response = await fetch(scrapeUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { DATA_DIR: tempDataDir(), APP_URL: 'http://nhia.test' } });
    await createUserWith(server.database, { email: REQUESTER, permissions: ['list users'] });
    metricsServer = await listenForMetrics(server.app.metrics.registry, 0, '127.0.0.1');
    scrapeUrl = `http://127.0.0.1:${portOf(metricsServer)}/metrics`;
  });
  afterAll(async () => {
    metricsServer.close();
    await server.close();
  });

  it('counts refused sign-ins, the lockout and the throttled attempts after it', async () => {
    const intruder = new Browser(server.app);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await intruder.signIn(ADMIN_EMAIL, `wrong guess ${attempt}`)).statusCode).toBe(422);
    expect((await intruder.signIn(ADMIN_EMAIL, 'one more')).statusCode).toBe(429);
    const text = await scrape();
    expect(sample(text, 'nhia_sign_in_failures_total', { step: 'password' })).toBe(5);
    expect(sample(text, 'nhia_sign_in_lockouts_total')).toBe(1);
    expect(sample(text, 'nhia_sign_in_throttled_total', { operation: 'login' })).toBe(1);
    expect(sample(text, 'nhia_http_requests_total', { operation: 'login', status_class: '4xx' })).toBe(6);
    // The lockout mailed the administrator; the outbox is not running in a test.
    expect(sample(text, 'nhia_queue_depth', { queue: 'mail' })).toBe(1);
  });

  it('counts and times a list per operation, sees the session, the pool and a waiting export, then its rows', async () => {
    const requester = new Browser(server.app);
    expect((await requester.signIn(REQUESTER)).statusCode).toBe(204);
    expect((await requester.call('GET', '/api/users?page=1&items_per_page=10')).statusCode).toBe(200);
    const query = new URLSearchParams({ batch: '1', export_file_name: 'metrics.xlsx' });
    expect((await requester.call('GET', `/api/users/export?${query}`)).statusCode).toBe(202);
    // Queued three minutes ago, by the database's clock (which sets created_at).
    await sql`update export_jobs set created_at = created_at - interval '3 minutes'`.execute(server.database.db);

    const waiting = await scrape();
    const listed = { operation: 'listUsers', status_class: '2xx' };
    expect(sample(waiting, 'nhia_http_requests_total', listed)).toBe(1);
    expect(sample(waiting, 'nhia_http_request_duration_seconds_count', listed)).toBe(1);
    expect(sample(waiting, 'nhia_http_request_duration_seconds_sum', listed)).toBeGreaterThan(0);
    expect(sample(waiting, 'nhia_active_sessions')).toBe(1);
    expect(sample(waiting, 'nhia_queue_depth', { queue: 'exports' })).toBe(1);
    expect(sample(waiting, 'nhia_queue_oldest_age_seconds', { queue: 'exports' })).toBeGreaterThanOrEqual(180);
    expect(sample(waiting, 'nhia_db_connection_wait_seconds_count')).toBeGreaterThan(10);
    expect(sample(waiting, 'nhia_db_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(waiting, 'nhia_worker_running', { worker: 'exports' })).toBe(0);

    expect(await server.app.exportWorker.drain()).toBe(1);
    const done = await scrape();
    expect(sample(done, 'nhia_export_rows_total')).toBeGreaterThan(0);
    expect(sample(done, 'nhia_export_file_duration_seconds_count')).toBe(1);
    expect(sample(done, 'nhia_queue_depth', { queue: 'exports' })).toBe(0);
    expect(sample(done, 'nhia_queue_oldest_age_seconds', { queue: 'exports' })).toBe(0);
  });

  it('sees a waiting import job in the queue gauges, and its queue empty once the worker committed it', async () => {
    const admin = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const body = {
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'metrics.import@example.org',
      user_type: 'Provider Staff' as const,
    };
    const origin = { ip: null, userAgent: null };
    const job = { userId: admin.id, fileName: 'staff.csv', mode: 'create_only' as const, origin, now: new Date() };
    await recordImportJob(server.database.db, job, [{ row: 2, body }]);
    // Queued four minutes ago, by the database's clock (which sets created_at).
    await sql`update import_jobs set created_at = created_at - interval '4 minutes'`.execute(server.database.db);

    const waiting = await scrape();
    expect(sample(waiting, 'nhia_queue_depth', { queue: 'imports' })).toBe(1);
    expect(sample(waiting, 'nhia_queue_oldest_age_seconds', { queue: 'imports' })).toBeGreaterThanOrEqual(240);
    expect(sample(waiting, 'nhia_worker_running', { worker: 'imports' })).toBe(0);

    expect(await server.app.importWorker.drain()).toBe(1);
    const done = await scrape();
    expect(sample(done, 'nhia_queue_depth', { queue: 'imports' })).toBe(0);
    expect(sample(done, 'nhia_queue_oldest_age_seconds', { queue: 'imports' })).toBe(0);
  });

  it('counts a failed query and reports the workers once they run', async () => {
    await expect(sql`select * from no_such_table`.execute(server.database.db)).rejects.toThrow();
    server.app.mailOutbox.start();
    const text = await scrape();
    expect(sample(text, 'nhia_db_query_errors_total')).toBe(1);
    expect(sample(text, 'nhia_worker_running', { worker: 'mail' })).toBe(1);
    await server.app.mailOutbox.stop();
  });

  it('is served on its own port only: not by the app, not in the contract, nothing else on that port', async () => {
    for (const url of ['/metrics', '/api/metrics'])
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(listOperations().filter((op) => /metric/i.test(op.path))).toEqual([]);
    const other = await fetch(scrapeUrl.replace('/metrics', '/api/users'));
    expect(other.status).toBe(404);
  });
});
