import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useActivateUserMutation, useDeactivateUserMutation, type UserDetail } from '../../api/generated';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureText } from '../../components/form/fieldErrors';
import { fullName } from './userDisplay';

/**
 * Activate an inactive user, or deactivate an active or pending one, after a confirm step.
 * Deactivation ends the user's sessions at once (the server does it).
 */
export function UserStatusAction({ user, onDone }: { user: UserDetail; onDone: (message: string) => void }) {
  const [activate, activation] = useActivateUserMutation();
  const [deactivate, deactivation] = useDeactivateUserMutation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const activating = user.status === 'inactive';
  const verb = activating ? 'Activate' : 'Deactivate';
  const name = fullName(user);

  const confirm = async () => {
    const result = await (activating ? activate({ id: user.id }) : deactivate({ id: user.id }));
    if (result.error) return setFailure(failureText(result.error));
    setOpen(false);
    // A user who never set a password is pending, not active, until they do.
    const pending = result.data.status === 'pending' ? '; they become active once they set their password' : '';
    onDone(`${activating ? 'Activated' : 'Deactivated'} ${name}${pending}.`);
  };

  return (
    <>
      <Button
        text={verb}
        intent={activating ? Intent.SUCCESS : Intent.DANGER}
        variant="outlined"
        onClick={() => {
          setFailure(undefined);
          setOpen(true);
        }}
      />
      <ConfirmDialog
        isOpen={open}
        title={`${verb} ${name}?`}
        confirmText={verb}
        intent={activating ? Intent.SUCCESS : Intent.DANGER}
        busy={activation.isLoading || deactivation.isLoading}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          {activating
            ? `${name} will be able to sign in again (once they have set a password, if they never did).`
            : `${name} is signed out at once and cannot sign in until activated again.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
