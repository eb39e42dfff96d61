import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import type { Settings } from '../../src/server/config';
import { listPage, type ListSource } from '../../src/server/lists/engine';
import { PageAnchors } from '../../src/server/lists/page-anchors';
import type { ListQuery } from '../../src/server/lists/list-query';
import { usersList } from '../../src/server/users/users-list';
import { USERS_LIST } from '../../src/shared/lists/users';
import { signIn } from './http-session';
import { ms, percentiles, timeRuns } from './latency';
import { BENCH_USERS, loadAverage, type BenchDatabase } from './postgres-bench-db';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
/** BENCH_CASES=<regular expression>: only the cases whose names it matches (e.g. "page 40,000$"). */
const CASES = new RegExp(process.env.BENCH_CASES ?? '');

/**
 * Search fragments chosen from the generated distribution (bench-data.ts; their totals are printed):
 * "ibr" is in the most frequent first name and a frequent last name (about 23 % of users), "okaf"
 * in a frequent last name (about 10 %), "ene.tanko" in a few dozen emails.
 */
export const COMMON_FRAGMENT = 'ibr';
export const COMMON_FRAGMENT_4 = 'okaf';
export const RARE_EMAIL_FRAGMENT = 'ene.tanko';
/** A page deep in the unfiltered list at 1M users (480,000 rows in). */
export const DEEP_PAGE = 40_000;

export const filter = (name: string, type: string, value: unknown) => ({ name, type, value });
export const filters = (...list: ReturnType<typeof filter>[]) => JSON.stringify(list);
export const BENEFICIARY_ACTIVE = [
  filter('user_type', 'select', ['Beneficiary']),
  filter('status', 'select', ['active']),
] as const;

interface Case {
  name: string;
  query: Partial<ListQuery>;
  deep?: boolean;
  /** Timed is the page after `query`'s, read by its answer's next_cursor (docs/lists.md, Cursors). */
  next?: boolean;
}

/** Every case of the users list (docs/benchmarks.md, Users list); deep pages at `deepPage`. */
async function cases({ database }: BenchDatabase, deepPage: number): Promise<Case[]> {
  const firstId = async (table: 'tpas' | 'ministries', prefix: string) =>
    (
      await sql<{ id: number }>`select min(id) as id from ${sql.table(table)} where code like ${prefix}`.execute(
        database.db,
      )
    ).rows[0].id;
  const role = await database.db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'TPA Desk Officer')
    .executeTakeFirstOrThrow();
  const single: Record<(typeof USERS_LIST.filters)[number]['name'], ReturnType<typeof filter>> = {
    user_type: filter('user_type', 'select', ['TPA Staff']),
    status: filter('status', 'select', ['inactive']),
    role: filter('role', 'select', [role.id]),
    tpa: filter('tpa', 'select', [await firstId('tpas', 'BTPA-%')]),
    ministry: filter('ministry', 'select', [await firstId('ministries', 'BMIN-%')]),
    created_at: filter('created_at', 'date_range', ['2024-01-01', '2024-03-31']),
    last_sign_in: filter('last_sign_in', 'relative_day', 'more_than_days:35'),
    expires: filter('expires', 'relative_day', 'past'),
  };
  const list: Case[] = [
    { name: 'default view', query: {} },
    ...USERS_LIST.filters.map((f) => ({
      name: `filter ${f.name} = ${JSON.stringify(single[f.name].value)}`,
      query: { filters: filters(single[f.name]) },
    })),
    { name: `search "${COMMON_FRAGMENT}" (3 letters)`, query: { search_string: COMMON_FRAGMENT } },
    { name: `search "${COMMON_FRAGMENT_4}" (4 letters)`, query: { search_string: COMMON_FRAGMENT_4 } },
    { name: `search "${RARE_EMAIL_FRAGMENT}" (rare email)`, query: { search_string: RARE_EMAIL_FRAGMENT } },
    {
      name: `search "${COMMON_FRAGMENT}" + Beneficiary + active`,
      query: { search_string: COMMON_FRAGMENT, filters: filters(...BENEFICIARY_ACTIVE) },
    },
  ];
  for (const key of USERS_LIST.sortKeys) {
    for (const sort of [key, `-${key}`]) {
      list.push({ name: `sort ${sort}, page 1`, query: { sort } });
      list.push({
        name: `sort ${sort}, page ${deepPage.toLocaleString('en')}`,
        query: { sort, page: deepPage },
        deep: true,
      });
      list.push({
        name: `sort ${sort}, Next from page ${deepPage.toLocaleString('en')} (cursor)`,
        query: { sort, page: deepPage },
        deep: true,
        next: true,
      });
    }
  }
  list.push({
    name: 'created 2025-01-01..2025-06-30 + active',
    query: {
      filters: filters(
        filter('created_at', 'date_range', ['2025-01-01', '2025-06-30']),
        filter('status', 'select', ['active']),
      ),
    },
  });
  return list;
}

