// Generated from openapi/openapi.yaml by `npm run codegen`. Do not edit by hand.
export interface paths {
    "/sanctum/csrf-cookie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start a session and set the XSRF-TOKEN cookie */
        get: operations["getCsrfCookie"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in; the session id is regenerated */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out; the session is invalidated */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password-reset link; the answer never reveals whether the address exists */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset (or invitation) token; every session of the user ends */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a requested email change with the token mailed to the new address; every session of the user ends
         * @description The edit form does not change an existing user's email: it emails the new address a
         *     link (/email/confirm/{token}) and tells the old one. Posting that link's token applies
         *     the change, ends every session of the user, records it (`email_changed`) and tells the
         *     old address. An unknown (or replaced), expired or used token, and a new address taken
         *     by another user since the request, are a 422 on `token` or `email`; nothing changes.
         */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/two-factor-challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The second step of sign-in, with a code from the authenticator app or a recovery code
         * @description Laravel Fortify's route. Takes exactly one of `code` (a current code, never one already
         *     used: each 30-second step is taken once) or `recovery_code` (single use). Only in the
         *     session `POST /login` answered `two_factor: true` to, within 5 minutes; then the session
         *     id is regenerated and the user is signed in. Attempts count against the sign-in throttle
         *     of the account (the password step's, shared): too many answer 429. Each failure is
         *     recorded (`two_factor_failed`), each recovery code used too (`recovery_code_used`).
         */
        post: operations["twoFactorChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/two-factor-authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start enrolling an authenticator app (a new secret, not counted until confirmed)
         * @description Replaces an unconfirmed enrolment's secret. The QR code and the secret key are then shown
         *     until it is confirmed. Refused (409) while a confirmed authenticator exists, and (428)
         *     unless the password was confirmed in this session in the last PASSWORD_CONFIRM_MINUTES
         *     (`POST /user/confirm-password`).
         */
        post: operations["enableTwoFactorAuthentication"];
        /**
         * Remove the authenticator app and the recovery codes
         * @description A confirmed authenticator is removed only with a second factor given in this session in
         *     the last STEP_UP_MINUTES (5 by default): signing in with a code, or confirming the
         *     enrolment; otherwise 423. An unconfirmed enrolment is cancelled without one.
         */
        delete: operations["disableTwoFactorAuthentication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/two-factor-qr-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enrolment's QR code (SVG) and otpauth URL, while it is unconfirmed */
        get: operations["showTwoFactorQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/two-factor-secret-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enrolment's secret key, to type into an app, while it is unconfirmed */
        get: operations["showTwoFactorSecretKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/confirmed-two-factor-authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the enrolment with a current code; only then does it count
         * @description Ten new recovery codes are made (shown once by `GET /user/two-factor-recovery-codes`),
         *     and this session counts as holding a second factor given now.
         */
        post: operations["confirmTwoFactorAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/two-factor-recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The new recovery codes, shown once, within 10 minutes of being made
         * @description Reading them deletes the only copy that could show them (the database keeps their
         *     hashes alone), so a second call answers 404.
         */
        get: operations["showRecoveryCodes"];
        put?: never;
        /**
         * Ten new single-use recovery codes; the old ones stop working
         * @description Needs a second factor, a confirmed authenticator or a passkey (409 otherwise), and one given
         *     in this session in the last STEP_UP_MINUTES (423 otherwise).
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/confirm-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the password in this session (Laravel Fortify's password confirmation)
         * @description Adding a factor to the account (starting an authenticator app's enrolment, adding a passkey)
         *     needs the password confirmed in this session in the last PASSWORD_CONFIRM_MINUTES (15 by
         *     default), or answers 428. A wrong password is a 422 on `password`, recorded
         *     (`password_confirmation_failed`), and counts against the account's sign-in throttle, so
         *     too many answer 429; a right one is recorded (`password_confirmed`). Signing in does not
         *     count as a confirmation.
         */
        post: operations["confirmPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/confirmed-password-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the password was confirmed in this session in the last PASSWORD_CONFIRM_MINUTES */
        get: operations["getConfirmedPasswordStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/confirmed-second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a code from the authenticator app or a recovery code as a fresh second factor (step-up)
         * @description Before an operation marked `x-step-up`, which answers 423 without a second factor given in
         *     this session in the last STEP_UP_MINUTES (5 by default). Takes exactly one of `code` (a
         *     current code; each 30-second step is taken once, whether at sign-in or here) or
         *     `recovery_code` (single use), as `POST /two-factor-challenge` does; then the session holds a
         *     second factor given now, and the refused call can be sent again. A passkey does the same
         *     through `POST /user/passkey-confirmation`. Attempts count against the account's sign-in
         *     throttle: too many answer 429. Each failure is recorded (`two_factor_failed`, with
         *     `step_up: true`), each recovery code used too (`recovery_code_used`).
         */
        post: operations["confirmSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's passkeys, with their names and last use */
        get: operations["listPasskeys"];
        put?: never;
        /**
         * Register a new passkey with the answer to the registration options, under the name given
         * @description Verifies the authenticator's answer (attestation "none", user verification required) to the
         *     challenge `POST /user/passkeys/options` kept in this session, which is then spent whatever the
         *     outcome. Needs the password confirmed in this session in the last PASSWORD_CONFIRM_MINUTES
         *     (428), as every factor added does. The first second factor of a user also makes ten recovery codes
         *     (`recovery_codes_to_show`), shown once by `GET /user/two-factor-recovery-codes`. Recorded as
         *     `passkey_registered`.
         */
        post: operations["registerPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for the browser to create a passkey (a new challenge, kept in this session)
         * @description Asks for a discoverable credential with user verification; the user's passkeys are excluded.
         *     Needs the password confirmed in this session in the last PASSWORD_CONFIRM_MINUTES (428).
         *     An account keeps at most 20 passkeys: the options for a 21st are a 422 saying to remove one.
         */
        post: operations["passkeyRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/passkeys/{passkey}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the signed-in user's passkeys (Passkey.id). */
                passkey: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of the signed-in user's passkeys; needs a recent second factor
         * @description Needs a second factor given in this session in the last STEP_UP_MINUTES (423 otherwise).
         *     Removing the last second factor also voids the recovery codes. Recorded as `passkey_removed`.
         *     Another user's passkey is a 404.
         */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        /**
         * Rename one of the signed-in user's passkeys
         * @description Recorded as `passkey_renamed` with the name before and after. Another user's passkey is a 404.
         */
        patch: operations["renamePasskey"];
        trace?: never;
    };
    "/user/passkey-confirmation/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options for the browser to give one of the user's passkeys as a fresh second factor (step-up) */
        post: operations["passkeyConfirmationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/passkey-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give one of the user's passkeys as a fresh second factor (step-up), answering the options
         * @description A passkey of the signed-in user, verified against the challenge of
         *     `POST /user/passkey-confirmation/options` in this session (spent whatever the outcome), marks
         *     the session as holding a second factor given now, for the actions that need a recent one. A
         *     failure is recorded (`two_factor_failed`, with `step_up: true`). Attempts count against the
         *     account's sign-in throttle, as `POST /user/confirmed-second-factor`'s do: too many answer 429.
         */
        post: operations["confirmWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/two-factor-challenge/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for the sign-in's second step with a passkey, after the password
         * @description Only in the session `POST /login` answered `two_factor: true` to, within 5 minutes (422 on
         *     `credential` otherwise, or when the user has no passkey); allows that user's passkeys only.
         */
        post: operations["passkeyChallengeOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/two-factor-challenge/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sign-in's second step with one of the user's passkeys; the session id is regenerated
         * @description Answers the challenge of `POST /two-factor-challenge/passkey/options` (spent whatever the
         *     outcome) with a passkey of the user waiting for their second step; then signs in as
         *     `POST /two-factor-challenge` does. Attempts count against the account's sign-in throttle (the
         *     password step's, shared): too many answer 429. A failure is recorded (`two_factor_failed`),
         *     a passkey of another user included.
         */
        post: operations["passkeyChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passkey-login/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Options for signing in with a passkey alone, no password (discoverable credentials)
         * @description The browser offers the passkeys it holds for this site; user verification is required.
         */
        post: operations["passkeyLoginOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/passkey-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey alone (it is both factors); the session id is regenerated
         * @description Answers the challenge of `POST /passkey-login/options` (spent whatever the outcome) with a
         *     passkey verified with user verification; the user is signed in with a second factor given,
         *     as after a password and a second step. Throttled and recorded as the password step is
         *     (`login_failed`, per account and per source address); an inactive account is refused.
         */
        post: operations["passkeyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database answers (kept for existing monitors; probes use /api/health/live and /api/health/ready)
         * @description Like every operation tagged health it is a probe: never rate-limited and logged at debug.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness, the process answers (nothing else is checked; restart the process when it does not)
         * @description A probe: never rate-limited, logged at debug, and it touches no database.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness, the database answers, its migrations are current and this process's workers run
         * @description A probe for a load balancer or an orchestrator: send traffic only while it answers 200. 503 lists every reason this process is not ready (the database does not answer within 2 seconds, migrations this release has are not applied to the database, the export worker or the mail outbox has stopped because the process shuts down). Never rate-limited, logged at debug; one small query.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, as the route guard reads it */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's live sessions, the current one marked
         * @description Signed-in sessions only (a guest session before sign-in is not listed), newest sign-in first;
         *     each named by its public id, never by the session id.
         */
        get: operations["listMySessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A session's public id (SessionSummary.id). */
                session: components["parameters"]["SessionPublicId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the signed-in user's sessions at once; ending the current one signs out */
        delete: operations["endMySession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which second factors the signed-in user has (the Security screen), never a secret */
        get: operations["getMyTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform's service catalogue; the launcher shows the accessible ones */
        get: operations["listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Filters: user_type (select, multiple), status (select, multiple), role (select of
         *     role ids, multiple), tpa (select of TPA ids, multiple), ministry (select of ministry
         *     ids, multiple), created_at (date_range), last_sign_in (relative_day: `none` never
         *     signed in, `more_than_days:N` last signed in on a day more than N days before today),
         *     expires (relative_day: `past` expired on or before today, `within_days:N` expires after
         *     today and at most N days ahead, `none` no expiry). Search over first, middle and last
         *     name, email and phone.
         *     Sortable: name, email, phone, user_type, status, created_at, last_login_at, expires_on.
         */
        get: operations["listUsers"];
        put?: never;
        /** Create a user; an invitation with a set-password link is emailed */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Request an export of one batch of the users list; the file link is emailed
         * @description The filters, search and sort of listUsers, with the same rows.
         */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users as filter options (item_text, item_value) */
        get: operations["listUserOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate or deactivate the selected users; deactivated users' sessions end at once
         * @description One transaction: `updated` counts only users whose status changed (one activity row
         *     each). An unknown id refuses the whole request (422 on ids), and so does the caller's
         *     own id when deactivating. Activating an inactive user makes them active, or pending if
         *     they never set a password (only setting one makes a pending user active). Changing a
         *     user who holds a permission the caller lacks is a 403. A deactivation that would leave
         *     no active agency staff user holding every permission is refused (422 on ids).
         */
        post: operations["setUsersStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a role to, or remove it from, the selected users
         * @description One transaction: `updated` counts only users whose roles changed (one activity row
         *     each). An unknown id (422 on ids), an unknown role (422 on role_id), a role holding a
         *     permission the caller lacks (422 on role_id), removing the only role of an agency
         *     staff user (422 on ids), or a removal that would leave no active agency staff user
         *     holding every permission (422 on ids) refuses the whole request.
         */
        post: operations["changeUsersRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many users the list's query matches, the first names, and the fingerprint a bulk change by query carries
         * @description The users list's own query (filters, search_string, sort as `listUsers` takes them) as
         *     the confirm step of a bulk change "to all N matching" shows it: the exact total, the
         *     first five names in the list's order, how many of them hold a permission the caller
         *     lacks (a change by query leaves those as they are) and whether the caller is among
         *     them. `fingerprint` names the exact set of matching users; a change by query sends it
         *     back with the total and is refused (409) when the set has changed since.
         */
        get: operations["previewMatchingUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/matching/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate or deactivate every user the list's query matches (select all N matching)
         * @description As `setUsersStatus`, on the users the query matches instead of listed ids, in one
         *     transaction: the matching users are locked, and when they are not exactly the set the
         *     preview answered (`matching.total` and `matching.fingerprint`, from
         *     `previewMatchingUsers`) nothing changes and the answer is 409: look again. Users who
         *     hold a permission the caller lacks are left as they are and counted in `skipped`, and
         *     so is the caller when deactivating (the call by ids refuses those instead: there the
         *     caller named them). One activity row per user changed; `bulk_change_id` undoes it.
         *     More than 10,000 matching users is a 422 at `matching`. Deactivating is a step-up
         *     action (423), as by ids: the same server path guards both.
         */
        post: operations["setMatchingUsersStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/matching/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a role to, or remove it from, every user the list's query matches
         * @description As `changeUsersRole`, on the users the query matches, in one transaction, refused with
         *     409 when they are not the set the preview answered. Users holding a permission the
         *     caller lacks are left as they are (`skipped`). A role holding a permission the caller
         *     lacks, an unknown role, removing the only role of an agency staff user or leaving no
         *     active user holding every permission refuses the whole request (422).
         */
        post: operations["changeMatchingUsersRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/bulk-changes/{bulkChange}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A bulk change of users the caller made (BulkResult.bulk_change_id). */
                bulkChange: components["parameters"]["BulkChangeId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo one's own bulk change of users (by ids or by query), restoring each changed user's state before it
         * @description Restores the status, or the role membership and current role, that each user the bulk
         *     change changed had before it, in one transaction, one activity row per user restored.
         *     Only its maker may undo a change (403 for anyone else), within 5 minutes of it and once; a
         *     change undone already, older, or any of whose users was changed again since (by anyone)
         *     is refused whole with 409, naming why. The same rules as the change hold: users who now
         *     hold a permission the caller lacks (403), a role beyond the caller (422), the last
         *     active user holding every permission (422), and the step-up of deactivating or of
         *     giving a role that requires a second factor (423).
         */
        post: operations["undoUsersBulkChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a CSV or .xlsx file of users against the create form's rules, writing nothing
         * @description The file (base64 in `file`; `.csv` in UTF-8 or `.xlsx`, its first worksheet, by
         *     `file_name`'s ending and its content) has a heading row, then one user a row; `mapping`
         *     names the column of each field. Every row is checked with the create form's rules
         *     (UserInput): the fields' shapes, the user type's roles and organisation, roles that exist
         *     and that the caller may give (none holding a permission the caller lacks), the
         *     organisation existing and taking new users, and the email not on an earlier row of the
         *     file. An email a user already has is refused in `mode` create_only unless the row equals
         *     that user (unchanged); in update_matching the row is checked as an edit of that user (the
         *     same user type, no user holding a permission the caller lacks, roles added only). The
         *     answer also says what a commit would do with the valid rows. Roles are named (several
         *     separated by `;`), a TPA or a
         *     ministry by its code or its name, ignoring case. Blank rows are skipped. The answer
         *     counts the rows and lists every refused row with its messages per field; nothing is
         *     written. A file over IMPORT_FILE_LIMIT_BYTES (10 MiB by default) is a 413; more than
         *     50,000 rows, another kind of file, or a mapped column the heading row lacks is a 422. So
         *     is a file past what the server reads of one (a 422 at `file` saying what to change): a
         *     sheet running past row 150,000 (blank rows too), a row of more than 100 columns, a cell of
         *     more than 2,000 characters, an .xlsx workbook unpacking to more than 100 MiB. Checking a
         *     file holds a core: a caller whose earlier file (this call, the headings, the errors file,
         *     an import) is still being checked gets a 429, and a process checking 3 files already a
         *     503, each with Retry-After.
         */
        post: operations["dryRunUsersImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import/headings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the heading row of a CSV or .xlsx file of users, to map its columns
         * @description The import screen reads a CSV file's heading row itself; an .xlsx workbook's (its first
         *     worksheet's first row that is not blank) is read here, so the browser carries no
         *     spreadsheet reader. Only up to the heading row is read, as dryRunUsersImport reads it,
         *     and refused alike (413 over IMPORT_FILE_LIMIT_BYTES; 422 for another kind of file, an
         *     unreadable or an empty one, or one past the read limits up to its heading row; 429 and 503
         *     while other files are checked). Nothing is written.
         */
        post: operations["readUsersImportHeadings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import/dry-run/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dry run's refused rows as an .xlsx file, one message a line
         * @description The same check as dryRunUsersImport, with the same body and refusals; the answer is an
         *     .xlsx workbook listing every message of every refused row (columns Row, Column, Message;
         *     Column is the file's heading mapped to the field, or the field's name when it is not
         *     mapped), so the list can be worked through beside the file. Like an upload, the file
         *     comes back in base64 inside JSON, named after the uploaded one. Nothing is written.
         */
        post: operations["downloadUsersImportErrors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a CSV or .xlsx file of users, as a background job
         * @description The same file, mapping and checks as dryRunUsersImport, then, if every row passes, a job
         *     that creates (and invites) or updates the file's users in the background: the answer is
         *     202 with the queued job, whose progress getUsersImport reports. `mode` create_only (the
         *     default) creates the users whose email no user has; update_matching also updates the
         *     users whose email matches (names, phone, organisation, and the file's roles added to
         *     theirs: an import never takes a role away). Either way a row equal to its user changes
         *     nothing and counts as unchanged, so importing the same file again changes nothing.
         *     One refused row refuses the whole file (422, nothing written), each mistake at
         *     `rows.<row>.<field>` (the row's number in the sheet, as the dry run gives it): an import
         *     is all of a list or none of it, so a fixed file can simply be imported again. Each user
         *     is created or updated as the create and edit forms do it (their activity rows, the
         *     invitation mail), checked again when the job reaches them; a row refused then (the
         *     database changed meanwhile) counts as failed with its messages in the job.
         */
        post: operations["commitUsersImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/import/{importJob}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An import job's id (commitUsersImport's answer). */
                importJob: number;
            };
            cookie?: never;
        };
        /**
         * An import job of the caller's, with its progress
         * @description Only the user who started the import sees it (its row messages name the file's people):
         *     another user's import is a 403, an unknown one a 404.
         */
        get: operations["getUsersImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's latest import jobs, newest first
         * @description The 20 imports the caller started last.
         */
        get: operations["listMyUsersImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The access review campaigns, newest first, each with its progress
         * @description The 100 campaigns started last, open and closed (docs/access-reviews.md).
         */
        get: operations["listAccessReviews"];
        put?: never;
        /**
         * Start an access review campaign over a scope
         * @description Takes the people of the scope who hold a role and are not deactivated (a TPA's or a
         *     ministry's users, a role's holders, a user type, or everyone holding a permission), each
         *     with the roles under review (a role scope: that role; a permission scope: their roles
         *     granting it; otherwise all their roles), as they are now: later changes do not move the
         *     campaign. Each person is given to one reviewer: the `reviewer_ids` named, else every active
         *     agency staff member holding "manage access reviews"; the people of one organisation (a TPA,
         *     a ministry, or none) go to the same reviewer, the least loaded, and nobody reviews
         *     themselves. Refused (422): a deadline not in the future, a scope that is unknown, empty or
         *     holds someone with a permission the caller lacks (a revoke would take what the caller
         *     could not), a reviewer who is not active agency staff holding "manage access reviews", or
         *     a person nobody else could review. A second open campaign over the same scope is a 409.
         *     Recorded as `access_review_started`.
         */
        post: operations["createAccessReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The campaigns in which the caller reviews people, newest first, with their own progress */
        get: operations["listMyAccessReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-reviews/{accessReview}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An access review campaign's id. */
                accessReview: components["parameters"]["AccessReviewId"];
            };
            cookie?: never;
        };
        /** A campaign, with each reviewer's progress (decided of total) */
        get: operations["getAccessReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-reviews/{accessReview}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a campaign before its deadline
         * @description The campaign takes no more decisions; its undecided people stay undecided (the deadline
         *     rule is not applied) and keep their roles. Recorded as `access_review_closed`. Closing a
         *     closed campaign, or one past its deadline (its rule decides and closes it), is a 409.
         */
        post: operations["closeAccessReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-reviews/{accessReview}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Request an export of one batch of a campaign's evidence; the file link is emailed
         * @description The campaign's people in the order they were reviewed (by item), each with their reviewer,
         *     the roles under review, the decision, its reason, when it was made and by whom (the
         *     reviewer, or the deadline rule); undecided people too, with those cells empty. Through the
         *     same jobs, My exports, mail and download as every list's export (docs/exports.md), and
         *     recorded as `export_requested` (with the campaign's id) as they are. An unknown campaign is
         *     a 404; a batch past the campaign's last a 422 on batch.
         */
        get: operations["exportAccessReviewEvidence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-reviews/{accessReview}/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The people the caller reviews in a campaign, with the roles under review and each decision
         * @description Only the caller's own items; a campaign where they review nobody answers none.
         */
        get: operations["listMyAccessReviewItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-reviews/{accessReview}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep or revoke the access of some of the caller's items, at once
         * @description Every item named must be the caller's and undecided, in this open campaign; otherwise
         *     nothing is decided (422 on `item_ids`, naming them, whether they are another reviewer's or
         *     none at all). A revoke needs a `reason`, and takes the item's roles under review from the
         *     person at once (those they still hold, each grant's last day with it), ends their
         *     sessions, and deactivates an agency staff member left with no role; it is refused (422)
         *     for a person holding a permission the caller lacks, and when it would leave no active user
         *     holding every permission. One `access_reviewed` row a person (their roles before and
         *     after, the decision, the reason). A closed campaign, or one past its deadline (its rule
         *     decides the rest), is a 409.
         */
        post: operations["decideAccessReviewItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** View a user */
        get: operations["getUser"];
        /**
         * Edit a user; a stale version is refused with 409
         * @description Moving a user into or out of a TPA or ministry needs "manage tpas" or "manage
         *     ministries"; a suspended one takes in and lets out nobody (422 on tpa_id or
         *     ministry_id). Taking away roles so that no active agency staff user would hold every
         *     permission is refused (422 on role_ids).
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activate one user */
        post: operations["activateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate one user; their sessions end at once */
        post: operations["deactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** This user's changes from the activity log, newest first */
        get: operations["getUserHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * A user's live sessions, newest sign-in first
         * @description Refused (403) for a user holding a permission the caller lacks, as edits are.
         */
        get: operations["listUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/sessions/{session}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description A session's public id (SessionSummary.id). */
                session: components["parameters"]["SessionPublicId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of a user's sessions at once (written to the activity log)
         * @description Refused (403) for a user holding a permission the caller lacks, as edits are. The
         *     activity-log row names the user and the session's device, never the session.
         */
        delete: operations["endUserSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Which second factors a user has (the user view), never a secret */
        get: operations["getUserTwoFactorStatus"];
        put?: never;
        post?: never;
        /**
         * Reset a user's second factors (they lost them); their sessions end and they are told by mail
         * @description Removes the user's authenticator app (confirmed or being enrolled), their recovery codes and
         *     their passkeys, ends every session of theirs, mails them, and records `two_factor_reset`
         *     with the factors before and after (never a secret). They then sign in with their password
         *     alone and enrol again. Refused (403) for a user holding a permission the caller lacks, as
         *     edits are, and for the caller themselves (their own factors are removed on the Security
         *     screen); 404 when the user has no second factor; 423 without a second factor given in this
         *     session in the last STEP_UP_MINUTES.
         */
        delete: operations["resetUserTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a pending user a new invitation (set-password) link
         * @description Only for a `pending` user (422 on `status` otherwise) whose TPA or ministry, if any, is not
         *     suspended (422 on `status`). Issues a new invitation link valid INVITATION_DAYS (the older
         *     unused one stops working), queues the invitation mail and records `invitation_resent`, in
         *     one transaction. Refused (403) for a user holding a permission the caller lacks, as edits
         *     are. Throttled as the public reset request is: at most one account mail to a user a minute
         *     (429 with `retry_after`; nothing is written).
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email an active user a password reset link
         * @description Only for an `active` user (422 on `status` otherwise: a pending one gets a new invitation,
         *     an inactive one is activated first) whose TPA or ministry, if any, is not suspended (422 on
         *     `status`). Issues a reset link valid 60 minutes (the older unused one stops working),
         *     queues the reset mail and records `password_reset_sent`, in one transaction; the password
         *     stays as it is until the user chooses a new one. Refused (403) for a user holding a
         *     permission the caller lacks, as edits are. Throttled as the public reset request is: at
         *     most one account mail to a user a minute (429 with `retry_after`; nothing is written).
         */
        post: operations["sendPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List roles
         * @description Filters: permission (select of permission names, multiple), created_at (date_range).
         *     Search over name and description. Sortable: name, users_count, created_at.
         */
        get: operations["listRoles"];
        put?: never;
        /**
         * Create a role
         * @description `requires_second_factor` left out is true when the role holds "update roles" or "update
         *     users". Changing it is written to the activity log with the role's other fields.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request an export of one batch of the roles list */
        get: operations["exportRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles as filter and form options (item_text, item_value = role id) */
        get: operations["listRoleOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/matrix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role against every permission */
        get: operations["getRoleMatrix"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** View a role */
        get: operations["getRole"];
        /**
         * Edit a role; takes effect on its users' next call
         * @description A role that holds, or whose holders hold, a permission the caller lacks is a 403. Putting
         *     in or taking out a permission the caller lacks (422 on permissions), or taking out one so
         *     that no active agency staff user would hold every permission (422 on permissions), is
         *     refused. previewRoleUpdate answers the same refusals.
         */
        put: operations["updateRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a role change would do, and how many users it affects; changes nothing (a stale version is a 409, as for a save) */
        post: operations["previewRoleUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** This role's changes from the activity log, newest first */
        get: operations["getRoleHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permissions catalogue
         * @description Filters: group (select, multiple). Search over name and description.
         *     Sortable: catalogue (the default: the catalogue's own order, as this document lists
         *     the Permission enum), name, group (then name).
         */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permissions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request an export of the permissions catalogue */
        get: operations["exportPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/permissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One permission, with the roles that grant it */
        get: operations["getPermission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tpas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List TPAs
         * @description Filters: status (select, multiple), state (select, multiple), accreditation_date
         *     (date_range), created_at (date_range). Search over name, code, email, phone and
         *     contact person. Sortable: name, code, state, status, accreditation_date,
         *     users_count, created_at.
         */
        get: operations["listTpas"];
        put?: never;
        /** Create a TPA */
        post: operations["createTpa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tpas/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request an export of one batch of the TPA list */
        get: operations["exportTpas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tpas/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** TPAs as filter and form options (item_text, item_value = TPA id) */
        get: operations["listTpaOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tpas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** View a TPA */
        get: operations["getTpa"];
        /** Edit a TPA (status changes go through suspend and reactivate) */
        put: operations["updateTpa"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tpas/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a TPA; its users' sessions end and they cannot sign in until reactivation */
        post: operations["suspendTpa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tpas/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a suspended TPA */
        post: operations["reactivateTpa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tpas/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** This TPA's changes from the activity log, newest first */
        get: operations["getTpaHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ministries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ministries
         * @description Filters: status (select, multiple), created_at (date_range). Search over name,
         *     code, email, phone and contact person. Sortable: name, code, status, users_count,
         *     created_at.
         */
        get: operations["listMinistries"];
        put?: never;
        /** Create a ministry */
        post: operations["createMinistry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ministries/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request an export of one batch of the ministry list */
        get: operations["exportMinistries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ministries/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ministries as filter and form options (item_text, item_value = ministry id) */
        get: operations["listMinistryOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ministries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** View a ministry */
        get: operations["getMinistry"];
        /** Edit a ministry (status changes go through suspend and reactivate) */
        put: operations["updateMinistry"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ministries/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a ministry; its users' sessions end and they cannot sign in until reactivation */
        post: operations["suspendMinistry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ministries/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a suspended ministry */
        post: operations["reactivateMinistry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ministries/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** This ministry's changes from the activity log, newest first */
        get: operations["getMinistryHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-activity-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the user activity log (append-only)
         * @description Filters: causer (select of user ids, multiple), action (select, multiple), subject_type
         *     (select, multiple), created_at (date_range). Search over the causer's name and
         *     email, the subject label and the IP address. Sortable: created_at, action,
         *     subject_type.
         */
        get: operations["listActivityLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-activity-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request an export of one batch of the activity log */
        get: operations["exportActivityLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-activity-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One activity-log entry with its before/after values */
        get: operations["getActivityLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/list-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The saved views of one list the caller may see, and their default view of it
         * @description A view is seen by its owner, by the holders of the role it is shared with, or by everyone
         *     it is shared with everyone; and only by those who may open its list (the permission of the
         *     list's own call). Asking for a list one may not open is a 403. The owner's own views come
         *     first, then the shared ones, each by name.
         */
        get: operations["listListViews"];
        put?: never;
        /**
         * Save the current view of a list under a name
         * @description The state is checked against the list's declaration: an unknown filter, a value of the
         *     wrong kind or an undeclared sort key is a 422 at `state.filters.<name>` or `state.sort`.
         *     The name is unique among the owner's views of the list, ignoring case (422 at `name`).
         *     An owner keeps at most 50 views of one list (422 with a message for the 51st).
         *     Sharing (visibility `role` or `everyone`) needs "share list views"; a view is shared only
         *     with a role the caller could edit: neither it nor its holders hold a permission the caller
         *     lacks (422 at `role_id`). A shared view is written to the activity log.
         */
        post: operations["createListView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/list-views/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the view a list opens with for the caller (null for the list's own)
         * @description The view must be one of that list the caller may see (else 422 at `view_id`). A default
         *     that later stops being visible to the caller is no longer applied.
         */
        put: operations["setDefaultListView"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/list-views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * One saved view, for a link to it
         * @description A view the caller may not see is a 404, whether or not it exists.
         */
        get: operations["getListView"];
        /**
         * Rename, change or (un)share a view; its owner alone
         * @description 404 for a view the caller may not see, 403 for one they see but do not own, 409 when the
         *     version is not the current one. The rules of createListView apply; taking a view back to
         *     personal needs no permission.
         */
        put: operations["updateListView"];
        post?: never;
        /**
         * Delete a view; its owner alone
         * @description 404 for a view the caller may not see, 403 for one they see but do not own.
         */
        delete: operations["deleteListView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's export jobs, newest first */
        get: operations["listMyExports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/download/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /**
         * Download an export file; only its requester, only until the link expires
         * @description Only the requester, while they are active, not in a suspended organisation and still hold
         *     the permission of the resource's export operation (else 403), and only until the link expires.
         *     `x-permission` lists the permissions of every export operation: holding none, no link is yours to open.
         */
        get: operations["downloadExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The thirteen permissions of the catalogue.
         * @enum {string}
         */
        Permission: "list users" | "view users" | "create staff" | "update users" | "list roles" | "create roles" | "view roles" | "update roles" | "manage tpas" | "manage ministries" | "share list views" | "import users" | "manage access reviews";
        /** @enum {string} */
        PermissionGroup: "users" | "roles" | "tpas" | "ministries" | "lists";
        /** @enum {string} */
        ServiceName: "Dashboard" | "User Management" | "Provider Management" | "Referral Management" | "Encounter Management" | "Beneficiary Management" | "Contributions Management" | "Claims Management";
        /** @enum {string} */
        UserType: "Agency Staff" | "TPA Staff" | "Ministry Staff" | "Provider Staff" | "Beneficiary";
        /**
         * @description pending until an invited user sets a password; only active users sign in.
         * @enum {string}
         */
        UserStatus: "pending" | "active" | "inactive";
        /** @enum {string} */
        OrganisationStatus: "active" | "suspended";
        /** @enum {string} */
        NigerianState: "Abia" | "Adamawa" | "Akwa Ibom" | "Anambra" | "Bauchi" | "Bayelsa" | "Benue" | "Borno" | "Cross River" | "Delta" | "Ebonyi" | "Edo" | "Ekiti" | "Enugu" | "FCT" | "Gombe" | "Imo" | "Jigawa" | "Kaduna" | "Kano" | "Katsina" | "Kebbi" | "Kogi" | "Kwara" | "Lagos" | "Nasarawa" | "Niger" | "Ogun" | "Ondo" | "Osun" | "Oyo" | "Plateau" | "Rivers" | "Sokoto" | "Taraba" | "Yobe" | "Zamfara";
        /** @enum {string} */
        ActivityAction: "created" | "updated" | "activated" | "deactivated" | "role_assigned" | "role_removed" | "invited" | "login" | "login_failed" | "login_locked" | "logout" | "two_factor_enrolment_started" | "two_factor_confirmed" | "two_factor_removed" | "two_factor_failed" | "recovery_codes_regenerated" | "recovery_code_used" | "two_factor_reset" | "password_confirmed" | "password_confirmation_failed" | "passkey_registered" | "passkey_renamed" | "passkey_removed" | "session_ended" | "password_reset_requested" | "password_reset" | "invitation_resent" | "password_reset_sent" | "email_change_requested" | "email_changed" | "suspended" | "reactivated" | "export_requested" | "export_downloaded" | "shared" | "deleted" | "access_review_started" | "access_reviewed" | "access_review_closed";
        /** @enum {string} */
        SubjectType: "user" | "role" | "tpa" | "ministry" | "export" | "list_view" | "access_review";
        /**
         * @description The list exported, or `access_review_evidence`, a campaign's evidence (exportAccessReviewEvidence).
         * @enum {string}
         */
        ExportResource: "users" | "roles" | "permissions" | "tpas" | "ministries" | "activity_logs" | "access_review_evidence";
        /** @enum {string} */
        ExportStatus: "queued" | "running" | "done" | "failed";
        /**
         * Format: date-time
         * @description ISO 8601 with offset.
         */
        Timestamp: string;
        /** Format: date-time */
        NullableTimestamp: string | null;
        Email: string;
        Phone: string;
        NullablePhone: string | null;
        OrganisationCode: string;
        Address: string;
        ContactPerson: string;
        /**
         * Format: past-day
         * @description A day no later than today in Africa/Lagos.
         */
        AccreditationDate: string | null;
        /**
         * Format: future-day
         * @description The day the account expires (Africa/Lagos): it is deactivated as that day begins, and its holder is warned by mail ACCOUNT_WARNING_DAYS days before. A new day is after today in Africa/Lagos. null: the account does not expire.
         */
        AccountExpiryDay: string | null;
        /**
         * Format: future-day
         * @description The last day (Africa/Lagos) a user holds a role: at the end of it the grant is removed by the housekeeping of every process, with an `updated` activity row without causer. A new day is after today in Africa/Lagos.
         */
        RoleEndDay: string;
        /** @description A grant of a role, among the user's role_ids, that ends. */
        RoleEnd: {
            role_id: number;
            ends_on: components["schemas"]["RoleEndDay"];
        };
        /** @description The grants among role_ids that end, each role once; a role of role_ids not listed has no end (a plain role id still means a grant without end). Left out: on create none ends; on an edit each kept role keeps its end and a new one has none. A role not among the user's roles is a 422 here; so is giving or moving the end of a role beyond the caller's permissions (as giving it), and ending the grant that keeps the last active user holding every permission. */
        RoleEnds: components["schemas"]["RoleEnd"][];
        /** @description The account is kept out of the dormancy rule (staff accounts with no sign-in for DORMANCY_DAYS days are deactivated). */
        DormancyExempt: boolean;
        Error: {
            message: string;
            /** @description Messages per field (422 only). */
            errors?: {
                [key: string]: string[];
            };
            /** @description Seconds to wait (429 only). */
            retry_after?: number;
            /**
             * @description Why a call was refused, where a client acts on it: `second_factor_enrolment_required`
             *     (403) when a role of the user requires a second factor they have not set up yet.
             * @enum {string}
             */
            code?: "second_factor_enrolment_required";
        };
        /** @description A small HTML page with the Error's message, for a person who opened a link. */
        ErrorPage: string;
        Message: {
            message: string;
        };
        Liveness: {
            /** @enum {string} */
            status: "ok";
        };
        Readiness: {
            /** @enum {string} */
            status: "ready" | "not ready";
            /** @enum {string} */
            database: "pglite" | "postgres";
            /** @description Why the process is not ready, one sentence each, saying what to do; empty when ready. */
            reasons: string[];
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "pglite" | "postgres";
        };
        /** @description Exactly one of the two (the 200 answer of `POST /login` says which). */
        TwoFactorLoginResponse: {
            /** @enum {boolean} */
            two_factor?: true;
            /** @enum {boolean} */
            two_factor_enrolment?: true;
        };
        /** @description Exactly one of the two. */
        TwoFactorChallenge: {
            code?: string;
            /** @description Four groups of five base32 characters, as shown; any case. */
            recovery_code?: string;
        };
        TwoFactorCode: {
            code: string;
        };
        TwoFactorQrCode: {
            /** @description The QR code as an SVG document. */
            svg: string;
            /** @description The otpauth:// URL it encodes. */
            url: string;
        };
        TwoFactorSecretKey: {
            secret_key: string;
        };
        RecoveryCodes: {
            recovery_codes: string[];
        };
        /** @description Which second factors a user has; whether one counts at sign-in follows from it (any of the three). */
        TwoFactorStatus: {
            /** @description A confirmed authenticator app (one being enrolled does not count). */
            authenticator: boolean;
            /** @description Recovery codes not used yet. */
            recovery_codes_left: number;
            /** @description How many passkeys are registered. */
            passkeys: number;
        };
        PasswordConfirmation: {
            password: string;
        };
        ConfirmedPasswordStatus: {
            confirmed: boolean;
        };
        LoginRequest: {
            email: string;
            password: string;
            /** @default false */
            remember: boolean;
        };
        PasswordResetRequest: {
            email: string;
        };
        EmailChangeConfirmation: {
            token: string;
        };
        PasswordReset: {
            token: string;
            email: string;
            password: string;
            password_confirmation: string;
        };
        /** @description The shape of GET api/user, as the route guard reads it. */
        CurrentUserResponse: {
            user: components["schemas"]["CurrentUser"];
            /**
             * @description A role of the user requires a second factor and they have none: the session can do nothing
             *     but set one up (the calls marked `x-second-factor-enrolment`); every other call answers 403
             *     with `code: second_factor_enrolment_required`. Read on every call, like the permissions.
             */
            second_factor_enrolment_required: boolean;
            permissions: components["schemas"]["Permission"][];
            type: components["schemas"]["UserType"];
            current_active_role_name: string | null;
        };
        CurrentUser: {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            user_type: components["schemas"]["UserType"];
            accessible_services: components["schemas"]["ServiceName"][];
            permissions: components["schemas"]["Permission"][];
        };
        ServiceEntry: {
            name: components["schemas"]["ServiceName"];
            /** @description Path of the service's icon. */
            icon: string;
            description: string;
            serviceUrl: string;
            is_currently_visited: boolean;
        };
        ServiceCatalogue: {
            services: components["schemas"]["ServiceEntry"][];
            /** @description Where users whose current active role is "Regular Beneficiary" are sent. */
            beneficiary_portal_url: string;
        };
        /** @description A filter definition as the data-table sends it. */
        ListFilter: {
            name: string;
            label?: string;
            type: components["schemas"]["ListFilterType"];
            /** @description A scalar or array for select; `[from, to]` (YYYY-MM-DD) for date_range; `none`, `past`, `more_than_days:N` or `within_days:N` for relative_day. */
            value?: unknown;
            item_text?: string;
            item_value?: string;
            options?: components["schemas"]["Option"][];
            allow_multiple?: boolean;
            fetch_options_from_api?: boolean;
            api_endpoint?: string;
            from?: string | null;
            to?: string | null;
        };
        /** @description A list filter that narrowed a list, by the name of the list's declared filter. */
        AppliedFilter: {
            name: string;
            type: components["schemas"]["ListFilterType"];
            /** @description A scalar or array for select; `[from, to]` (YYYY-MM-DD) for date_range; `none`, `past`, `more_than_days:N` or `within_days:N` for relative_day. */
            value: unknown;
        };
        /**
         * @description A list filter's kind (docs/lists.md, The list engine).
         * @enum {string}
         */
        ListFilterType: "select" | "date_range" | "relative_day";
        ListFilters: components["schemas"]["ListFilter"][];
        Option: {
            item_text: string;
            item_value: string | number;
        };
        OptionList: {
            options: components["schemas"]["Option"][];
        };
        Pagination: {
            total: number;
            last_page: number;
            current_page: number;
            per_page: number;
            from: number | null;
            to: number | null;
            /** @description The `cursor` of the page after this one (lists that take a cursor; null on the last page). */
            next_cursor?: string | null;
            /** @description The `cursor` of the page before this one (lists that take a cursor; null on the first page). */
            previous_cursor?: string | null;
        };
        BulkResult: {
            /** @description How many of the selected records changed. */
            updated: number;
            /** @description Matching users left as they were because they hold a permission the caller lacks, or are the caller being deactivated (a change by query only; by ids those refuse the request). */
            skipped: number;
            /** @description The change, for `undoUsersBulkChange`; null when nothing changed. */
            bulk_change_id: number | null;
        };
        UndoResult: {
            /** @description How many users got back their state before the bulk change. */
            restored: number;
        };
        MatchingUsers: {
            /** @description How many users the query matches. */
            total: number;
            /** @description The first five matching users' full names, in the list's order. */
            names: string[];
            /** @description How many of them hold a permission the caller lacks (a change by query leaves them as they are). */
            beyond_authority: number;
            /** @description Whether the caller is among them (a deactivation by query leaves them active). */
            includes_you: boolean;
            fingerprint: components["schemas"]["MatchingFingerprint"];
        };
        /** @description Names the exact set of matching users (a SHA-256 of their ids, in hex). */
        MatchingFingerprint: string;
        /** @description The users list's query (as `listUsers` takes `filters` and `search_string`) and what its preview answered, which the matching users must still be. A change by query acts on at most 10,000 users (BULK_MATCHING_MAX_USERS): a query matching more is refused with a 422 at `matching`, nothing changed. */
        MatchingUsersQuery: {
            /** @description A JSON-encoded array of `ListFilter` objects, as the list's `filters` parameter. */
            filters?: string;
            search_string?: string;
            total: number;
            fingerprint: components["schemas"]["MatchingFingerprint"];
        };
        OrganisationRef: {
            id: number;
            name: string;
        };
        NullableOrganisationRef: {
            id: number;
            name: string;
        } | null;
        /** @enum {string} */
        AccessReviewScopeKind: "tpa" | "ministry" | "role" | "user_type" | "permission";
        /**
         * @description Whom a campaign reviews: a TPA's or a ministry's users, a role's holders (`id`), the users
         *     of a user type (`user_type`), or everyone holding a permission (`permission`).
         */
        AccessReviewScope: {
            kind: components["schemas"]["AccessReviewScopeKind"];
            /** @description The TPA's, ministry's or role's id (kinds tpa, ministry, role). */
            id?: number;
            user_type?: components["schemas"]["UserType"];
            permission?: components["schemas"]["Permission"];
        };
        /**
         * @description What happens at the deadline to the people nobody decided on.
         * @enum {string}
         */
        AccessReviewDeadlineRule: "revoke" | "keep";
        AccessReviewInput: {
            name: string;
            scope: components["schemas"]["AccessReviewScope"];
            /**
             * Format: date-time
             * @description After it the deadline rule decides every undecided person and the campaign closes.
             */
            deadline: string;
            deadline_rule: components["schemas"]["AccessReviewDeadlineRule"];
            /** @description The reviewers; left out, every active agency staff member holding "manage access reviews". */
            reviewer_ids?: number[];
        };
        AccessReviewPerson: {
            id: number;
            name: string;
            email: string;
        };
        AccessReviewProgress: {
            reviewer: components["schemas"]["AccessReviewPerson"];
            decided: number;
            total: number;
        };
        AccessReview: {
            id: number;
            name: string;
            scope: components["schemas"]["AccessReviewScope"];
            /** @description The scope as read at the start (the TPA's, ministry's or role's name, the user type, the permission). */
            scope_label: string;
            deadline: components["schemas"]["Timestamp"];
            deadline_rule: components["schemas"]["AccessReviewDeadlineRule"];
            /** @enum {string} */
            status: "open" | "closed";
            created_at: components["schemas"]["Timestamp"];
            closed_at: components["schemas"]["NullableTimestamp"];
            decided: number;
            total: number;
            reviewers: components["schemas"]["AccessReviewProgress"][];
        };
        AccessReviewList: {
            access_reviews: components["schemas"]["AccessReview"][];
        };
        /** @description A campaign as one of its reviewers sees it, with their own progress. */
        MyAccessReview: {
            id: number;
            name: string;
            scope_label: string;
            deadline: components["schemas"]["Timestamp"];
            deadline_rule: components["schemas"]["AccessReviewDeadlineRule"];
            /** @enum {string} */
            status: "open" | "closed";
            decided: number;
            total: number;
        };
        MyAccessReviewList: {
            access_reviews: components["schemas"]["MyAccessReview"][];
        };
        AccessReviewItem: {
            id: number;
            user: components["schemas"]["AccessReviewPerson"];
            user_type: components["schemas"]["UserType"];
            /** @description The name of the person's TPA or ministry, as it is now; null for none. */
            organisation: string | null;
            /** @description The roles under review, as at the campaign's start. */
            roles: components["schemas"]["RoleRef"][];
            /** @enum {string|null} */
            decision: "keep" | "revoke" | null;
            reason: string | null;
            /** @description Who decided; null while undecided, and for a decision of the deadline rule. */
            decided_by: {
                id: number;
                name: string;
                email: string;
            } | null;
            decided_at: components["schemas"]["NullableTimestamp"];
        };
        AccessReviewItemList: {
            items: components["schemas"]["AccessReviewItem"][];
        };
        AccessReviewDecision: {
            item_ids: number[];
            /** @enum {string} */
            decision: "keep" | "revoke";
            /** @description Why; required to revoke. */
            reason?: string;
        };
        RoleRef: {
            id: number;
            name: string;
        };
        UserSummary: {
            id: number;
            first_name: string;
            middle_name: string | null;
            last_name: string;
            email: string;
            phone: string | null;
            user_type: components["schemas"]["UserType"];
            status: components["schemas"]["UserStatus"];
            roles: components["schemas"]["RoleRef"][];
            tpa: components["schemas"]["NullableOrganisationRef"];
            ministry: components["schemas"]["NullableOrganisationRef"];
            /** @description The user's TPA or ministry is suspended: whatever their own status, they cannot sign in until it is reactivated (the screens show e.g. "active (TPA suspended)"). */
            organisation_suspended: boolean;
            last_login_at: components["schemas"]["NullableTimestamp"];
            /**
             * Format: date
             * @description The day the account expires (Africa/Lagos), or null: it does not. Past on an account it has deactivated (only a new day set must be after today).
             */
            expires_on: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        UserDetail: components["schemas"]["UserSummary"] & {
            /** @description The user's grants that end, by role id (each among `roles`), the day as stored (it may be today or, until the housekeeping's next run, just past). */
            role_ends: {
                role_id: number;
                /** Format: date */
                ends_on: string;
            }[];
            dormancy_exempt: components["schemas"]["DormancyExempt"];
            current_active_role_name: string | null;
            /** @description A requested email change the new address has not confirmed yet (null when none, or when its link expired). */
            pending_email: string | null;
            pending_email_expires_at: components["schemas"]["NullableTimestamp"];
            updated_at: components["schemas"]["Timestamp"];
            /** @description Sent back on update; a stale version is a 409. */
            version: number;
        };
        UserList: {
            users: components["schemas"]["UserSummary"][];
            no_of_batches: number;
            pagination: components["schemas"]["Pagination"];
        };
        /**
         * @description Fields depend on user_type: Agency Staff needs role_ids (at least one); TPA Staff needs
         *     tpa_id (an existing TPA); Ministry Staff needs ministry_id (an existing ministry);
         *     Provider Staff needs neither. role_ids is optional for every type but Agency Staff.
         *     tpa_id or ministry_id given (not null) for a type that has no such organisation is a
         *     422 on that field. Beneficiary cannot be created here (422 on user_type): beneficiaries
         *     enrol through Beneficiary Management. The email is unique ignoring case and stored in
         *     lower case. The user starts `pending` and is emailed an invitation link to set a
         *     password (valid INVITATION_DAYS days); no password is ever emailed. Giving a role that
         *     holds a permission the caller lacks is a 422 on role_ids. Nobody gives an account more
         *     than their own (docs/records.md, Expiry and dormancy): a caller whose own account expires
         *     sets an expiry no later than theirs (422 on expires_on), and only a caller exempt from
         *     dormancy exempts others (422 on dormancy_exempt).
         */
        UserInput: {
            first_name: string;
            middle_name?: string | null;
            last_name: string;
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["NullablePhone"];
            user_type: components["schemas"]["UserType"];
            role_ids?: number[];
            role_ends?: components["schemas"]["RoleEnds"];
            tpa_id?: number | null;
            ministry_id?: number | null;
            expires_on?: components["schemas"]["AccountExpiryDay"];
            dormancy_exempt?: components["schemas"]["DormancyExempt"];
        };
        /** @description A file of users, the column of each field, and what to do with users already there (dryRunUsersImport, commitUsersImport). */
        UsersImportFile: {
            file_name: string;
            /**
             * Format: byte
             * @description The file's bytes in base64.
             */
            file: string;
            mapping: components["schemas"]["UsersImportMapping"];
            mode?: components["schemas"]["UsersImportMode"];
        };
        /**
         * @description create_only: a row whose email a user already has is refused, unless it equals that user
         *     (unchanged). update_matching: such a row updates that user (names, phone, organisation;
         *     its roles added to theirs), checked as the edit form checks an edit.
         * @default create_only
         * @enum {string}
         */
        UsersImportMode: "create_only" | "update_matching";
        /** @description A file of users alone, before its columns are mapped (readUsersImportHeadings). */
        UsersImportUpload: {
            file_name: string;
            /**
             * Format: byte
             * @description The file's bytes in base64.
             */
            file: string;
        };
        UsersImportHeadings: {
            /** @description The heading row's cells as the file shows them, an empty cell as "". */
            headings: string[];
        };
        UsersImportErrorsFile: {
            /** @description The uploaded file's name with " - errors.xlsx" for its ending. */
            file_name: string;
            /**
             * Format: byte
             * @description The .xlsx workbook's bytes in base64.
             */
            file: string;
        };
        /**
         * @description For each field of UserInput, the heading of the file's column that holds it (a field left
         *     out is empty on every row). role_ids' column names roles, tpa_id's and ministry_id's an
         *     organisation by code or name.
         */
        UsersImportMapping: {
            first_name: components["schemas"]["ImportColumn"];
            middle_name?: components["schemas"]["ImportColumn"];
            last_name: components["schemas"]["ImportColumn"];
            email: components["schemas"]["ImportColumn"];
            phone?: components["schemas"]["ImportColumn"];
            user_type: components["schemas"]["ImportColumn"];
            role_ids?: components["schemas"]["ImportColumn"];
            tpa_id?: components["schemas"]["ImportColumn"];
            ministry_id?: components["schemas"]["ImportColumn"];
        };
        ImportColumn: string;
        UsersImportDryRun: {
            /** @description Rows of users read (the heading and blank rows not counted). */
            total_rows: number;
            /** @description Rows the create form's rules accept. */
            valid_rows: number;
            invalid_rows: number;
            /** @description Valid rows whose email no user has, which a commit would create. */
            to_create: number;
            /** @description Valid rows that would update the user with their email (update_matching only). */
            to_update: number;
            /** @description Valid rows equal to the user with their email, which a commit leaves alone. */
            unchanged: number;
            /** @description Every refused row, in the file's order. */
            row_errors: components["schemas"]["UsersImportRowErrors"][];
        };
        UsersImportRowErrors: {
            /** @description The row's number in the sheet (the heading row is 1). */
            row: number;
            /** @description Messages per field of UserInput, as the create form gives them. */
            errors: {
                [key: string]: string[];
            };
        };
        /**
         * @description queued: waiting for the worker; running: rows being committed (processed_rows of
         *     total_rows so far); done: every row committed; failed: stopped for good (`error` says why;
         *     the rows counted were committed, the others not).
         * @enum {string}
         */
        UsersImportStatus: "queued" | "running" | "done" | "failed";
        UsersImportJob: {
            id: number;
            file_name: string;
            mode: components["schemas"]["UsersImportMode"];
            status: components["schemas"]["UsersImportStatus"];
            total_rows: number;
            /** @description Rows committed so far, in the file's order (created + updated + unchanged + failed). */
            processed_rows: number;
            /** @description Users created, each invited to set a password. */
            created: number;
            updated: number;
            /** @description Rows equal to the user with their email, left alone. */
            unchanged: number;
            /** @description Rows refused when the job reached them (the database changed since the request). */
            failed: number;
            /** @description The failed rows' messages, in the file's order. */
            row_errors: components["schemas"]["UsersImportRowErrors"][];
            /** @description Why a failed job stopped; null otherwise. */
            error: string | null;
            created_at: components["schemas"]["Timestamp"];
            finished_at: components["schemas"]["NullableTimestamp"];
        };
        UsersImportJobList: {
            imports: components["schemas"]["UsersImportJob"][];
        };
        /**
         * @description The same rules as UserInput, for the user's own (unchangeable) user_type. An optional
         *     field left out keeps its stored value; null clears it. `version` must be the stored one.
         *     A new email is not applied: it becomes the user's `pending_email` (replacing an earlier
         *     pending one), the new address is emailed a confirmation link and the old one is told
         *     (confirmEmailChange applies it). A new email another user has is a 422 on email.
         */
        UserUpdate: {
            first_name: string;
            middle_name?: string | null;
            last_name: string;
            email: components["schemas"]["Email"];
            phone?: components["schemas"]["NullablePhone"];
            role_ids?: number[];
            role_ends?: components["schemas"]["RoleEnds"];
            tpa_id?: number | null;
            ministry_id?: number | null;
            expires_on?: components["schemas"]["AccountExpiryDay"];
            dormancy_exempt?: components["schemas"]["DormancyExempt"];
            version: number;
        };
        UsersStatusChange: {
            ids: number[];
            /** @enum {string} */
            status: "active" | "inactive";
        };
        MatchingUsersStatusChange: {
            matching: components["schemas"]["MatchingUsersQuery"];
            /** @enum {string} */
            status: "active" | "inactive";
        };
        MatchingUsersRoleChange: {
            matching: components["schemas"]["MatchingUsersQuery"];
            role_id: number;
            /** @enum {string} */
            action: "assign" | "remove";
        };
        UsersRoleChange: {
            ids: number[];
            role_id: number;
            /** @enum {string} */
            action: "assign" | "remove";
        };
        Role: {
            id: number;
            name: string;
            description: string;
            permissions: components["schemas"]["Permission"][];
            /** @description Its holders must have a second factor; until they set one up they can do nothing else. */
            requires_second_factor: boolean;
            users_count: number;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            version: number;
        };
        /**
         * @description A list screen whose views can be saved, by its records key.
         * @enum {string}
         */
        ListViewList: "users" | "roles" | "tpas" | "ministries" | "activity_logs";
        /**
         * @description Who sees a view besides its owner; `role` names the role in `role_id`.
         * @enum {string}
         */
        ListViewVisibility: "personal" | "role" | "everyone";
        /** @description One applied filter, as the list call's `filters` parameter holds it. */
        ListViewFilter: {
            name: string;
            type: components["schemas"]["ListFilterType"];
            /** @description A scalar or array for select; `[from, to]` (YYYY-MM-DD) for date_range; `none`, `past`, `more_than_days:N` or `within_days:N` for relative_day. */
            value: unknown;
        };
        /** @description The columns as the Layout menu lays them out (docs/lists.md, Fit and density). */
        ListViewColumns: {
            order: string[];
            shown: {
                [key: string]: boolean;
            };
            widths: {
                [key: string]: number;
            };
        };
        /** @description What a view applies; a part left out is the list's own (no filters, no search, its default sort and page size, its columns). */
        ListViewState: {
            filters?: components["schemas"]["ListViewFilter"][];
            search?: string;
            sort?: string;
            items_per_page?: number;
            columns?: components["schemas"]["ListViewColumns"];
        };
        ListView: {
            id: number;
            list: components["schemas"]["ListViewList"];
            name: string;
            state: components["schemas"]["ListViewState"];
            visibility: components["schemas"]["ListViewVisibility"];
            role: {
                id: number;
                name: string;
            } | null;
            owner: {
                id: number;
                name: string;
            };
            version: number;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
        };
        ListViews: {
            views: components["schemas"]["ListView"][];
            default_view_id: number | null;
        };
        ListViewInput: {
            list: components["schemas"]["ListViewList"];
            name: string;
            state: components["schemas"]["ListViewState"];
            visibility: components["schemas"]["ListViewVisibility"];
            /** @description The role a `role` view is shared with; absent or null otherwise. */
            role_id?: number | null;
        };
        ListViewUpdate: {
            name: string;
            state: components["schemas"]["ListViewState"];
            visibility: components["schemas"]["ListViewVisibility"];
            role_id?: number | null;
            version: number;
        };
        ListViewDefault: {
            list: components["schemas"]["ListViewList"];
            view_id: number | null;
        };
        RoleList: {
            roles: components["schemas"]["Role"][];
            no_of_batches: number;
            pagination: components["schemas"]["Pagination"];
        };
        RoleInput: {
            name: string;
            description: string;
            permissions: components["schemas"]["Permission"][];
            /** @description Its holders must have a second factor. Left out: on creation, true when the role holds "update roles" or "update users"; on an edit, unchanged. */
            requires_second_factor?: boolean;
        };
        RoleUpdate: {
            name: string;
            description: string;
            permissions: components["schemas"]["Permission"][];
            /** @description Its holders must have a second factor. Left out: on creation, true when the role holds "update roles" or "update users"; on an edit, unchanged. */
            requires_second_factor?: boolean;
            version: number;
        };
        RoleChangePreview: {
            added: components["schemas"]["Permission"][];
            removed: components["schemas"]["Permission"][];
            renamed: boolean;
            affected_users: number;
        };
        RoleMatrix: {
            permissions: components["schemas"]["PermissionEntry"][];
            roles: {
                id: number;
                name: string;
                permissions: components["schemas"]["Permission"][];
                requires_second_factor: boolean;
            }[];
        };
        PermissionEntry: {
            id: number;
            name: components["schemas"]["Permission"];
            group: components["schemas"]["PermissionGroup"];
            description: string;
        };
        PermissionDetail: components["schemas"]["PermissionEntry"] & {
            roles: components["schemas"]["RoleRef"][];
        };
        PermissionList: {
            permissions: components["schemas"]["PermissionEntry"][];
            no_of_batches: number;
            pagination: components["schemas"]["Pagination"];
        };
        Tpa: {
            id: number;
            name: string;
            /** @description NHIA registration code, unique (case-insensitive). */
            code: string;
            email: string;
            phone: string;
            address: string;
            state: components["schemas"]["NigerianState"];
            contact_person: string;
            /** Format: date */
            accreditation_date: string | null;
            status: components["schemas"]["OrganisationStatus"];
            users_count: number;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            version: number;
        };
        TpaList: {
            tpas: components["schemas"]["Tpa"][];
            no_of_batches: number;
            pagination: components["schemas"]["Pagination"];
        };
        TpaInput: {
            name: string;
            code: components["schemas"]["OrganisationCode"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            address: components["schemas"]["Address"];
            state: components["schemas"]["NigerianState"];
            contact_person: components["schemas"]["ContactPerson"];
            accreditation_date?: components["schemas"]["AccreditationDate"];
        };
        TpaUpdate: {
            name: string;
            code: components["schemas"]["OrganisationCode"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            address: components["schemas"]["Address"];
            state: components["schemas"]["NigerianState"];
            contact_person: components["schemas"]["ContactPerson"];
            accreditation_date?: components["schemas"]["AccreditationDate"];
            version: number;
        };
        Ministry: {
            id: number;
            name: string;
            /** @description Unique (case-insensitive). */
            code: string;
            email: string;
            phone: string;
            address: string;
            contact_person: string;
            status: components["schemas"]["OrganisationStatus"];
            users_count: number;
            created_at: components["schemas"]["Timestamp"];
            updated_at: components["schemas"]["Timestamp"];
            version: number;
        };
        MinistryList: {
            ministries: components["schemas"]["Ministry"][];
            no_of_batches: number;
            pagination: components["schemas"]["Pagination"];
        };
        MinistryInput: {
            name: string;
            code: components["schemas"]["OrganisationCode"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            address: components["schemas"]["Address"];
            contact_person: components["schemas"]["ContactPerson"];
        };
        MinistryUpdate: {
            name: string;
            code: components["schemas"]["OrganisationCode"];
            email: components["schemas"]["Email"];
            phone: components["schemas"]["Phone"];
            address: components["schemas"]["Address"];
            contact_person: components["schemas"]["ContactPerson"];
            version: number;
        };
        ActivityLog: {
            id: number;
            /** @description Who did it; null for an anonymous actor (a failed sign-in for an unknown address). */
            causer: {
                id: number;
                name: string;
                email: string;
            } | null;
            action: components["schemas"]["ActivityAction"];
            /** @enum {string|null} */
            subject_type: "user" | "role" | "tpa" | "ministry" | "export" | "list_view" | "access_review" | null;
            subject_id: number | null;
            subject_label: string | null;
            /** @description Before and after values of the changed fields (never a secret). */
            changes: {
                before: {
                    [key: string]: unknown;
                };
                after: {
                    [key: string]: unknown;
                };
            } | null;
            ip_address: string | null;
            user_agent: string | null;
            created_at: components["schemas"]["Timestamp"];
        };
        ActivityLogList: {
            activity_logs: components["schemas"]["ActivityLog"][];
            no_of_batches: number;
            pagination: components["schemas"]["Pagination"];
        };
        ExportJob: {
            id: number;
            resource: components["schemas"]["ExportResource"];
            /** @description The filters of the list the file was exported from, as the screen sent them (those with a value). */
            filters: components["schemas"]["AppliedFilter"][];
            /** @description The list's search when it was exported; null for none. */
            search_string: string | null;
            file_name: string;
            batch: number;
            status: components["schemas"]["ExportStatus"];
            row_count: number | null;
            error: string | null;
            created_at: components["schemas"]["Timestamp"];
            finished_at: components["schemas"]["NullableTimestamp"];
            download_url: string | null;
            expires_at: components["schemas"]["NullableTimestamp"];
        };
        SessionSummary: {
            /** @description The session's public id (random; not the session id nor its hash). */
            id: string;
            /** @description Browser and operating system read from the user agent, e.g. "Chrome 131 on Windows 10 (desktop)". */
            device: string;
            ip_address: string | null;
            signed_in_at: components["schemas"]["Timestamp"];
            last_active_at: components["schemas"]["Timestamp"];
            /** @description The session this call came in. */
            current: boolean;
            /** @description A second factor was given in this session. */
            second_factor_used: boolean;
        };
        SessionList: {
            sessions: components["schemas"]["SessionSummary"][];
        };
        ExportJobList: {
            exports: components["schemas"]["ExportJob"][];
            no_of_batches: number;
            pagination: components["schemas"]["Pagination"];
        };
        Passkey: {
            id: number;
            /** @description The name its user gave it. */
            name: string;
            created_at: components["schemas"]["Timestamp"];
            last_used_at: components["schemas"]["NullableTimestamp"];
        };
        PasskeyList: {
            passkeys: components["schemas"]["Passkey"][];
        };
        PasskeyRegistered: {
            passkey: components["schemas"]["Passkey"];
            /** @description It was the user's first second factor; ten recovery codes were made, to show once. */
            recovery_codes_to_show: boolean;
        };
        PasskeyName: {
            /** @description Any text but a blank one, e.g. "Work laptop". */
            name: string;
        };
        PasskeyRegistration: {
            /** @description Any text but a blank one, e.g. "Work laptop". */
            name: string;
            credential: components["schemas"]["PasskeyRegistrationCredential"];
        };
        PasskeyAssertion: {
            credential: components["schemas"]["PasskeyAuthenticationCredential"];
        };
        PasskeyLogin: {
            credential: components["schemas"]["PasskeyAuthenticationCredential"];
            /** @default false */
            remember: boolean;
        };
        Base64Url: string;
        /** @enum {string} */
        PasskeyTransport: "ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb";
        PasskeyCredentialDescriptor: {
            id: components["schemas"]["Base64Url"];
            /** @enum {string} */
            type: "public-key";
            transports?: components["schemas"]["PasskeyTransport"][];
        };
        /** @enum {string} */
        PasskeyUserVerification: "discouraged" | "preferred" | "required";
        /** @description PublicKeyCredentialCreationOptionsJSON. */
        PasskeyRegistrationOptions: {
            challenge: components["schemas"]["Base64Url"];
            rp: {
                id?: string;
                name: string;
            };
            user: {
                id: components["schemas"]["Base64Url"];
                name: string;
                displayName: string;
            };
            pubKeyCredParams: {
                alg: number;
                /** @enum {string} */
                type: "public-key";
            }[];
            timeout?: number;
            excludeCredentials?: components["schemas"]["PasskeyCredentialDescriptor"][];
            authenticatorSelection?: {
                /** @enum {string} */
                authenticatorAttachment?: "platform" | "cross-platform";
                /** @enum {string} */
                residentKey?: "discouraged" | "preferred" | "required";
                requireResidentKey?: boolean;
                userVerification?: components["schemas"]["PasskeyUserVerification"];
            };
            /** @enum {string} */
            attestation?: "none" | "indirect" | "direct" | "enterprise";
            hints?: ("hybrid" | "security-key" | "client-device")[];
            extensions?: {
                [key: string]: unknown;
            };
        };
        /** @description PublicKeyCredentialRequestOptionsJSON. */
        PasskeyAuthenticationOptions: {
            challenge: components["schemas"]["Base64Url"];
            rpId?: string;
            timeout?: number;
            allowCredentials?: components["schemas"]["PasskeyCredentialDescriptor"][];
            userVerification?: components["schemas"]["PasskeyUserVerification"];
        };
        /** @description RegistrationResponseJSON, as @simplewebauthn/browser's startRegistration() answers it. */
        PasskeyRegistrationCredential: {
            id: components["schemas"]["Base64Url"];
            rawId: components["schemas"]["Base64Url"];
            /** @enum {string} */
            type: "public-key";
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
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
        /** @description AuthenticationResponseJSON, as @simplewebauthn/browser's startAuthentication() answers it. */
        PasskeyAuthenticationCredential: {
            id: components["schemas"]["Base64Url"];
            rawId: components["schemas"]["Base64Url"];
            /** @enum {string} */
            type: "public-key";
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            response: {
                clientDataJSON: string;
                authenticatorData: string;
                signature: string;
                userHandle?: string;
            };
        };
    };
    responses: {
        /** @description The file is larger than the operation takes (its description says how large); split it. A request body larger than the file's limit in base64 (a third more) and 64 KiB beside it is refused before it is read, with the same answer: its message says the largest body taken. */
        FileTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the session ended. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but without the permission or user type the operation needs; or (`code: second_factor_enrolment_required`) a role of the user requires a second factor they have not set up, and the operation is not one of the enrolment's. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Someone else saved this record since it was loaded; reload and retry. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `code: second_factor_enrolment_required`: a role of the user requires a second factor they have not set up, and until they do only the calls marked `x-second-factor-enrolment` are open to them. */
        SecondFactorEnrolmentRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The users the query matches are no longer the set its preview answered (someone changed, added or removed one since): nothing changed; preview again and confirm what is there now. */
        MatchingChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A second factor given in this session in the last STEP_UP_MINUTES is needed first (the operation's `x-step-up` says when): give one with `POST /user/confirmed-second-factor` or `POST /user/passkey-confirmation`, then send the same call again. Nothing was changed. */
        SecondFactorRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The password must be confirmed in this session first (`POST /user/confirm-password`, within PASSWORD_CONFIRM_MINUTES); then the same call is sent again. A status apart from step-up's 423, so a client tells the two apart. */
        PasswordConfirmationRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in. A browser opening the emailed link (Accept text/html) gets a page that says so. */
        LinkUnauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "text/html": components["schemas"]["ErrorPage"];
            };
        };
        /** @description The link belongs to another user; a browser gets a page that says so. */
        LinkForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "text/html": components["schemas"]["ErrorPage"];
            };
        };
        /** @description No export has this link; a browser gets a page that says so. */
        LinkNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "text/html": components["schemas"]["ErrorPage"];
            };
        };
        /** @description The link has expired; a browser gets a page that says so and how to get a new one. */
        LinkGone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
                "text/html": components["schemas"]["ErrorPage"];
            };
        };
        /** @description The X-XSRF-TOKEN header is missing or does not match the session (Laravel's 419). */
        CsrfMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The input is invalid; `errors` holds the messages per field. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Throttled; `retry_after` (and the Retry-After header) says how many seconds to wait. Rate limits: every public call but the health probe, per source address; list and export calls, per signed-in user (RATE_LIMIT_* settings, calls a minute). On an export call, also: the user already has as many exports waiting as EXPORT_MAX_PENDING_PER_USER allows; the message says how many, and no retry_after is given (they end when those are done). On an upload of a file of users: the caller's earlier file is still being checked (one at a time). */
        TooManyRequests: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The process is checking as many uploaded files as it checks at once (3); `retry_after` (and the Retry-After header) says how many seconds to wait before sending the file again. */
        ChecksBusy: {
            headers: {
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The database cannot be reached; retry shortly. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Options for a select filter or form field. */
        Options: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OptionList"];
            };
        };
        /** @description How many of the selected records changed. */
        BulkResult: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BulkResult"];
            };
        };
        /** @description The export job is queued; its file link will be emailed. */
        ExportAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ExportJob"];
            };
        };
    };
    parameters: {
        /** @description An access review campaign's id. */
        AccessReviewId: number;
        /** @description A session's public id (SessionSummary.id). */
        SessionPublicId: string;
        /** @description A bulk change of users the caller made (BulkResult.bulk_change_id). */
        BulkChangeId: number;
        /** @description One of the signed-in user's passkeys (Passkey.id). */
        PasskeyId: number;
        Id: number;
        /** @description 1-based page number. A page past the last answers an empty page. */
        Page: number;
        /**
         * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
         *     filters, search, sort and page size: that page is read after (or before) the row the
         *     cursor names instead of counting rows from the start, so paging one page at a time stays
         *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
         *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
         *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
         */
        Cursor: string;
        /** @description Rows per page, default 12, at most 500; more is a 422. */
        ItemsPerPage: number;
        /**
         * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
         *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
         *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
         *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
         *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
         */
        Filters: string;
        /** @description Case-insensitive substring over the resource's search fields. */
        SearchString: string;
        /** @description A sortable column of the resource; a leading `-` sorts descending. */
        Sort: string;
        /** @description The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
        Batch: number;
        /**
         * @description The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
         *     `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
         *     No control characters, line breaks or bidirectional overrides (it goes into the mail's
         *     subject and body and the download's Content-Disposition).
         */
        ExportFileName: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCsrfCookie: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cookies `nhia_session` (HttpOnly; `__Host-nhia_session` under https) and `XSRF-TOKEN` are set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /**
             * @description The password was right and either the user has a second factor (`two_factor: true`):
             *     not signed in yet. A new session cookie is set whose session is not signed in (every
             *     call but `POST /two-factor-challenge` answers as to a guest) until the challenge
             *     succeeds within 5 minutes.
             *     Or a role of the user requires a second factor and they have none
             *     (`two_factor_enrolment: true`): signed in (a new session cookie is set), but until a
             *     factor is set up the session may only make the calls marked
             *     `x-second-factor-enrolment` (the Security screen's enrolment); every other call
             *     answers 403 with `code: second_factor_enrolment_required`.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorLoginResponse"];
                };
            };
            /** @description Signed in. A new session cookie is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            419: components["responses"]["CsrfMismatch"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description The same answer whether or not the address exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description Password changed; the user signs in again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeConfirmation"];
            };
        };
        responses: {
            /** @description The email changed; the user signs in with the new address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    twoFactorChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorChallenge"];
            };
        };
        responses: {
            /** @description Signed in. A new session cookie is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    enableTwoFactorAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enrolment started. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            /** @description An authenticator app is already confirmed; remove it first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            428: components["responses"]["PasswordConfirmationRequired"];
        };
    };
    disableTwoFactorAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    showTwoFactorQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code for the authenticator app. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorQrCode"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    showTwoFactorSecretKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret key (base32). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSecretKey"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    confirmTwoFactorAuthentication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCode"];
            };
        };
        responses: {
            /** @description Confirmed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    showRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ten codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Made; show them with `GET /user/two-factor-recovery-codes`. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
            /** @description No second factor to back up. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    confirmPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmation"];
            };
        };
        responses: {
            /** @description Confirmed (Fortify's answer, no body); the window starts now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getConfirmedPasswordStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fortify's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmedPasswordStatus"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    confirmSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorChallenge"];
            };
        };
        responses: {
            /** @description Confirmed; the session holds a second factor given now. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's passkeys, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    registerPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistration"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistered"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PasswordConfirmationRequired"];
        };
    };
    passkeyRegistrationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options for `navigator.credentials.create()` (as @simplewebauthn/browser takes them). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationOptions"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PasswordConfirmationRequired"];
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the signed-in user's passkeys (Passkey.id). */
                passkey: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    renamePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the signed-in user's passkeys (Passkey.id). */
                passkey: components["parameters"]["PasskeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyName"];
            };
        };
        responses: {
            /** @description Renamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Passkey"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    passkeyConfirmationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options for `navigator.credentials.get()`, allowing the user's passkeys only. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAuthenticationOptions"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
            419: components["responses"]["CsrfMismatch"];
            /** @description The user has no passkey (`errors.credential` says so). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyAssertion"];
            };
        };
        responses: {
            /** @description Confirmed; the session holds a second factor given now. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    passkeyChallengeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options for `navigator.credentials.get()`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAuthenticationOptions"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    passkeyChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyAssertion"];
            };
        };
        responses: {
            /** @description Signed in. A new session cookie is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    passkeyLoginOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options for `navigator.credentials.get()`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAuthenticationOptions"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    passkeyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyLogin"];
            };
        };
        responses: {
            /** @description Signed in. A new session cookie is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service and its database answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready; `reasons` says why. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserResponse"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    listMySessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
        };
    };
    endMySession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A session's public id (SessionSummary.id). */
                session: components["parameters"]["SessionPublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended; every process refuses it from its next call. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMyTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's second factors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    listServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The eight platform services. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceCatalogue"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
        };
    };
    listUsers: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    exportUsers: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
                /** @description The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
                batch: components["parameters"]["Batch"];
                /**
                 * @description The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
                 *     `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
                 *     No control characters, line breaks or bidirectional overrides (it goes into the mail's
                 *     subject and body and the download's Content-Disposition).
                 */
                export_file_name: components["parameters"]["ExportFileName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["ExportAccepted"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listUserOptions: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Options"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setUsersStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersStatusChange"];
            };
        };
        responses: {
            200: components["responses"]["BulkResult"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    changeUsersRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersRoleChange"];
            };
        };
        responses: {
            200: components["responses"]["BulkResult"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    previewMatchingUsers: {
        parameters: {
            query?: {
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching users, as the confirm step shows them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchingUsers"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setMatchingUsersStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchingUsersStatusChange"];
            };
        };
        responses: {
            200: components["responses"]["BulkResult"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["MatchingChanged"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    changeMatchingUsersRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchingUsersRoleChange"];
            };
        };
        responses: {
            200: components["responses"]["BulkResult"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["MatchingChanged"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    undoUsersBulkChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A bulk change of users the caller made (BulkResult.bulk_change_id). */
                bulkChange: components["parameters"]["BulkChangeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many users were restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndoResult"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    dryRunUsersImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersImportFile"];
            };
        };
        responses: {
            /** @description Every row checked; nothing written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersImportDryRun"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["FileTooLarge"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ChecksBusy"];
        };
    };
    readUsersImportHeadings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersImportUpload"];
            };
        };
        responses: {
            /** @description The file's column headings, in its order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersImportHeadings"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["FileTooLarge"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ChecksBusy"];
        };
    };
    downloadUsersImportErrors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersImportFile"];
            };
        };
        responses: {
            /** @description The .xlsx file (no row but the heading row when every row is valid). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersImportErrorsFile"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["FileTooLarge"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ChecksBusy"];
        };
    };
    commitUsersImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsersImportFile"];
            };
        };
        responses: {
            /** @description Every row passed; the import job is queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersImportJob"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["FileTooLarge"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ChecksBusy"];
        };
    };
    getUsersImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An import job's id (commitUsersImport's answer). */
                importJob: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The import job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersImportJob"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyUsersImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's latest imports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersImportJobList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAccessReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessReviewList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createAccessReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessReviewInput"];
            };
        };
        responses: {
            /** @description Started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessReview"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description A campaign over this scope is open already; close it first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyAccessReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's campaigns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyAccessReviewList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAccessReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An access review campaign's id. */
                accessReview: components["parameters"]["AccessReviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The campaign. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessReview"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    closeAccessReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An access review campaign's id. */
                accessReview: components["parameters"]["AccessReviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessReview"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The campaign is closed already, or past its deadline. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportAccessReviewEvidence: {
        parameters: {
            query: {
                /** @description The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
                batch: components["parameters"]["Batch"];
                /**
                 * @description The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
                 *     `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
                 *     No control characters, line breaks or bidirectional overrides (it goes into the mail's
                 *     subject and body and the download's Content-Disposition).
                 */
                export_file_name: components["parameters"]["ExportFileName"];
            };
            header?: never;
            path: {
                /** @description An access review campaign's id. */
                accessReview: components["parameters"]["AccessReviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["ExportAccepted"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMyAccessReviewItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An access review campaign's id. */
                accessReview: components["parameters"]["AccessReviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's items, by id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessReviewItemList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    decideAccessReviewItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An access review campaign's id. */
                accessReview: components["parameters"]["AccessReviewId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessReviewDecision"];
            };
        };
        responses: {
            /** @description Decided; the items as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessReviewItemList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The campaign is closed, or past its deadline. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    activateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, now active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, now inactive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetail"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getUserHistory: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the user's history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's sessions (`current` marks the caller's own when they view themselves). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    endUserSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
                /** @description A session's public id (SessionSummary.id). */
                session: components["parameters"]["SessionPublicId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended; every process refuses it from its next call. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getUserTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's second factors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    resetUserTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset; the user's sessions have ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reset link is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listRoles: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportRoles: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
                /** @description The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
                batch: components["parameters"]["Batch"];
                /**
                 * @description The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
                 *     `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
                 *     No control characters, line breaks or bidirectional overrides (it goes into the mail's
                 *     subject and body and the download's Content-Disposition).
                 */
                export_file_name: components["parameters"]["ExportFileName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["ExportAccepted"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listRoleOptions: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Options"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRoleMatrix: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matrix. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleMatrix"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    previewRoleUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleUpdate"];
            };
        };
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleChangePreview"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getRoleHistory: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the role's history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPermissions: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the catalogue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportPermissions: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
                /** @description The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
                batch: components["parameters"]["Batch"];
                /**
                 * @description The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
                 *     `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
                 *     No control characters, line breaks or bidirectional overrides (it goes into the mail's
                 *     subject and body and the download's Content-Disposition).
                 */
                export_file_name: components["parameters"]["ExportFileName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["ExportAccepted"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPermission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permission. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionDetail"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listTpas: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of TPAs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TpaList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createTpa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TpaInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tpa"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportTpas: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
                /** @description The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
                batch: components["parameters"]["Batch"];
                /**
                 * @description The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
                 *     `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
                 *     No control characters, line breaks or bidirectional overrides (it goes into the mail's
                 *     subject and body and the download's Content-Disposition).
                 */
                export_file_name: components["parameters"]["ExportFileName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["ExportAccepted"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTpaOptions: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Options"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTpa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TPA. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tpa"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateTpa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TpaUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tpa"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    suspendTpa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TPA, now suspended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tpa"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    reactivateTpa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TPA, now active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tpa"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getTpaHistory: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the TPA's history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMinistries: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ministries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MinistryList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createMinistry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MinistryInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ministry"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportMinistries: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
                /** @description The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
                batch: components["parameters"]["Batch"];
                /**
                 * @description The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
                 *     `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
                 *     No control characters, line breaks or bidirectional overrides (it goes into the mail's
                 *     subject and body and the download's Content-Disposition).
                 */
                export_file_name: components["parameters"]["ExportFileName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["ExportAccepted"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMinistryOptions: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Options"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMinistry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ministry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ministry"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateMinistry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MinistryUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ministry"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    suspendMinistry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ministry, now suspended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ministry"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
        };
    };
    reactivateMinistry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ministry, now active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ministry"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMinistryHistory: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the ministry's history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listActivityLogs: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description The `next_cursor` or `previous_cursor` of an earlier answer of this list with the same
                 *     filters, search, sort and page size: that page is read after (or before) the row the
                 *     cursor names instead of counting rows from the start, so paging one page at a time stays
                 *     fast however deep it goes, and a row added or removed meanwhile neither repeats nor skips a
                 *     row. It takes the place of `page`. A cursor that was altered, or that belongs to another
                 *     list, filter, search, sort or page size, is a 422 (docs/lists.md, Cursors).
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLogList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportActivityLogs: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
                /**
                 * @description A JSON-encoded array of `ListFilter` objects (docs/lists.md). Only filters with a value
                 *     count; a date range's value is `[from, to]` as whole days (YYYY-MM-DD, inclusive,
                 *     Africa/Lagos); a relative_day's is one word counted from today in Africa/Lagos: `none`,
                 *     `past`, `more_than_days:N` or `within_days:N` (N a whole number from 1 to 36500), as
                 *     each list's filter offers. An unknown filter name or a malformed value is a 422 naming it.
                 */
                filters?: components["parameters"]["Filters"];
                /** @description Case-insensitive substring over the resource's search fields. */
                search_string?: components["parameters"]["SearchString"];
                /** @description A sortable column of the resource; a leading `-` sorts descending. */
                sort?: components["parameters"]["Sort"];
                /** @description The export batch, 1-based ("Batch n"); at most the list's no_of_batches. */
                batch: components["parameters"]["Batch"];
                /**
                 * @description The name the file is mailed and downloaded under: ASCII letters, digits, spaces and
                 *     `_ - . ( )`, starting with a letter or digit and ending in `.xlsx`, at most 100 characters.
                 *     No control characters, line breaks or bidirectional overrides (it goes into the mail's
                 *     subject and body and the download's Content-Disposition).
                 */
                export_file_name: components["parameters"]["ExportFileName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: components["responses"]["ExportAccepted"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
            423: components["responses"]["SecondFactorRequired"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getActivityLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLog"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listListViews: {
        parameters: {
            query: {
                list: components["schemas"]["ListViewList"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The views and the default. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListViews"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createListView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListViewInput"];
            };
        };
        responses: {
            /** @description Saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListView"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    setDefaultListView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListViewDefault"];
            };
        };
        responses: {
            /** @description Chosen. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getListView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListView"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    updateListView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListViewUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListView"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteListView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; it is nobody's default any more. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            419: components["responses"]["CsrfMismatch"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMyExports: {
        parameters: {
            query: {
                /** @description 1-based page number. A page past the last answers an empty page. */
                page: components["parameters"]["Page"];
                /** @description Rows per page, default 12, at most 500; more is a 422. */
                items_per_page: components["parameters"]["ItemsPerPage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the user's exports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportJobList"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["SecondFactorEnrolmentRequired"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .xlsx file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            401: components["responses"]["LinkUnauthenticated"];
            403: components["responses"]["LinkForbidden"];
            404: components["responses"]["LinkNotFound"];
            410: components["responses"]["LinkGone"];
            422: components["responses"]["ValidationFailed"];
        };
    };
}
