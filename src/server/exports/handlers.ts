import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { recordActivity } from '../activity-log';
import { hashToken } from '../auth/tokens';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../context';
import { forbidden, HttpError, notFound } from '../errors';
import { batchesFor, paginationOf } from '../lists/engine';
import { downloadLinksOf } from './download-links';
import { mayExport } from './export-access';
import { toExportJob } from './export-jobs';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const permissionGone = () =>
  new HttpError(
    403,
    'You no longer hold the permission to export this list, so its export can no longer be downloaded.',
  );

const linkExpired = () =>
  new HttpError(410, 'This download link has expired. Request the export again from the list to get a new link.');

/** attachment; the name as typed (RFC 5987) with a plain-ASCII fallback for old clients. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The signed-in user's export jobs and the download of their files (docs/exports.md). */
export function exportHandlers(ctx: AppContext): OperationHandlers {
  return {
    async listMyExports(request) {
      const { id: userId } = principalOf(request);
      const { page, items_per_page: perPage } = request.query;
      const mine = ctx.db.selectFrom('export_jobs').where('user_id', '=', userId);
      const [counted, rows] = await Promise.all([
        mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        mine
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
      ]);
      const total = Number(counted.total);
      const now = ctx.clock();
      return {
        exports: rows.map((row) => toExportJob(row, downloadLinksOf(ctx.settings), now)),
        no_of_batches: batchesFor(total),
        pagination: paginationOf(total, page, perPage),
      };
    },

    // Only the requester may download, while they still hold the permission to export the list
    // (taking it away ends the links too: docs/security.md, Exports), and only until the link
    // expires; someone else's link is 403 even when expired, so it reveals nothing about the job.
    async downloadExport(request, reply) {
      const principal = principalOf(request);
      const { token } = request.params;
      const job = await ctx.db
        .selectFrom('export_jobs')
        .selectAll()
        .where('download_token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!job) throw notFound('export');
      if (job.user_id !== principal.id) throw forbidden();
      if (!mayExport(principal, job.resource)) throw permissionGone();
      // An expired link's file may already be gone (the worker removes it): expired either way.
      const file = job.file_path ? path.join(ctx.settings.exportDir, job.file_path) : undefined;
      if (!file || !job.expires_at || job.expires_at <= ctx.clock() || !(await fileExists(file))) throw linkExpired();
      await recordActivity(ctx.db, {
        causerId: principal.id,
        action: 'export_downloaded',
        subject: { type: 'export', id: job.id, label: job.file_name },
        properties: { resource: job.resource, batch: job.batch, row_count: job.row_count },
        origin: originOf(request),
      });
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment(job.file_name))
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file));
    },
  };
}
