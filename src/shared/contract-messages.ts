/**
 * The words of a 422, derived from the contract's schemas: the server's request validator and
 * the browser's generated validators report the same ajv issues, and both turn them into
 * messages here (docs/forms.md). A property with an `x-label` gets plain words built from it
 * ("Enter the contact person's name."), its `x-shape` saying what a valid value looks like;
 * one without keeps the generic wording.
 */

/** One failed rule of a schema, as ajv reports it with `verbose: true`. */
export interface SchemaIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  parentSchema?: unknown;
  data?: unknown;
}

export type FieldMessages = Record<string, string[]>;

type SchemaNode = { 'x-label'?: string; 'x-shape'?: string; enum?: unknown[]; type?: string; $ref?: string };
/** The contract's named schemas, for a property that is a `$ref` to one. */
export type NamedSchemas = Record<string, unknown>;

/** Field name of an issue: the missing or extra property, else the path (a.b for nested). */
export function fieldOfIssue(issue: SchemaIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = (issue.params.missingProperty ?? issue.params.additionalProperty) as string | undefined;
  if (extra) return base ? `${base}.${extra}` : extra;
  return base || 'request';
}

function resolved(node: unknown, schemas: NamedSchemas): SchemaNode | undefined {
  const schema = node as SchemaNode | undefined;
  const name = schema?.$ref?.split('/').pop();
  return name ? (schemas[name] as SchemaNode | undefined) : schema;
}

/** The schema of the property an issue is about: a missing one's, from its object's properties. */
function propertyOf(issue: SchemaIssue, schemas: NamedSchemas): SchemaNode | undefined {
  const parent = resolved(issue.parentSchema, schemas);
  if (issue.keyword !== 'required') return parent;
  const properties = (parent as { properties?: Record<string, unknown> } | undefined)?.properties;
  return resolved(properties?.[issue.params.missingProperty as string], schemas);
}

/** A value the user picks rather than types: a list's value, an id, a set of ids. */
const isChosen = (property: SchemaNode) =>
  Boolean(property.enum) || property.type === 'integer' || property.type === 'array';

const isBlank = (data: unknown) => data === undefined || data === null || (typeof data === 'string' && !data.trim());

/**
 * What a labelled schema says of a value not of its shape ("Enter a valid email address (like
 * name@example.com)."); the server's own checks of the same value (an email at sign-in) say it too.
 */
export function notOfShapeMessage(schema: { 'x-label'?: string; 'x-shape'?: string }): string {
  const shape = schema['x-shape'];
  return `Enter a valid ${schema['x-label']}${shape ? ` (${shape})` : ''}.`;
}

function plainMessage(issue: SchemaIssue, property: SchemaNode, label: string): string {
  const { keyword, params } = issue;
  if (keyword === 'maxLength') return `Shorten the ${label} to ${params.limit as number} characters or fewer.`;
  if (keyword === 'maxItems') return `Choose no more than ${params.limit as number} ${label}.`;
  if (keyword === 'required' || isBlank(issue.data)) return `${isChosen(property) ? 'Choose' : 'Enter'} the ${label}.`;
  if (keyword === 'enum') return `Choose the ${label} from the list.`;
  return notOfShapeMessage(property);
}

function genericMessage(issue: SchemaIssue, field: string): string {
  if (issue.keyword === 'required') return `The ${field} field is required.`;
  if (issue.keyword === 'additionalProperties') return `The ${field} field is not allowed.`;
  return `The ${field} field ${issue.message ?? 'is invalid'}.`;
}

/** Every issue's message at its field, each message once: a blank field fails its pattern and its format alike. */
export function messagesOfIssues(issues: readonly SchemaIssue[], schemas: NamedSchemas): FieldMessages {
  // No prototype: a field named "constructor" or "__proto__" (an undeclared property) is just a key.
  const messages: FieldMessages = Object.create(null);
  for (const issue of issues) {
    const field = fieldOfIssue(issue);
    const property = issue.keyword === 'additionalProperties' ? undefined : propertyOf(issue, schemas);
    const message = property?.['x-label']
      ? plainMessage(issue, property, property['x-label'])
      : genericMessage(issue, field);
    const list = (messages[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return messages;
}
