import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { applyReviewDeadlines } from './access-reviews/review-deadlines';
import type { Kysely } from 'kysely';
import type { SessionStore } from './auth/sessions';
import type { Clock } from './clock';
import type { Settings } from './config';
import type { Database } from './db/schema';
import type { Wakeable } from './jobs/queue-worker';
import { PollingLoop } from './polling-loop';
import { purgeEndedWindows } from './rate-limit/database-store';
import { applyAccountLifecycle } from './users/account-lifecycle';
import { purgeSpentBulkChanges } from './users/bulk-changes';
import { removeEndedRoleGrants } from './users/role-grant-ends';

/** Rows one delete takes: short statements, so a purge never holds many locks or a long transaction. */
export const PURGE_BATCH = 500;

export interface HousekeepingDeps {
  db: Kysely<Database>;
  sessions: SessionStore;
  clock: Clock;
  settings: Settings;
  mailOutbox: Wakeable;
  log: FastifyBaseLogger;
}

/** Deletes in batches while `keepGoing` and a batch came back full. */
async function purgeInBatches(purge: () => Promise<number>, keepGoing: () => boolean): Promise<void> {
  while (keepGoing() && (await purge()) === PURGE_BATCH);
}

/**
 * Expired sessions (guests' included), the counters of ended rate-limit windows and bulk changes
 * past their undo window are deleted by every listening process on a schedule, accounts'
 * expiry and dormancy are applied, role grants past their last day removed, and access reviews
 * past their deadline decided by their rule and closed: each step is idempotent and skips rows another process holds,
 * so any number of processes may run this at once.
 */
export function attachHousekeeping(app: FastifyInstance, deps: HousekeepingDeps, everySeconds: number): PollingLoop {
  const loop: PollingLoop = new PollingLoop(
    everySeconds * 1000,
    async () => {
      await purgeInBatches(
        () => deps.sessions.purgeExpired(PURGE_BATCH),
        () => loop.running,
      );
      await purgeInBatches(
        () => purgeEndedWindows(deps.db, deps.clock(), PURGE_BATCH),
        () => loop.running,
      );
      await purgeInBatches(
        () => purgeSpentBulkChanges(deps.db, deps.clock(), PURGE_BATCH),
        () => loop.running,
      );
      if (loop.running) await applyAccountLifecycle(deps);
      if (loop.running) await removeEndedRoleGrants(deps);
      if (loop.running) await applyReviewDeadlines(deps);
    },
    (error) => deps.log.warn({ err: error }, 'housekeeping failed; retrying at the next run'),
  );
  // Started by listening, so every serving process takes part; app.inject (tests) runs it by hand.
  app.addHook('onListen', async () => loop.start());
  app.addHook('onClose', async () => loop.stop());
  app.decorate('applyAccountLifecycle', () => applyAccountLifecycle(deps));
  app.decorate('removeEndedRoleGrants', () => removeEndedRoleGrants(deps));
  app.decorate('applyReviewDeadlines', () => applyReviewDeadlines(deps));
  return loop;
}
