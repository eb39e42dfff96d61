import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { holdsPermissionOf } from '../../auth/authorize';
import { principalOfUser, type Principal } from '../../auth/principal';
import type { Clock } from '../../clock';
import type { Settings } from '../../config';
import { listOperations } from '../../contract';
import { lockTextsForTransaction } from '../../db/advisory-locks';
import type { Database } from '../../db/schema';
import { HttpError, type FieldErrors } from '../../errors';
import { settle } from '../../jobs/durable-queue';
import { QueueWorker, type QueueWork, type Wakeable } from '../../jobs/queue-worker';
import { later } from '../../jobs/retry-backoff';
import type { Schema } from '../../operations';
import { applyUserEdit, insertInvitedUser, recordUserEdit, type UserChangeMaker } from '../user-save';
import {
  claimNextImport,
  failImport,
  IMPORT_BATCH_ROWS,
  importJobs,
  releaseImport,
  retryOrFailImport,
  type ImportClaim,
  type ImportJobRow,
  type ImportPolicy,
} from './import-jobs';
import { emailKey, planRow } from './import-rows';

export interface ImportWorkerDeps {
  db: Kysely<Database>;
  settings: Settings;
  clock: Clock;
  /** Woken after each batch: its invitations are in the outbox. */
  mailOutbox: Wakeable;
  log: FastifyBaseLogger;
}

/** A try holds its job this long after its latest batch (a batch takes seconds); a dead process's job is taken up after it. */
export const IMPORT_POLICY: ImportPolicy = { leaseMs: 5 * 60_000, maxAttempts: 5 };

/** The access committing an import needs, as the contract declares it: the starter must still have it. */
const importAccess = () => listOperations().find((op) => op.operationId === 'commitUsersImport')!.access;

/** The job's starter as authorization sees them now, or why the import may not go on. */
async function starterOf(db: Kysely<Database>, job: ImportJobRow): Promise<Principal | string> {
  const starter = await principalOfUser(db, job.user_id);
  if (!starter) return 'The import stopped: your account is no longer active, or your organisation is suspended.';
  if (!holdsPermissionOf(importAccess(), starter))
    return 'The import stopped: you no longer hold the permission to import users.';
  return starter;
}

/** This try lost its job (its lease ended and another try took it): the batch is rolled back. */
class ImportSuperseded extends Error {}

/** What the starter sees of a failed try: our own messages as they are, no internals (the log has them). */
const reasonOf = (error: unknown) =>
  error instanceof HttpError ? error.message : 'The import stopped because of a server error; it will be tried again.';

/**
 * Commits the job's next batch of rows in one transaction, the cursor (processed_rows) and the
 * counts moving on in it, so a crash leaves either the whole batch or none of it: a new try
 * resumes at the cursor with no duplicate. Each row is planned again now (the database may have
 * changed since the request) and created, updated or left alone as the forms would do it;
 * parallel imports of the same emails wait for each other (a lock per email, taken in order).
 * Answers the claim as it stands after the batch, or undefined when the job is finished.
 */
