import { Button, Dialog, Intent } from '@blueprintjs/core';
import { useState, type ReactElement } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import type { ApiFailure } from '../../api/apiFailure';
import { useConfirmPasswordMutation } from '../../api/generated';
import { FormFrame } from '../../components/form/FormFrame';
import { requiredFields } from '../../components/form/requiredFields';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { useSaveErrors } from '../../components/form/useSaveErrors';

/** The server's refusal of a call that adds a factor until the password is confirmed (the contract's 428). */
export const needsPasswordConfirmation = (failure: ApiFailure) => failure.status === 428;

const FIELDS = ['password'] as const;
const REQUIRED = requiredFields<{ password: string }, 'password'>({ password: ACCOUNT_MESSAGES.password });

interface DialogProps {
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * Asks for the password (POST /user/confirm-password), mounted afresh each time it is asked; a
 * blank one said here, the server's 422 at the field, its 429 above it. Not guarded: a password is
 * typed again, never kept (docs/forms.md).
 */
function PasswordConfirmDialog({ onConfirmed, onCancel }: DialogProps) {
  const [confirmPassword, { isLoading }] = useConfirmPasswordMutation();
  const save = useSaveErrors(FIELDS);
  const send = async (password: string) => {
    save.clear();
    const result = await confirmPassword({ passwordConfirmation: { password } });
    if (result.error) save.fail(result.error);
    else onConfirmed();
  };
  const form = useForm({
    initial: { password: '' },
    busy: isLoading,
    errors: save.errors,
    onSubmit: ({ password }) => void send(password),
    idPrefix: 'confirm',
    fields: FIELDS,
    ...REQUIRED,
  });

  const actions = (
    <>
      <Button text="Cancel" onClick={onCancel} disabled={isLoading} />
      <Button type="submit" intent={Intent.PRIMARY} text="Confirm" loading={isLoading} />
    </>
  );
  return (
    <Dialog
      isOpen
      title="Confirm your password"
      onClose={isLoading ? undefined : onCancel}
      canOutsideClickClose={!isLoading}
    >
      <FormFrame frame={form.frame} inDialog guard={false} actions={actions}>
        <p>For your security, type your password again before you add a second factor.</p>
        <TextField
          {...form.textField('password', 'Password')}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
      </FormFrame>
    </Dialog>
  );
}

/**
 * Laravel Fortify's password confirmation on the screen: when a call answers that the password
 * must be confirmed first (428), `confirmThen` asks for it in a dialog and, once the server has
 * it, runs `retry` (the same call again). The passkey's registration uses it as set-up does.
 */
export function usePasswordConfirmation(): { confirmThen: (retry: () => void) => void; dialog: ReactElement | null } {
  const [retry, setRetry] = useState<() => void>();
  const dialog = retry ? (
    <PasswordConfirmDialog
      onConfirmed={() => {
        setRetry(undefined);
        retry();
      }}
      onCancel={() => setRetry(undefined)}
    />
  ) : null;
  return { confirmThen: (next) => setRetry(() => next), dialog };
}
