import type { ExportJob, ExportJobList } from '../../../../src/web/api/generated';
import type { FetchStub } from '../../support/fetchStub';
import { paginationOf } from '../../support/listAnswers';

/** A job as listMyExports answers it; queued unless told otherwise. */
export function exportJob(id: number, overrides: Partial<ExportJob> = {}): ExportJob {
  return {
    id,
    resource: 'users',
    filters: [],
    search_string: null,
    file_name: `export-${id}.xlsx`,
    batch: 1,
    status: 'queued',
    row_count: null,
    error: null,
    created_at: '2026-03-15T08:00:00.000Z',
    finished_at: null,
    download_url: null,
    expires_at: null,
    ...overrides,
  };
}

/** The same job, finished: counted, with a link valid until `expiresAt`. */
export function doneJob(id: number, expiresAt: string, overrides: Partial<ExportJob> = {}): ExportJob {
  return exportJob(id, {
    status: 'done',
    row_count: 1250,
    finished_at: '2026-03-15T08:01:00.000Z',
    download_url: `/api/exports/download/token-of-job-${id}-${'x'.repeat(24)}`,
    expires_at: expiresAt,
    ...overrides,
  });
}

/** A listMyExports answer holding these jobs, page `page` of `total`. */
export function exportList(jobs: ExportJob[], { page = 1, total = jobs.length } = {}): ExportJobList {
  return { exports: jobs, no_of_batches: total > 0 ? 1 : 0, pagination: paginationOf(jobs.length, { page, total }) };
}

/** The query of every listMyExports call, in order. */
export function exportListCalls(stub: FetchStub): Record<string, string>[] {
  return stub.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/exports')
    .map((url) => Object.fromEntries(url.searchParams));
}
