import { useState, type FormEvent } from 'react';
import type { FieldErrors } from './fieldErrors';

/** What a create-or-edit form of a record is given by its screens. */
export interface RecordFormProps<Values, Field extends string> {
  initial: Values;
  submitText: string;
  busy: boolean;
  errors: FieldErrors<Field>;
  onSubmit: (values: Values) => void;
  /** Where Cancel leads. */
  cancelTo: string;
}

/** The keys of the values that are typed as text. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

/**
 * A record form's state: its values as edited, a setter per field, the submit handler, and the
 * props of a text field (`${idPrefix}-${key}` as its id, its server messages, disabled while busy).
 */
export function useRecordForm<Values extends object, Field extends string>(
  { initial, busy, errors, onSubmit }: RecordFormProps<Values, Field>,
  idPrefix: string,
) {
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  // TextKey makes values[key] a string; the compiler cannot see that through the generic, hence the casts.
  const textField = <K extends TextKey<Values> & Field>(key: K, label: string) => ({
    id: `${idPrefix}-${key}`,
    label,
    value: values[key] as string,
    onValueChange: set(key) as (text: string) => void,
    messages: errors.fields[key],
    disabled: busy,
  });
  return { values, set, submit, textField };
}
