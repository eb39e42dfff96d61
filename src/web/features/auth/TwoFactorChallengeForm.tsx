import { Button } from '@blueprintjs/core';
import { useTwoFactorChallengeMutation } from '../../api/generated';
import { FormFrame } from '../../components/form/FormFrame';
import { SecondFactorAnswerField, useSecondFactorForm } from '../../components/two-factor/SecondFactorAnswerField';
import { SubmitOrPasskey } from './SubmitOrPasskey';
import { usePasskeySignIn } from './usePasskeySignIn';

/**
 * The sign-in's second step (POST /two-factor-challenge): a code from the authenticator app
 * or one recovery code, or "Use a passkey" (one of the user's passkeys). Its 204 invalidates
 * the cached user, so the guard moves on as after a password-only sign-in.
 */
export function TwoFactorChallengeForm() {
  const [challenge, { isLoading: checking }] = useTwoFactorChallengeMutation();
  const passkey = usePasskeySignIn();
  const busy = checking || passkey.busy;
  const form = useSecondFactorForm(
    'code',
    'two-factor',
    busy,
    async (body) => (await challenge({ twoFactorChallenge: body })).error,
  );

  const actions = (
    <>
      <SubmitOrPasskey
        submitText="Continue"
        submitting={checking}
        passkeyText="Use a passkey"
        passkey={passkey}
        onPasskey={() => void passkey.answerWithPasskey()}
      />
      <p className="login-forgot">
        <Button variant="minimal" onClick={form.switchAnswer} disabled={busy}>
          {form.usingCode ? 'Use a recovery code instead' : 'Use a code from your app instead'}
        </Button>
      </p>
    </>
  );
  return (
    <FormFrame frame={form.frame} className="login-form" guard={false} actions={actions}>
      <p>
        {form.usingCode
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of your recovery codes. Each works once.'}
      </p>
      <SecondFactorAnswerField {...form.field} />
    </FormFrame>
  );
}
