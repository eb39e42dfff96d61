// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit by hand.
import { baseApi as api } from "./baseApi";
export const addTagTypes = [
  "auth",
  "health",
  "session",
  "services",
  "users",
  "exports",
  "activity-logs",
  "roles",
  "permissions",
  "tpas",
  "ministries",
  "list-views",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCsrfCookie: build.query<GetCsrfCookieApiResponse, GetCsrfCookieApiArg>(
        {
          query: () => ({ url: `/sanctum/csrf-cookie` }),
          providesTags: ["auth"],
        },
      ),
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/login`,
          method: "POST",
          body: queryArg.loginRequest,
        }),
        invalidatesTags: ["auth"],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      requestPasswordReset: build.mutation<
        RequestPasswordResetApiResponse,
        RequestPasswordResetApiArg
      >({
        query: (queryArg) => ({
          url: `/forgot-password`,
          method: "POST",
          body: queryArg.passwordResetRequest,
        }),
        invalidatesTags: ["auth"],
      }),
      resetPassword: build.mutation<
        ResetPasswordApiResponse,
        ResetPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/reset-password`,
          method: "POST",
          body: queryArg.passwordReset,
        }),
        invalidatesTags: ["auth"],
      }),
      confirmEmailChange: build.mutation<
        ConfirmEmailChangeApiResponse,
        ConfirmEmailChangeApiArg
      >({
        query: (queryArg) => ({
          url: `/email/confirm`,
          method: "POST",
          body: queryArg.emailChangeConfirmation,
        }),
        invalidatesTags: ["auth"],
      }),
      twoFactorChallenge: build.mutation<
        TwoFactorChallengeApiResponse,
        TwoFactorChallengeApiArg
      >({
        query: (queryArg) => ({
          url: `/two-factor-challenge`,
          method: "POST",
          body: queryArg.twoFactorChallenge,
        }),
        invalidatesTags: ["auth"],
      }),
      enableTwoFactorAuthentication: build.mutation<
        EnableTwoFactorAuthenticationApiResponse,
        EnableTwoFactorAuthenticationApiArg
      >({
        query: () => ({
          url: `/user/two-factor-authentication`,
          method: "POST",
        }),
        invalidatesTags: ["auth"],
      }),
      disableTwoFactorAuthentication: build.mutation<
        DisableTwoFactorAuthenticationApiResponse,
        DisableTwoFactorAuthenticationApiArg
      >({
        query: () => ({
          url: `/user/two-factor-authentication`,
          method: "DELETE",
        }),
        invalidatesTags: ["auth"],
      }),
      showTwoFactorQrCode: build.query<
        ShowTwoFactorQrCodeApiResponse,
        ShowTwoFactorQrCodeApiArg
      >({
        query: () => ({ url: `/user/two-factor-qr-code` }),
        providesTags: ["auth"],
      }),
      showTwoFactorSecretKey: build.query<
        ShowTwoFactorSecretKeyApiResponse,
        ShowTwoFactorSecretKeyApiArg
      >({
        query: () => ({ url: `/user/two-factor-secret-key` }),
        providesTags: ["auth"],
      }),
      confirmTwoFactorAuthentication: build.mutation<
        ConfirmTwoFactorAuthenticationApiResponse,
        ConfirmTwoFactorAuthenticationApiArg
      >({
        query: (queryArg) => ({
          url: `/user/confirmed-two-factor-authentication`,
          method: "POST",
          body: queryArg.twoFactorCode,
        }),
        invalidatesTags: ["auth"],
      }),
      showRecoveryCodes: build.query<
        ShowRecoveryCodesApiResponse,
        ShowRecoveryCodesApiArg
      >({
        query: () => ({ url: `/user/two-factor-recovery-codes` }),
        providesTags: ["auth"],
      }),
      regenerateRecoveryCodes: build.mutation<
        RegenerateRecoveryCodesApiResponse,
        RegenerateRecoveryCodesApiArg
      >({
        query: () => ({
          url: `/user/two-factor-recovery-codes`,
          method: "POST",
        }),
        invalidatesTags: ["auth"],
      }),
      confirmPassword: build.mutation<
        ConfirmPasswordApiResponse,
        ConfirmPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/user/confirm-password`,
          method: "POST",
          body: queryArg.passwordConfirmation,
        }),
        invalidatesTags: ["auth"],
      }),
      getConfirmedPasswordStatus: build.query<
        GetConfirmedPasswordStatusApiResponse,
        GetConfirmedPasswordStatusApiArg
      >({
        query: () => ({ url: `/user/confirmed-password-status` }),
        providesTags: ["auth"],
      }),
      confirmSecondFactor: build.mutation<
        ConfirmSecondFactorApiResponse,
        ConfirmSecondFactorApiArg
      >({
        query: (queryArg) => ({
          url: `/user/confirmed-second-factor`,
          method: "POST",
          body: queryArg.twoFactorChallenge,
        }),
        invalidatesTags: ["auth"],
      }),
      listPasskeys: build.query<ListPasskeysApiResponse, ListPasskeysApiArg>({
        query: () => ({ url: `/user/passkeys` }),
        providesTags: ["auth"],
      }),
      registerPasskey: build.mutation<
        RegisterPasskeyApiResponse,
        RegisterPasskeyApiArg
      >({
        query: (queryArg) => ({
          url: `/user/passkeys`,
          method: "POST",
          body: queryArg.passkeyRegistration,
        }),
        invalidatesTags: ["auth"],
      }),
      passkeyRegistrationOptions: build.mutation<
        PasskeyRegistrationOptionsApiResponse,
        PasskeyRegistrationOptionsApiArg
      >({
        query: () => ({ url: `/user/passkeys/options`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      renamePasskey: build.mutation<
        RenamePasskeyApiResponse,
        RenamePasskeyApiArg
      >({
        query: (queryArg) => ({
          url: `/user/passkeys/${queryArg.passkey}`,
          method: "PATCH",
          body: queryArg.passkeyName,
        }),
        invalidatesTags: ["auth"],
      }),
      removePasskey: build.mutation<
        RemovePasskeyApiResponse,
        RemovePasskeyApiArg
      >({
        query: (queryArg) => ({
          url: `/user/passkeys/${queryArg.passkey}`,
          method: "DELETE",
        }),
        invalidatesTags: ["auth"],
      }),
      passkeyConfirmationOptions: build.mutation<
        PasskeyConfirmationOptionsApiResponse,
        PasskeyConfirmationOptionsApiArg
      >({
        query: () => ({
          url: `/user/passkey-confirmation/options`,
          method: "POST",
        }),
        invalidatesTags: ["auth"],
      }),
      confirmWithPasskey: build.mutation<
        ConfirmWithPasskeyApiResponse,
        ConfirmWithPasskeyApiArg
      >({
        query: (queryArg) => ({
          url: `/user/passkey-confirmation`,
          method: "POST",
          body: queryArg.passkeyAssertion,
        }),
        invalidatesTags: ["auth"],
      }),
      passkeyChallengeOptions: build.mutation<
        PasskeyChallengeOptionsApiResponse,
        PasskeyChallengeOptionsApiArg
      >({
        query: () => ({
          url: `/two-factor-challenge/passkey/options`,
          method: "POST",
        }),
        invalidatesTags: ["auth"],
      }),
      passkeyChallenge: build.mutation<
        PasskeyChallengeApiResponse,
        PasskeyChallengeApiArg
      >({
        query: (queryArg) => ({
          url: `/two-factor-challenge/passkey`,
          method: "POST",
          body: queryArg.passkeyAssertion,
        }),
        invalidatesTags: ["auth"],
      }),
      passkeyLoginOptions: build.mutation<
        PasskeyLoginOptionsApiResponse,
        PasskeyLoginOptionsApiArg
      >({
        query: () => ({ url: `/passkey-login/options`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      passkeyLogin: build.mutation<PasskeyLoginApiResponse, PasskeyLoginApiArg>(
        {
          query: (queryArg) => ({
            url: `/passkey-login`,
            method: "POST",
            body: queryArg.passkeyLogin,
          }),
          invalidatesTags: ["auth"],
        },
      ),
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
      getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ["health"],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ["health"],
      }),
      getCurrentUser: build.query<
        GetCurrentUserApiResponse,
        GetCurrentUserApiArg
      >({
        query: () => ({ url: `/api/user` }),
        providesTags: ["session"],
      }),
      listMySessions: build.query<
        ListMySessionsApiResponse,
        ListMySessionsApiArg
      >({
        query: () => ({ url: `/api/user/sessions` }),
        providesTags: ["session"],
      }),
      endMySession: build.mutation<EndMySessionApiResponse, EndMySessionApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/user/sessions/${queryArg.session}`,
            method: "DELETE",
          }),
          invalidatesTags: ["session"],
        },
      ),
      getMyTwoFactorStatus: build.query<
        GetMyTwoFactorStatusApiResponse,
        GetMyTwoFactorStatusApiArg
      >({
        query: () => ({ url: `/api/user/two-factor` }),
        providesTags: ["session"],
      }),
      listServices: build.query<ListServicesApiResponse, ListServicesApiArg>({
        query: () => ({ url: `/api/services` }),
        providesTags: ["services"],
      }),
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/users`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["users"],
      }),
      createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
        query: (queryArg) => ({
          url: `/api/users`,
          method: "POST",
          body: queryArg.userInput,
        }),
        invalidatesTags: ["users"],
      }),
      exportUsers: build.query<ExportUsersApiResponse, ExportUsersApiArg>({
        query: (queryArg) => ({
          url: `/api/users/export`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
            batch: queryArg.batch,
            export_file_name: queryArg.exportFileName,
          },
        }),
        providesTags: ["users", "exports"],
      }),
      listUserOptions: build.query<
        ListUserOptionsApiResponse,
        ListUserOptionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/options`,
          params: {
            search_string: queryArg.searchString,
          },
        }),
        providesTags: ["users"],
      }),
      setUsersStatus: build.mutation<
        SetUsersStatusApiResponse,
        SetUsersStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/status`,
          method: "POST",
          body: queryArg.usersStatusChange,
        }),
        invalidatesTags: ["users"],
      }),
      changeUsersRole: build.mutation<
        ChangeUsersRoleApiResponse,
        ChangeUsersRoleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/roles`,
          method: "POST",
          body: queryArg.usersRoleChange,
        }),
        invalidatesTags: ["users"],
      }),
      previewMatchingUsers: build.query<
        PreviewMatchingUsersApiResponse,
        PreviewMatchingUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/matching`,
          params: {
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["users"],
      }),
      setMatchingUsersStatus: build.mutation<
        SetMatchingUsersStatusApiResponse,
        SetMatchingUsersStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/matching/status`,
          method: "POST",
          body: queryArg.matchingUsersStatusChange,
        }),
        invalidatesTags: ["users"],
      }),
      changeMatchingUsersRole: build.mutation<
        ChangeMatchingUsersRoleApiResponse,
        ChangeMatchingUsersRoleApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/matching/roles`,
          method: "POST",
          body: queryArg.matchingUsersRoleChange,
        }),
        invalidatesTags: ["users"],
      }),
      undoUsersBulkChange: build.mutation<
        UndoUsersBulkChangeApiResponse,
        UndoUsersBulkChangeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/bulk-changes/${queryArg.bulkChange}/undo`,
          method: "POST",
        }),
        invalidatesTags: ["users"],
      }),
      dryRunUsersImport: build.mutation<
        DryRunUsersImportApiResponse,
        DryRunUsersImportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/import/dry-run`,
          method: "POST",
          body: queryArg.usersImportFile,
        }),
        invalidatesTags: ["users"],
      }),
      readUsersImportHeadings: build.mutation<
        ReadUsersImportHeadingsApiResponse,
        ReadUsersImportHeadingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/import/headings`,
          method: "POST",
          body: queryArg.usersImportUpload,
        }),
        invalidatesTags: ["users"],
      }),
      downloadUsersImportErrors: build.mutation<
        DownloadUsersImportErrorsApiResponse,
        DownloadUsersImportErrorsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/import/dry-run/errors`,
          method: "POST",
          body: queryArg.usersImportFile,
        }),
        invalidatesTags: ["users"],
      }),
      commitUsersImport: build.mutation<
        CommitUsersImportApiResponse,
        CommitUsersImportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/import`,
          method: "POST",
          body: queryArg.usersImportFile,
        }),
        invalidatesTags: ["users"],
      }),
      getUsersImport: build.query<
        GetUsersImportApiResponse,
        GetUsersImportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/import/${queryArg.importJob}`,
        }),
        providesTags: ["users"],
      }),
      listMyUsersImports: build.query<
        ListMyUsersImportsApiResponse,
        ListMyUsersImportsApiArg
      >({
        query: () => ({ url: `/api/users/imports` }),
        providesTags: ["users"],
      }),
      listAccessReviews: build.query<
        ListAccessReviewsApiResponse,
        ListAccessReviewsApiArg
      >({
        query: () => ({ url: `/api/access-reviews` }),
        providesTags: ["users"],
      }),
      createAccessReview: build.mutation<
        CreateAccessReviewApiResponse,
        CreateAccessReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/access-reviews`,
          method: "POST",
          body: queryArg.accessReviewInput,
        }),
        invalidatesTags: ["users"],
      }),
      listMyAccessReviews: build.query<
        ListMyAccessReviewsApiResponse,
        ListMyAccessReviewsApiArg
      >({
        query: () => ({ url: `/api/access-reviews/mine` }),
        providesTags: ["users"],
      }),
      getAccessReview: build.query<
        GetAccessReviewApiResponse,
        GetAccessReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/access-reviews/${queryArg.accessReview}`,
        }),
        providesTags: ["users"],
      }),
      closeAccessReview: build.mutation<
        CloseAccessReviewApiResponse,
        CloseAccessReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/access-reviews/${queryArg.accessReview}/close`,
          method: "POST",
        }),
        invalidatesTags: ["users"],
      }),
      exportAccessReviewEvidence: build.query<
        ExportAccessReviewEvidenceApiResponse,
        ExportAccessReviewEvidenceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/access-reviews/${queryArg.accessReview}/export`,
          params: {
            batch: queryArg.batch,
            export_file_name: queryArg.exportFileName,
          },
        }),
        providesTags: ["users", "exports"],
      }),
      listMyAccessReviewItems: build.query<
        ListMyAccessReviewItemsApiResponse,
        ListMyAccessReviewItemsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/access-reviews/${queryArg.accessReview}/items`,
        }),
        providesTags: ["users"],
      }),
      decideAccessReviewItems: build.mutation<
        DecideAccessReviewItemsApiResponse,
        DecideAccessReviewItemsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/access-reviews/${queryArg.accessReview}/decisions`,
          method: "POST",
          body: queryArg.accessReviewDecision,
        }),
        invalidatesTags: ["users"],
      }),
      getUser: build.query<GetUserApiResponse, GetUserApiArg>({
        query: (queryArg) => ({ url: `/api/users/${queryArg.id}` }),
        providesTags: ["users"],
      }),
      updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}`,
          method: "PUT",
          body: queryArg.userUpdate,
        }),
        invalidatesTags: ["users"],
      }),
      activateUser: build.mutation<ActivateUserApiResponse, ActivateUserApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/users/${queryArg.id}/activate`,
            method: "POST",
          }),
          invalidatesTags: ["users"],
        },
      ),
      deactivateUser: build.mutation<
        DeactivateUserApiResponse,
        DeactivateUserApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/deactivate`,
          method: "POST",
        }),
        invalidatesTags: ["users"],
      }),
      getUserHistory: build.query<
        GetUserHistoryApiResponse,
        GetUserHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/history`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
          },
        }),
        providesTags: ["users", "activity-logs"],
      }),
      listUserSessions: build.query<
        ListUserSessionsApiResponse,
        ListUserSessionsApiArg
      >({
        query: (queryArg) => ({ url: `/api/users/${queryArg.id}/sessions` }),
        providesTags: ["users", "session"],
      }),
      endUserSession: build.mutation<
        EndUserSessionApiResponse,
        EndUserSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/sessions/${queryArg.session}`,
          method: "DELETE",
        }),
        invalidatesTags: ["users", "session"],
      }),
      getUserTwoFactorStatus: build.query<
        GetUserTwoFactorStatusApiResponse,
        GetUserTwoFactorStatusApiArg
      >({
        query: (queryArg) => ({ url: `/api/users/${queryArg.id}/two-factor` }),
        providesTags: ["users"],
      }),
      resetUserTwoFactor: build.mutation<
        ResetUserTwoFactorApiResponse,
        ResetUserTwoFactorApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/two-factor`,
          method: "DELETE",
        }),
        invalidatesTags: ["users"],
      }),
      resendInvitation: build.mutation<
        ResendInvitationApiResponse,
        ResendInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/invitation`,
          method: "POST",
        }),
        invalidatesTags: ["users"],
      }),
      sendPasswordReset: build.mutation<
        SendPasswordResetApiResponse,
        SendPasswordResetApiArg
      >({
        query: (queryArg) => ({
          url: `/api/users/${queryArg.id}/password-reset`,
          method: "POST",
        }),
        invalidatesTags: ["users"],
      }),
      listRoles: build.query<ListRolesApiResponse, ListRolesApiArg>({
        query: (queryArg) => ({
          url: `/api/roles`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["roles"],
      }),
      createRole: build.mutation<CreateRoleApiResponse, CreateRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/roles`,
          method: "POST",
          body: queryArg.roleInput,
        }),
        invalidatesTags: ["roles"],
      }),
      exportRoles: build.query<ExportRolesApiResponse, ExportRolesApiArg>({
        query: (queryArg) => ({
          url: `/api/roles/export`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
            batch: queryArg.batch,
            export_file_name: queryArg.exportFileName,
          },
        }),
        providesTags: ["roles", "exports"],
      }),
      listRoleOptions: build.query<
        ListRoleOptionsApiResponse,
        ListRoleOptionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/roles/options`,
          params: {
            search_string: queryArg.searchString,
          },
        }),
        providesTags: ["roles"],
      }),
      getRoleMatrix: build.query<GetRoleMatrixApiResponse, GetRoleMatrixApiArg>(
        {
          query: () => ({ url: `/api/roles/matrix` }),
          providesTags: ["roles"],
        },
      ),
      getRole: build.query<GetRoleApiResponse, GetRoleApiArg>({
        query: (queryArg) => ({ url: `/api/roles/${queryArg.id}` }),
        providesTags: ["roles"],
      }),
      updateRole: build.mutation<UpdateRoleApiResponse, UpdateRoleApiArg>({
        query: (queryArg) => ({
          url: `/api/roles/${queryArg.id}`,
          method: "PUT",
          body: queryArg.roleUpdate,
        }),
        invalidatesTags: ["roles"],
      }),
      previewRoleUpdate: build.mutation<
        PreviewRoleUpdateApiResponse,
        PreviewRoleUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/roles/${queryArg.id}/preview`,
          method: "POST",
          body: queryArg.roleUpdate,
        }),
        invalidatesTags: ["roles"],
      }),
      getRoleHistory: build.query<
        GetRoleHistoryApiResponse,
        GetRoleHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/roles/${queryArg.id}/history`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
          },
        }),
        providesTags: ["roles", "activity-logs"],
      }),
      listPermissions: build.query<
        ListPermissionsApiResponse,
        ListPermissionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/permissions`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["permissions"],
      }),
      exportPermissions: build.query<
        ExportPermissionsApiResponse,
        ExportPermissionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/permissions/export`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
            batch: queryArg.batch,
            export_file_name: queryArg.exportFileName,
          },
        }),
        providesTags: ["permissions", "exports"],
      }),
      getPermission: build.query<GetPermissionApiResponse, GetPermissionApiArg>(
        {
          query: (queryArg) => ({ url: `/api/permissions/${queryArg.id}` }),
          providesTags: ["permissions"],
        },
      ),
      listTpas: build.query<ListTpasApiResponse, ListTpasApiArg>({
        query: (queryArg) => ({
          url: `/api/tpas`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["tpas"],
      }),
      createTpa: build.mutation<CreateTpaApiResponse, CreateTpaApiArg>({
        query: (queryArg) => ({
          url: `/api/tpas`,
          method: "POST",
          body: queryArg.tpaInput,
        }),
        invalidatesTags: ["tpas"],
      }),
      exportTpas: build.query<ExportTpasApiResponse, ExportTpasApiArg>({
        query: (queryArg) => ({
          url: `/api/tpas/export`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
            batch: queryArg.batch,
            export_file_name: queryArg.exportFileName,
          },
        }),
        providesTags: ["tpas", "exports"],
      }),
      listTpaOptions: build.query<
        ListTpaOptionsApiResponse,
        ListTpaOptionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/tpas/options`,
          params: {
            search_string: queryArg.searchString,
          },
        }),
        providesTags: ["tpas"],
      }),
      getTpa: build.query<GetTpaApiResponse, GetTpaApiArg>({
        query: (queryArg) => ({ url: `/api/tpas/${queryArg.id}` }),
        providesTags: ["tpas"],
      }),
      updateTpa: build.mutation<UpdateTpaApiResponse, UpdateTpaApiArg>({
        query: (queryArg) => ({
          url: `/api/tpas/${queryArg.id}`,
          method: "PUT",
          body: queryArg.tpaUpdate,
        }),
        invalidatesTags: ["tpas"],
      }),
      suspendTpa: build.mutation<SuspendTpaApiResponse, SuspendTpaApiArg>({
        query: (queryArg) => ({
          url: `/api/tpas/${queryArg.id}/suspend`,
          method: "POST",
        }),
        invalidatesTags: ["tpas"],
      }),
      reactivateTpa: build.mutation<
        ReactivateTpaApiResponse,
        ReactivateTpaApiArg
      >({
        query: (queryArg) => ({
          url: `/api/tpas/${queryArg.id}/reactivate`,
          method: "POST",
        }),
        invalidatesTags: ["tpas"],
      }),
      getTpaHistory: build.query<GetTpaHistoryApiResponse, GetTpaHistoryApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/tpas/${queryArg.id}/history`,
            params: {
              page: queryArg.page,
              items_per_page: queryArg.itemsPerPage,
              cursor: queryArg.cursor,
            },
          }),
          providesTags: ["tpas", "activity-logs"],
        },
      ),
      listMinistries: build.query<
        ListMinistriesApiResponse,
        ListMinistriesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ministries`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["ministries"],
      }),
      createMinistry: build.mutation<
        CreateMinistryApiResponse,
        CreateMinistryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ministries`,
          method: "POST",
          body: queryArg.ministryInput,
        }),
        invalidatesTags: ["ministries"],
      }),
      exportMinistries: build.query<
        ExportMinistriesApiResponse,
        ExportMinistriesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ministries/export`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
            batch: queryArg.batch,
            export_file_name: queryArg.exportFileName,
          },
        }),
        providesTags: ["ministries", "exports"],
      }),
      listMinistryOptions: build.query<
        ListMinistryOptionsApiResponse,
        ListMinistryOptionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ministries/options`,
          params: {
            search_string: queryArg.searchString,
          },
        }),
        providesTags: ["ministries"],
      }),
      getMinistry: build.query<GetMinistryApiResponse, GetMinistryApiArg>({
        query: (queryArg) => ({ url: `/api/ministries/${queryArg.id}` }),
        providesTags: ["ministries"],
      }),
      updateMinistry: build.mutation<
        UpdateMinistryApiResponse,
        UpdateMinistryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ministries/${queryArg.id}`,
          method: "PUT",
          body: queryArg.ministryUpdate,
        }),
        invalidatesTags: ["ministries"],
      }),
      suspendMinistry: build.mutation<
        SuspendMinistryApiResponse,
        SuspendMinistryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ministries/${queryArg.id}/suspend`,
          method: "POST",
        }),
        invalidatesTags: ["ministries"],
      }),
      reactivateMinistry: build.mutation<
        ReactivateMinistryApiResponse,
        ReactivateMinistryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ministries/${queryArg.id}/reactivate`,
          method: "POST",
        }),
        invalidatesTags: ["ministries"],
      }),
      getMinistryHistory: build.query<
        GetMinistryHistoryApiResponse,
        GetMinistryHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ministries/${queryArg.id}/history`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
          },
        }),
        providesTags: ["ministries", "activity-logs"],
      }),
      listActivityLogs: build.query<
        ListActivityLogsApiResponse,
        ListActivityLogsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user-activity-logs`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            cursor: queryArg.cursor,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["activity-logs"],
      }),
      exportActivityLogs: build.query<
        ExportActivityLogsApiResponse,
        ExportActivityLogsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user-activity-logs/export`,
          params: {
            page: queryArg.page,
            items_per_page: queryArg.itemsPerPage,
            filters: queryArg.filters,
            search_string: queryArg.searchString,
            sort: queryArg.sort,
            batch: queryArg.batch,
            export_file_name: queryArg.exportFileName,
          },
        }),
        providesTags: ["activity-logs", "exports"],
      }),
      getActivityLog: build.query<
        GetActivityLogApiResponse,
        GetActivityLogApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user-activity-logs/${queryArg.id}`,
        }),
        providesTags: ["activity-logs"],
      }),
      listListViews: build.query<ListListViewsApiResponse, ListListViewsApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/list-views`,
            params: {
              list: queryArg.list,
            },
          }),
          providesTags: ["list-views"],
        },
      ),
      createListView: build.mutation<
        CreateListViewApiResponse,
        CreateListViewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/list-views`,
          method: "POST",
          body: queryArg.listViewInput,
        }),
        invalidatesTags: ["list-views"],
      }),
      setDefaultListView: build.mutation<
        SetDefaultListViewApiResponse,
        SetDefaultListViewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/list-views/default`,
          method: "PUT",
          body: queryArg.listViewDefault,
        }),
        invalidatesTags: ["list-views"],
      }),
      getListView: build.query<GetListViewApiResponse, GetListViewApiArg>({
        query: (queryArg) => ({ url: `/api/list-views/${queryArg.id}` }),
        providesTags: ["list-views"],
      }),
      updateListView: build.mutation<
        UpdateListViewApiResponse,
        UpdateListViewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/list-views/${queryArg.id}`,
          method: "PUT",
          body: queryArg.listViewUpdate,
        }),
        invalidatesTags: ["list-views"],
      }),
      deleteListView: build.mutation<
        DeleteListViewApiResponse,
        DeleteListViewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/list-views/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["list-views"],
      }),
      listMyExports: build.query<ListMyExportsApiResponse, ListMyExportsApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/exports`,
            params: {
              page: queryArg.page,
              items_per_page: queryArg.itemsPerPage,
            },
          }),
          providesTags: ["exports"],
        },
      ),
      downloadExport: build.query<
        DownloadExportApiResponse,
        DownloadExportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/exports/download/${queryArg.token}`,
        }),
        providesTags: ["exports"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetCsrfCookieApiResponse = unknown;
export type GetCsrfCookieApiArg = void;
export type LoginApiResponse =
  /** status 200 The password was right and either the user has a second factor (`two_factor: true`):
not signed in yet. A new session cookie is set whose session is not signed in (every
call but `POST /two-factor-challenge` answers as to a guest) until the challenge
succeeds within 5 minutes.
Or a role of the user requires a second factor and they have none
(`two_factor_enrolment: true`): signed in (a new session cookie is set), but until a
factor is set up the session may only make the calls marked
`x-second-factor-enrolment` (the Security screen's enrolment); every other call
answers 403 with `code: second_factor_enrolment_required`.
 */ TwoFactorLoginResponse;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type RequestPasswordResetApiResponse =
  /** status 200 The same answer whether or not the address exists. */ Message;
export type RequestPasswordResetApiArg = {
  passwordResetRequest: PasswordResetRequest;
};
export type ResetPasswordApiResponse =
  /** status 200 Password changed; the user signs in again. */ Message;
export type ResetPasswordApiArg = {
  passwordReset: PasswordReset;
};
export type ConfirmEmailChangeApiResponse =
  /** status 200 The email changed; the user signs in with the new address. */ Message;
export type ConfirmEmailChangeApiArg = {
  emailChangeConfirmation: EmailChangeConfirmation;
};
export type TwoFactorChallengeApiResponse = unknown;
export type TwoFactorChallengeApiArg = {
  twoFactorChallenge: TwoFactorChallenge;
};
export type EnableTwoFactorAuthenticationApiResponse = unknown;
export type EnableTwoFactorAuthenticationApiArg = void;
export type DisableTwoFactorAuthenticationApiResponse = unknown;
export type DisableTwoFactorAuthenticationApiArg = void;
export type ShowTwoFactorQrCodeApiResponse =
  /** status 200 The QR code for the authenticator app. */ TwoFactorQrCode;
export type ShowTwoFactorQrCodeApiArg = void;
export type ShowTwoFactorSecretKeyApiResponse =
  /** status 200 The secret key (base32). */ TwoFactorSecretKey;
export type ShowTwoFactorSecretKeyApiArg = void;
export type ConfirmTwoFactorAuthenticationApiResponse = unknown;
export type ConfirmTwoFactorAuthenticationApiArg = {
  twoFactorCode: TwoFactorCode;
};
export type ShowRecoveryCodesApiResponse =
  /** status 200 The ten codes. */ RecoveryCodes;
export type ShowRecoveryCodesApiArg = void;
export type RegenerateRecoveryCodesApiResponse = unknown;
export type RegenerateRecoveryCodesApiArg = void;
export type ConfirmPasswordApiResponse = unknown;
export type ConfirmPasswordApiArg = {
  passwordConfirmation: PasswordConfirmation;
};
export type GetConfirmedPasswordStatusApiResponse =
  /** status 200 Fortify's answer. */ ConfirmedPasswordStatus;
export type GetConfirmedPasswordStatusApiArg = void;
export type ConfirmSecondFactorApiResponse = unknown;
export type ConfirmSecondFactorApiArg = {
  twoFactorChallenge: TwoFactorChallenge;
};
export type ListPasskeysApiResponse =
  /** status 200 The user's passkeys, oldest first. */ PasskeyList;
export type ListPasskeysApiArg = void;
export type RegisterPasskeyApiResponse =
  /** status 201 Registered. */ PasskeyRegistered;
export type RegisterPasskeyApiArg = {
  passkeyRegistration: PasskeyRegistration;
};
export type PasskeyRegistrationOptionsApiResponse =
  /** status 200 The options for `navigator.credentials.create()` (as @simplewebauthn/browser takes them). */ PasskeyRegistrationOptions;
export type PasskeyRegistrationOptionsApiArg = void;
export type RenamePasskeyApiResponse = /** status 200 Renamed. */ Passkey;
export type RenamePasskeyApiArg = {
  /** One of the signed-in user's passkeys (Passkey.id). */
  passkey: number;
  passkeyName: PasskeyName;
};
export type RemovePasskeyApiResponse = unknown;
export type RemovePasskeyApiArg = {
  /** One of the signed-in user's passkeys (Passkey.id). */
  passkey: number;
};
export type PasskeyConfirmationOptionsApiResponse =
  /** status 200 The options for `navigator.credentials.get()`, allowing the user's passkeys only. */ PasskeyAuthenticationOptions;
export type PasskeyConfirmationOptionsApiArg = void;
export type ConfirmWithPasskeyApiResponse = unknown;
export type ConfirmWithPasskeyApiArg = {
  passkeyAssertion: PasskeyAssertion;
};
export type PasskeyChallengeOptionsApiResponse =
  /** status 200 The options for `navigator.credentials.get()`. */ PasskeyAuthenticationOptions;
export type PasskeyChallengeOptionsApiArg = void;
export type PasskeyChallengeApiResponse = unknown;
export type PasskeyChallengeApiArg = {
  passkeyAssertion: PasskeyAssertion;
};
export type PasskeyLoginOptionsApiResponse =
  /** status 200 The options for `navigator.credentials.get()`. */ PasskeyAuthenticationOptions;
export type PasskeyLoginOptionsApiArg = void;
export type PasskeyLoginApiResponse = unknown;
export type PasskeyLoginApiArg = {
  passkeyLogin: PasskeyLogin;
};
export type GetHealthApiResponse =
  /** status 200 The service and its database answer. */ Health;
export type GetHealthApiArg = void;
export type GetLivenessApiResponse =
  /** status 200 The process answers. */ Liveness;
export type GetLivenessApiArg = void;
export type GetReadinessApiResponse =
  /** status 200 Ready for traffic. */ Readiness;
export type GetReadinessApiArg = void;
export type GetCurrentUserApiResponse =
  /** status 200 The signed-in user. */ CurrentUserResponse;
export type GetCurrentUserApiArg = void;
export type ListMySessionsApiResponse =
  /** status 200 The user's sessions. */ SessionList;
export type ListMySessionsApiArg = void;
export type EndMySessionApiResponse = unknown;
export type EndMySessionApiArg = {
  /** A session's public id (SessionSummary.id). */
  session: string;
};
export type GetMyTwoFactorStatusApiResponse =
  /** status 200 The user's second factors. */ TwoFactorStatus;
export type GetMyTwoFactorStatusApiArg = void;
export type ListServicesApiResponse =
  /** status 200 The eight platform services. */ ServiceCatalogue;
export type ListServicesApiArg = void;
export type ListUsersApiResponse =
  /** status 200 One page of users. */ UserList;
export type ListUsersApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
};
export type CreateUserApiResponse = /** status 201 Created. */ UserDetail;
export type CreateUserApiArg = {
  userInput: UserInput;
};
export type ExportUsersApiResponse =
  /** status 202 The export job is queued; its file link will be emailed. */ ExportJob;
export type ExportUsersApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
  /** The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
  batch: number;
  /** The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
    `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
    No control characters, line breaks or bidirectional overrides (it goes into the mail's
    subject and body and the download's Content-Disposition).
     */
  exportFileName: string;
};
export type ListUserOptionsApiResponse =
  /** status 200 Options for a select filter or form field. */ OptionList;
