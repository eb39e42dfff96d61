import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { describeFailure, toApiFailure, type ApiFailure } from '../../api/apiFailure';

/** A failed submit's messages: each form field's own, and those that belong to no field. */
export interface FieldErrors<Field extends string> {
  fields: Partial<Record<Field, string[]>>;
  form?: string[];
  /** Counts the failed saves: a new one moves the focus to its first error and re-arms the unsaved-changes guard. */
  failure?: number;
}

/** The form field a server key names: itself, or the list a key like `role_ids.0` is an item of. */
function fieldOf<Field extends string>(key: string, fields: readonly Field[]): Field | undefined {
  return fields.find((field) => key === field || key.startsWith(`${field}.`));
}

/**
 * 422: each message at the field the server names (the contract's Error `errors`); keys of no
 * field, and any other failure, above the form with the server's own message (docs/architecture.md, Calls).
 */
export function toFieldErrors<Field extends string>(failure: ApiFailure, fields: readonly Field[]): FieldErrors<Field> {
  const byKey = failure.status === 422 ? failure.body?.errors : undefined;
  if (!byKey || Object.keys(byKey).length === 0) return { fields: {}, form: [describeFailure(failure)] };
  return placeMessages(byKey, fields);
}

/** As toFieldErrors, but a 429 (wait n seconds) reads at `field`: it says what to do before typing it again. */
export function toFieldErrorsWaitingAt<Field extends string>(
  failure: ApiFailure,
  fields: readonly Field[],
  field: Field,
): FieldErrors<Field> {
  if (failure.status !== 429) return toFieldErrors(failure, fields);
  const atField: Partial<Record<Field, string[]>> = {};
  atField[field] = [describeFailure(failure)];
  return { fields: atField };
}

/**
 * Messages keyed as the contract names a body's fields, placed at the form's fields (or above the
 * form), in the form's order of its fields whatever order they came in (the summary reads them so).
 */
export function placeMessages<Field extends string>(
  byKey: Record<string, string[]>,
  fields: readonly Field[],
): FieldErrors<Field> {
  const atFields: Partial<Record<Field, string[]>> = {};
  let form: string[] | undefined;
  for (const [key, messages] of Object.entries(byKey)) {
    const field = fieldOf(key, fields);
    if (field) atFields[field] = [...(atFields[field] ?? []), ...messages];
    else form = [...(form ?? []), ...messages];
  }
  const inFormOrder: Partial<Record<Field, string[]>> = {};
  for (const field of fields) if (atFields[field]) inFormOrder[field] = atFields[field];
  return form ? { fields: inFormOrder, form } : { fields: inFormOrder };
}

/** Why a change made without a form failed: the server's field messages (a 422 names `ids`), or its message. */
export function failureText(error: FetchBaseQueryError | SerializedError): string {
  return toFieldErrors(toApiFailure(error), []).form?.join(' ') ?? '';
}
