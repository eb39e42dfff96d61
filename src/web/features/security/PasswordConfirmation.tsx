import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactElement } from 'react';
import type { ApiFailure } from '../../api/apiFailure';
import { toApiFailure } from '../../api/apiFailure';
import { useConfirmPasswordMutation } from '../../api/generated';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { FormNotice } from '../../components/form/FormNotice';
import { TextField } from '../../components/form/TextField';

/** The server's refusal of a call that adds a factor until the password is confirmed (the contract's 428). */
export const needsPasswordConfirmation = (failure: ApiFailure) => failure.status === 428;

interface DialogProps {
  isOpen: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Asks for the password (POST /user/confirm-password); the server's 422 at the field, its 429 above it. */
function PasswordConfirmDialog({ isOpen, onConfirmed, onCancel }: DialogProps) {
  const [confirmPassword, { isLoading }] = useConfirmPasswordMutation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password'>>({ fields: {} });

  const close = (then: () => void) => {
    setPassword('');
    setErrors({ fields: {} });
    then();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await confirmPassword({ passwordConfirmation: { password } });
    if (result.error) return setErrors(toFieldErrors(toApiFailure(result.error), ['password']));
    close(onConfirmed);
  };

  return (
    <Dialog
      isOpen={isOpen}
      title="Confirm your password"
      onClose={isLoading ? undefined : () => close(onCancel)}
      canOutsideClickClose={!isLoading}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={isLoading}>
        <DialogBody>
          <p>For your security, type your password again before you add a second factor.</p>
          <FormNotice messages={errors.form} />
          <TextField
            id="confirm-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
            required
            value={password}
            onValueChange={setPassword}
            disabled={isLoading}
            messages={errors.fields.password}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={() => close(onCancel)} disabled={isLoading} />
              <Button type="submit" intent={Intent.PRIMARY} text="Confirm" loading={isLoading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/**
 * Laravel Fortify's password confirmation on the screen: when a call answers that the password
 * must be confirmed first (428), `confirmThen` asks for it in a dialog and, once the server has
 * it, runs `retry` (the same call again). The passkey's registration uses it as set-up does.
 */
export function usePasswordConfirmation(): { confirmThen: (retry: () => void) => void; dialog: ReactElement } {
  const [retry, setRetry] = useState<() => void>();
  const dialog = (
    <PasswordConfirmDialog
      isOpen={retry !== undefined}
      onConfirmed={() => {
        setRetry(undefined);
        retry?.();
      }}
      onCancel={() => setRetry(undefined)}
    />
  );
  return { confirmThen: (next) => setRetry(() => next), dialog };
}
