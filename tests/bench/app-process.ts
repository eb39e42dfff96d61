/**
 * The real server as production runs it: `npm start`'s command in a child process of its
 * own (own event loop, own pool), configured by environment variables only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { until } from '../server/support/until';
import { startMain, type Started } from '../server/support/main-process';
import { BENCH_RATE_LIMITS } from './postgres-bench-db';

const START_TIMEOUT_MS = 120_000;
/** One random LINK_SECRET for every app process this bench run starts. */
const BENCH_LINK_SECRET = randomBytes(48).toString('base64url');

/** The server's process; stop() also removes its DATA_DIR. */
export type AppProcess = Pick<Started, 'baseUrl' | 'output' | 'exitStatus' | 'stop'>;

/**
 * Starts the server on `databaseUrl` and waits until /api/health answers 200 (it reached the
 * database). `env` adds to or overrides the defaults: API only (no SPA build), warn-level logs,
 * mail to its own outbox folder unless SMTP_URL is given.
 */
export async function startAppProcess(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<AppProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nhia-bench-app-'));
  const main = await startMain({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // The export worker's poll as configured by default, not the tests' quick one.
    EXPORT_POLL_MS: '',
    SEED_DEMO_DATA: 'false',
    ...BENCH_RATE_LIMITS,
    // Every process on one database signs export links alike (required with DATABASE_URL).
    LINK_SECRET: BENCH_LINK_SECRET,
    ...env,
  });
  const app: AppProcess = {
    baseUrl: main.baseUrl,
    output: main.output,
    exitStatus: main.exitStatus,
    async stop() {
      await main.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await until(
      `server at ${main.baseUrl} healthy`,
      START_TIMEOUT_MS,
      async () => (await fetch(`${main.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok,
      () => (main.exitStatus() ? `the server ${main.exitStatus()}:\n${app.output().slice(-4000)}` : undefined),
    );
  } catch (error) {
    await app.stop();
    throw error;
  }
  return app;
}