export type ListUserOptionsApiArg = {
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
};
export type SetUsersStatusApiResponse =
  /** status 200 How many of the selected records changed. */ BulkResult;
export type SetUsersStatusApiArg = {
  usersStatusChange: UsersStatusChange;
};
export type ChangeUsersRoleApiResponse =
  /** status 200 How many of the selected records changed. */ BulkResult;
export type ChangeUsersRoleApiArg = {
  usersRoleChange: UsersRoleChange;
};
export type PreviewMatchingUsersApiResponse =
  /** status 200 The matching users, as the confirm step shows them. */ MatchingUsers;
export type PreviewMatchingUsersApiArg = {
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
};
export type SetMatchingUsersStatusApiResponse =
  /** status 200 How many of the selected records changed. */ BulkResult;
export type SetMatchingUsersStatusApiArg = {
  matchingUsersStatusChange: MatchingUsersStatusChange;
};
export type ChangeMatchingUsersRoleApiResponse =
  /** status 200 How many of the selected records changed. */ BulkResult;
export type ChangeMatchingUsersRoleApiArg = {
  matchingUsersRoleChange: MatchingUsersRoleChange;
};
export type UndoUsersBulkChangeApiResponse =
  /** status 200 How many users were restored. */ UndoResult;
export type UndoUsersBulkChangeApiArg = {
  /** A bulk change of users the caller made (BulkResult.bulk_change_id). */
  bulkChange: number;
};
export type DryRunUsersImportApiResponse =
  /** status 200 Every row checked; nothing written. */ UsersImportDryRun;
