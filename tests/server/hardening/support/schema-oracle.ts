import Ajv, { type ValidateFunction } from 'ajv';
import { AJV_OPTIONS } from '../../../../src/server/app';
import { REQUEST_AJV_PLUGINS } from '../../../../src/server/calendar-day';
import { loadContract, type ContractOperation } from '../../../../src/server/contract';
import { bodySchemaOf, parametersOf, type Draft, type Parameter } from './request-draft';

/** The server's own validator settings (coercion, defaults) over the contract's schemas. */
const ajv = (() => {
  const instance = new Ajv({ ...AJV_OPTIONS, allErrors: false });
  for (const plugin of REQUEST_AJV_PLUGINS) plugin(instance);
  for (const [name, schema] of Object.entries(loadContract().components.schemas))
    instance.addSchema(schema, `#/components/schemas/${name}`);
  return instance;
})();

/** Parameters as one object schema, as the server validates them; no undeclared query parameter is accepted. */
function objectSchemaOf(parameters: Parameter[], closed: boolean) {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
    ...(closed && { additionalProperties: false }),
  };
}

/** Repeated query keys arrive as an array, as Fastify's query parser gives them. */
function queryObject(pairs: [string, string][]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const known = Object.hasOwn(query, key) ? query[key] : undefined;
    query[key] = known === undefined ? value : [...[known].flat(), value];
  }
  return query;
}

export interface SchemaOracle {
  /** True when the contract's schemas accept the draft's path, query and JSON body. */
  accepts(draft: Draft): boolean;
}

/**
 * Predicts what the request validation of the contract lets through, so that a generated value
 * the server would legitimately accept (a number coerced to a string, a scalar wrapped into an
 * array) is never counted as bad input.
 */
export function schemaOracle(op: ContractOperation): SchemaOracle {
  const parameters = parametersOf(op);
  const validatePath = ajv.compile(
    objectSchemaOf(
      parameters.filter((p) => p.in === 'path'),
      false,
    ),
  );
  const validateQuery = ajv.compile(
    objectSchemaOf(
      parameters.filter((p) => p.in === 'query'),
      true,
    ),
  );
  const bodySchema = bodySchemaOf(op);
  const validateBody: ValidateFunction | undefined = bodySchema && ajv.compile(bodySchema);
  return {
    accepts(draft) {
      if (!validatePath({ ...draft.path }) || !validateQuery(queryObject(draft.query))) return false;
      if (draft.raw !== undefined || draft.contentType !== undefined) return false;
      if (!validateBody) return draft.body === undefined;
      return draft.body !== undefined && validateBody(structuredClone(draft.body));
    },
  };
}
