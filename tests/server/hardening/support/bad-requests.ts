import fc from 'fast-check';
import type { ContractOperation } from '../../../../src/server/contract';
import { badBody, badBodyOfBodyless } from './bad-body';
import { badFilters, badSortKey } from './bad-list-query';
import { anyJson, badNumber, hugeText, nastyText } from './bad-values';
import {
  parametersOf,
  preview,
  render,
  urlSafe,
  type Draft,
  type Mutation,
  type Parameter,
  type RenderedRequest,
} from './request-draft';
import { schemaOracle, type SchemaOracle } from './schema-oracle';

/** A request the server must refuse, and what makes it bad. */
export interface BadRequest extends RenderedRequest {
  label: string;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Anything a URL can carry that may be wrong for a parameter: the oracle keeps what is. */
function anyParameterText(maxLength = 1000): fc.Arbitrary<string> {
  return fc.oneof(badNumber.map(String), anyJson.map(asText), nastyText, hugeText(maxLength)).map(urlSafe);
}

const withQuery = (draft: Draft, name: string, values: string[]): Draft => ({
  ...draft,
  query: [...draft.query.filter(([key]) => key !== name), ...values.map((value): [string, string] => [name, value])],
});

/** A well-formed path value naming no record: an id past the last, a nil-shaped UUID, or a token of the link's shape. */
function missingPathValue(parameter: Parameter): string {
  if (parameter.schema.type === 'integer') return String(parameter.schema.maximum ?? 2147483647);
  return parameter.schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'A'.repeat(43);
}

/** A value in a path parameter that the contract refuses, or a well-formed one naming no record. */
function badPathValue(parameter: Parameter, base: Draft, oracle: SchemaOracle): fc.Arbitrary<Mutation> {
  const at = (value: string): Mutation => ({
    label: `path ${parameter.name} = ${preview(value)}`,
    draft: { ...base, path: { ...base.path, [parameter.name]: value } },
  });
  const malformed = anyParameterText(100)
    .filter((value) => !['', '.', '..'].includes(value))
    .map(at)
    .filter((m) => !oracle.accepts(m.draft));
  return fc.oneof(
    { weight: 5, arbitrary: malformed },
    fc.constant({ ...at(missingPathValue(parameter)), label: `path ${parameter.name} names no record` }),
  );
}

/** A declared query parameter given a refused value, given twice, or (when required) left out. */
function badQueryValue(parameter: Parameter, base: Draft, oracle: SchemaOracle): fc.Arbitrary<Mutation> {
  const { name, schema } = parameter;
  const set = (values: string[], label: string): Mutation => ({
    label: `query ${name} ${label}`,
    draft: withQuery(base, name, values),
  });
  const shapes = [
    anyParameterText(schema.maxLength).map((value) => set([value], `= ${preview(value)}`)),
    fc
      .tuple(anyParameterText(schema.maxLength), anyParameterText(schema.maxLength))
      .map(([a, b]) => set([a, b], `given twice: ${preview([a, b])}`)),
    ...(parameter.required ? [fc.constant(set([], 'left out'))] : []),
  ];
  return fc.oneof(...shapes).filter((m) => !oracle.accepts(m.draft));
}

/** A text parameter holding a NUL, which no PostgreSQL text can store. */
function nulInQuery(parameter: Parameter, base: Draft): fc.Arbitrary<Mutation> {
  const given = base.query.find(([key]) => key === parameter.name)?.[1] ?? 'ab';
  const value = `${given.slice(0, 1)}\u0000${given.slice(1)}`;
  return fc.constant({ label: `query ${parameter.name} holds a NUL`, draft: withQuery(base, parameter.name, [value]) });
}

/** Query mutations of the list engine's own parameters, beyond their shape in the contract. */
function listQueryMutations(names: Set<string>, base: Draft): fc.Arbitrary<Mutation>[] {
  return [
    ...(names.has('filters')
      ? [
          badFilters.map(({ label, value }) => ({
            label: `filters: ${label} ${preview(value)}`,
            draft: withQuery(base, 'filters', [value]),
          })),
        ]
      : []),
    ...(names.has('sort')
      ? [
          badSortKey.map((key) => ({
            label: `sort by undeclared ${preview(key)}`,
            draft: withQuery(base, 'sort', [key]),
          })),
        ]
      : []),
  ];
}

/** A query parameter the operation does not declare. */
function unknownQueryParameter(declared: Set<string>, base: Draft, oracle: SchemaOracle): fc.Arbitrary<Mutation> {
  const name = fc
    .oneof(
      fc.constantFrom('is_admin', 'id', 'user_id', '__proto__', 'constructor', 'page[]', 'filters[0][name]', 'PAGE'),
      nastyText.map(urlSafe),
    )
    .filter((key) => !declared.has(key));
  return fc
    .tuple(name, fc.oneof(nastyText.map(urlSafe), fc.constant('')))
    .map(([key, value]) => ({
      label: `undeclared query ${preview(key)} = ${preview(value)}`,
      draft: { ...base, query: [...base.query, [key, value] as [string, string]] },
    }))
    .filter((m) => !oracle.accepts(m.draft));
}

/** Every way this operation's request can be bad, weighted so each kind is well represented. */
function mutationsOf(op: ContractOperation, base: Draft): fc.Arbitrary<Mutation> {
  const oracle = schemaOracle(op);
  const parameters = parametersOf(op);
  const query = parameters.filter((p) => p.in === 'query');
  const names = new Set(query.map((p) => p.name));
  const texts = query.filter((p) => p.schema.type === 'string');
  const kinds: fc.WeightedArbitrary<Mutation>[] = [
    ...parameters.filter((p) => p.in === 'path').map((p) => ({ weight: 6, arbitrary: badPathValue(p, base, oracle) })),
    ...query.map((p) => ({ weight: 3, arbitrary: badQueryValue(p, base, oracle) })),
    ...texts.map((p) => ({ weight: 1, arbitrary: nulInQuery(p, base) })),
    ...listQueryMutations(names, base).map((arbitrary) => ({ weight: 6, arbitrary })),
    { weight: 2, arbitrary: unknownQueryParameter(names, base, oracle) },
  ];
  const body = badBody(op, base, oracle);
  if (body) kinds.push({ weight: 10, arbitrary: body.fields }, { weight: 4, arbitrary: body.whole });
  const bodyless = badBodyOfBodyless(op, base);
  if (bodyless) kinds.push({ weight: 4, arbitrary: bodyless });
  return fc.oneof(...kinds);
}

/** `count` bad requests for the operation, derived from a valid one; the same seed gives the same requests. */
export function badRequestsFor(
  op: ContractOperation,
  base: Draft,
  options: { seed: number; count: number },
): BadRequest[] {
  return fc
    .sample(mutationsOf(op, base), { seed: options.seed, numRuns: options.count })
    .map(({ label, draft }) => ({ label, ...render(op, draft) }));
}
