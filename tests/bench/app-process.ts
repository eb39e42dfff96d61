/**
 * The real server as production runs it: `tsx src/server/main.ts` in a child process of its
 * own (own event loop, own pool), configured by environment variables only.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, until } from '../e2e/harness';
import { freePort } from '../server/support/smtp';
import { BENCH_RATE_LIMITS } from './postgres-bench-db';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
/** One random LINK_SECRET for every app process this bench run starts. */
const BENCH_LINK_SECRET = randomBytes(48).toString('base64url');

export interface AppProcess {
  baseUrl: string;
  /** What the server printed (its last few thousand lines). */
  output(): string;
  /** How the process ended, or undefined while it runs. */
  exitStatus(): string | undefined;
  /** SIGTERM (main.ts finishes the work in hand), SIGKILL if it lingers; removes its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Starts the server on `databaseUrl` and waits until /api/health answers 200 (it reached the
 * database). `env` adds to or overrides the defaults: API only (no SPA build), warn-level logs,
 * mail to its own outbox folder unless SMTP_URL is given.
 */
export async function startAppProcess(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nhia-bench-app-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))],
    {
      cwd: ROOT,
      // Its own process group: tsx runs node as a child, and stop() must end both.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        WEB_DIR: '',
        SKIP_WEB_BUILD: 'true',
        SMTP_URL: '',
        EXPORT_DIR: '',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        ...BENCH_RATE_LIMITS,
        // Every process on one database signs export links alike (required with DATABASE_URL).
        LINK_SECRET: BENCH_LINK_SECRET,
        ...env,
      },
    },
  );
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 5000) log.splice(0, log.length - 5000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exitStatus = () =>
    child.exitCode !== null || child.signalCode !== null ? `exited (${child.exitCode ?? child.signalCode})` : undefined;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* the group is gone already */
    }
  };
  const app: AppProcess = {
    baseUrl,
    output: () => log.join(''),
    exitStatus,
    async stop() {
      if (!exitStatus()) {
        signal('SIGTERM');
        await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref())]);
      }
      signal('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await until(
      `server at ${baseUrl} healthy`,
      START_TIMEOUT_MS,
      async () =>
        (await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok ? true : undefined,
      () => (exitStatus() ? `the server ${exitStatus()}:\n${app.output().slice(-4000)}` : undefined),
    );
  } catch (error) {
    await app.stop();
    throw error;
  }
  return app;
}
