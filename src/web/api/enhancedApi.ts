import { generatedApi } from './generated';

/** The signed-in user's answer of GET /api/user. */
export const CURRENT_USER_TAG = 'CurrentUser';
/** The signed-in user's export jobs (listMyExports); the contract's own `exports` tag. */
export const MY_EXPORTS_TAG = 'exports';

/**
 * A request that was accepted queued a new job: the user's export list is out of date. A
 * refused one queued nothing, so it leaves the list alone.
 */
async function refreshMyExportsOnceQueued(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof generatedApi.util.invalidateTags>) => unknown; queryFulfilled: Promise<unknown> },
): Promise<void> {
  const queued = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (queued) dispatch(generatedApi.util.invalidateTags([MY_EXPORTS_TAG]));
}

/**
 * An export request is a GET (spec §7) and so a query: it must provide no tag, or invalidating
 * its list (or the export list) would re-send it and queue the same export twice.
 */
const exportRequest = { providesTags: [], onQueryStarted: refreshMyExportsOnceQueued };

/**
 * Refinements of the generated endpoints (codegen's tags over-invalidate). enhanceEndpoints
 * changes the one API slice in place, so the generated hooks see these settings too.
 */
export const enhancedApi = generatedApi.enhanceEndpoints({
  addTagTypes: [CURRENT_USER_TAG],
  endpoints: {
    // Spec §4: the authenticated user is cached after the first successful check and reused.
    getCurrentUser: { providesTags: [CURRENT_USER_TAG], keepUnusedDataFor: Infinity },
    // Only a successful sign-in changes the user; re-checking after a 422 would reset the form.
    // The export list is the user's own: another user's must never be shown from the cache.
    login: { invalidatesTags: (_result, error) => (error ? [] : [CURRENT_USER_TAG, MY_EXPORTS_TAG]) },
    logout: { invalidatesTags: [CURRENT_USER_TAG, MY_EXPORTS_TAG] },
    exportUsers: exportRequest,
    exportRoles: exportRequest,
    exportPermissions: exportRequest,
    exportTpas: exportRequest,
    exportMinistries: exportRequest,
    exportActivityLogs: exportRequest,
    listMyExports: { providesTags: [MY_EXPORTS_TAG] },
    // A file the browser downloads through a link, never cached data.
    downloadExport: { providesTags: [] },
  },
});
