import { Button, Callout, Intent } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { describeFailure, toApiFailure, type ApiFailure } from '../../api/apiFailure';
import { useTwoFactorChallengeMutation } from '../../api/generated';
import { FormNotice } from '../../components/form/FormNotice';
import { SecondFactorAnswerField, type SecondFactorAnswer } from '../../components/two-factor/SecondFactorAnswerField';
import { usePasskeySignIn } from './usePasskeySignIn';

type Answer = SecondFactorAnswer;

/** The field's own 422 messages, or a 429 (wait n seconds) at the field; anything else above the form. */
function placeFailure(failure: ApiFailure, field: Answer): { field?: string[]; form?: string[] } {
  const fieldErrors = failure.status === 422 ? failure.body?.errors : undefined;
  if (fieldErrors?.[field]) return { field: fieldErrors[field] };
  if (failure.status === 422 || failure.status === 429) return { field: [describeFailure(failure)] };
  return { form: [describeFailure(failure)] };
}

/**
 * The sign-in's second step (POST /two-factor-challenge): a code from the authenticator app
 * or one recovery code, or "Use a passkey" (one of the user's passkeys). Its 204 invalidates
 * the cached user, so the guard moves on as after a password-only sign-in.
 */
export function TwoFactorChallengeForm() {
  const [challenge, { isLoading: checking }] = useTwoFactorChallengeMutation();
  const passkey = usePasskeySignIn();
  const busy = checking || passkey.busy;
  const [answer, setAnswer] = useState<Answer>('code');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ field?: string[]; form?: string[] }>({});
  const usingCode = answer === 'code';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const result = await challenge({ twoFactorChallenge: { [answer]: value.trim() } });
    if (result.error) setErrors(placeFailure(toApiFailure(result.error), answer));
  };

  const switchAnswer = () => {
    setAnswer(usingCode ? 'recovery_code' : 'code');
    setValue('');
    setErrors({});
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <FormNotice messages={errors.form} />
      <p>
        {usingCode
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of your recovery codes. Each works once.'}
      </p>
      <SecondFactorAnswerField
        answer={answer}
        idPrefix="two-factor"
        value={value}
        onValueChange={setValue}
        disabled={busy}
        messages={errors.field}
      />
      <Button type="submit" intent={Intent.PRIMARY} loading={checking} disabled={passkey.busy} fill text="Continue" />
      <p className="login-or">or</p>
      {passkey.failure && (
        <Callout role="alert" intent={Intent.WARNING} compact>
          {passkey.failure}
        </Callout>
      )}
      <Button
        icon={<KeyIcon />}
        loading={passkey.busy}
        disabled={checking}
        fill
        text="Use a passkey"
        onClick={() => void passkey.answerWithPasskey()}
      />
      <p className="login-forgot">
        <Button variant="minimal" onClick={switchAnswer} disabled={busy}>
          {usingCode ? 'Use a recovery code instead' : 'Use a code from your app instead'}
        </Button>
      </p>
    </form>
  );
}
