import type { UnknownAction } from '@reduxjs/toolkit';
import { generatedApi, type CurrentUserResponse, type Role, type RoleUpdate, type UpdateRoleApiArg } from './generated';

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
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof generatedApi.util.invalidateTags>) => unknown;
    queryFulfilled: Promise<unknown>;
  },
): Promise<void> {
  const queued = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (queued) dispatch(generatedApi.util.invalidateTags([MY_EXPORTS_TAG]));
}

/**
 * An export request is a GET and so a query: it must provide no tag, or invalidating
 * its list (or the export list) would re-send it and queue the same export twice.
 */
const exportRequest = { providesTags: [], onQueryStarted: refreshMyExportsOnceQueued };

/** Every users list (and the user options): one tag, so that any change to users refetches them. */
const USERS_LIST = { type: 'users', id: 'LIST' } as const;
/** One user's detail and history. */
const userTag = (id: number) => ({ type: 'users', id }) as const;
/** The signed-in user's own sessions, and one user's as an administrator sees them. */
const MY_SESSIONS = { type: 'session', id: 'MINE' } as const;
const userSessionsTag = (id: number) => ({ type: 'session', id }) as const;
/** Which second factors the signed-in user has (the Security screen). */
const MY_TWO_FACTOR = { type: 'session', id: 'TWO_FACTOR' } as const;
/** A change to the signed-in user's own factors: their status is out of date once it succeeded. */
const ownFactorsChanged = { invalidatesTags: (_result: unknown, error: unknown) => (error ? [] : [MY_TWO_FACTOR]) };
/** The signed-in user's passkeys (names, last use). */
const MY_PASSKEYS = { type: 'session', id: 'PASSKEYS' } as const;
/** A ceremony's options only keep a challenge in the session: nothing cached changes. */
const ceremonyOptions = { invalidatesTags: [] };

/**
 * What a successful change to these users makes stale: the lists, each user's detail and history
 * and the activity log; with `roles`, the roles' user counts. A refused change (403, 409, 422)
 * changed nothing, so it refetches nothing: a 409 must not overwrite the form being edited.
 */
function staleAfterUserChange(ids: readonly number[], { roles = false } = {}) {
  return [USERS_LIST, ...ids.map(userTag), 'activity-logs' as const, ...(roles ? ['roles' as const] : [])];
}

/** Access review campaigns, as those who run them and their reviewers see them (docs/access-reviews.md). */
const ACCESS_REVIEWS_TAG = 'AccessReviews' as const;
/** A started or closed campaign changes the campaigns and the log; a refused one changed nothing. */
const staleAfterCampaignChange = (_result: unknown, error: unknown) =>
  error ? [] : [ACCESS_REVIEWS_TAG, 'activity-logs' as const];

const selectCurrentUser = generatedApi.endpoints.getCurrentUser.select();
type CurrentUserState = Parameters<typeof selectCurrentUser>[0];

type SessionRefresh = {
  dispatch(action: UnknownAction): unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
};

/**
 * A change to the signed-in user's own roles or status changes what they may do: ask api/user
 * again then, and only then (a re-check makes the guard wait, which would reset the screen).
 */
function refreshSessionWhenOwn<Arg>(idsOf: (arg: Arg) => readonly number[]) {
  return async (arg: Arg, { dispatch, getState, queryFulfilled }: SessionRefresh): Promise<void> => {
    const changed = await queryFulfilled.then(
      () => true,
      () => false,
    );
    const ownId = selectCurrentUser(getState() as CurrentUserState).data?.user.id;
    if (changed && ownId !== undefined && idsOf(arg).includes(ownId))
      dispatch(enhancedApi.util.invalidateTags([CURRENT_USER_TAG]));
  };
}

/**
 * The tags of one kind of organisation (TPAs or ministries): every list of it (and its options)
 * under one tag, each one's detail and history under its id. A refused change (409, 422)
 * changed nothing and refetches nothing: a 409 must not overwrite the form being edited.
 */
