import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect';

/**
 * The embedded database belongs to one process at a time. PGlite opens a data folder that another
 * engine has open without a word, and two engines writing one folder ruin it; so the process that
 * opens it (the app, or a backup or restore while the app is stopped) first listens on a Unix socket
 * in DATA_DIR, and a second one finds it answering and stays away. The socket also gives a backup a
 * consistent copy of the database while the app runs: the app makes it (docs/deployment.md, Backups).
 * Who may connect is settled by the file system: the socket is its user's alone (0700 in a 0700
 * DATA_DIR), so only a process that could read the data folder itself may ask for a copy.
 */
const SOCKET_NAME = 'db.sock';
/** Unix socket paths are limited to 107 bytes on Linux. */
const SOCKET_PATH_MAX = 107;

export interface Holder {
  pid: number;
  purpose: string;
  since: string;
}

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (${holder.purpose}, pid ${holder.pid}, since ${holder.since}).`,
    );
  }
}

/** The socket's path, relative to the working folder when the absolute one is too long for a socket. */
function socketPathOf(dataDir: string): string {
  const absolute = path.join(dataDir, SOCKET_NAME);
  const relative = path.relative(process.cwd(), absolute);
  return absolute.length <= SOCKET_PATH_MAX || relative.length > absolute.length ? absolute : relative;
}

/** GET `route` from the process holding the database; undefined when none holds it (no socket, or a dead one's). */
export async function askHolder(dataDir: string, route: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: socketPathOf(dataDir), path: route }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`The app holding ${dataDir} answered ${response.statusCode}: ${body.toString()}`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

export interface EmbeddedDatabaseHold {
  /** Answers backups with a consistent copy of this database (the app does, once it has opened it). */
  serveBackups(database: DatabaseHandle): void;
  release(): Promise<void>;
}

/** A checkpointed dump of the whole database, made between transactions (PGlite has one session). */
export async function dumpEmbedded(database: DatabaseHandle): Promise<Buffer> {
  const { pglite } = database;
  if (!pglite) throw new Error('Only the embedded database is dumped this way; on PostgreSQL use pg_dump.');
  const dump = await database.db.connection().execute(async (connection) => {
    await sql`checkpoint`.execute(connection);
    return pglite.dumpDataDir('gzip');
  });
  return Buffer.from(await dump.arrayBuffer());
}

/** Takes the embedded database in DATA_DIR for this process; throws EmbeddedDatabaseInUse when another has it. */
export async function holdEmbeddedDatabase(dataDir: string, purpose: string): Promise<EmbeddedDatabaseHold> {
  const holderAnswer = await askHolder(dataDir, '/holder');
  if (holderAnswer) throw new EmbeddedDatabaseInUse(dataDir, JSON.parse(holderAnswer.toString()) as Holder);
  const socketPath = socketPathOf(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // What is left is a socket of a process that ended without closing it.
  rmSync(socketPath, { force: true });
  const holder: Holder = { pid: process.pid, purpose, since: new Date().toISOString() };
  let database: DatabaseHandle | undefined;
  const server = http.createServer((request, response) => {
    const reply = (status: number, body: string | Buffer) => response.writeHead(status).end(body);
    if (request.url === '/holder') return reply(200, JSON.stringify(holder));
    if (request.url !== '/backup') return reply(404, 'not here');
    if (!database) return reply(409, `it is held by a ${purpose} (pid ${process.pid}): try again once that has ended`);
    dumpEmbedded(database).then(
      (dump) => reply(200, dump),
      (error: Error) => reply(500, error.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  server.unref();
  return {
    serveBackups(handle) {
      database = handle;
    },
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
