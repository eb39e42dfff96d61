import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { recordActivity } from '../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandler } from '../context';
import type { ExportJobsTable } from '../db/schema';
import { validationFailed } from '../errors';
import { batchesFor, countRows, resolveQuery, type ListDefinition } from '../lists/engine';
import type { ListQuery } from '../lists/list-query';

/** The export call's query (spec §7): the list query plus the batch and the file name. */
export interface ExportQuery extends ListQuery {
  batch: number;
  export_file_name: string;
}

/** The link a finished export is downloaded from (the mail's and the in-app list's). */
export function downloadLink(appUrl: string, token: string): string {
  return `${appUrl}/api/exports/download/${token}`;
}

/** A job in the contract's ExportJob shape; its link only while it is done and not expired. */
export function toExportJob(row: Selectable<ExportJobsTable>, appUrl: string, now: Date) {
  const linkValid = row.status === 'done' && row.expires_at !== null && row.expires_at > now;
  const token = linkValid ? row.download_token : null;
  return {
    id: row.id,
    resource: row.resource,
    file_name: row.file_name,
    batch: row.batch,
    status: row.status,
    row_count: row.row_count,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    download_url: token ? downloadLink(appUrl, token) : null,
    expires_at: row.expires_at?.toISOString() ?? null,
  };
}

/**
 * Records an export request as a durable job with the exact query of the screen, and its
 * activity-log row, in one transaction (spec §7), then wakes this process's export worker.
 */
async function requestExport<Row, Out>(ctx: AppContext, request: FastifyRequest, resource: string, definition: ListDefinition<Row, Out>) {
  const principal = principalOf(request);
  const query = request.query as ExportQuery;
  const batches = batchesFor(await countRows(ctx, definition, resolveQuery(definition, query)));
  if (batches === 0) throw validationFailed({ batch: ['There is nothing to export: the list is empty.'] });
  if (query.batch > batches) throw validationFailed({ batch: [`The batch field must be between 1 and ${batches}.`] });
  const listQuery = { filters: query.filters ?? null, search_string: query.search_string ?? null, sort: query.sort ?? null };
  const job = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('export_jobs')
      .values({ user_id: principal.id, resource, file_name: query.export_file_name, batch: query.batch, query: JSON.stringify(listQuery), run_after: ctx.clock() })
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

/** A list's export call (spec §7): the job is recorded and the answer is 202 with it, at once. */
export function exportHandler<Row, Out>(ctx: AppContext, resource: string, definition: ListDefinition<Row, Out>): OperationHandler {
  return async (request, reply) => {
    const job = await requestExport(ctx, request, resource, definition);
    return reply.status(202).send(toExportJob(job, ctx.settings.appUrl, ctx.clock()));
  };
}