export type DryRunUsersImportApiArg = {
  usersImportFile: UsersImportFile;
};
export type ReadUsersImportHeadingsApiResponse =
  /** status 200 The file's column headings, in its order. */ UsersImportHeadings;
export type ReadUsersImportHeadingsApiArg = {
  usersImportUpload: UsersImportUpload;
};
export type DownloadUsersImportErrorsApiResponse =
  /** status 200 The .xlsx file (no row but the heading row when every row is valid). */ UsersImportErrorsFile;
export type DownloadUsersImportErrorsApiArg = {
  usersImportFile: UsersImportFile;
};
export type CommitUsersImportApiResponse =
  /** status 202 Every row passed; the import job is queued. */ UsersImportJob;
export type CommitUsersImportApiArg = {
  usersImportFile: UsersImportFile;
};
export type GetUsersImportApiResponse =
  /** status 200 The import job. */ UsersImportJob;
export type GetUsersImportApiArg = {
  /** An import job's id (commitUsersImport's answer). */
  importJob: number;
};
export type ListMyUsersImportsApiResponse =
  /** status 200 The caller's latest imports. */ UsersImportJobList;
export type ListMyUsersImportsApiArg = void;
export type ListAccessReviewsApiResponse =
  /** status 200 The campaigns. */ AccessReviewList;
