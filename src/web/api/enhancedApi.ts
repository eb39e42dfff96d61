import { generatedApi } from './generated';

/** The signed-in user's answer of GET /api/user. */
export const CURRENT_USER_TAG = 'CurrentUser';

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
    login: { invalidatesTags: (_result, error) => (error ? [] : [CURRENT_USER_TAG]) },
    logout: { invalidatesTags: [CURRENT_USER_TAG] },
  },
});
