import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import { recordActivity } from '../activity-log';
import { originOf, principalOf, type AppContext } from '../context';
import type { Database, ExportJobsTable } from '../db/schema';
import { HttpError, validationFailed } from '../errors';
import { batchesFor, countRows, resolveQuery, type ListDefinition } from '../lists/engine';
import { parseFilters } from '../lists/list-query';
import type { Operation, Schema } from '../operations';
import { downloadLinksOf, type DownloadLinks } from './download-links';
import { lockUserForTransaction } from '../db/advisory-locks';

/** An export call: the list query plus the batch and the file name; every list's export takes it. */
type ExportRequest = FastifyRequest<{ Querystring: Operation<'exportUsers'>['Querystring'] }>;

/** What narrowed the exported list: its valued filters and its search, as the job stored them (validated then). */
function listQueryOf(row: Selectable<ExportJobsTable>): Pick<Schema<'ExportJob'>, 'filters' | 'search_string'> {
  const stored = row.query as { filters?: string | null; search_string?: string | null };
  return { filters: parseFilters(stored.filters ?? undefined), search_string: stored.search_string ?? null };
}

/** A job in the contract's ExportJob shape; its link only while it is done and not expired. */
export function toExportJob(row: Selectable<ExportJobsTable>, links: DownloadLinks, now: Date) {
  const linkValid =
    row.status === 'done' && row.expires_at !== null && row.expires_at > now && row.download_salt !== null;
  return {
    id: row.id,
    resource: row.resource,
    ...listQueryOf(row),
    file_name: row.file_name,
    batch: row.batch,
    status: row.status,
    row_count: row.row_count,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    download_url: linkValid ? links.linkOf({ id: row.id, download_salt: row.download_salt! }) : null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/**
 * Refuses an export while the user already has as many queued or running as the setting allows.
 * The per-user advisory lock, held until the transaction ends, makes the count and the insert
 * that follows one step for every process on the database: parallel requests queue up on it.
 */
async function checkPendingLimit(trx: Transaction<Database>, userId: number, limit: number): Promise<void> {
  await lockUserForTransaction(trx, 'exportQueue', userId);
  const { pending } = await trx
    .selectFrom('export_jobs')
    .select((eb) => eb.fn.countAll<number>().as('pending'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  if (Number(pending) >= limit) {
    throw new HttpError(
      429,
      `You already have ${Number(pending)} exports waiting (queued or running), and at most ${limit} may wait at once. ` +
        'Wait for them to finish, or check My exports.',
    );
  }
}

/**
 * Records an export request as a durable job with the exact query of the screen, and its
 * activity-log row, in one transaction (docs/exports.md), then wakes this process's export worker.
 */
async function requestExport<Row, Out>(
  ctx: AppContext,
  request: ExportRequest,
  resource: Schema<'ExportResource'>,
  definition: ListDefinition<Row, Out>,
) {
  const principal = principalOf(request);
  const query = request.query;
  const batches = batchesFor(await countRows(ctx, definition, resolveQuery(definition, query)));
  if (batches === 0) throw validationFailed({ batch: ['There is nothing to export: the list is empty.'] });
  if (query.batch > batches) throw validationFailed({ batch: [`The batch field must be between 1 and ${batches}.`] });
  const listQuery = {
    filters: query.filters ?? null,
    search_string: query.search_string ?? null,
    sort: query.sort ?? null,
  };
  const job = await ctx.db.transaction().execute(async (trx) => {
    await checkPendingLimit(trx, principal.id, ctx.settings.exportMaxPendingPerUser);
    const created = await trx
      .insertInto('export_jobs')
      .values({
        user_id: principal.id,
        resource,
        file_name: query.export_file_name,
        batch: query.batch,
        query: JSON.stringify(listQuery),
        run_after: ctx.clock(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      causerId: principal.id,
      action: 'export_requested',
      subject: { type: 'export', id: created.id, label: query.export_file_name },
      properties: { resource, batch: query.batch, ...listQuery },
      origin: originOf(request),
    });
    return created;
  });
  ctx.exportWorker.wake();
  return job;
}

/** A list's export call: the job is recorded and the answer is 202 with it, at once. */
export function exportHandler<Row, Out>(
  ctx: AppContext,
  resource: Schema<'ExportResource'>,
  definition: ListDefinition<Row, Out>,
) {
  return async (request: ExportRequest, reply: FastifyReply) => {
    const job = await requestExport(ctx, request, resource, definition);
    return reply.status(202).send(toExportJob(job, downloadLinksOf(ctx.settings), ctx.clock()));
  };
}