export type ListAccessReviewsApiArg = void;
export type CreateAccessReviewApiResponse =
  /** status 201 Started. */ AccessReview;
export type CreateAccessReviewApiArg = {
  accessReviewInput: AccessReviewInput;
};
export type ListMyAccessReviewsApiResponse =
  /** status 200 The caller's campaigns. */ MyAccessReviewList;
export type ListMyAccessReviewsApiArg = void;
export type GetAccessReviewApiResponse =
  /** status 200 The campaign. */ AccessReview;
export type GetAccessReviewApiArg = {
  /** An access review campaign's id. */
  accessReview: number;
};
export type CloseAccessReviewApiResponse =
  /** status 200 Closed. */ AccessReview;
export type CloseAccessReviewApiArg = {
  /** An access review campaign's id. */
  accessReview: number;
};
export type ExportAccessReviewEvidenceApiResponse =
  /** status 202 The export job is queued; its file link will be emailed. */ ExportJob;
export type ExportAccessReviewEvidenceApiArg = {
  /** An access review campaign's id. */
  accessReview: number;
  /** The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
  batch: number;
  /** The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
    `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
    No control characters, line breaks or bidirectional overrides (it goes into the mail's
    subject and body and the download's Content-Disposition).
     */
  exportFileName: string;
};
export type ListMyAccessReviewItemsApiResponse =
  /** status 200 The caller's items, by id. */ AccessReviewItemList;
export type ListMyAccessReviewItemsApiArg = {
  /** An access review campaign's id. */
  accessReview: number;
};
export type DecideAccessReviewItemsApiResponse =
  /** status 200 Decided; the items as they are now. */ AccessReviewItemList;
export type DecideAccessReviewItemsApiArg = {
  /** An access review campaign's id. */
  accessReview: number;
  accessReviewDecision: AccessReviewDecision;
};
export type GetUserApiResponse = /** status 200 The user. */ UserDetail;
export type GetUserApiArg = {
  id: number;
};
export type UpdateUserApiResponse = /** status 200 Saved. */ UserDetail;
export type UpdateUserApiArg = {
  id: number;
  userUpdate: UserUpdate;
};
export type ActivateUserApiResponse =
  /** status 200 The user, now active. */ UserDetail;
export type ActivateUserApiArg = {
  id: number;
};
export type DeactivateUserApiResponse =
  /** status 200 The user, now inactive. */ UserDetail;
export type DeactivateUserApiArg = {
  id: number;
};
export type GetUserHistoryApiResponse =
  /** status 200 One page of the user's history. */ ActivityLogList;
export type GetUserHistoryApiArg = {
  id: number;
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
};
export type ListUserSessionsApiResponse =
  /** status 200 The user's sessions (`current` marks the caller's own when they view themselves). */ SessionList;
export type ListUserSessionsApiArg = {
  id: number;
};
export type EndUserSessionApiResponse = unknown;
export type EndUserSessionApiArg = {
  id: number;
  /** A session's public id (SessionSummary.id). */
  session: string;
};
export type GetUserTwoFactorStatusApiResponse =
  /** status 200 The user's second factors. */ TwoFactorStatus;
