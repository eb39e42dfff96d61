/**
 * Lighthouse (the npm package) in Debian's chromium, offline, on the sign-in screen and the
 * signed-in users list, desktop and mobile (Lighthouse's own presets: desktop, and a mid-range
 * phone on a slow 4G line by simulated throttling). Each case runs BENCH_LIGHTHOUSE_RUNS times in a
 * fresh browser cache; the median run's performance and accessibility scores are printed against
 * the targets (docs/benchmarks.md, Weight). BENCH_LIGHTHOUSE_CASES (a regular expression, e.g.
 * "users list, mobile") picks cases; BENCH_LIGHTHOUSE_REPORTS names a folder that keeps each case's
 * median report (Lighthouse's JSON) to read where the time went; BENCH_LIGHTHOUSE_COMPARE audits
 * another build beside this one (see benchLighthouse).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureWebBuild, ROOT } from '../e2e/harness';
import { USERS_PATH } from '../e2e/users-page';
import { startAppProcess, type AppProcess } from './app-process';
import { administratorCookies } from './http-session';
import { loadAverage, type BenchDatabase } from './postgres-bench-db';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CASES = new RegExp(process.env.BENCH_LIGHTHOUSE_CASES ?? '');
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
const COMPARE = process.env.BENCH_LIGHTHOUSE_COMPARE;
const CATEGORIES = ['performance', 'accessibility'] as const;
type Category = (typeof CATEGORIES)[number];

/** Scores out of 100 (issue 15): desktop performance and accessibility ≥ 95, mobile performance ≥ 80. */
const TARGETS: Record<FormFactor, Record<Category, number>> = {
  desktop: { performance: 95, accessibility: 95 },
  mobile: { performance: 80, accessibility: 95 },
};
type FormFactor = 'desktop' | 'mobile';
/** Lighthouse's default config is its mobile preset. */
const CONFIGS: Record<FormFactor, Config | undefined> = { desktop: desktopConfig, mobile: undefined };

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
}

const SCREENS: Screen[] = [
  { name: 'sign-in', path: '/', signedIn: false },
  { name: 'users list', path: USERS_PATH, signedIn: true },
];

/**
 * One audit of `url` in a new tab: Lighthouse empties the browser cache first, and keeps cookies.
 * A run Lighthouse could not record (a trace lost on a loaded machine) is printed and left out.
 */
async function audit(browser: Browser, url: string, formFactor: FormFactor): Promise<Result | undefined> {
  const page = await browser.newPage();
  try {
    const flags: Flags = { logLevel: 'error', onlyCategories: [...CATEGORIES] };
    const answer = await lighthouse(url, flags, CONFIGS[formFactor], page);
    const failure = answer ? answer.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (!failure) return answer!.lhr;
    console.log(`Lighthouse on ${url} (${formFactor}) recorded nothing: ${failure.code} ${failure.message}`);
    return undefined;
  } finally {
    await page.close();
  }
}

const score = (result: Result, category: Category) => Math.round((result.categories[category]?.score ?? 0) * 100);
const seconds = (result: Result, audit: string) =>
  `${((result.audits[audit]?.numericValue ?? NaN) / 1000).toFixed(1)} s`;

function report(name: string, formFactor: FormFactor, median: Result, recorded: number): void {
  const scores = CATEGORIES.map((category) => {
    const [value, target] = [score(median, category), TARGETS[formFactor][category]];
    return `${category} ${value} (target ≥ ${target}, ${value >= target ? 'met' : 'short'})`;
  });
  console.log(
    `${name}: ${scores.join(', ')}; FCP ${seconds(median, 'first-contentful-paint')}, ` +
      `LCP ${seconds(median, 'largest-contentful-paint')}, TBT ${Math.round(median.audits['total-blocking-time']?.numericValue ?? NaN)} ms, ` +
      `CLS ${(median.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)} (median of ${recorded} of ${RUNS} runs; Lighthouse's CPU benchmark index ${Math.round(median.environment.benchmarkIndex)}, load ${loadAverage()})`,
  );
}

interface DetailItems {
  items?: Record<string, unknown>[];
}
const itemsOf = (result: Result, audit: string) =>
  ((result.audits[audit]?.details as DetailItems | undefined)?.items ?? []) as Record<string, never>[];

