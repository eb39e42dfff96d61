import { toApiFailure } from '../../api/apiFailure';
import { generatedApi, useGetUsersImportQuery, type UsersImportJob } from '../../api/generated';

/** How often the import's progress is asked while its job is queued or running. */
export const IMPORT_POLL_MS = 1000;
const UNAUTHENTICATED = 401;

export const isImporting = (job: UsersImportJob) => job.status === 'queued' || job.status === 'running';

/**
 * The import job started with `started` (the commit's answer), asked again every IMPORT_POLL_MS
 * until it is done or failed; the cached answer decides, so polling stops with the answer that
 * ends it. A session that has ended stops it too; any other failure may pass, so polling goes on.
 */
export function useImportJob(started: UsersImportJob) {
  const args = { importJob: started.id };
  const { data: cached, error } = generatedApi.endpoints.getUsersImport.useQueryState(args);
  const signedOut = error !== undefined && toApiFailure(error).status === UNAUTHENTICATED;
  const pollingInterval = !signedOut && isImporting(cached ?? started) ? IMPORT_POLL_MS : 0;
  const { data, error: failure } = useGetUsersImportQuery(args, { pollingInterval });
  return { job: data ?? started, failure };
}
