import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';

type BackendQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
type BackendResult = Awaited<ReturnType<BackendQuery>>;

/** Laravel Sanctum's path that (re)issues the XSRF-TOKEN cookie (openapi operation getCsrfCookie). */
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
/** Laravel's "page expired": the anti-forgery token was missing or stale. */
export const CSRF_MISMATCH_STATUS = 419;

/** One refresh in flight per store, so that several calls failing together share it. */
const refreshesInFlight = new WeakMap<object, Promise<BackendResult>>();

function refreshCsrfCookie(query: BackendQuery, api: BaseQueryApi, extraOptions: object): Promise<BackendResult> {
  const key = api.extra as object;
  const inFlight = refreshesInFlight.get(key);
  if (inFlight) return inFlight;
  const refresh = Promise.resolve(query(CSRF_COOKIE_PATH, api, extraOptions)).finally(() =>
    refreshesInFlight.delete(key),
  );
  refreshesInFlight.set(key, refresh);
  return refresh;
}

function isCsrfCall(args: string | FetchArgs): boolean {
  return (typeof args === 'string' ? args : args.url) === CSRF_COOKIE_PATH;
}

/**
 * A 419 means the XSRF-TOKEN cookie expired or was never issued: fetch a fresh one once and
 * retry the call once. Any other answer, and a second 419, is passed on unchanged (docs/architecture.md, Calls).
 */
export function retryOnceAfterCsrfRefresh(query: BackendQuery): BackendQuery {
  return async (args, api, extraOptions = {}) => {
    const first = await query(args, api, extraOptions);
    if (first.error?.status !== CSRF_MISMATCH_STATUS || isCsrfCall(args)) return first;
    const refreshed = await refreshCsrfCookie(query, api, extraOptions);
    if (refreshed.error) return first;
    return query(args, api, extraOptions);
  };
}
