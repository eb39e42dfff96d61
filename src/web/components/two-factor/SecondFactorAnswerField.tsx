import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { toFieldErrorsWaitingAt } from '../form/fieldErrors';
import { TextField, type TextFieldProps } from '../form/TextField';
import { useForm } from '../form/useForm';
import { useSaveErrors } from '../form/useSaveErrors';

/** What a second step takes: a code from the authenticator app, or one of the recovery codes. */
export type SecondFactorAnswer = 'code' | 'recovery_code';

const ANSWERS = ['code', 'recovery_code'] as const;
const NO_ANSWER = { code: '', recovery_code: '' };
const WHEN_BLANK: Record<SecondFactorAnswer, string> = {
  code: 'Enter the 6-digit code from your authenticator app.',
  recovery_code: 'Enter one of your recovery codes.',
};

/** The one field of a second step (sign-in and step-up): its label, keyboard and length follow the answer. */
export function SecondFactorAnswerField({ answer, ...field }: { answer: SecondFactorAnswer } & TextFieldProps) {
  const usingCode = answer === 'code';
  return (
    <TextField
      key={answer}
      inputMode={usingCode ? 'numeric' : 'text'}
      autoComplete={usingCode ? 'one-time-code' : 'off'}
      maxLength={usingCode ? 6 : undefined}
      autoFocus
      {...field}
      label={usingCode ? 'Authentication code' : 'Recovery code'}
    />
  );
}

/**
 * A second step's form (sign-in and step-up) on the app's form mechanism: the answer it takes and
 * the switch to the other, a blank answer said in the browser, the server's refusal at the field
 * (a 429 too: it says how long to wait before typing again). `send` answers the call's failure, if any.
 * Not guarded: a code is good for seconds, nothing typed is worth keeping (docs/forms.md).
 */
export function useSecondFactorForm(
  first: SecondFactorAnswer,
  idPrefix: string,
  busy: boolean,
  send: (
    body: { code: string } | { recovery_code: string },
  ) => Promise<FetchBaseQueryError | SerializedError | undefined>,
) {
  const [answer, setAnswer] = useState(first);
  const save = useSaveErrors(ANSWERS, (failure) => toFieldErrorsWaitingAt(failure, ANSWERS, answer));
  const submit = async (values: typeof NO_ANSWER) => {
    save.clear();
    const body = answer === 'code' ? { code: values.code.trim() } : { recovery_code: values.recovery_code.trim() };
    const error = await send(body);
    if (error) save.fail(error);
  };
  const form = useForm({
    initial: NO_ANSWER,
    busy,
    errors: save.errors,
    onSubmit: (values) => void submit(values),
    idPrefix,
    fields: ANSWERS,
    required: [answer],
    check: (values) => (values[answer].trim() ? {} : { [answer]: [WHEN_BLANK[answer]] }),
  });
  const switchAnswer = () => {
    setAnswer(answer === 'code' ? 'recovery_code' : 'code');
    form.reset();
    save.clear();
  };
  const field = { answer, ...form.textField(answer, '') };
  return { answer, usingCode: answer === 'code', switchAnswer, field, frame: form.frame };
}
