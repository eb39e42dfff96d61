import { Checkbox } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import { paths } from '../../app/paths';
import { AuthLayout } from '../../components/AuthLayout';
import { FormFrame } from '../../components/form/FormFrame';
import { requiredFields } from '../../components/form/requiredFields';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { TwoFactorChallengeForm } from './TwoFactorChallengeForm';
import { SubmitOrPasskey } from './SubmitOrPasskey';
import { usePasskeySignIn } from './usePasskeySignIn';
import { SIGN_IN_FIELDS, useSignIn } from './useSignIn';

const INITIAL = { email: '', password: '', remember: false };
const REQUIRED = requiredFields<typeof INITIAL, 'email' | 'password'>({
  email: ACCOUNT_MESSAGES.email,
  password: ACCOUNT_MESSAGES.password,
});

/**
 * Sign-in: email, password, remember me; blank fields said in the browser, the server's messages
 * at their fields (422, 429). Not guarded: an email and a password are typed again in seconds,
 * and a password should not outlive the screen anyway (docs/forms.md).
 * A user with a second factor is then asked for it on the same screen (a reload starts over).
 * "Sign in with a passkey" signs in without the password (the passkey is both factors).
 */
export function LoginScreen() {
  const { signIn, busy: signingIn, errors, secondStep } = useSignIn();
  const passkey = usePasskeySignIn();
  const busy = signingIn || passkey.busy;
  const form = useForm({
    initial: INITIAL,
    busy,
    errors,
    onSubmit: (credentials) => void signIn(credentials),
    idPrefix: 'login',
    fields: SIGN_IN_FIELDS,
    ...REQUIRED,
  });

  if (secondStep) {
    return (
      <AuthLayout>
        <TwoFactorChallengeForm />
      </AuthLayout>
    );
  }

  const actions = (
    <>
      <SubmitOrPasskey
        submitText="Sign in"
        submitting={signingIn}
        passkeyText="Sign in with a passkey"
        passkey={passkey}
        onPasskey={() => void passkey.signInWithPasskey(form.values.remember)}
      />
      <p className="login-forgot">
        <Link to={paths.passwordRequest}>Forgot your password?</Link>
      </p>
    </>
  );
  return (
    <AuthLayout>
      <FormFrame frame={form.frame} className="login-form" guard={false} actions={actions}>
        <TextField {...form.textField('email', 'Email')} type="email" autoComplete="username" />
        <TextField {...form.textField('password', 'Password')} type="password" autoComplete="current-password" />
        <Checkbox
          label="Remember me"
          checked={form.values.remember}
          disabled={busy}
          onChange={(event) => form.set('remember')(event.currentTarget.checked)}
        />
      </FormFrame>
    </AuthLayout>
  );
}