function organisationTags<Type extends 'tpas' | 'ministries'>(type: Type) {
  const list = { type, id: 'LIST' } as const;
  const one = (id: number) => ({ type, id }) as const;
  const staleAfterChangeOf =
    (alsoStale: readonly 'users'[]) =>
    (_result: unknown, error: unknown, { id }: { id: number }) =>
      error ? [] : [list, one(id), 'activity-logs' as const, ...alsoStale];
  return {
    list: { providesTags: [list] },
    one: { providesTags: (_result: unknown, _error: unknown, { id }: { id: number }) => [one(id)] },
    created: { invalidatesTags: (_result: unknown, error: unknown) => (error ? [] : [list, 'activity-logs' as const]) },
    // Users' rows and details name their TPA or ministry.
    updated: { invalidatesTags: staleAfterChangeOf(['users']) },
    statusChanged: { invalidatesTags: staleAfterChangeOf([]) },
  };
}
const tpaTags = organisationTags('tpas');
const ministryTags = organisationTags('ministries');

/** What a saved role makes stale: the roles (lists, details, matrix, options, history), who holds each permission, users' role names and the log. */
const staleAfterRoleChange = (_result: unknown, error: unknown) =>
  error ? [] : (['roles', 'permissions', 'users', 'activity-logs'] as const);

/**
 * Whether a saved role can change the signed-in user's answer of api/user. They can hold the
 * role only if they hold all it granted; then any permission it loses, or gains that they
 * lack, may change theirs. A rename matters when it is their current role.
 */
function roleChangeReachesSession(before: Role | undefined, after: RoleUpdate, session: CurrentUserResponse): boolean {
  if (!before) return true;
  const held = new Set(session.permissions);
  const renamedTheirs = before.name === session.current_active_role_name && after.name !== before.name;
  const mayHoldIt = before.permissions.every((permission) => held.has(permission));
  const losesSome = before.permissions.some((permission) => !after.permissions.includes(permission));
  const grantsNew = after.permissions.some((permission) => !held.has(permission));
  return renamedTheirs || (mayHoldIt && (losesSome || grantsNew));
}

/** A role's users get its new permissions on their next call: the signed-in user's navigation follows at once when it may be theirs. */
async function refreshSessionWhenRoleReachesIt(
  { id, roleUpdate }: UpdateRoleApiArg,
  { dispatch, getState, queryFulfilled }: SessionRefresh,
): Promise<void> {
  const before = generatedApi.endpoints.getRole.select({ id })(getState() as CurrentUserState).data;
  const saved = await queryFulfilled.then(
    () => true,
    () => false,
  );
  const session = selectCurrentUser(getState() as CurrentUserState).data;
  if (saved && session && roleChangeReachesSession(before, roleUpdate, session))
    dispatch(enhancedApi.util.invalidateTags([CURRENT_USER_TAG]));
}

/**
 * Ending this browser's own session signs it out, as POST /logout does: the cached user and
 * their exports are dropped once the server has ended it (found current in the cached list).
 */
async function forgetUserWhenCurrentEnded(
  { session }: { session: string },
  { dispatch, getState, queryFulfilled }: SessionRefresh,
): Promise<void> {
  const listed = generatedApi.endpoints.listMySessions.select()(getState() as CurrentUserState).data;
  const ended = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (ended && listed?.sessions.some((s) => s.id === session && s.current))
    dispatch(enhancedApi.util.invalidateTags([CURRENT_USER_TAG, MY_EXPORTS_TAG]));
}

/**
 * Refinements of the generated endpoints (codegen's tags over-invalidate). enhanceEndpoints
 * changes the one API slice in place, so the generated hooks see these settings too.
 */
