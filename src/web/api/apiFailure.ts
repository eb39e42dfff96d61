import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Error as ErrorBody } from './generated';

/** A failed call as screens see it: the HTTP status (or why there was none) and the contract's Error body. */
export interface ApiFailure {
  status: number | 'network';
  body?: ErrorBody;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

export function toApiFailure(error: FetchBaseQueryError | SerializedError): ApiFailure {
  if (!('status' in error)) return { status: 'network' };
  const body = 'data' in error && isErrorBody(error.data) ? error.data : undefined;
  return { status: typeof error.status === 'number' ? error.status : 'network', body };
}

/** The server's own message, or the bare status: no product-specific wording (docs/architecture.md, Calls). */
export function describeFailure(failure: ApiFailure): string {
  if (failure.body) return failure.body.message;
  return failure.status === 'network' ? 'The server could not be reached.' : `Request failed (HTTP ${failure.status}).`;
}
