import { loadContract } from '../../../../src/server/contract';

/** The part of an OpenAPI 3.0 schema the hardening suites read. */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  allOf?: Schema[];
}

let serial = 0;
/** A number no earlier call returned: unique names, codes and emails within a test file. */
export const nextSerial = (): number => ++serial;

/** A `$ref` of the contract (`#/components/...`) followed to the node it names. */
export function deref<T>(node: T | { $ref: string }): T {
  let current: unknown = node;
  while (current !== null && typeof current === 'object' && '$ref' in current) {
    const pointer = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], loadContract());
  }
  return current as T;
}

/** allOf merged into one object schema (the contract uses it only to extend objects). */
function flatten(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => flatten(deref(part)));
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties)),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

/**
 * What the schema cannot say about a field (a unique email, the id of a row that exists):
 * a value for that field name, or undefined to let the schema decide.
 */
export type FieldValue = (name: string) => unknown;

function text(schema: Schema, name: string): string {
  if (schema.format === 'date') return '2020-01-31';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email') return `sample.${nextSerial()}@example.org`;
  const value = `${name} ${nextSerial()}`.slice(0, schema.maxLength ?? Infinity);
  return value.padEnd(schema.minLength ?? 0, 'x');
}

/**
 * A value the schema accepts, with only the required properties of objects: enums give their
 * first value, numbers their minimum, arrays their minimum length, strings a unique text within
 * their length limits. `fieldValue` overrides any field by name, at any depth.
 */
export async function sampleOf(node: Schema, name: string, fieldValue: FieldValue): Promise<unknown> {
  const given = await fieldValue(name);
  if (given !== undefined) return given;
  const schema = flatten(deref(node));
  if (schema.enum) return schema.enum.find((value) => value !== null);
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'object': {
      const entries = [];
      for (const key of schema.required ?? [])
        entries.push([key, await sampleOf(schema.properties?.[key] ?? {}, key, fieldValue)]);
      return Object.fromEntries(entries);
    }
    case 'array': {
      const item = deref(schema.items ?? {});
      const count = schema.minItems ?? 0;
      if (schema.uniqueItems && item.enum) return item.enum.slice(0, count);
      return Promise.all(Array.from({ length: count }, () => sampleOf(item, name, fieldValue)));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return text(schema, name);
    default:
      throw new Error(`The sampler cannot make a value for "${name}": ${JSON.stringify(schema)}`);
  }
}
