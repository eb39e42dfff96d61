import { Button, Callout, Intent } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';

export interface SubmitOrPasskeyProps {
  submitText: string;
  /** The form's own submit is under way. */
  submitting: boolean;
  passkeyText: string;
  /** usePasskeySignIn's state: a ceremony under way, and why the last one failed. */
  passkey: { busy: boolean; failure?: string };
  onPasskey: () => void;
}

/** A sign-in step's two ways on: its submit button, "or", and a passkey (each disabled while the other runs). */
export function SubmitOrPasskey({ submitText, submitting, passkeyText, passkey, onPasskey }: SubmitOrPasskeyProps) {
  return (
    <>
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        loading={submitting}
        disabled={passkey.busy}
        fill
        text={submitText}
      />
      <p className="login-or">or</p>
      {passkey.failure && (
        <Callout role="alert" intent={Intent.WARNING} compact>
          {passkey.failure}
        </Callout>
      )}
      <Button
        icon={<KeyIcon />}
        loading={passkey.busy}
        disabled={submitting}
        fill
        text={passkeyText}
        onClick={onPasskey}
      />
    </>
  );
}