/**
 * Cold: every call counts its total (no count cache) and nothing answers from the cache of
 * whole answers (LIST_ANSWER_CACHE_ENTRIES=0); warm has both, as configured. Page anchors are on in
 * both (an index of the order, not a cache of answers): each case's first, untimed call has
 * them read, and the timed calls begin once they are (the calls made while they are read skip
 * their rows by offset, as the "offset SQL" column shows).
 */
const coldSettings = (settings: Settings): Settings => ({
  ...settings,
  listCountCacheEntries: 0,
  listAnswerCacheEntries: 0,
});

/** Targets at 1M users; at any other size, twice the 1M figure when a 1M run left it (docs/benchmarks.md). */
const TARGET_MS = 50;
const DEEP_TARGET_MS = 25;
const figuresFile = (users: number) => path.join(os.tmpdir(), `nhia-bench-users-list-${users}.json`);

interface Row {
  name: string;
  total: number;
  cold: ReturnType<typeof percentiles>;
  warm: ReturnType<typeof percentiles>;
  direct: ReturnType<typeof percentiles>;
  /** A deep page by number: the same SQL without page anchors (the offset walks every row before it). */
  offset?: ReturnType<typeof percentiles>;
  target: number | undefined;
  load: string;
}

/** Which database the run measures, how many users it holds, and the target of every case when one is fixed. */
export interface UsersListRun {
  engine: string;
  users: number;
  deepPage: number;
  /** The embedded default's one target for every case; otherwise the PostgreSQL targets below. */
  targetMs?: number;
}

const POSTGRES_RUN: UsersListRun = { engine: 'PostgreSQL', users: BENCH_USERS, deepPage: DEEP_PAGE };

/**
 * The users list benchmark (docs/benchmarks.md): each case through the HTTP API, cold and warm,
 * beside the same SQL run directly; p50/p95/p99, the total, the target and whether it is met.
 */
