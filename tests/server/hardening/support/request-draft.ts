import { loadContract, type ContractOperation } from '../../../../src/server/contract';
import { deref, type Schema } from './schema-sample';
import type { ValidRequest } from './valid-request';

/** A parameter of the contract, its schema followed through `$ref`. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

/** The operation's parameters: the path item's and its own. */
export function parametersOf(op: ContractOperation): Parameter[] {
  const shared = (loadContract().paths[op.path] as { parameters?: Parameter[] }).parameters ?? [];
  return [...shared, ...((op.spec.parameters as Parameter[] | undefined) ?? [])].map((p) => {
    const parameter = deref(p);
    return { ...parameter, schema: deref(parameter.schema) };
  });
}

/** The JSON schema of the operation's request body, or undefined when it declares none. */
export function bodySchemaOf(op: ContractOperation): Schema | undefined {
  const requestBody = op.spec.requestBody as { content: Record<string, { schema: Schema }> } | undefined;
  return requestBody && requestBody.content['application/json'].schema;
}

/**
 * A request as the mutations see it: decoded path and query values, and a body that is either
 * a JSON value or raw text sent as it is (malformed JSON, other media types).
 */
export interface Draft {
  path: Record<string, string>;
  query: [string, string][];
  body?: unknown;
  raw?: string;
  /** The Content-Type header; null sends none. Defaults to application/json when there is a body. */
  contentType?: string | null;
}

/** A changed draft, and what the change is (for the report of a failure). */
export interface Mutation {
  label: string;
  draft: Draft;
}

/** A value as a failure report shows it: JSON, long ones cut. */
export const preview = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 50)}…(${text.length} chars)` : text;
};

/** The draft of a valid request built for the operation (valid-request.ts). */
export function draftOf(op: ContractOperation, request: ValidRequest): Draft {
  const [pathPart, queryPart = ''] = request.url.split('?');
  const names = op.path.split('/');
  const values = pathPart.split('/');
  const path = Object.fromEntries(
    names.flatMap((segment, i) =>
      /^\{.+\}$/.test(segment) ? [[segment.slice(1, -1), decodeURIComponent(values[i])]] : [],
    ),
  );
  return { path, query: [...new URLSearchParams(queryPart)], body: request.body };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** What a URL can carry of a text: a lone surrogate has no UTF-8 form, so it arrives as U+FFFD. */
export const urlSafe = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

export interface RenderedRequest {
  method: ContractOperation['method'];
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** The draft as app.inject sends it. */
export function render(op: ContractOperation, draft: Draft): RenderedRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(urlSafe(draft.path[name])));
  const query = draft.query
    .map(([key, value]) => `${encodeURIComponent(urlSafe(key))}=${encodeURIComponent(urlSafe(value))}`)
    .join('&');
  const payload = draft.raw ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body));
  const contentType =
    draft.contentType === undefined ? (payload === undefined ? null : 'application/json') : draft.contentType;
  return {
    method: op.method,
    url: query === '' ? path : `${path}?${query}`,
    ...(payload !== undefined && { payload }),
    headers: contentType === null ? {} : { 'content-type': contentType },
  };
}
