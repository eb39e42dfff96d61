/**
 * A PostgreSQL server of a bench's or test's own: initdb in a temporary folder, a spare port, its
 * socket in that folder; and streaming replicas of it made the same way. Stopping or killing one
 * touches no other server on the machine.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './smtp';

const run = promisify(execFile);
const BIN_DIR = process.env.BENCH_PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
// initdb and postgres refuse to run as root: as root, run them as the machine's postgres account.
const AS_ROOT = process.getuid?.() === 0;

async function pgTool(tool: string, args: string[]): Promise<string> {
  const [command, prefix] = AS_ROOT
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN_DIR, tool)]]
    : [path.join(BIN_DIR, tool), []];
  const { stdout } = await run(command, [...prefix, ...args], { timeout: 120_000 });
  return stdout;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface PrivatePostgres {
  port: number;
  /** The URL of one of its databases (trust authentication, user postgres). */
  url(database?: string): string;
  /** Stops the server; 'immediate' is a crash (no checkpoint, crash recovery at the next start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it on its port and data; resolves as soon as a client's `select 1` is answered (after any crash recovery). */
  start(): Promise<void>;
  /** pg_amcheck of every table and index of a database (heap pages, btree structure, every heap row indexed). */
  amcheck(database: string): Promise<{ ok: boolean; output: string }>;
  /** Stops it if it runs and removes its folder. */
  remove(): Promise<void>;
  /** A streaming replica of it (pg_basebackup into a folder of its own, on a spare port), started. */
  startReplica(): Promise<PrivatePostgres>;
}

/** A temporary folder the server's account may write. */
async function ownFolder(): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nhia-bench-pg-'));
  if (AS_ROOT)
    chownSync(
      folder,
      Number((await run('id', ['-u', 'postgres'])).stdout),
      Number((await run('id', ['-g', 'postgres'])).stdout),
    );
  return folder;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const folder = await ownFolder();
  const data = path.join(folder, 'data');
  await pgTool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  return startServerIn(folder);
}

/** Starts the server whose data is in `folder`/data on a spare port. */
async function startServerIn(folder: string): Promise<PrivatePostgres> {
  const data = path.join(folder, 'data');
  const port = await freePort();
  let running = false;
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const server: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop(mode) {
      await pgTool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    async start() {
      // Not pg_ctl's own wait, which polls coarsely: the moment a client is served is what the bench measures from.
      await pgTool('pg_ctl', ['-D', data, '-l', path.join(folder, 'server.log'), '-o', options, '-W', 'start']);
      running = true;
      const deadline = Date.now() + 60_000;
      while (!(await answers(server.url()))) {
        if (Date.now() > deadline)
          throw new Error(`PostgreSQL on port ${port} did not answer within 60 s: see ${folder}/server.log`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async amcheck(database) {
      const args = [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '--install-missing',
        '--heapallindexed',
      ];
      return pgTool('pg_amcheck', args).then(
        (output) => ({ ok: true, output }),
        (error: { stdout?: string; stderr?: string; message: string }) => ({
          ok: false,
          output: `${error.stdout ?? ''}${error.stderr ?? error.message}`,
        }),
      );
    },
    async remove() {
      if (running) await server.stop('immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
    async startReplica() {
      const replicaFolder = await ownFolder();
      // -R writes the standby's primary_conninfo and standby.signal; a fast checkpoint starts the copy at once.
      const copy = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-D', path.join(replicaFolder, 'data')];
      await pgTool('pg_basebackup', [...copy, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
      return startServerIn(replicaFolder);
    },
  };
  await server.start();
  return server;
}