export type GetUserTwoFactorStatusApiArg = {
  id: number;
};
export type ResetUserTwoFactorApiResponse = unknown;
export type ResetUserTwoFactorApiArg = {
  id: number;
};
export type ResendInvitationApiResponse =
  /** status 200 The invitation is on its way. */ Message;
export type ResendInvitationApiArg = {
  id: number;
};
export type SendPasswordResetApiResponse =
  /** status 200 The reset link is on its way. */ Message;
export type SendPasswordResetApiArg = {
  id: number;
};
export type ListRolesApiResponse =
  /** status 200 One page of roles. */ RoleList;
export type ListRolesApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
};
export type CreateRoleApiResponse = /** status 201 Created. */ Role;
export type CreateRoleApiArg = {
  roleInput: RoleInput;
};
export type ExportRolesApiResponse =
  /** status 202 The export job is queued; its file link will be emailed. */ ExportJob;
export type ExportRolesApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
  /** The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
  batch: number;
  /** The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
    `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
    No control characters, line breaks or bidirectional overrides (it goes into the mail's
    subject and body and the download's Content-Disposition).
     */
  exportFileName: string;
};
export type ListRoleOptionsApiResponse =
  /** status 200 Options for a select filter or form field. */ OptionList;
export type ListRoleOptionsApiArg = {
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
};
export type GetRoleMatrixApiResponse = /** status 200 The matrix. */ RoleMatrix;
export type GetRoleMatrixApiArg = void;
export type GetRoleApiResponse = /** status 200 The role. */ Role;
export type GetRoleApiArg = {
  id: number;
};
export type UpdateRoleApiResponse = /** status 200 Saved. */ Role;
export type UpdateRoleApiArg = {
  id: number;
  roleUpdate: RoleUpdate;
};
export type PreviewRoleUpdateApiResponse =
  /** status 200 The preview. */ RoleChangePreview;
export type PreviewRoleUpdateApiArg = {
  id: number;
  roleUpdate: RoleUpdate;
};
export type GetRoleHistoryApiResponse =
  /** status 200 One page of the role's history. */ ActivityLogList;
export type GetRoleHistoryApiArg = {
  id: number;
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
};
export type ListPermissionsApiResponse =
  /** status 200 One page of the catalogue. */ PermissionList;
export type ListPermissionsApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
};
export type ExportPermissionsApiResponse =
  /** status 202 The export job is queued; its file link will be emailed. */ ExportJob;
export type ExportPermissionsApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
  /** The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
  batch: number;
  /** The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
    `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
    No control characters, line breaks or bidirectional overrides (it goes into the mail's
    subject and body and the download's Content-Disposition).
     */
  exportFileName: string;
};
export type GetPermissionApiResponse =
  /** status 200 The permission. */ PermissionDetail;
export type GetPermissionApiArg = {
  id: number;
};
export type ListTpasApiResponse = /** status 200 One page of TPAs. */ TpaList;
export type ListTpasApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
};
export type CreateTpaApiResponse = /** status 201 Created. */ Tpa;
export type CreateTpaApiArg = {
  tpaInput: TpaInput;
};
export type ExportTpasApiResponse =
  /** status 202 The export job is queued; its file link will be emailed. */ ExportJob;
export type ExportTpasApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
  /** The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
  batch: number;
  /** The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
    `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
    No control characters, line breaks or bidirectional overrides (it goes into the mail's
    subject and body and the download's Content-Disposition).
     */
  exportFileName: string;
};
export type ListTpaOptionsApiResponse =
  /** status 200 Options for a select filter or form field. */ OptionList;
export type ListTpaOptionsApiArg = {
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
};
export type GetTpaApiResponse = /** status 200 The TPA. */ Tpa;
export type GetTpaApiArg = {
  id: number;
};
export type UpdateTpaApiResponse = /** status 200 Saved. */ Tpa;
export type UpdateTpaApiArg = {
  id: number;
  tpaUpdate: TpaUpdate;
};
export type SuspendTpaApiResponse =
  /** status 200 The TPA, now suspended. */ Tpa;
export type SuspendTpaApiArg = {
  id: number;
};
export type ReactivateTpaApiResponse =
  /** status 200 The TPA, now active. */ Tpa;
export type ReactivateTpaApiArg = {
  id: number;
};
export type GetTpaHistoryApiResponse =
  /** status 200 One page of the TPA's history. */ ActivityLogList;
export type GetTpaHistoryApiArg = {
  id: number;
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
};
export type ListMinistriesApiResponse =
  /** status 200 One page of ministries. */ MinistryList;
export type ListMinistriesApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
};
export type CreateMinistryApiResponse = /** status 201 Created. */ Ministry;
export type CreateMinistryApiArg = {
  ministryInput: MinistryInput;
};
export type ExportMinistriesApiResponse =
  /** status 202 The export job is queued; its file link will be emailed. */ ExportJob;
export type ExportMinistriesApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
  /** The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
  batch: number;
  /** The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
    `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
    No control characters, line breaks or bidirectional overrides (it goes into the mail's
    subject and body and the download's Content-Disposition).
     */
  exportFileName: string;
};
export type ListMinistryOptionsApiResponse =
  /** status 200 Options for a select filter or form field. */ OptionList;
export type ListMinistryOptionsApiArg = {
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
};
export type GetMinistryApiResponse = /** status 200 The ministry. */ Ministry;
export type GetMinistryApiArg = {
  id: number;
};
export type UpdateMinistryApiResponse = /** status 200 Saved. */ Ministry;
export type UpdateMinistryApiArg = {
  id: number;
  ministryUpdate: MinistryUpdate;
};
export type SuspendMinistryApiResponse =
  /** status 200 The ministry, now suspended. */ Ministry;
export type SuspendMinistryApiArg = {
  id: number;
};
export type ReactivateMinistryApiResponse =
  /** status 200 The ministry, now active. */ Ministry;
export type ReactivateMinistryApiArg = {
  id: number;
};
export type GetMinistryHistoryApiResponse =
  /** status 200 One page of the ministry's history. */ ActivityLogList;
export type GetMinistryHistoryApiArg = {
  id: number;
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
};
export type ListActivityLogsApiResponse =
  /** status 200 One page of the log. */ ActivityLogList;
export type ListActivityLogsApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
    filters, search, sort and page size: that page is read after (or before) the row the
    cursor names instead of counting rows from the start, so paging one page at a time stays
    fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
    row. It takes the place of `page`. A cursor that was altered, or that belongs to another
    list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
     */
  cursor?: string;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
};
export type ExportActivityLogsApiResponse =
  /** status 202 The export job is queued; its file link will be emailed. */ ExportJob;
export type ExportActivityLogsApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
  /** A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
    count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
    Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
    `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
    each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
     */
  filters?: string;
  /** Case-insensitive substring over the resource's search fields. */
  searchString?: string;
  /** A sortable column of the resource; a leading `-` sorts descending. */
  sort?: string;
  /** The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
  batch: number;
  /** The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
    `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
    No control characters, line breaks or bidirectional overrides (it goes into the mail's
    subject and body and the download's Content-Disposition).
     */
  exportFileName: string;
};
export type GetActivityLogApiResponse =
  /** status 200 The entry. */ ActivityLog;
export type GetActivityLogApiArg = {
  id: number;
};
export type ListListViewsApiResponse =
  /** status 200 The views and the default. */ ListViews;
export type ListListViewsApiArg = {
  list: ListViewList;
};
export type CreateListViewApiResponse = /** status 201 Saved. */ ListView;
export type CreateListViewApiArg = {
  listViewInput: ListViewInput;
};
export type SetDefaultListViewApiResponse = unknown;
export type SetDefaultListViewApiArg = {
  listViewDefault: ListViewDefault;
};
export type GetListViewApiResponse = /** status 200 The view. */ ListView;
export type GetListViewApiArg = {
  id: number;
};
export type UpdateListViewApiResponse = /** status 200 Saved. */ ListView;
export type UpdateListViewApiArg = {
  id: number;
  listViewUpdate: ListViewUpdate;
};
export type DeleteListViewApiResponse = unknown;
export type DeleteListViewApiArg = {
  id: number;
};
export type ListMyExportsApiResponse =
  /** status 200 One page of the user's exports. */ ExportJobList;
export type ListMyExportsApiArg = {
  /** 1-based page number. A page past the last answers an empty page. */
  page?: number;
  /** Rows per page, default 12, at most 500; more is a 422. */
  itemsPerPage?: number;
};
export type DownloadExportApiResponse = /** status 200 The .xlsx file. */ Blob;
export type DownloadExportApiArg = {
  token: string;
};
export type Error = {
  message: string;
  /** Messages per field (422 only). */
  errors?: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retry_after?: number;
  /** Why a call was refused, where a client acts on it: `second_factor_enrolment_required`
    (403) when a role of the user requires a second factor they have not set up yet.
     */
  code?: "second_factor_enrolment_required";
};
export type TwoFactorLoginResponse = {
  two_factor?: true;
  two_factor_enrolment?: true;
};
export type LoginRequest = {
  email: string;
  password: string;
  remember?: boolean;
};
export type Message = {
  message: string;
};
export type PasswordResetRequest = {
  email: string;
};
export type PasswordReset = {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
};
export type EmailChangeConfirmation = {
  token: string;
};
export type TwoFactorChallenge = {
  code?: string;
  /** Four groups of five base32 characters, as shown; any case. */
  recovery_code?: string;
};
export type TwoFactorQrCode = {
  /** The QR code as an SVG document. */
  svg: string;
  /** The otpauth:// URL it encodes. */
  url: string;
};
export type TwoFactorSecretKey = {
  secret_key: string;
};
export type TwoFactorCode = {
  code: string;
};
export type RecoveryCodes = {
  recovery_codes: string[];
};
export type PasswordConfirmation = {
  password: string;
};
export type ConfirmedPasswordStatus = {
  confirmed: boolean;
};
export type Timestamp = string;
export type NullableTimestamp = string | null;
export type Passkey = {
  id: number;
  /** The name its user gave it. */
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
};
export type PasskeyList = {
  passkeys: Passkey[];
};
export type PasskeyRegistered = {
  passkey: Passkey;
  /** It was the user's first second factor; ten recovery codes were made, to show once. */
  recovery_codes_to_show: boolean;
};
export type Base64Url = string;
export type PasskeyRegistrationCredential = {
  id: Base64Url;
  rawId: Base64Url;
  type: "public-key";
  authenticatorAttachment?: "platform" | "cross-platform";
  clientExtensionResults: {
    [key: string]: any;
  };
  response: {
    clientDataJSON: string;
    attestationObject: string;
    authenticatorData?: string;
    publicKey?: string;
    publicKeyAlgorithm?: number;
    transports?: string[];
  };
};
export type PasskeyRegistration = {
  /** Any text but a blank one, e.g. "Work laptop". */
  name: string;
  credential: PasskeyRegistrationCredential;
};
export type PasskeyTransport =
  "ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb";
