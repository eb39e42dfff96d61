import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { toApiFailure } from '../../api/apiFailure';
import { useListMyExportsQuery, generatedApi, type ExportJob, type ListMyExportsApiArg } from '../../api/generated';

/** How often the list is asked again while an export of it is queued or running. */
export const MY_EXPORTS_POLL_MS = 3000;
const UNAUTHENTICATED = 401;

/** The panel's listMyExports call for one page (the Pact consumer test sends the same). */
export function myExportsArgs(page: number): Required<ListMyExportsApiArg> {
  return { page, itemsPerPage: DEFAULT_PAGE_SIZE };
}

export function isInProgress(job: ExportJob): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/**
 * One page of the signed-in user's exports, polled only while one of them is queued or
 * running: the cached answer decides, so polling stops with the answer that has none left.
 * A session that has ended stops it too; any other failure may pass, so polling goes on.
 */
export function useMyExports(page: number) {
  const args = myExportsArgs(page);
  const { data: cached, error } = generatedApi.endpoints.listMyExports.useQueryState(args);
  const signedOut = error !== undefined && toApiFailure(error).status === UNAUTHENTICATED;
  const pollingInterval = !signedOut && cached?.exports.some(isInProgress) ? MY_EXPORTS_POLL_MS : 0;
  return useListMyExportsQuery(args, { pollingInterval });
}
