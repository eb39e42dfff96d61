import type { FastifyRequest } from 'fastify';
import { loadContract, type ContractOperation } from './contract';
import { refuseIfAny, unreadableBody, validationFailed, type FieldErrors } from './errors';

/** A NUL (PostgreSQL text cannot hold it) or half of a UTF-16 pair (it has no UTF-8 form). */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface ParameterRef {
  $ref?: string;
  name?: string;
  in?: string;
}

function queryParameterNames(op: ContractOperation): Set<string> {
  const { paths, components } = loadContract() as unknown as {
    paths: Record<string, { parameters?: ParameterRef[] }>;
    components: { parameters: Record<string, ParameterRef> };
  };
  const declared = [
    ...(paths[op.path].parameters ?? []),
    ...((op.spec.parameters as ParameterRef[] | undefined) ?? []),
  ].map((p) => (p.$ref ? components.parameters[p.$ref.split('/').pop()!] : p));
  return new Set(declared.filter((p) => p.in === 'query').map((p) => p.name!));
}

/** Fields (a.b.0 for nested ones) holding an unstorable text, in a key or a value. */
function unstorableFields(value: unknown, field: string): string[] {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [field] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = field ? `${field}.${key}` : key;
    return UNSTORABLE.test(key) ? [at] : unstorableFields(item, at);
  });
}

/** A message at each field of these request parts holding text no database column can store. */
export function unstorableErrors(...parts: unknown[]): FieldErrors {
  return Object.fromEntries(
    parts
      .flatMap((part) => unstorableFields(part, ''))
      .map((field) => [field, [`The ${field} field must not contain NUL characters or unpaired surrogates.`]]),
  );
}

/**
 * Input the contract's schemas let through but the contract does not declare, checked after
 * schema validation (so the values are already shallow and typed): a body missing where one is
 * required (sent without a media type, Fastify validates nothing), a body where none is declared,
 * a query parameter the operation does not declare, and text no database column can store.
 * Each is a 422 naming the field, like every other validation failure.
 */
export function inputGuard(op: ContractOperation) {
  const queryNames = queryParameterNames(op);
  const takesBody = op.spec.requestBody !== undefined;
  // Any operation's query: Fastify's query parser always gives an object of names.
  return async function guardInput(request: FastifyRequest<{ Querystring: Record<string, unknown> }>): Promise<void> {
    if (takesBody && request.body === undefined) throw unreadableBody();
    if (!takesBody && request.body !== undefined)
      throw validationFailed({ body: ['This call takes no request body.'] });
    const undeclared = Object.keys(request.query).filter((name) => !queryNames.has(name));
    if (undeclared.length > 0)
      throw validationFailed(
        Object.fromEntries(undeclared.map((name) => [name, [`The ${name} field is not allowed.`]])),
      );
    refuseIfAny(unstorableErrors(request.params, request.query, request.body));
  };
}
