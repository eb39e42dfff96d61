import { MatchersV3 } from '@pact-foundation/pact';
import { oneOfContractEnum } from './contractEnums';
import { anInstant } from './matchers';

const { integer, like, regex } = MatchersV3;

/**
 * An export job just queued (the contract's ExportJob), as an export request and the My exports
 * list answer it: nothing counted, failed, finished or downloadable yet.
 */
export function queuedExportBody(resource: ReturnType<typeof regex>, fileName: string) {
  return {
    id: integer(5),
    resource,
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
