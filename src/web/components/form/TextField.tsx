import { InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { describedByOf, FieldGroup } from './FieldGroup';

export interface TextFieldProps extends Omit<InputGroupProps, 'id' | 'value' | 'onValueChange' | 'intent'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The server's messages for this field; the field is marked invalid while it has some. */
  messages?: readonly string[];
  /** Shown under the field while it has no messages. */
  hint?: string;
}

/** A labelled text input with its messages under it, pointed at by aria-describedby. */
export function TextField({ id, label, messages, hint, required, ...inputProps }: TextFieldProps) {
  const invalid = Boolean(messages?.length);
  return (
    <FieldGroup id={id} label={label} messages={messages} hint={hint} required={required}>
      <InputGroup
        {...inputProps}
        id={id}
        required={required}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        aria-invalid={invalid}
        aria-describedby={describedByOf({ id, messages, hint })}
      />
    </FieldGroup>
  );
}
