/**
 * `npm start` on the embedded database, as a newcomer runs it (docs/benchmarks.md, Start-up): a
 * first start on a fresh DATA_DIR with the SPA to build (PGlite created, migrations, demo seed),
 * then a second start on the same DATA_DIR with nothing changed, each timed until
 * GET /api/health/live answers. Target: the second start answers within 5 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WEB_BUILD_STAMP } from '../../src/server/web-build';
import { ROOT, START_MS, startMain } from '../server/support/main-process';
import { until } from '../server/support/until';
import { loadAverage } from './postgres-bench-db';

const SECOND_START_TARGET_S = 5;

/** Starts `npm start`, answers the seconds until its liveness probe answered and whether it built the SPA, then stops it. */
async function timedStart(env: NodeJS.ProcessEnv): Promise<{ seconds: number; built: boolean }> {
  const startedAt = performance.now();
  const main = await startMain(env);
  try {
    await until(
      'the liveness probe',
      START_MS * 2,
      async () => (await fetch(`${main.baseUrl}/api/health/live`)).ok,
      () => (main.output().includes('Not started') ? main.output() : undefined),
    );
    return { seconds: (performance.now() - startedAt) / 1000, built: main.output().includes('Building the web app') };
  } finally {
    await main.stop();
  }
}

const spa = (start: { built: boolean }) => (start.built ? 'SPA built' : 'SPA build skipped');

export async function benchStartup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nhia-bench-start-'));
  // The SPA where npm start serves it from, its build stamp removed: the first start builds it, as on a fresh clone.
  const webDir = path.join(ROOT, 'dist/web');
  rmSync(path.join(webDir, WEB_BUILD_STAMP), { force: true });
  const env = { DATA_DIR: dataDir, WEB_DIR: webDir, SKIP_WEB_BUILD: '' };
  try {
    console.log('\nStart-up of the embedded default (npm start), timed until GET /api/health/live answers:');
    const first = await timedStart(env);
    console.log(
      `first start (${spa(first)}, PGlite created, migrations, demo seed): ${first.seconds.toFixed(1)} s (load ${loadAverage()})`,
    );
    const second = await timedStart(env);
    const met = second.seconds <= SECOND_START_TARGET_S ? 'met' : 'short';
    console.log(
      `second start (${spa(second)}, PGlite opened): ${second.seconds.toFixed(1)} s (target ≤ ${SECOND_START_TARGET_S} s, ${met}; load ${loadAverage()})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
