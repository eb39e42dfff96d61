import { useEffect, useRef, useState, type FormEvent } from 'react';
import { placeMessages, type FieldErrors } from './fieldErrors';

/** What any form of the app gives the mechanism (docs/forms.md). */
export interface FormOptions<Values, Field extends string> {
  initial: Values;
  busy: boolean;
  /** The server's answer to the last submit (useSaveErrors). */
  errors: FieldErrors<Field>;
  onSubmit: (values: Values) => void;
  /** Its inputs' ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  /** The form's fields, where messages are shown (`role_ids.0` at `role_ids`); any other key reads above the form. */
  fields: readonly Field[];
  /** The fields marked "(required)". */
  required: readonly Field[];
  /** The browser's check before sending: messages by field; none, and the values are sent. */
  check: (values: Values) => Record<string, string[]>;
  /**
   * Send what the browser's check refused too, its messages shown meanwhile: the server answers
   * the rules only it can check (a taken code, a role beyond the caller) with the same messages
   * in one 422, and writes nothing for a body the contract's schema refuses (docs/forms.md).
   */
  askServerWhenRefused?: boolean;
}

/** The keys of the values that are typed as text. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

const hasMessages = (errors: FieldErrors<string>) => Object.keys(errors.fields).length > 0 || Boolean(errors.form);
const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The browser's findings, with what a server that judged nothing said (it could not be reached, say). */
const withFormMessages = <Field extends string>(found: FieldErrors<Field>, said: string[] | undefined) =>
  said ? { ...found, form: [...(found.form ?? []), ...said] } : found;

/**
 * A form's state: its values as edited, a setter per field, the submit handler, and the props of
 * a text field (`${idPrefix}-${key}` as its id, its messages, its required mark, disabled while
 * busy). A submit is checked in the browser first: every problem is shown at once, and nothing is
 * sent unless the server is asked for its own rules too (askServerWhenRefused). The focus goes to the first field in error after every refused submit, the browser's or
 * the server's. `frame` is what FormFrame draws and guards.
 */
export function useForm<Values extends object, Field extends string>(options: FormOptions<Values, Field>) {
  const { initial, busy, errors: saveErrors, onSubmit, idPrefix } = options;
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<FieldErrors<Field>>();
  const [attempt, setAttempt] = useState(0);
  /** Sent and not failed since: the screen may leave once it is saved. */
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!saveErrors.failure) return;
    sending.current = false;
    // A server that judged the body answered the browser's findings too (the same schema): its
    // answer is the one shown. One that judged nothing (unreachable, a 500) leaves them in place.
    if (Object.keys(saveErrors.fields).length > 0) setChecked(undefined);
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
    const found = placeMessages(options.check(values), options.fields);
    setAttempt((count) => count + 1);
    const refused = hasMessages(found);
    setChecked(refused ? found : undefined);
    if (refused && !options.askServerWhenRefused) return;
    sending.current = true;
    onSubmit(values);
  };
  /** After a save that keeps the form open (to take another): back to the values it opened with. */
  const reset = () => {
    sending.current = false;
    setValues(initial);
    setChecked(undefined);
  };
  /** A submit that went nowhere (a browser prompt refused, a confirmation asked first): what is typed is unsaved again. */
  const notSent = () => {
    sending.current = false;
  };
  const errors = checked ? withFormMessages(checked, saveErrors.form) : saveErrors;
  const isRequired = (field: Field) => options.required.includes(field);
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
  };
  return { values, setValues, set, submit, reset, notSent, textField, errors, isRequired, frame };
}
