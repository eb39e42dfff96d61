import { contractMessages, requiredFieldsOf, type FormSchemaName } from '../../api/formSchemas';
import type { FieldErrors } from './fieldErrors';
import { useConflictMerge, type TheirVersion } from './useConflictMerge';
import { useForm } from './useForm';

/** What a create-or-edit form of a record is given by its screens. */
export interface RecordFormProps<Values, Field extends string> {
  initial: Values;
  submitText: string;
  busy: boolean;
  errors: FieldErrors<Field>;
  onSubmit: (values: Values) => void;
  /** Where Cancel leads. */
  cancelTo: string;
  /** After a 409 on an edit: what someone else saved since, for the form to merge field by field. */
  theirs?: TheirVersion<Values>;
}

/** How a form is checked in the browser: by the contract's schema of the body it sends. */
export interface FormContract<Values, Field extends string> {
  schema: FormSchemaName;
  /** The body these values would be sent as. */
  bodyOf: (values: Values) => unknown;
  /** The form's fields, where the schema's messages are shown (`role_ids.0` at `role_ids`). */
  fields: readonly Field[];
}

/**
 * A record form: the app's form (useForm) checked by the contract's schema of the body it sends
 * and, in the same submit, by the server's rules that need the database; its required marks the schema's, and after a 409 their version merged field by field
 * (docs/forms.md).
 */
export function useRecordForm<Values extends object, Field extends string>(
  props: RecordFormProps<Values, Field>,
  idPrefix: string,
  contract: FormContract<Values, Field>,
) {
  const form = useForm({
    ...props,
    idPrefix,
    fields: contract.fields,
    required: requiredFieldsOf(contract.schema) as Field[],
    check: (values) => contractMessages(contract.schema, contract.bodyOf(values)),
    askServerWhenRefused: true,
  });
  const merge = useConflictMerge(props.initial, form.values, form.setValues, props.theirs);
  return { ...form, frame: { ...form.frame, merge } };
}
