import './form.css';
import { Button, Intent } from '@blueprintjs/core';
import { RouterAnchorButton } from '../RouterAnchorButton';

export interface FormActionsProps {
  submitText: string;
  busy: boolean;
  /** Where Cancel leads. */
  cancelTo: string;
}

/** A record form's submit button, busy while it is sent, and Cancel back to where the user came from. */
export function FormActions({ submitText, busy, cancelTo }: FormActionsProps) {
  return (
    <div className="record-form-actions">
      <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={submitText} />
      <RouterAnchorButton to={cancelTo} variant="minimal" text="Cancel" disabled={busy} />
    </div>
  );
}
