import { Intent, TextArea, type TextAreaProps } from '@blueprintjs/core';
import { describedByOf, FieldGroup } from './FieldGroup';

export interface TextAreaFieldProps extends Omit<TextAreaProps, 'id' | 'value' | 'onChange' | 'intent'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The server's messages for this field; the field is marked invalid while it has some. */
  messages?: readonly string[];
}

/** A labelled multi-line text input with its messages under it, pointed at by aria-describedby. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  messages,
  required,
  ...textAreaProps
}: TextAreaFieldProps) {
  const invalid = Boolean(messages?.length);
  return (
    <FieldGroup id={id} label={label} messages={messages} required={required}>
      <TextArea
        fill
        rows={2}
        {...textAreaProps}
        id={id}
        required={required}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        intent={invalid ? Intent.DANGER : Intent.NONE}
        aria-invalid={invalid}
        aria-describedby={describedByOf({ id, messages })}
      />
    </FieldGroup>
  );
}
