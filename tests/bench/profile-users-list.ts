/**
 * Where a phone's first visit to the users list spends its main thread (docs/benchmarks.md,
 * Weight): `npx tsx tests/bench/profile-users-list.ts` on the bench database (BENCH_REUSE_DB=1),
 * against dist/web (or PROFILE_WEB). Debian's chromium at Lighthouse's phone size with its 4× CPU
 * throttling, signed in through the benchmarks' own sign-in, PROFILE_RUNS visits (3) in a fresh cache:
 * - the CPU profile's self time per source (npm package or src/web file, through the build's source
 *   maps: build them with `npx parcel build --no-cache`, which keeps maps, unlike `npm run build`);
 * - each React commit of the last visit: when, and the components that rendered in it (through a
 *   stand-in for React DevTools' hook, which React calls at every commit, also in production).
 * A commit a few milliseconds after another is a state update made while committing (a layout
 * effect or a ref): React renders it at once and runs every pending passive effect first, in the same task.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM, CHROMIUM_ARGS, ROOT } from '../e2e/harness';
import { USERS_PATH } from '../e2e/users-page';
import { startAppProcess } from './app-process';
import { administratorCookies } from './http-session';
import { seededBenchDatabase } from './postgres-bench-db';

const WEB = path.resolve(process.env.PROFILE_WEB ?? path.join(ROOT, 'dist/web'));
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
/** Lighthouse's mobile preset: its phone's screen and CPU slowdown. */
const PHONE = { width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 };
const CPU_SLOWDOWN = 4;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}
interface Commit {
  at: number;
  rendered: Record<string, number>;
}

/**
 * Installed before the page's scripts: React calls `onCommitFiberRoot` after each commit. A
 * component rendered in this commit carries React's PerformedWork flag (1) on a fiber object the
 * previous commit did not count (a subtree React skipped keeps its old fibers, flags and all).
 * A string, so that no compiled helper leaks into the page.
 */
const COMMIT_RECORDER = `
  window.__commits = [];
  let counted = new WeakSet();
  const nameOf = (fiber) => {
    const type = fiber.elementType ?? fiber.type;
    if (!type || typeof type === 'string') return null;
    return type.displayName ?? type.name ?? type.render?.displayName ?? type.render?.name ?? type.type?.displayName ?? type.type?.name ?? null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {},
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) {
      const rendered = {}, now = new WeakSet();
      const walk = (fiber) => {
        for (; fiber; fiber = fiber.sibling) {
          if (fiber.flags & 1 && !counted.has(fiber)) {
            now.add(fiber);
            const name = nameOf(fiber);
            if (name) rendered[name] = (rendered[name] ?? 0) + 1;
          }
          walk(fiber.child);
        }
      };
      walk(root.current.child);
      counted = now;
      window.__commits.push({ at: Math.round(performance.now()), rendered });
    },
  };
`;

/** A sampled frame's source: the npm package or the src/web file its code came from. */
async function sourceNamer() {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = async (file: string) => {
    if (!maps.has(file)) {
      const raw = await readFile(`${file}.map`, 'utf8').catch(() => null);
      maps.set(file, raw === null ? null : await new SourceMapConsumer(JSON.parse(raw)));
    }
    return maps.get(file) ?? null;
  };
  return async ({ url, functionName, lineNumber, columnNumber }: CallFrame) => {
    if (!url.endsWith('.js')) return url ? path.basename(url) : `(${functionName || 'program'})`;
    const map = await mapOf(path.join(WEB, path.basename(new URL(url).pathname)));
    const source = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
    if (!source) return path.basename(url);
    return source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source.replace(/^.*src\/web\//, 'src/web/');
  };
}

async function visit(page: Page, url: string): Promise<{ profile: CpuProfile; commits: Commit[] }> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForSelector('table[aria-busy="false"] tbody tr td', { timeout: 60_000 });
  await new Promise((settle) => setTimeout(settle, 1500));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const commits = await page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
  return { profile, commits };
}

const bench = await seededBenchDatabase();
const app = await startAppProcess(bench.url, { WEB_DIR: WEB });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  await browser.setCookie(...(await administratorCookies(app.baseUrl, bench)));
  const nameSource = await sourceNamer();
  const selfTime = new Map<string, number>();
  let commits: Commit[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    await page.evaluateOnNewDocument(COMMIT_RECORDER);
    const seen = await visit(page, `${app.baseUrl}${USERS_PATH}`);
    commits = seen.commits;
    const frames = new Map(seen.profile.nodes.map((node) => [node.id, node.callFrame]));
    for (const [at, id] of seen.profile.samples.entries()) {
      const source = await nameSource(frames.get(id)!);
      selfTime.set(source, (selfTime.get(source) ?? 0) + (seen.profile.timeDeltas[at + 1] ?? 0) / 1000 / RUNS);
    }
    await page.close();
  }
  console.log(`Self time per source at ${CPU_SLOWDOWN}× CPU, mean of ${RUNS} visits (ms):`);
  for (const [source, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${ms.toFixed(0).padStart(7)}  ${source}`);
  console.log('\nReact commits of the last visit (ms since navigation: where the render began; components rendered):');
  for (const { at, rendered } of commits) {
    // Counted in the tree's order, so the first name is the highest component that rendered.
    const [from] = Object.keys(rendered);
    const names = Object.entries(rendered).sort((a, b) => b[1] - a[1]);
    console.log(
      `${String(at).padStart(6)}  from ${from}; ${names.map(([name, count]) => (count > 1 ? `${name}×${count}` : name)).join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
  await bench.database.close();
}
