import { Button, Callout, Checkbox, Intent } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthLayout } from '../../components/AuthLayout';
import { FormNotice } from '../../components/form/FormNotice';
import { TextField } from '../../components/form/TextField';
import { TwoFactorChallengeForm } from './TwoFactorChallengeForm';
import { usePasskeySignIn } from './usePasskeySignIn';
import { useSignIn } from './useSignIn';

/**
 * Sign-in: email, password, remember me; the server's messages at their fields (422, 429).
 * A user with a second factor is then asked for it on the same screen (a reload starts over).
 * "Sign in with a passkey" signs in without the password (the passkey is both factors).
 */
export function LoginScreen() {
  const { signIn, busy: signingIn, errors, secondStep } = useSignIn();
  const passkey = usePasskeySignIn();
  const busy = signingIn || passkey.busy;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn({ email, password, remember });
  };

  if (secondStep) {
    return (
      <AuthLayout>
        <TwoFactorChallengeForm />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <form className="login-form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormNotice messages={errors.form} />
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onValueChange={setEmail}
          disabled={busy}
          messages={errors.email}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          disabled={busy}
          messages={errors.password}
        />
        <Checkbox
          label="Remember me"
          checked={remember}
          disabled={busy}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        <Button type="submit" intent={Intent.PRIMARY} loading={signingIn} disabled={passkey.busy} fill text="Sign in" />
        <p className="login-or">or</p>
        {passkey.failure && (
          <Callout role="alert" intent={Intent.WARNING} compact>
            {passkey.failure}
          </Callout>
        )}
        <Button
          icon={<KeyIcon />}
          loading={passkey.busy}
          disabled={signingIn}
          fill
          text="Sign in with a passkey"
          onClick={() => void passkey.signInWithPasskey(remember)}
        />
        <p className="login-forgot">
          <Link to={paths.passwordRequest}>Forgot your password?</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
