import autocannon from 'autocannon';
import { startAppProcess } from './app-process';
import { signIn } from './http-session';
import { ms, percentiles } from './latency';
import { BENCH_USERS, loadAverage, type BenchDatabase } from './postgres-bench-db';
import { BENEFICIARY_ACTIVE, COMMON_FRAGMENT, filters } from './users-list.bench';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 5);
/** The list call's p95 target (docs/benchmarks.md, Load). */
const LIST_P95_TARGET_MS = 50;

const listPath = (query: Record<string, string | number>) =>
  `/api/users?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/**
 * What people do on the users screen: open it, page on, search a common name fragment, filter
 * that search, sort. Each connection cycles through it (the fragments: users-list.bench.ts).
 */
const LIST_MIX: LoadCase[] = [
  { name: 'default view', path: listPath({ page: 1, items_per_page: 12 }) },
  { name: 'page 2', path: listPath({ page: 2, items_per_page: 12 }) },
  {
    name: `search "${COMMON_FRAGMENT}"`,
    path: listPath({ page: 1, items_per_page: 12, search_string: COMMON_FRAGMENT }),
  },
  {
    name: `search "${COMMON_FRAGMENT}" + Beneficiary + active`,
    path: listPath({
      page: 1,
      items_per_page: 12,
      search_string: COMMON_FRAGMENT,
      filters: filters(...BENEFICIARY_ACTIVE),
    }),
  },
  { name: 'sort by name', path: listPath({ page: 1, items_per_page: 12, sort: 'name' }) },
];

interface LoadCase {
  name: string;
  path: string;
}

interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

interface LoadFigures extends Latency {
  requests: number;
  perSecond: number;
  non2xx: number;
  /** Socket errors and timeouts. */
  socketErrors: number;
  /** Each case's latency within the run. */
  byCase: Map<string, Latency>;
}

const latencyOf = (samples: number[]): Latency =>
  samples.length > 0 ? percentiles(samples) : { p50: NaN, p95: NaN, p99: NaN };

/** Closed-loop load: each of the connections sends its next request when the previous one is answered. */
function drive(
  baseUrl: string,
  headers: Record<string, string>,
  cases: LoadCase[],
  seconds: number,
): Promise<LoadFigures> {
  // autocannon reports fixed percentiles without p95: keep every response time, by case.
  const samples = new Map<string, number[]>(cases.map(({ name }) => [name, []]));
  let answered = cases[0].name;
  return new Promise((resolve, reject) => {
    const requests = cases.map(({ name, path }) => ({
      method: 'GET' as const,
      path,
      // Called just before the 'response' event of the same answer: it names the case that event times.
      onResponse: () => void (answered = name),
    }));
    const instance = autocannon(
      { url: baseUrl, connections: CONNECTIONS, duration: seconds, timeout: 10, headers, requests },
      (error, result) => {
        if (error) return reject(error);
        const total = result.requests.total;
        resolve({
          ...latencyOf([...samples.values()].flat()),
          requests: total,
          perSecond: total / result.duration,
          non2xx: result.non2xx,
          socketErrors: result.errors,
          byCase: new Map([...samples].map(([name, times]) => [name, latencyOf(times)])),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.get(answered)!.push(responseTime));
  });
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

interface LoadRun {
  name: string;
  cases: LoadCase[];
  p95TargetMs?: number;
}

/** One server process and the runs made against it. */
interface ServerConfig {
  /** Environment of the server beyond the benchmark's database and admin. */
  env: NodeJS.ProcessEnv;
  runs: LoadRun[];
}

const SERVERS: ServerConfig[] = [
  {
    env: {},
    runs: [
      { name: 'users list (mix)', cases: LIST_MIX, p95TargetMs: LIST_P95_TARGET_MS },
      { name: 'GET /api/user', cases: [{ name: 'api/user', path: '/api/user' }] },
    ],
  },
  // For comparison: the same mix without whole answers reused (each call reads its page and reuses
  // filtered totals only), then with neither (every call counts its own total).
  {
    env: { LIST_ANSWER_CACHE_ENTRIES: '0' },
    runs: [{ name: 'users list (mix), LIST_ANSWER_CACHE_ENTRIES=0', cases: LIST_MIX }],
  },
  {
    env: { LIST_ANSWER_CACHE_ENTRIES: '0', LIST_COUNT_CACHE_ENTRIES: '0' },
    runs: [{ name: 'users list (mix), LIST_ANSWER_CACHE_ENTRIES=0 LIST_COUNT_CACHE_ENTRIES=0', cases: LIST_MIX }],
  },
];

/**
 * The load run (docs/benchmarks.md, Load): the real server in its own process on the 1M-user
 * database, driven over HTTP by autocannon with a signed-in session: the users list (a mix) and
 * GET /api/user.
 */
export async function benchLoad({ url, settings, password }: BenchDatabase): Promise<void> {
  console.log(
    `\n== load: ${CONNECTIONS} connections, ${SECONDS} s a call, the server in its own process on ${BENCH_USERS.toLocaleString('en')} users`,
  );
  const rows: string[] = [];
  for (const server of SERVERS) {
    const app = await startAppProcess(url, {
      SEED_ADMIN_EMAIL: settings.seedAdminEmail,
      SEED_ADMIN_PASSWORD: password,
      ...server.env,
    });
    try {
      const { headers } = await signIn(app.baseUrl, settings.seedAdminEmail, password);
      for (const { name, cases, p95TargetMs } of server.runs) {
        if (WARMUP_SECONDS > 0) await drive(app.baseUrl, headers, cases, WARMUP_SECONDS);
        const f = await drive(app.baseUrl, headers, cases, SECONDS);
        const errors = f.non2xx + f.socketErrors;
        const targets = [
          `errors ${verdict(errors === 0)}`,
          ...(p95TargetMs ? [`p95 ≤ ${p95TargetMs} ms ${verdict(f.p95 <= p95TargetMs)}`] : []),
        ];
        rows.push(
          [
            name,
            f.requests.toLocaleString('en'),
            f.perSecond.toFixed(0),
            ms(f.p50),
            ms(f.p95),
            ms(f.p99),
            f.non2xx,
            f.socketErrors,
            targets.join(', '),
            loadAverage(),
          ].join(' | '),
        );
        if (cases.length > 1)
          for (const [caseName, l] of f.byCase)
            rows.push([`  · ${caseName}`, '', '', ms(l.p50), ms(l.p95), ms(l.p99), '', '', '', ''].join(' | '));
      }
    } finally {
      await app.stop();
    }
  }
  console.log(
    ['call', 'requests', 'req/s', 'p50', 'p95', 'p99', 'non-2xx', 'socket errors', 'targets', 'load'].join(' | '),
  );
  for (const row of rows) console.log(row);
}
