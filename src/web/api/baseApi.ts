import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { retryOnceAfterCsrfRefresh } from './sessionAwareQuery';
import { retryAfterStepUp, type StepUpPrompt } from './stepUp';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, XSRF_COOKIE, XSRF_HEADER } from '../../shared/http';

/** What the store passes to every call: the backend's address. */
export interface ApiExtra {
  apiHost: string;
  /** Reads a cookie by name; the browser's document.cookie by default, a jar in contract tests. */
  readCookie: (name: string) => string | undefined;
  /** The app's step-up dialog, asked when a call answers 423; none in a store without the app. */
  stepUp?: StepUpPrompt;
}

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/**
 * Every call carries the XMLHttpRequest marker, sends cookies cross-site, echoes the
 * XSRF-TOKEN cookie in X-XSRF-TOKEN and has no timeout (docs/architecture.md, Calls).
 */
const backendQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const extra = api.extra as ApiExtra;
  const rawQuery = fetchBaseQuery({
    baseUrl: extra.apiHost,
    credentials: 'include',
    prepareHeaders: (headers) => {
      headers.set(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
      headers.set('Accept', 'application/json');
      const xsrf = extra.readCookie(XSRF_COOKIE);
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
      return headers;
    },
  });
  return rawQuery(args, api, extraOptions);
};

/** The one API slice; generated.ts injects every endpoint of openapi/openapi.yaml into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  // A 423 asks for a second factor, then sends the same call again (docs/security.md, Step-up).
  baseQuery: retryAfterStepUp(retryOnceAfterCsrfRefresh(backendQuery), (extra) => (extra as ApiExtra).stepUp),
  endpoints: () => ({}),
});
