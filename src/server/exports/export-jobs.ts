import { agencyToday } from '../../shared/contract-formats';
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

/** An export to queue: what it reads (its resource and the query stored for it), which batch of how many, and its file's name. */
export interface ExportOrder {
  resource: Schema<'ExportResource'>;
  /** What the worker reads the rows by (export_jobs.query); the activity-log row records it too. */
  query: Record<string, unknown>;
  batch: number;
  /** How many batches the export has now: none refuses it, and so does a batch past the last. */
  batches: number;
  fileName: string;
}

/**
 * Records an export request as a durable job with the exact query of the screen (or of the
 * export's own kind), and its activity-log row, in one transaction (docs/exports.md), wakes this
 * process's export worker, and answers 202 with the job.
 */
export async function queueExport(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, order: ExportOrder) {
  const principal = principalOf(request);
  const { resource, query, batch, batches, fileName } = order;
  if (batches === 0) throw validationFailed({ batch: ['There is nothing to export: the list is empty.'] });
  if (batch > batches) throw validationFailed({ batch: [`The batch field must be between 1 and ${batches}.`] });
  const job = await ctx.db.transaction().execute(async (trx) => {
    await checkPendingLimit(trx, principal.id, ctx.settings.exportMaxPendingPerUser);
    const created = await trx
      .insertInto('export_jobs')
      .values({
        user_id: principal.id,
        resource,
        file_name: fileName,
        batch,
        query: JSON.stringify(query),
        run_after: ctx.clock(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      causerId: principal.id,
      action: 'export_requested',
      subject: { type: 'export', id: created.id, label: fileName },
      properties: { resource, batch, ...query },
      origin: originOf(request),
    });
    return created;
  });
  ctx.exportWorker.wake();
  return reply.status(202).send(toExportJob(job, downloadLinksOf(ctx.settings), ctx.clock()));
}

/** A list's export call: the screen's filters, search and sort, the job recorded and the answer 202 with it, at once. */
export function exportHandler<Row, Out>(
  ctx: AppContext,
  resource: Schema<'ExportResource'>,
  definition: ListDefinition<Row, Out>,
) {
  return async (request: ExportRequest, reply: FastifyReply) => {
    const { query } = request;
    return queueExport(ctx, request, reply, {
      resource,
      query: { filters: query.filters ?? null, search_string: query.search_string ?? null, sort: query.sort ?? null },
      batch: query.batch,
      batches: batchesFor(await countRows(ctx, definition, resolveQuery(definition, query, agencyToday(ctx.clock())))),
      fileName: query.export_file_name,
    });
  };
}
