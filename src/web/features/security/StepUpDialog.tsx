import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import {
  useConfirmSecondFactorMutation,
  useConfirmWithPasskeyMutation,
  useGetMyTwoFactorStatusQuery,
  usePasskeyConfirmationOptionsMutation,
} from '../../api/generated';
import type { StepUpOutcome } from '../../api/stepUp';
import { paths } from '../../app/paths';
import { FormFrame } from '../../components/form/FormFrame';
import { SecondFactorAnswerField, useSecondFactorForm } from '../../components/two-factor/SecondFactorAnswerField';
import { getPasskey, PasskeyPromptError } from '../../components/passkeys/webauthn';

/** A passkey given as the step-up (POST /user/passkey-confirmation), with the Security screen's browser prompt. */
function usePasskeyStepUp(onGiven: () => void) {
  const [options] = usePasskeyConfirmationOptionsMutation();
  const [confirm] = useConfirmWithPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const give = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const credential = await getPasskey(await options().unwrap());
      await confirm({ passkeyAssertion: { credential } }).unwrap();
      setBusy(false);
      onGiven();
    } catch (error) {
      setBusy(false);
      setFailure(
        error instanceof PasskeyPromptError
          ? error.message
          : describeFailure(toApiFailure(error as FetchBaseQueryError | SerializedError)),
      );
    }
  };
  return { give, busy, failure, reset: () => setFailure(undefined) };
}

interface StepUpFormProps {
  hasAuthenticator: boolean;
  hasPasskey: boolean;
  onSettled: (outcome: StepUpOutcome) => void;
}

/** The code (or a recovery code) or a passkey; Enter submits, the server's refusal shows at the field. */
function StepUpForm({ hasAuthenticator, hasPasskey, onSettled }: StepUpFormProps) {
  const [confirm, { isLoading: checking }] = useConfirmSecondFactorMutation();
  const passkey = usePasskeyStepUp(() => onSettled('given'));
  const busy = checking || passkey.busy;
  const form = useSecondFactorForm(hasAuthenticator ? 'code' : 'recovery_code', 'step-up', busy, async (body) => {
    const { error } = await confirm({ twoFactorChallenge: body });
    if (!error) onSettled('given');
    return error;
  });

  const actions = (
    <>
      <Button text="Cancel" onClick={() => onSettled('cancelled')} disabled={busy} />
      {hasPasskey && (
        <Button
          icon={<KeyIcon />}
          text="Use a passkey"
          loading={passkey.busy}
          disabled={checking}
          onClick={() => void passkey.give()}
        />
      )}
      <Button type="submit" intent={Intent.PRIMARY} text="Confirm" loading={checking} disabled={passkey.busy} />
    </>
  );
  return (
    <FormFrame frame={form.frame} inDialog guard={false} actions={actions}>
      <p>
        This action needs your second factor, given in the last few minutes.{' '}
        {form.usingCode
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of your recovery codes. Each works once.'}
      </p>
      <SecondFactorAnswerField {...form.field} />
      <Button variant="minimal" onClick={form.switchAnswer} disabled={busy}>
        {form.usingCode ? 'Use a recovery code instead' : 'Use a code from your app instead'}
      </Button>
      {passkey.failure && (
        <Callout role="alert" intent={Intent.WARNING} compact>
          {passkey.failure}
        </Callout>
      )}
    </FormFrame>
  );
}

/** Said to a person with no second factor at all: where to set one up (in a new tab, so the form here stays). */
function NoFactorYet({ message, onRecheck, onClose }: { message: string; onRecheck: () => void; onClose: () => void }) {
  return (
    <>
      <DialogBody>
        <Callout intent={Intent.WARNING}>{message}</Callout>
        <p>
          <a href={paths.security} target="_blank" rel="noreferrer">
            Open the Security screen in a new tab
          </a>{' '}
          to set up an authenticator app or a passkey, then come back and check again: what you typed here stays.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent={Intent.PRIMARY} text="Check again" onClick={onRecheck} />
          </>
        }
      />
    </>
  );
}

interface StepUpDialogProps {
  /** The refused call's message (the server's). */
  message: string;
  onSettled: (outcome: StepUpOutcome) => void;
}

/**
 * "Confirm it's you" (docs/security.md, Step-up): asks for what the person has, read from their
 * factor list: the authenticator's code or a recovery code, or a passkey. Closing it is a cancel.
 */
export default function StepUpDialog({ message, onSettled }: StepUpDialogProps) {
  const status = useGetMyTwoFactorStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const factors = status.data;
  const hasFactor = factors !== undefined && (factors.authenticator || factors.passkeys > 0);
  return (
    <Dialog isOpen title="Confirm it's you" onClose={() => onSettled(hasFactor ? 'cancelled' : 'no factor')}>
      {status.isFetching && !factors ? (
        <DialogBody>
          <Spinner size={24} aria-label="Loading your second factors" />
        </DialogBody>
      ) : hasFactor ? (
        <StepUpForm hasAuthenticator={factors.authenticator} hasPasskey={factors.passkeys > 0} onSettled={onSettled} />
      ) : (
        <NoFactorYet message={message} onRecheck={() => void status.refetch()} onClose={() => onSettled('no factor')} />
      )}
    </Dialog>
  );
}