export async function commitBatch(
  deps: ImportWorkerDeps,
  claim: ImportClaim,
  starter: Principal,
): Promise<ImportClaim | undefined> {
  const { db, clock } = deps;
  const job = claim.row;
  const next = await db.transaction().execute(async (trx) => {
    const now = clock();
    const rows = await trx
      .selectFrom('import_job_rows')
      .select(['row', 'body'])
      .where('import_job_id', '=', job.id)
      .where('position', '>', job.processed_rows)
      .orderBy('position')
      .limit(IMPORT_BATCH_ROWS)
      .execute();
    const bodies = rows.map(({ row, body }) => ({ row, body: body as Partial<Schema<'UserInput'>> }));
    await lockTextsForTransaction(
      trx,
      'importedEmail',
      bodies.map(({ body }) => emailKey(body.email!)),
    );
    const maker: UserChangeMaker = {
      causerId: job.user_id,
      origin: { ip: job.ip_address, userAgent: job.user_agent },
      properties: { import_job: job.id },
    };
    const counts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
    const failures: { row: number; errors: FieldErrors }[] = [];
    for (const { row, body } of bodies) {
      const plan = await planRow(trx, starter, job.mode, body, {}, { lock: true });
      if (plan.action === 'create') {
        await insertInvitedUser(trx, deps, maker, plan.input, plan.userType);
        counts.created += 1;
      } else if (plan.action === 'update') {
        const { changes } = await applyUserEdit(trx, now, plan.user, plan.input);
        if (changes) await recordUserEdit(trx, now, maker, plan.user, changes);
        counts[changes ? 'updated' : 'unchanged'] += 1;
      } else if (plan.action === 'unchanged') {
        counts.unchanged += 1;
      } else {
        counts.failed += 1;
        failures.push({ row, errors: plan.errors });
      }
    }
    const processed = job.processed_rows + rows.length;
    const finished = processed >= job.total_rows;
    const moved = await settle(trx, importJobs, claim, {
      processed_rows: processed,
      created: job.created + counts.created,
      updated: job.updated + counts.updated,
      unchanged: job.unchanged + counts.unchanged,
      failed: job.failed + counts.failed,
      row_errors: JSON.stringify([...(job.row_errors as unknown[]), ...failures]),
      error: null,
      run_after: later(now, IMPORT_POLICY.leaseMs),
      ...(finished ? { status: 'done' as const, finished_at: now } : {}),
    });
    if (!moved) throw new ImportSuperseded();
    if (finished) await trx.deleteFrom('import_job_rows').where('import_job_id', '=', job.id).execute();
    return finished ? undefined : { ...claim, row: moved };
  });
  deps.mailOutbox.wake();
  return next;
}

/**
 * Commits import jobs a batch at a time, one job at a time per process, as a use of the durable
 * queue: all state is in the import_jobs rows. A stop lets the batch in hand finish and hands
 * the job back to the queue.
 */
export class ImportWorker extends QueueWorker<ImportClaim> {
  constructor(deps: ImportWorkerDeps) {
    const stopping = { now: () => false };
    super(importWork(deps, () => stopping.now()));
    stopping.now = () => this.state === 'stopped';
  }
}

function importWork(deps: ImportWorkerDeps, stopping: () => boolean): QueueWork<ImportClaim> {
  const { db, clock, log } = deps;

  async function run(claim: ImportClaim): Promise<void> {
    let held: ImportClaim | undefined = claim;
    try {
      while (held) {
        // The starter's right is read again at each batch: it may have gone since the request.
        const starter = await starterOf(db, held.row);
        if (typeof starter === 'string') {
          await failImport(db, held, starter, clock());
          log.warn({ job: held.row.id }, 'import stopped: its starter may no longer import users');
          return;
        }
        held = await commitBatch(deps, held, starter);
        if (held && stopping()) {
          await releaseImport(db, held, clock());
          return;
        }
      }
    } catch (error) {
      if (error instanceof ImportSuperseded) {
        log.warn({ job: claim.row.id }, 'import try superseded: its lease ran out and another try holds the job');
        return;
      }
      const outcome = await retryOrFailImport(db, held ?? claim, reasonOf(error), clock(), IMPORT_POLICY);
      log.warn({ job: claim.row.id, attempt: claim.row.attempts, outcome, err: error }, 'import try failed');
    }
  }

  return {
    pollMs: deps.settings.exportPollMs,
    claimNext: () => claimNextImport(db, clock(), IMPORT_POLICY),
    work: async (claim) => {
      if (claim.kind === 'rows') await run(claim);
      else log.error({ job: claim.row.id, error: claim.row.error }, 'import failed: no tries left');
    },
    onError: (error) => log.error({ err: error }, 'import worker could not reach its jobs'),
  };
}