export async function benchUsersList(bench: BenchDatabase, run: UsersListRun = POSTGRES_RUN): Promise<void> {
  const { database, settings, password } = bench;
  const { users, targetMs } = run;
  console.log(
    `\n== users list on ${run.engine}, ${users.toLocaleString('en')} users, ${RUNS} calls per case (load ${loadAverage()})`,
  );
  const baseline: Record<string, number> | undefined =
    users !== 1_000_000 && existsSync(figuresFile(1_000_000))
      ? JSON.parse(readFileSync(figuresFile(1_000_000), 'utf8'))
      : undefined;
  const targetOf = (c: Case): number | undefined =>
    targetMs !== undefined
      ? targetMs
      : users === 1_000_000
        ? c.deep
          ? DEEP_TARGET_MS
          : TARGET_MS
        : baseline?.[c.name] !== undefined
          ? 2 * baseline[c.name]
          : undefined;

  const cold = await buildApp({ settings: coldSettings(settings), database, logger: false });
  const warm = await buildApp({ settings, database, logger: false });
  const coldUrl = await cold.listen({ port: 0, host: '127.0.0.1' });
  const warmUrl = await warm.listen({ port: 0, host: '127.0.0.1' });
  const coldSession = await signIn(coldUrl, settings.seedAdminEmail, password);
  const warmSession = await signIn(warmUrl, settings.seedAdminEmail, password);

  // The SQL run directly keeps page anchors of its own, as each app does.
  const directAnchors = new PageAnchors();
  const directSource: ListSource = { db: database.db, countCache: undefined, pageAnchors: directAnchors, settings };
  const rows: Row[] = [];
  console.log(
    [
      'case',
      'total',
      'cold HTTP p50 / p95 / p99',
      'warm HTTP p50 / p95 / p99',
      'direct SQL p50 / p95 / p99',
      'offset SQL p50 / p95 / p99',
      'target p95',
      '',
      'load',
    ].join(' | '),
  );
  for (const c of (await cases(bench, run.deepPage)).filter(({ name }) => CASES.test(name))) {
    const query: ListQuery = { page: 1, items_per_page: 12, ...c.query };
    const call = async (url: string, headers: Record<string, string>) => {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const response = await fetch(`${url}/api/users?${params}`, { headers });
      if (!response.ok) throw new Error(`${c.name} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { pagination: { total: number; next_cursor?: string | null } };
    };
    const { pagination } = await call(coldUrl, coldSession.headers);
    await cold.pageAnchors.settled();
    // Both apps sign cursors alike (the same settings): the next page's cursor serves every call below.
    if (c.next) query.cursor = pagination.next_cursor!;
    const coldRuns = percentiles(await timeRuns(RUNS, () => call(coldUrl, coldSession.headers)));
    await call(warmUrl, warmSession.headers);
    await warm.pageAnchors.settled();
    const warmRuns = percentiles(await timeRuns(RUNS, () => call(warmUrl, warmSession.headers)));
    await listPage(directSource, usersList, query);
    await directAnchors.settled();
    const direct = percentiles(await timeRuns(RUNS, () => listPage(directSource, usersList, query)));
    const offsetSource: ListSource = { ...directSource, pageAnchors: undefined };
    const offset =
      c.deep && !c.next ? percentiles(await timeRuns(RUNS, () => listPage(offsetSource, usersList, query))) : undefined;
    const row: Row = {
      name: c.name,
      total: pagination.total,
      cold: coldRuns,
      warm: warmRuns,
      direct,
      offset,
      target: targetOf(c),
      load: loadAverage(),
    };
    rows.push(row);
    const three = (p: Row['cold']) => `${ms(p.p50)} / ${ms(p.p95)} / ${ms(p.p99)}`;
    console.log(
      [
        row.name,
        row.total.toLocaleString('en'),
        three(row.cold),
        three(row.warm),
        three(row.direct),
        row.offset ? three(row.offset) : '—',
        row.target === undefined ? '—' : `≤ ${ms(row.target)}`,
        mark(row),
        row.load,
      ].join(' | '),
    );
  }
  await cold.close();
  await warm.close();

  if (run === POSTGRES_RUN && users === 1_000_000) {
    writeFileSync(figuresFile(users), JSON.stringify(Object.fromEntries(rows.map((r) => [r.name, r.cold.p95]))));
  }
  printSummary(rows, run);
}

const mark = (row: Row) => (row.target === undefined ? 'no 1M figure' : row.cold.p95 <= row.target ? 'met' : 'short');

/** The table for docs/benchmarks.md (Markdown). */
function printSummary(rows: Row[], run: UsersListRun): void {
  const met = rows.filter((r) => mark(r) === 'met').length;
  console.log(
    `\n-- summary for docs/benchmarks.md: ${run.engine}, ${run.users.toLocaleString('en')} users, ${RUNS} calls per case, ${met} of ${rows.length} cases met\n`,
  );
  console.log(
    '| case (12 rows, exact total) | total | cold p50 / p95 | warm p50 / p95 | SQL p50 / p95 | offset SQL p50 / p95 | target p95 | | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const two = (p: Row['cold']) => `${p.p50.toFixed(0)} / ${p.p95.toFixed(0)} ms`;
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.total.toLocaleString('en')} | ${two(r.cold)} | ${two(r.warm)} | ${two(r.direct)} | ${
        r.offset ? two(r.offset) : '—'
      } | ${r.target === undefined ? '—' : `≤ ${r.target.toFixed(0)} ms`} | ${mark(r)} | ${r.load} |`,
    );
  }
}