export type PasskeyCredentialDescriptor = {
  id: Base64Url;
  type: "public-key";
  transports?: PasskeyTransport[];
};
export type PasskeyUserVerification = "discouraged" | "preferred" | "required";
export type PasskeyRegistrationOptions = {
  challenge: Base64Url;
  rp: {
    id?: string;
    name: string;
  };
  user: {
    id: Base64Url;
    name: string;
    displayName: string;
  };
  pubKeyCredParams: {
    alg: number;
    type: "public-key";
  }[];
  timeout?: number;
  excludeCredentials?: PasskeyCredentialDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: "platform" | "cross-platform";
    residentKey?: "discouraged" | "preferred" | "required";
    requireResidentKey?: boolean;
    userVerification?: PasskeyUserVerification;
  };
  attestation?: "none" | "indirect" | "direct" | "enterprise";
  hints?: ("hybrid" | "security-key" | "client-device")[];
  extensions?: {
    [key: string]: any;
  };
};
export type PasskeyName = {
  /** Any text but a blank one, e.g. "Work laptop". */
  name: string;
};
export type PasskeyAuthenticationOptions = {
  challenge: Base64Url;
  rpId?: string;
  timeout?: number;
  allowCredentials?: PasskeyCredentialDescriptor[];
  userVerification?: PasskeyUserVerification;
};
export type PasskeyAuthenticationCredential = {
  id: Base64Url;
  rawId: Base64Url;
  type: "public-key";
  authenticatorAttachment?: "platform" | "cross-platform";
  clientExtensionResults: {
    [key: string]: any;
  };
  response: {
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
    userHandle?: string;
  };
};
export type PasskeyAssertion = {
  credential: PasskeyAuthenticationCredential;
};
export type PasskeyLogin = {
  credential: PasskeyAuthenticationCredential;
  remember?: boolean;
};
export type Health = {
  status: "ok";
  database: "pglite" | "postgres";
};
export type Liveness = {
  status: "ok";
};
export type Readiness = {
  status: "ready" | "not ready";
  database: "pglite" | "postgres";
  /** Why the process is not ready, one sentence each, saying what to do; empty when ready. */
  reasons: string[];
};
export type UserType =
  | "Agency Staff"
  | "TPA Staff"
  | "Ministry Staff"
  | "Provider Staff"
  | "Beneficiary";
export type ServiceName =
  | "Dashboard"
  | "User Management"
  | "Provider Management"
  | "Referral Management"
  | "Encounter Management"
  | "Beneficiary Management"
  | "Contributions Management"
  | "Claims Management";
export type Permission =
  | "list users"
  | "view users"
  | "create staff"
  | "update users"
  | "list roles"
  | "create roles"
  | "view roles"
  | "update roles"
  | "manage tpas"
  | "manage ministries"
  | "share list views"
  | "import users"
  | "manage access reviews";
export type CurrentUser = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_type: UserType;
  accessible_services: ServiceName[];
  permissions: Permission[];
};
export type CurrentUserResponse = {
  user: CurrentUser;
  /** A role of the user requires a second factor and they have none: the session can do nothing
    but set one up (the calls marked `x-second-factor-enrolment`); every other call answers 403
    with `code: second_factor_enrolment_required`. Read on every call, like the permissions.
     */
  second_factor_enrolment_required: boolean;
  permissions: Permission[];
  type: UserType;
  current_active_role_name: string | null;
};
export type SessionSummary = {
  /** The session's public id (random; not the session id nor its hash). */
  id: string;
  /** Browser and operating system read from the user agent, e.g. "Chrome 131 on Windows 10 (desktop)". */
  device: string;
  ip_address: string | null;
  signed_in_at: Timestamp;
  last_active_at: Timestamp;
  /** The session this call came in. */
  current: boolean;
  /** A second factor was given in this session. */
  second_factor_used: boolean;
};
export type SessionList = {
  sessions: SessionSummary[];
};
export type TwoFactorStatus = {
  /** A confirmed authenticator app (one being enrolled does not count). */
  authenticator: boolean;
  /** Recovery codes not used yet. */
  recovery_codes_left: number;
  /** How many passkeys are registered. */
  passkeys: number;
};
export type ServiceEntry = {
  name: ServiceName;
  /** Path of the service's icon. */
  icon: string;
  description: string;
  serviceUrl: string;
  is_currently_visited: boolean;
};
export type ServiceCatalogue = {
  services: ServiceEntry[];
  /** Where users whose current active role is "Regular Beneficiary" are sent. */
  beneficiary_portal_url: string;
};
export type UserStatus = "pending" | "active" | "inactive";
export type RoleRef = {
  id: number;
  name: string;
};
export type NullableOrganisationRef = {
  id: number;
  name: string;
} | null;
export type UserSummary = {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone: string | null;
  user_type: UserType;
  status: UserStatus;
  roles: RoleRef[];
  tpa: NullableOrganisationRef;
  ministry: NullableOrganisationRef;
  /** The user's TPA or ministry is suspended: whatever their own status, they cannot sign in until it is reactivated (the screens show e.g. "active (TPA suspended)"). */
  organisation_suspended: boolean;
  last_login_at: NullableTimestamp;
  /** The day the account expires (Africa/Lagos), or null: it does not. Past on an account it has deactivated (only a new day set must be after today). */
  expires_on: string | null;
  created_at: Timestamp;
};
export type Pagination = {
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  /** The `cursor` of the page after this one (lists that take a cursor; null on the last page). */
  next_cursor?: string | null;
  /** The `cursor` of the page before this one (lists that take a cursor; null on the first page). */
  previous_cursor?: string | null;
};
export type UserList = {
  users: UserSummary[];
  no_of_batches: number;
  pagination: Pagination;
};
export type DormancyExempt = boolean;
export type UserDetail = UserSummary & {
  /** The user's grants that end, by role id (each among `roles`), the day as stored (it may be today or, until the housekeeping's next run, just past). */
  role_ends: {
    role_id: number;
    ends_on: string;
  }[];
  dormancy_exempt: DormancyExempt;
  current_active_role_name: string | null;
  /** A requested email change the new address has not confirmed yet (null when none, or when its link expired). */
  pending_email: string | null;
  pending_email_expires_at: NullableTimestamp;
  updated_at: Timestamp;
  /** Sent back on update; a stale version is a 409. */
  version: number;
};
export type Email = string;
export type NullablePhone = string | null;
export type RoleEndDay = string;
export type RoleEnd = {
  role_id: number;
  ends_on: RoleEndDay;
};
export type RoleEnds = RoleEnd[];
export type AccountExpiryDay = string | null;
export type UserInput = {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email: Email;
  phone?: NullablePhone;
  user_type: UserType;
  role_ids?: number[];
  role_ends?: RoleEnds;
  tpa_id?: number | null;
  ministry_id?: number | null;
  expires_on?: AccountExpiryDay;
  dormancy_exempt?: DormancyExempt;
};
export type ExportResource =
  | "users"
  | "roles"
  | "permissions"
  | "tpas"
  | "ministries"
  | "activity_logs"
  | "access_review_evidence";
