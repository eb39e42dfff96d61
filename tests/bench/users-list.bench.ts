import { buildApp } from '../../src/server/app';
import { listPage } from '../../src/server/lists/engine';
import type { ListQuery } from '../../src/server/lists/list-query';
import { usersList } from '../../src/server/users/users-list';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../src/shared/http';
import { ms, percentiles, timeRuns } from './latency';
import { BENCH_USERS, type BenchDatabase } from './postgres-bench-db';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);

function cookieHeader(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, value] = pair.split('=');
    jar.set(name, value);
  }
}

/**
 * The users list benchmark (docs/benchmarks.md): the users list through the HTTP API beside the
 * same SQL run directly.
 */
export async function benchUsersList({ database, settings, password }: BenchDatabase): Promise<void> {
  console.log(`\n== users list on PostgreSQL, ${BENCH_USERS.toLocaleString('en')} users, ${RUNS} calls per case`);

  // Every call counts its total: this measures the query itself, not totals reused from the
  // server's count cache (the load run measures the product as configured).
  const app = await buildApp({ settings: { ...settings, listCountCacheEntries: 0 }, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const jar = new Map<string, string>();
  cookieHeader(await fetch(`${address}/sanctum/csrf-cookie`), jar);
  const login = await fetch(`${address}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': jar.get(XSRF_COOKIE)!,
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify({ email: settings.seedAdminEmail, password }),
  });
  cookieHeader(login, jar);
  const cookie = `${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`;

  const twoFilters = JSON.stringify([
    { name: 'user_type', type: 'select', value: ['Agency Staff', 'TPA Staff'] },
    { name: 'created_at', type: 'date_range', value: ['2025-01-01', '2025-12-31'] },
  ]);
  const cases: [string, Partial<ListQuery>][] = [
    ['default view', {}],
    ['search "okafor"', { search_string: 'okafor' }],
    ['two filters + search', { filters: twoFilters, search_string: 'adaeze' }],
    ['deep page (page 40,000)', { page: 40_000 }],
  ];
  console.log(['case', 'total', 'HTTP p50', 'p95', 'p99', 'direct SQL p50', 'p95', 'p99'].join(' | '));
  for (const [name, partial] of cases) {
    const query: ListQuery = { page: 1, items_per_page: 12, ...partial };
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const probe = await fetch(`${address}/api/users?${params}`, { headers: { cookie } });
    const { pagination } = (await probe.json()) as { pagination: { total: number } };
    const http = percentiles(
      await timeRuns(RUNS, () =>
        fetch(`${address}/api/users?${params}`, { headers: { cookie } }).then((r) => r.arrayBuffer()),
      ),
    );
    const direct = percentiles(
      await timeRuns(RUNS, () => listPage({ db: database.db, countCache: undefined }, usersList, query)),
    );
    console.log(
      [
        name,
        pagination.total,
        ms(http.p50),
        ms(http.p95),
        ms(http.p99),
        ms(direct.p50),
        ms(direct.p95),
        ms(direct.p99),
      ].join(' | '),
    );
  }
  await app.close();
}
