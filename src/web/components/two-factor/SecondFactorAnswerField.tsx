import { TextField } from '../form/TextField';

/** What a second step takes: a code from the authenticator app, or one of the recovery codes. */
export type SecondFactorAnswer = 'code' | 'recovery_code';

interface SecondFactorAnswerFieldProps {
  answer: SecondFactorAnswer;
  /** Keeps the sign-in's and the step-up's fields apart on one page. */
  idPrefix: string;
  value: string;
  onValueChange: (value: string) => void;
  disabled: boolean;
  messages: string[] | undefined;
}

/** The one field of a second step (sign-in and step-up): its label, keyboard and length follow the answer. */
export function SecondFactorAnswerField({ answer, idPrefix, ...field }: SecondFactorAnswerFieldProps) {
  const usingCode = answer === 'code';
  return (
    <TextField
      key={answer}
      id={usingCode ? `${idPrefix}-code` : `${idPrefix}-recovery-code`}
      label={usingCode ? 'Authentication code' : 'Recovery code'}
      inputMode={usingCode ? 'numeric' : 'text'}
      autoComplete={usingCode ? 'one-time-code' : 'off'}
      maxLength={usingCode ? 6 : undefined}
      autoFocus
      required
      {...field}
    />
  );
}