export type ListFilterType = "select" | "date_range" | "relative_day";
export type AppliedFilter = {
  name: string;
  type: ListFilterType;
  /** A scalar or array for select; `[from, to]` (YYYY-MM-DD) for date_range; `none`, `past`, `more_than_days:N` or `within_days:N` for relative_day. */
  value: any;
};
export type ExportStatus = "queued" | "running" | "done" | "failed";
export type ExportJob = {
  id: number;
  resource: ExportResource;
  /** The filters of the list the file was exported from, as the screen sent them (those with a value). */
  filters: AppliedFilter[];
  /** The list's search when it was exported; null for none. */
  search_string: string | null;
  file_name: string;
  batch: number;
  status: ExportStatus;
  row_count: number | null;
  error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  download_url: string | null;
  expires_at: NullableTimestamp;
};
export type Option = {
  item_text: string;
  item_value: string | number;
};
export type OptionList = {
  options: Option[];
};
export type BulkResult = {
  /** How many of the selected records changed. */
  updated: number;
  /** Matching users left as they were because they hold a permission the caller lacks, or are the caller being deactivated (a change by query only; by ids those refuse the request). */
  skipped: number;
  /** The change, for `undoUsersBulkChange`; null when nothing changed. */
  bulk_change_id: number | null;
};
export type UsersStatusChange = {
  ids: number[];
  status: "active" | "inactive";
};
export type UsersRoleChange = {
  ids: number[];
  role_id: number;
  action: "assign" | "remove";
};
export type MatchingFingerprint = string;
export type MatchingUsers = {
  /** How many users the query matches. */
  total: number;
  /** The first five matching users' full names, in the list's order. */
  names: string[];
  /** How many of them hold a permission the caller lacks (a change by query leaves them as they are). */
  beyond_authority: number;
  /** Whether the caller is among them (a deactivation by query leaves them active). */
  includes_you: boolean;
  fingerprint: MatchingFingerprint;
};
export type MatchingUsersQuery = {
  /** A JSON-encoded array of `ListFilter` objects, as the list's `filters` parameter. */
  filters?: string;
  search_string?: string;
  total: number;
  fingerprint: MatchingFingerprint;
};
export type MatchingUsersStatusChange = {
  matching: MatchingUsersQuery;
  status: "active" | "inactive";
};
export type MatchingUsersRoleChange = {
  matching: MatchingUsersQuery;
  role_id: number;
  action: "assign" | "remove";
};
export type UndoResult = {
  /** How many users got back their state before the bulk change. */
  restored: number;
};
export type UsersImportRowErrors = {
  /** The row's number in the sheet (the heading row is 1). */
  row: number;
  /** Messages per field of UserInput, as the create form gives them. */
  errors: {
    [key: string]: string[];
  };
};
export type UsersImportDryRun = {
  /** Rows of users read (the heading and blank rows not counted). */
  total_rows: number;
  /** Rows the create form's rules accept. */
  valid_rows: number;
  invalid_rows: number;
  /** Valid rows whose email no user has, which a commit would create. */
  to_create: number;
  /** Valid rows that would update the user with their email (update_matching only). */
  to_update: number;
  /** Valid rows equal to the user with their email, which a commit leaves alone. */
  unchanged: number;
  /** Every refused row, in the file's order. */
  row_errors: UsersImportRowErrors[];
};
export type ImportColumn = string;
export type UsersImportMapping = {
  first_name: ImportColumn;
  middle_name?: ImportColumn;
  last_name: ImportColumn;
  email: ImportColumn;
  phone?: ImportColumn;
  user_type: ImportColumn;
  role_ids?: ImportColumn;
  tpa_id?: ImportColumn;
  ministry_id?: ImportColumn;
};
export type UsersImportMode = "create_only" | "update_matching";
export type UsersImportFile = {
  file_name: string;
  /** The file's bytes in base64. */
  file: string;
  mapping: UsersImportMapping;
  mode?: UsersImportMode;
};
export type UsersImportHeadings = {
  /** The heading row's cells as the file shows them, an empty cell as "". */
  headings: string[];
};
export type UsersImportUpload = {
  file_name: string;
  /** The file's bytes in base64. */
  file: string;
};
export type UsersImportErrorsFile = {
  /** The uploaded file's name with " - errors.xlsx" for its ending. */
  file_name: string;
  /** The .xlsx workbook's bytes in base64. */
  file: string;
};
export type UsersImportStatus = "queued" | "running" | "done" | "failed";
export type UsersImportJob = {
  id: number;
  file_name: string;
  mode: UsersImportMode;
  status: UsersImportStatus;
  total_rows: number;
  /** Rows committed so far, in the file's order (created + updated + unchanged + failed). */
  processed_rows: number;
  /** Users created, each invited to set a password. */
  created: number;
  updated: number;
  /** Rows equal to the user with their email, left alone. */
  unchanged: number;
  /** Rows refused when the job reached them (the database changed since the request). */
  failed: number;
  /** The failed rows' messages, in the file's order. */
  row_errors: UsersImportRowErrors[];
  /** Why a failed job stopped; null otherwise. */
  error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
};
export type UsersImportJobList = {
  imports: UsersImportJob[];
};
export type AccessReviewScopeKind =
  "tpa" | "ministry" | "role" | "user_type" | "permission";
export type AccessReviewScope = {
  kind: AccessReviewScopeKind;
  /** The TPA's, ministry's or role's id (kinds tpa, ministry, role). */
  id?: number;
  user_type?: UserType;
  permission?: Permission;
};
export type AccessReviewDeadlineRule = "revoke" | "keep";
export type AccessReviewPerson = {
  id: number;
  name: string;
  email: string;
};
export type AccessReviewProgress = {
  reviewer: AccessReviewPerson;
  decided: number;
  total: number;
};
export type AccessReview = {
  id: number;
  name: string;
  scope: AccessReviewScope;
  /** The scope as read at the start (the TPA's, ministry's or role's name, the user type, the permission). */
  scope_label: string;
  deadline: Timestamp;
  deadline_rule: AccessReviewDeadlineRule;
  status: "open" | "closed";
  created_at: Timestamp;
  closed_at: NullableTimestamp;
  decided: number;
  total: number;
  reviewers: AccessReviewProgress[];
};
export type AccessReviewList = {
  access_reviews: AccessReview[];
};
export type AccessReviewInput = {
  name: string;
  scope: AccessReviewScope;
  /** After it the deadline rule decides every undecided person and the campaign closes. */
  deadline: string;
  deadline_rule: AccessReviewDeadlineRule;
  /** The reviewers; left out, every active agency staff member holding "manage access reviews". */
  reviewer_ids?: number[];
};
export type MyAccessReview = {
  id: number;
  name: string;
  scope_label: string;
  deadline: Timestamp;
  deadline_rule: AccessReviewDeadlineRule;
  status: "open" | "closed";
  decided: number;
  total: number;
};
export type MyAccessReviewList = {
  access_reviews: MyAccessReview[];
};
export type AccessReviewItem = {
  id: number;
  user: AccessReviewPerson;
  user_type: UserType;
  /** The name of the person's TPA or ministry, as it is now; null for none. */
  organisation: string | null;
  /** The roles under review, as at the campaign's start. */
  roles: RoleRef[];
  decision: ("keep" | "revoke" | null) | null;
  reason: string | null;
  /** Who decided; null while undecided, and for a decision of the deadline rule. */
  decided_by: {
    id: number;
    name: string;
    email: string;
  } | null;
  decided_at: NullableTimestamp;
};
export type AccessReviewItemList = {
  items: AccessReviewItem[];
};
export type AccessReviewDecision = {
  item_ids: number[];
  decision: "keep" | "revoke";
  /** Why; required to revoke. */
  reason?: string;
};
export type UserUpdate = {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email: Email;
  phone?: NullablePhone;
  role_ids?: number[];
  role_ends?: RoleEnds;
  tpa_id?: number | null;
  ministry_id?: number | null;
  expires_on?: AccountExpiryDay;
  dormancy_exempt?: DormancyExempt;
  version: number;
};
export type ActivityAction =
  | "created"
  | "updated"
  | "activated"
  | "deactivated"
  | "role_assigned"
  | "role_removed"
  | "invited"
  | "login"
  | "login_failed"
  | "login_locked"
  | "logout"
  | "two_factor_enrolment_started"
  | "two_factor_confirmed"
  | "two_factor_removed"
  | "two_factor_failed"
  | "recovery_codes_regenerated"
  | "recovery_code_used"
  | "two_factor_reset"
  | "password_confirmed"
  | "password_confirmation_failed"
  | "passkey_registered"
  | "passkey_renamed"
  | "passkey_removed"
  | "session_ended"
  | "password_reset_requested"
  | "password_reset"
  | "invitation_resent"
  | "password_reset_sent"
  | "email_change_requested"
  | "email_changed"
  | "suspended"
  | "reactivated"
  | "export_requested"
  | "export_downloaded"
  | "shared"
  | "deleted"
  | "access_review_started"
  | "access_reviewed"
  | "access_review_closed";
export type ActivityLog = {
  id: number;
  /** Who did it; null for an anonymous actor (a failed sign-in for an unknown address). */
  causer: {
    id: number;
    name: string;
    email: string;
  } | null;
  action: ActivityAction;
  subject_type:
    | (
        | "user"
        | "role"
        | "tpa"
        | "ministry"
        | "export"
        | "list_view"
        | "access_review"
        | null
      )
    | null;
  subject_id: number | null;
  subject_label: string | null;
  /** Before and after values of the changed fields (never a secret). */
  changes: {
    before: {
      [key: string]: any;
    };
    after: {
      [key: string]: any;
    };
  } | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
};
export type ActivityLogList = {
  activity_logs: ActivityLog[];
  no_of_batches: number;
  pagination: Pagination;
};
export type Role = {
  id: number;
  name: string;
  description: string;
  permissions: Permission[];
  /** Its holders must have a second factor; until they set one up they can do nothing else. */
  requires_second_factor: boolean;
  users_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: number;
};
export type RoleList = {
  roles: Role[];
  no_of_batches: number;
  pagination: Pagination;
};
export type RoleInput = {
  name: string;
  description: string;
  permissions: Permission[];
  /** Its holders must have a second factor. Left out: on creation, true when the role holds "update roles" or "update users"; on an edit, unchanged. */
  requires_second_factor?: boolean;
};
export type PermissionGroup =
  "users" | "roles" | "tpas" | "ministries" | "lists";
export type PermissionEntry = {
  id: number;
  name: Permission;
  group: PermissionGroup;
  description: string;
};
export type RoleMatrix = {
  permissions: PermissionEntry[];
  roles: {
    id: number;
    name: string;
    permissions: Permission[];
    requires_second_factor: boolean;
  }[];
};
export type RoleUpdate = {
  name: string;
  description: string;
  permissions: Permission[];
  /** Its holders must have a second factor. Left out: on creation, true when the role holds "update roles" or "update users"; on an edit, unchanged. */
  requires_second_factor?: boolean;
  version: number;
};
export type RoleChangePreview = {
  added: Permission[];
  removed: Permission[];
  renamed: boolean;
  affected_users: number;
};
export type PermissionList = {
  permissions: PermissionEntry[];
  no_of_batches: number;
  pagination: Pagination;
};
export type PermissionDetail = PermissionEntry & {
  roles: RoleRef[];
};
export type NigerianState =
  | "Abia"
  | "Adamawa"
  | "Akwa Ibom"
  | "Anambra"
  | "Bauchi"
  | "Bayelsa"
  | "Benue"
  | "Borno"
  | "Cross River"
  | "Delta"
  | "Ebonyi"
  | "Edo"
  | "Ekiti"
  | "Enugu"
  | "FCT"
  | "Gombe"
  | "Imo"
  | "Jigawa"
  | "Kaduna"
  | "Kano"
  | "Katsina"
  | "Kebbi"
  | "Kogi"
  | "Kwara"
  | "Lagos"
  | "Nasarawa"
  | "Niger"
  | "Ogun"
  | "Ondo"
  | "Osun"
  | "Oyo"
  | "Plateau"
  | "Rivers"
  | "Sokoto"
  | "Taraba"
  | "Yobe"
  | "Zamfara";