/**
 * Where the median run's time went, to find what to fix (docs/benchmarks.md, Weight): the main
 * thread's work by kind, its longest tasks, the LCP element and what shifted.
 */
function diagnose(median: Result, runs: Result[]): void {
  const each = runs.map(
    (run) =>
      `${score(run, 'performance')} (TBT ${Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN)} ms, ` +
      `LCP ${seconds(run, 'largest-contentful-paint')}, index ${Math.round(run.environment.benchmarkIndex)})`,
  );
  console.log(`  each run in order: ${each.join('; ')}`);
  const work = itemsOf(median, 'mainthread-work-breakdown')
    .slice(0, 4)
    .map(({ groupLabel, duration }) => `${String(groupLabel).toLowerCase()} ${Math.round(duration)} ms`);
  const longest = itemsOf(median, 'long-tasks')
    .slice(0, 5)
    .map(({ duration, url }) => `${Math.round(duration)} ms (${String(url).split('/').pop()})`);
  const lcpElement = itemsOf(median, 'largest-contentful-paint-element')[0] as DetailItems | undefined;
  const lcpNode = (lcpElement?.items?.[0]?.node as { selector?: string } | undefined)?.selector ?? 'unknown';
  const shifts = itemsOf(median, 'layout-shifts').map(
    ({ node, score }) => `${(node as { selector?: string }).selector ?? 'unknown'} ${Number(score).toFixed(3)}`,
  );
  console.log(`  main thread: ${work.join(', ')}; longest tasks: ${longest.join(', ') || 'none'}`);
  console.log(`  LCP element: ${lcpNode}; layout shifts: ${shifts.join(', ') || 'none'}`);
}

async function keep(median: Result, name: string): Promise<void> {
  await mkdir(REPORTS!, { recursive: true });
  const file = path.join(REPORTS!, `${name.replace(/\W+/g, '-')}.json`);
  await writeFile(file, JSON.stringify(median));
  console.log(`  median report: ${file}`);
}

/** A production build the audits are served from, each by an app process of its own. */
interface Build {
  label: string;
  app: AppProcess;
}

async function startBuilds(bench: BenchDatabase): Promise<Build[]> {
  await ensureWebBuild();
  const dirs = [path.join(ROOT, 'dist/web'), ...(COMPARE ? [path.resolve(COMPARE)] : [])];
  return Promise.all(
    dirs.map(async (dir, at) => ({
      label: at === 0 ? '' : ` [${dir}]`,
      app: await startAppProcess(bench.url, { WEB_DIR: dir }),
    })),
  );
}

/**
 * `npm run bench`'s Lighthouse part: the real server on the bench database serving the production
 * build. With BENCH_LIGHTHOUSE_COMPARE (another build's folder, e.g. a copy of an earlier dist/web)
 * both builds are audited, run by run in turn, so the machine's drift weighs on both alike.
 */
export async function benchLighthouse(bench: BenchDatabase): Promise<void> {
  const builds = await startBuilds(bench);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    console.log(`\nLighthouse ${RUNS}× per case, Debian's chromium, offline:`);
    for (const screen of SCREENS) {
      // The app processes share one host, so one session's cookies serve every build.
      await browser.deleteCookie(...(await browser.cookies()));
      if (screen.signedIn) await browser.setCookie(...(await administratorCookies(builds[0].app.baseUrl, bench)));
      for (const formFactor of ['desktop', 'mobile'] as const) {
        const name = `${screen.name}, ${formFactor}`;
        if (!CASES.test(name)) continue;
        const runs = builds.map((): Result[] => []);
        for (let run = 0; run < RUNS; run++)
          for (const [at, { app }] of builds.entries()) {
            const result = await audit(browser, `${app.baseUrl}${screen.path}`, formFactor);
            if (result) runs[at].push(result);
          }
        for (const [at, { label }] of builds.entries()) {
          if (runs[at].length === 0) {
            console.log(`${name}${label}: no run recorded`);
            continue;
          }
          const median = computeMedianRun(runs[at]);
          report(`${name}${label}`, formFactor, median, runs[at].length);
          diagnose(median, runs[at]);
          if (REPORTS) await keep(median, `${name}${at === 0 ? '' : ' compared'}`);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map(({ app }) => app.stop()));
  }
}