export const enhancedApi = generatedApi.enhanceEndpoints({
  addTagTypes: [CURRENT_USER_TAG, ACCESS_REVIEWS_TAG],
  endpoints: {
    // The authenticated user is cached after the first successful check and reused.
    getCurrentUser: { providesTags: [CURRENT_USER_TAG], keepUnusedDataFor: Infinity },
    // Only a successful sign-in changes the user; re-checking after a 422 would reset the form.
    // The export list is the user's own: another user's must never be shown from the cache.
    // A password answered with `two_factor: true` signs nobody in yet: the challenge's 204 does.
    // `two_factor_enrolment: true` signs in (to the enrolment alone): the guard reads that from api/user.
    login: {
      invalidatesTags: (result, error) => (error || result?.two_factor ? [] : [CURRENT_USER_TAG, MY_EXPORTS_TAG]),
    },
    // A recovery code spent at sign-in leaves one fewer.
    twoFactorChallenge: {
      invalidatesTags: (_result, error) => (error ? [] : [CURRENT_USER_TAG, MY_EXPORTS_TAG, MY_TWO_FACTOR]),
    },
    logout: { invalidatesTags: [CURRENT_USER_TAG, MY_EXPORTS_TAG] },
    exportUsers: exportRequest,
    exportRoles: exportRequest,
    exportPermissions: exportRequest,
    exportTpas: exportRequest,
    exportMinistries: exportRequest,
    exportActivityLogs: exportRequest,
    exportAccessReviewEvidence: exportRequest,
    listMyExports: { providesTags: [MY_EXPORTS_TAG] },
    // Sessions: one's own, and each user's; ending one of a user's writes to their history and the log.
    listMySessions: { providesTags: [MY_SESSIONS] },
    endMySession: {
      invalidatesTags: (_result, error) => (error ? [] : [MY_SESSIONS]),
      onQueryStarted: forgetUserWhenCurrentEnded,
    },
    listUserSessions: { providesTags: (_result, _error, { id }) => [userSessionsTag(id)] },
    endUserSession: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [userSessionsTag(id), MY_SESSIONS, userTag(id), 'activity-logs'],
    },
    // Second factors: one's own, changed on the Security screen; a user's, reset from the user view (their
    // sessions end, and the reset is in their history and the log).
    getMyTwoFactorStatus: { providesTags: [MY_TWO_FACTOR] },
    confirmTwoFactorAuthentication: ownFactorsChanged,
    disableTwoFactorAuthentication: ownFactorsChanged,
    regenerateRecoveryCodes: ownFactorsChanged,
    // A step-up with a code: a recovery code used is one fewer left; the session now shows a second factor given.
    confirmSecondFactor: { invalidatesTags: (_result, error) => (error ? [] : [MY_TWO_FACTOR, MY_SESSIONS]) },
    // Passkeys: adding or removing one changes the factors too; using one changes its last use.
    listPasskeys: { providesTags: [MY_PASSKEYS] },
    passkeyRegistrationOptions: ceremonyOptions,
    registerPasskey: { invalidatesTags: (_result, error) => (error ? [] : [MY_PASSKEYS, MY_TWO_FACTOR]) },
    renamePasskey: { invalidatesTags: (_result, error) => (error ? [] : [MY_PASSKEYS]) },
    removePasskey: { invalidatesTags: (_result, error) => (error ? [] : [MY_PASSKEYS, MY_TWO_FACTOR]) },
    passkeyConfirmationOptions: ceremonyOptions,
    confirmWithPasskey: { invalidatesTags: (_result, error) => (error ? [] : [MY_PASSKEYS, MY_SESSIONS]) },
    // Sign-in with a passkey, after the password or alone: as the code's challenge, a sign-in when it succeeds.
    passkeyChallengeOptions: ceremonyOptions,
    passkeyChallenge: {
      invalidatesTags: (_result, error) => (error ? [] : [CURRENT_USER_TAG, MY_EXPORTS_TAG, MY_PASSKEYS]),
    },
    passkeyLoginOptions: ceremonyOptions,
    passkeyLogin: {
      invalidatesTags: (_result, error) => (error ? [] : [CURRENT_USER_TAG, MY_EXPORTS_TAG, MY_PASSKEYS]),
    },
    getUserTwoFactorStatus: { providesTags: (_result, _error, { id }) => [userTag(id)] },
    resetUserTwoFactor: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [userTag(id), userSessionsTag(id), 'activity-logs']),
    },
    // A mail sent changes only the user's history and the log.
    resendInvitation: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [userTag(id), 'activity-logs']),
    },
    sendPasswordReset: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : [userTag(id), 'activity-logs']),
    },
    // Secrets and recovery codes are read once, when shown, and never kept in the cache.
    showTwoFactorQrCode: { providesTags: [], keepUnusedDataFor: 0 },
    showTwoFactorSecretKey: { providesTags: [], keepUnusedDataFor: 0 },
    showRecoveryCodes: { providesTags: [], keepUnusedDataFor: 0 },
    // A file the browser downloads through a link, never cached data.
    downloadExport: { providesTags: [] },
    listUsers: { providesTags: [USERS_LIST] },
    listUserOptions: { providesTags: [USERS_LIST] },
    getUser: { providesTags: (_result, _error, { id }) => [userTag(id)] },
    getUserHistory: { providesTags: (_result, _error, { id }) => [userTag(id)] },
    createUser: { invalidatesTags: (_result, error) => (error ? [] : staleAfterUserChange([], { roles: true })) },
    updateUser: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : staleAfterUserChange([id], { roles: true })),
      onQueryStarted: refreshSessionWhenOwn(({ id }) => [id]),
    },
    activateUser: { invalidatesTags: (_result, error, { id }) => (error ? [] : staleAfterUserChange([id])) },
    deactivateUser: {
      invalidatesTags: (_result, error, { id }) => (error ? [] : staleAfterUserChange([id])),
      onQueryStarted: refreshSessionWhenOwn(({ id }) => [id]),
    },
    setUsersStatus: {
      invalidatesTags: (_result, error, { usersStatusChange }) =>
        error ? [] : staleAfterUserChange(usersStatusChange.ids),
      onQueryStarted: refreshSessionWhenOwn(({ usersStatusChange }) => usersStatusChange.ids),
    },
    changeUsersRole: {
      invalidatesTags: (_result, error, { usersRoleChange }) =>
        error ? [] : staleAfterUserChange(usersRoleChange.ids, { roles: true }),
      onQueryStarted: refreshSessionWhenOwn(({ usersRoleChange }) => usersRoleChange.ids),
    },
    createRole: { invalidatesTags: (_result, error) => (error ? [] : ['roles', 'permissions', 'activity-logs']) },
    updateRole: { invalidatesTags: staleAfterRoleChange, onQueryStarted: refreshSessionWhenRoleReachesIt },
    // A preview changes nothing.
    previewRoleUpdate: { invalidatesTags: [] },
    listTpas: tpaTags.list,
    listTpaOptions: tpaTags.list,
    getTpa: tpaTags.one,
    getTpaHistory: tpaTags.one,
    createTpa: tpaTags.created,
    updateTpa: tpaTags.updated,
    suspendTpa: tpaTags.statusChanged,
    reactivateTpa: tpaTags.statusChanged,
    listMinistries: ministryTags.list,
    listMinistryOptions: ministryTags.list,
    getMinistry: ministryTags.one,
    getMinistryHistory: ministryTags.one,
    createMinistry: ministryTags.created,
    updateMinistry: ministryTags.updated,
    suspendMinistry: ministryTags.statusChanged,
    reactivateMinistry: ministryTags.statusChanged,
    listAccessReviews: { providesTags: [ACCESS_REVIEWS_TAG] },
    getAccessReview: { providesTags: [ACCESS_REVIEWS_TAG] },
    listMyAccessReviews: { providesTags: [ACCESS_REVIEWS_TAG] },
    listMyAccessReviewItems: { providesTags: [ACCESS_REVIEWS_TAG] },
    createAccessReview: { invalidatesTags: staleAfterCampaignChange },
    closeAccessReview: { invalidatesTags: staleAfterCampaignChange },
    // A revoke takes roles from its people at once: their rows, details and histories, and the roles' user counts.
    decideAccessReviewItems: {
      invalidatesTags: (result, error) =>
        error || !result
          ? []
          : [
              ACCESS_REVIEWS_TAG,
              ...staleAfterUserChange(
                result.items.map((item) => item.user.id),
                { roles: true },
              ),
            ],
    },
    // A new password ends every session of its user, this browser's too if it was theirs.
    resetPassword: { invalidatesTags: (_result, error) => (error ? [] : [CURRENT_USER_TAG]) },
  },
});
