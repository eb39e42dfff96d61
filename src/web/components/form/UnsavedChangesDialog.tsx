import { Intent } from '@blueprintjs/core';
import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../ConfirmDialog';

/** The question a held move away from a form with unsaved changes asks; Cancel stays on the form. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmText="Leave and discard changes"
      intent={Intent.DANGER}
      busy={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>What you typed on this form has not been saved. Leave and it is lost, or cancel to keep editing.</p>
    </ConfirmDialog>
  );
}
