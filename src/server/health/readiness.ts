import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { pendingMigrations } from '../db/connect';
import type { Database } from '../db/schema';
import type { LoopState } from '../polling-loop';

/** A database that has not answered by then is as good as gone, for a probe. */
const DATABASE_ANSWER_MS = 2_000;

/** Where this process's background workers are (started by main.ts once it listens, stopped on shutdown). */
export type WorkerStates = () => Record<'exports' | 'imports' | 'mail', LoopState>;

const WORKER_NAMES = { exports: 'The export worker', imports: 'The import worker', mail: 'The mail outbox' };

function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_ANSWER_MS} ms`)), DATABASE_ANSWER_MS);
    timer.unref();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** What the database says of readiness: a reason, or none; one small query that also proves it answers. */
async function databaseReasons(db: Kysely<Database>, log: FastifyBaseLogger): Promise<string[]> {
  let pending: string[];
  try {
    pending = await withinDeadline(pendingMigrations(db));
  } catch (error) {
    // The cause stays in the log: the probe is public.
    log.warn({ err: error }, 'readiness: the database did not answer');
    return ['The database does not answer: check that it runs and that DATABASE_URL reaches it.'];
  }
  if (pending.length === 0) return [];
  return [`Migrations not applied to the database: ${pending.join(', ')}. Restart the app to apply them.`];
}

/** Every reason this process should not be sent traffic now; empty when it is ready. */
export async function unreadyReasons(
  db: Kysely<Database>,
  workerStates: WorkerStates,
  log: FastifyBaseLogger,
): Promise<string[]> {
  // A worker never started is a process that does not run them (a test's app); a stopped one is a shutdown.
  const stopped = Object.entries(workerStates())
    .filter(([, state]) => state === 'stopped')
    .map(
      ([worker]) => `${WORKER_NAMES[worker as keyof typeof WORKER_NAMES]} has stopped: the process is shutting down.`,
    );
  return [...(await databaseReasons(db, log)), ...stopped];
}
