import type { FastifyRequest } from 'fastify';
import type { SchemaIssue } from '../shared/contract-messages';
import type { AppContext, OperationRequest } from './context';
import { fieldErrorsOf, validationFailed, type FieldErrors } from './errors';
import { unstorableErrors } from './input-guard';
import type { Operation, OperationId } from './operations';

/**
 * An operation's rules that need the database (a code or an email taken, a TPA that must exist,
 * what a user type needs, who may grant a role), checked on `sound`: the body's fields that passed
 * the contract's schema, so no malformed value reaches a query. A rule whose fields are absent is
 * not checked. Object-level refusals (404, 403) are thrown before any rule answers. The handler
 * runs the same rules on the whole body in its own transaction.
 */
export type BodyRules<Id extends OperationId> = (
  ctx: AppContext,
  request: OperationRequest<Id>,
  sound: Partial<NonNullable<Operation<Id>['Body']>>,
) => Promise<FieldErrors>;

/** The record forms' operations whose refused bodies also answer their database rules (docs/forms.md). */
export type OperationBodyRules = { [Id in OperationId]?: BodyRules<Id> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body field a message key names (`role_ids` of `role_ids.0`). */
const topField = (key: string) => key.split('.')[0];

/**
 * The preHandler of an operation with rules, its route validated with `attachValidation`: a body the contract's schema
 * refuses is answered with one 422 holding its schema messages and those of `rules` on its sound
 * fields, so a form learns every mistake of a submission at once. It runs after the authorization
 * hook (a caller without the permission never gets this far) and writes nothing. Any other
 * refused part (a path parameter) is answered as the app's error handler answers it.
 */
export function everyMistakeAtOnce(ctx: AppContext, all: OperationBodyRules, operationId: string) {
  // The id is read from the contract the rules' types are generated from.
  const rules = all[operationId as OperationId] as BodyRules<OperationId> | undefined;
  if (!rules) return undefined;
  return async function answerEveryMistake(request: FastifyRequest): Promise<void> {
    const refusal = request.validationError;
    if (!refusal) return;
    const body = request.body;
    if (refusal.validationContext !== 'body' || !isObject(body)) throw refusal;
    const errors = fieldErrorsOf(refusal.validation as SchemaIssue[]);
    // Text no column can store is no more sound than a value the schema refused.
    for (const [field, messages] of Object.entries(unstorableErrors(body))) errors[field] ??= messages;
    const refused = new Set(Object.keys(errors).map(topField));
    const sound = Object.fromEntries(Object.entries(body).filter(([field]) => !refused.has(field)));
    const database = await rules(ctx, request as OperationRequest<OperationId>, sound);
    // A rule reading a refused field as absent may have a message at it: the schema's stands alone.
    for (const [field, messages] of Object.entries(database))
      if (!refused.has(topField(field))) errors[field] = messages;
    throw validationFailed(errors);
  };
}
