import { MatchersV3 } from '@pact-foundation/pact';
import { oneOfContractEnum } from './contractEnums';
import { anInstant } from './matchers';

const { integer, like, regex } = MatchersV3;

/**
 * An export job just queued (the contract's ExportJob), as an export request and the My exports
 * list answer it: the list's filters and search as the request sent them (none by default), and
 * nothing counted, failed, finished or downloadable yet.
 */
export function queuedExportBody(
  resource: ReturnType<typeof regex>,
  fileName: string,
  query: { filters?: string; searchString?: string } = {},
) {
  return {
    id: integer(5),
    resource,
    filters: query.filters ? (JSON.parse(query.filters) as unknown[]) : [],
    search_string: query.searchString ?? null,
    file_name: like(fileName),
    batch: integer(1),
    status: regex(oneOfContractEnum('ExportStatus'), 'queued'),
    row_count: null,
    error: null,
    created_at: anInstant(),
    finished_at: null,
    download_url: null,
    expires_at: null,
  };
}
