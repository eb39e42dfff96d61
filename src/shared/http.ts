/** Names of the cookies and headers of the Sanctum-style session (docs/architecture.md). */
export const SESSION_COOKIE = 'nhia_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest';
