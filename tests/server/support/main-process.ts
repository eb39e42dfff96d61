/**
 * `npm start`'s command in a process of its own, API only, on a spare port, configured by the
 * environment alone: what the tests of first starts, backups and restores run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './smtp';
import { until } from './until';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** `npm start`'s own command, read from package.json, so that every test and benchmark starts what operators start. */
export function npmStartCommand(): { command: string; args: string[] } {
  const [command, ...args] = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start.split(' ');
  return { command, args };
}
export const START_MS = 90_000;
const STOP_MS = 15_000;
export interface Started {
  baseUrl: string;
  /** What the process printed (its last few thousand chunks: a benchmark's server runs long). */
  output(): string;
  /** How the process ended, or undefined while it runs. */
  exitStatus(): string | undefined;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `npm start`'s command with the operator's environment `env`; its own process group, so stop() ends it and any child. */
export async function startMain(env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const { command, args } = npmStartCommand();
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      WEB_DIR: '',
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      EXPORT_DIR: '',
      SEED_ADMIN_PASSWORD: '',
      SEED_DEMO_DATA: '',
      EXPORT_POLL_MS: '200',
      ...env,
    },
  });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 5000) log.splice(0, log.length - 5000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    baseUrl,
    output: () => log.join(''),
    exitStatus: () => (ended() ? `exited (${child.exitCode ?? child.signalCode})` : undefined),
    exited,
    async stop() {
      if (!ended()) {
        process.kill(-child.pid!, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_MS).unref())]);
      }
      if (!ended()) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}

/** Starts and waits until it has printed what it seeded (the last line of its start-up message). */
export async function startedMain(env: NodeJS.ProcessEnv, lastLine: RegExp): Promise<Started> {
  const main = await startMain(env);
  try {
    await until(
      'the start-up message',
      START_MS,
      () => lastLine.test(main.output()),
      () => (main.output().includes('Not started') ? main.output() : undefined),
    );
  } catch (error) {
    await main.stop();
    throw new Error(`${(error as Error).message}\n${main.output()}`);
  }
  return main;
}
