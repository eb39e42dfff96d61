import Ajv, { type ValidateFunction } from 'ajv';
import { hasValue } from '../../shared/lists/has-value';
import { loadContract } from '../contract';
import { validationFailed } from '../errors';
import type { Operation, Schema } from '../operations';

/** The list query every list call shares (contract parameters Page … Sort); the users list takes them all. */
export type ListQuery = Operation<'listUsers'>['Querystring'];

/** A filter that has a value: only those count (docs/lists.md, The list engine). */
export type ActiveFilter = Pick<Schema<'ListFilter'>, 'name' | 'type'> & { value: unknown };

let filtersValidator: ValidateFunction<Schema<'ListFilters'>> | undefined;

/** Compiled at the first list call with filters, not at start, where it cost 0.2 s. */
function validateFilters(): ValidateFunction<Schema<'ListFilters'>> {
  if (filtersValidator) return filtersValidator;
  const ajv = new Ajv({ strict: false, allErrors: false });
  const { schemas } = loadContract().components;
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);
  filtersValidator = ajv.compile<Schema<'ListFilters'>>({ $ref: '#/components/schemas/ListFilters' });
  return filtersValidator;
}

/** Decodes the JSON `filters` parameter and keeps the filters that have a value; 422 when malformed. */
export function parseFilters(raw: string | undefined): ActiveFilter[] {
  if (raw === undefined || raw.trim() === '') return [];
  let decoded: unknown;
  try {
    decoded = JSON.parse(raw);
  } catch {
    throw validationFailed({ filters: ['The filters field must be a JSON array of filter objects.'] });
  }
  const validate = validateFilters();
  if (!validate(decoded)) {
    const where = validate.errors?.[0]?.instancePath || '';
    throw validationFailed({
      filters: [
        `The filters field is malformed${where ? ` at ${where}` : ''}: ${validate.errors?.[0]?.message ?? ''}.`,
      ],
    });
  }
  return decoded.filter((f) => hasValue(f.value)).map(({ name, type, value }) => ({ name, type, value }));
}

/** `-name` → { column: 'name', descending: true }. */
export function parseSort(sort: string | undefined, fallback: string): { column: string; descending: boolean } {
  const value = sort || fallback;
  return value.startsWith('-') ? { column: value.slice(1), descending: true } : { column: value, descending: false };
}

/** A search term as a LIKE pattern: case-insensitive substring, wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
