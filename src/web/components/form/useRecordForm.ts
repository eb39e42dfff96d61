import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contractMessages, requiredFieldsOf, type FormSchemaName } from '../../api/formSchemas';
import { placeMessages, type FieldErrors } from './fieldErrors';
import { useConflictMerge, type TheirVersion } from './useConflictMerge';

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

/** The keys of the values that are typed as text. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

const hasMessages = (errors: FieldErrors<string>) => Object.keys(errors.fields).length > 0 || Boolean(errors.form);
const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A record form's state: its values as edited, a setter per field, the submit handler, and the
 * props of a text field (`${idPrefix}-${key}` as its id, its messages, required as the schema
 * says, disabled while busy). A submit is checked by the contract's schema first: every problem
 * is shown at once and nothing is sent. The focus goes to the first field in error after every
 * failed submit, the browser's or the server's; after a 409 it merges their version field by
 * field (docs/forms.md).
 */
export function useRecordForm<Values extends object, Field extends string>(
  props: RecordFormProps<Values, Field>,
  idPrefix: string,
  contract: FormContract<Values, Field>,
) {
  const { initial, busy, errors: saveErrors, onSubmit } = props;
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<FieldErrors<Field>>();
  const [attempt, setAttempt] = useState(0);
  /** Sent and not failed since: the screen may leave once it is saved. */
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!saveErrors.failure) return;
    sending.current = false;
    setAttempt((count) => count + 1);
  }, [saveErrors.failure]);
  useEffect(() => {
    if (attempt === 0) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? formRef.current?.querySelector<HTMLElement>('.error-summary'))?.focus();
  }, [attempt]);

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      sending.current = false;
      setValues((v) => ({ ...v, [key]: value }));
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = placeMessages(contractMessages(contract.schema, contract.bodyOf(values)), contract.fields);
    setAttempt((count) => count + 1);
    if (hasMessages(found)) return setChecked(found);
    setChecked(undefined);
    sending.current = true;
    onSubmit(values);
  };
  const merge = useConflictMerge(initial, values, setValues, props.theirs);
  const errors = checked ?? saveErrors;
  const required = requiredFieldsOf(contract.schema);
  const isRequired = (field: Field) => required.includes(field);
  // TextKey makes values[key] a string; the compiler cannot see that through the generic, hence the casts.
  const textField = <K extends TextKey<Values> & Field>(key: K, label: string) => ({
    id: `${idPrefix}-${key}`,
    label,
    value: values[key] as string,
    onValueChange: set(key) as (text: string) => void,
    messages: errors.fields[key],
    required: isRequired(key),
    disabled: busy,
  });
  const frame = {
    formRef,
    submit,
    errors,
    busy,
    idOf: (field: Field) => `${idPrefix}-${field}`,
    shouldAskBeforeLeaving: () => !sending.current && !sameValues(values, initial),
    merge,
  };
  return { values, set, submit, textField, errors, isRequired, frame };
}