export type OrganisationStatus = "active" | "suspended";
export type Tpa = {
  id: number;
  name: string;
  /** NHIA registration code, unique (case-insensitive). */
  code: string;
  email: string;
  phone: string;
  address: string;
  state: NigerianState;
  contact_person: string;
  accreditation_date: string | null;
  status: OrganisationStatus;
  users_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: number;
};
export type TpaList = {
  tpas: Tpa[];
  no_of_batches: number;
  pagination: Pagination;
};
export type OrganisationCode = string;
export type Phone = string;
export type Address = string;
export type ContactPerson = string;
export type AccreditationDate = string | null;
export type TpaInput = {
  name: string;
  code: OrganisationCode;
  email: Email;
  phone: Phone;
  address: Address;
  state: NigerianState;
  contact_person: ContactPerson;
  accreditation_date?: AccreditationDate;
};
export type TpaUpdate = {
  name: string;
  code: OrganisationCode;
  email: Email;
  phone: Phone;
  address: Address;
  state: NigerianState;
  contact_person: ContactPerson;
  accreditation_date?: AccreditationDate;
  version: number;
};
export type Ministry = {
  id: number;
  name: string;
  /** Unique (case-insensitive). */
  code: string;
  email: string;
  phone: string;
  address: string;
  contact_person: string;
  status: OrganisationStatus;
  users_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: number;
};
export type MinistryList = {
  ministries: Ministry[];
  no_of_batches: number;
  pagination: Pagination;
};
export type MinistryInput = {
  name: string;
  code: OrganisationCode;
  email: Email;
  phone: Phone;
  address: Address;
  contact_person: ContactPerson;
};
export type MinistryUpdate = {
  name: string;
  code: OrganisationCode;
  email: Email;
  phone: Phone;
  address: Address;
  contact_person: ContactPerson;
  version: number;
};
export type ListViewList =
  "users" | "roles" | "tpas" | "ministries" | "activity_logs";
export type ListViewFilter = {
  name: string;
  type: ListFilterType;
  /** A scalar or array for select; `[from, to]` (YYYY-MM-DD) for date_range; `none`, `past`, `more_than_days:N` or `within_days:N` for relative_day. */
  value: any;
};
export type ListViewColumns = {
  order: string[];
  shown: {
    [key: string]: boolean;
  };
  widths: {
    [key: string]: number;
  };
};
export type ListViewState = {
  filters?: ListViewFilter[];
  search?: string;
  sort?: string;
  items_per_page?: number;
  columns?: ListViewColumns;
};
export type ListViewVisibility = "personal" | "role" | "everyone";
export type ListView = {
  id: number;
  list: ListViewList;
  name: string;
  state: ListViewState;
  visibility: ListViewVisibility;
  role: {
    id: number;
    name: string;
  } | null;
  owner: {
    id: number;
    name: string;
  };
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};
export type ListViews = {
  views: ListView[];
  default_view_id: number | null;
};
export type ListViewInput = {
  list: ListViewList;
  name: string;
  state: ListViewState;
  visibility: ListViewVisibility;
  /** The role a `role` view is shared with; absent or null otherwise. */
  role_id?: number | null;
};
export type ListViewDefault = {
  list: ListViewList;
  view_id: number | null;
};
export type ListViewUpdate = {
  name: string;
  state: ListViewState;
  visibility: ListViewVisibility;
  role_id?: number | null;
  version: number;
};
export type ExportJobList = {
  exports: ExportJob[];
  no_of_batches: number;
  pagination: Pagination;
};
export const {
  useGetCsrfCookieQuery,
  useLazyGetCsrfCookieQuery,
  useLoginMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useConfirmEmailChangeMutation,
  useTwoFactorChallengeMutation,
  useEnableTwoFactorAuthenticationMutation,
  useDisableTwoFactorAuthenticationMutation,
  useShowTwoFactorQrCodeQuery,
  useLazyShowTwoFactorQrCodeQuery,
  useShowTwoFactorSecretKeyQuery,
  useLazyShowTwoFactorSecretKeyQuery,
  useConfirmTwoFactorAuthenticationMutation,
  useShowRecoveryCodesQuery,
  useLazyShowRecoveryCodesQuery,
  useRegenerateRecoveryCodesMutation,
  useConfirmPasswordMutation,
  useGetConfirmedPasswordStatusQuery,
  useLazyGetConfirmedPasswordStatusQuery,
  useConfirmSecondFactorMutation,
  useListPasskeysQuery,
  useLazyListPasskeysQuery,
  useRegisterPasskeyMutation,
  usePasskeyRegistrationOptionsMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  usePasskeyConfirmationOptionsMutation,
  useConfirmWithPasskeyMutation,
  usePasskeyChallengeOptionsMutation,
  usePasskeyChallengeMutation,
  usePasskeyLoginOptionsMutation,
  usePasskeyLoginMutation,
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetLivenessQuery,
  useLazyGetLivenessQuery,
  useGetReadinessQuery,
  useLazyGetReadinessQuery,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useListMySessionsQuery,
  useLazyListMySessionsQuery,
  useEndMySessionMutation,
  useGetMyTwoFactorStatusQuery,
  useLazyGetMyTwoFactorStatusQuery,
  useListServicesQuery,
  useLazyListServicesQuery,
  useListUsersQuery,
  useLazyListUsersQuery,
  useCreateUserMutation,
  useExportUsersQuery,
  useLazyExportUsersQuery,
  useListUserOptionsQuery,
  useLazyListUserOptionsQuery,
  useSetUsersStatusMutation,
  useChangeUsersRoleMutation,
  usePreviewMatchingUsersQuery,
  useLazyPreviewMatchingUsersQuery,
  useSetMatchingUsersStatusMutation,
  useChangeMatchingUsersRoleMutation,
  useUndoUsersBulkChangeMutation,
  useDryRunUsersImportMutation,
  useReadUsersImportHeadingsMutation,
  useDownloadUsersImportErrorsMutation,
  useCommitUsersImportMutation,
  useGetUsersImportQuery,
  useLazyGetUsersImportQuery,
  useListMyUsersImportsQuery,
  useLazyListMyUsersImportsQuery,
  useListAccessReviewsQuery,
  useLazyListAccessReviewsQuery,
  useCreateAccessReviewMutation,
  useListMyAccessReviewsQuery,
  useLazyListMyAccessReviewsQuery,
  useGetAccessReviewQuery,
  useLazyGetAccessReviewQuery,
  useCloseAccessReviewMutation,
  useExportAccessReviewEvidenceQuery,
  useLazyExportAccessReviewEvidenceQuery,
  useListMyAccessReviewItemsQuery,
  useLazyListMyAccessReviewItemsQuery,
  useDecideAccessReviewItemsMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useActivateUserMutation,
  useDeactivateUserMutation,
  useGetUserHistoryQuery,
  useLazyGetUserHistoryQuery,
  useListUserSessionsQuery,
  useLazyListUserSessionsQuery,
  useEndUserSessionMutation,
  useGetUserTwoFactorStatusQuery,
  useLazyGetUserTwoFactorStatusQuery,
  useResetUserTwoFactorMutation,
  useResendInvitationMutation,
  useSendPasswordResetMutation,
  useListRolesQuery,
  useLazyListRolesQuery,
  useCreateRoleMutation,
  useExportRolesQuery,
  useLazyExportRolesQuery,
  useListRoleOptionsQuery,
  useLazyListRoleOptionsQuery,
  useGetRoleMatrixQuery,
  useLazyGetRoleMatrixQuery,
  useGetRoleQuery,
  useLazyGetRoleQuery,
  useUpdateRoleMutation,
  usePreviewRoleUpdateMutation,
  useGetRoleHistoryQuery,
  useLazyGetRoleHistoryQuery,
  useListPermissionsQuery,
  useLazyListPermissionsQuery,
  useExportPermissionsQuery,
  useLazyExportPermissionsQuery,
  useGetPermissionQuery,
  useLazyGetPermissionQuery,
  useListTpasQuery,
  useLazyListTpasQuery,
  useCreateTpaMutation,
  useExportTpasQuery,
  useLazyExportTpasQuery,
  useListTpaOptionsQuery,
  useLazyListTpaOptionsQuery,
  useGetTpaQuery,
  useLazyGetTpaQuery,
  useUpdateTpaMutation,
  useSuspendTpaMutation,
  useReactivateTpaMutation,
  useGetTpaHistoryQuery,
  useLazyGetTpaHistoryQuery,
  useListMinistriesQuery,
  useLazyListMinistriesQuery,
  useCreateMinistryMutation,
  useExportMinistriesQuery,
  useLazyExportMinistriesQuery,
  useListMinistryOptionsQuery,
  useLazyListMinistryOptionsQuery,
  useGetMinistryQuery,
  useLazyGetMinistryQuery,
  useUpdateMinistryMutation,
  useSuspendMinistryMutation,
  useReactivateMinistryMutation,
  useGetMinistryHistoryQuery,
  useLazyGetMinistryHistoryQuery,
  useListActivityLogsQuery,
  useLazyListActivityLogsQuery,
  useExportActivityLogsQuery,
  useLazyExportActivityLogsQuery,
  useGetActivityLogQuery,
  useLazyGetActivityLogQuery,
  useListListViewsQuery,
  useLazyListListViewsQuery,
  useCreateListViewMutation,
  useSetDefaultListViewMutation,
  useGetListViewQuery,
  useLazyGetListViewQuery,
  useUpdateListViewMutation,
  useDeleteListViewMutation,
  useListMyExportsQuery,
  useLazyListMyExportsQuery,
  useDownloadExportQuery,
  useLazyDownloadExportQuery,
} = injectedRtkApi;
