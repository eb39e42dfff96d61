import './form.css';
import { FormGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';

export interface FieldGroupProps {
  /** The id of the field's input, which the label names. */
  id: string;
  label: string;
  /** The server's messages for this field; they replace the hint while there are some. */
  messages?: readonly string[];
  hint?: string;
  /** Marked on its label: the contract requires it. */
  required?: boolean;
  children: ReactNode;
}

/** The ids a field's input points at with aria-describedby: its messages, or else its hint. */
export function describedByOf({
  id,
  messages,
  hint,
}: Pick<FieldGroupProps, 'id' | 'messages' | 'hint'>): string | undefined {
  if (messages?.length) return `${id}-messages`;
  return hint ? `${id}-hint` : undefined;
}

/** A labelled form field with its messages (or hint) under it. */
export function FieldGroup({ id, label, messages, hint, required, children }: FieldGroupProps) {
  const invalid = Boolean(messages?.length);
  return (
    <FormGroup
      label={label}
      labelFor={id}
      // The mark is the stylesheet's (form.css): the input's own `required` is what assistive technology announces.
      className={required ? 'required-field' : undefined}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      helperText={
        invalid ? (
          <FieldMessages id={`${id}-messages`} messages={messages} />
        ) : (
          hint && <span id={`${id}-hint`}>{hint}</span>
        )
      }
    >
      {children}
    </FormGroup>
  );
}
