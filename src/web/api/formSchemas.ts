import { messagesOfIssues, type FieldMessages, type SchemaIssue } from '../../shared/contract-messages';
import * as validators from './generated-validators';

/** The request bodies a form fills, each checked in the browser by the contract's own schema. */
export type FormSchemaName = keyof typeof validators.formSchemas;

type Validator = ((body: unknown) => boolean) & { errors?: SchemaIssue[] | null };

/**
 * The messages the server would answer in a 422 for `body`, worded alike (the same schema, the
 * same issues, src/shared/contract-messages.ts); none when it passes. Rules that need the
 * database (a code taken, an existing TPA) remain the server's.
 */
export function contractMessages(schema: FormSchemaName, body: unknown): FieldMessages {
  const validate = validators[schema] as Validator;
  if (validate(body)) return {};
  return messagesOfIssues(validate.errors ?? [], validators.namedSchemas);
}

type FieldSchema = { $ref?: string; pattern?: string; enum?: unknown[] };

/** A field that cannot be left empty: a pattern or a list of values refuses the blank. */
function refusesBlank(field: FieldSchema | undefined): boolean {
  const named = validators.namedSchemas as Record<string, FieldSchema>;
  const resolved = field?.$ref ? named[field.$ref.split('/').pop() ?? ''] : field;
  return Boolean(resolved?.pattern || resolved?.enum);
}

/** The fields a form marks as required: the schema requires them and refuses them blank (a description may be ''). */
export function requiredFieldsOf(schema: FormSchemaName): readonly string[] {
  const { required, properties } = validators.formSchemas[schema] as {
    required: string[];
    properties: Record<string, FieldSchema>;
  };
  return required.filter((field) => refusesBlank(properties[field]));
}
