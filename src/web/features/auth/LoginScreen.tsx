import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { AuthLayout } from './AuthLayout';
import { FieldMessages } from '../../components/form/FieldMessages';
import { useSignIn } from './useSignIn';

const intentOf = (messages?: string[]) => (messages?.length ? Intent.DANGER : Intent.NONE);

/** Sign-in: email, password, remember me; the server's messages at their fields (422, 429). */
export function LoginScreen() {
  const { signIn, busy, errors } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn({ email, password, remember });
  };

  return (
    <AuthLayout>
      <form className="login-form" onSubmit={submit} noValidate aria-busy={busy}>
        {errors.form && (
          <Callout intent={Intent.DANGER} role="alert">
            {errors.form.join(' ')}
          </Callout>
        )}
        <FormGroup
          label="Email"
          labelFor="login-email"
          intent={intentOf(errors.email)}
          helperText={<FieldMessages id="login-email-messages" messages={errors.email} />}
        >
          <InputGroup
            id="login-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onValueChange={setEmail}
            disabled={busy}
            intent={intentOf(errors.email)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'login-email-messages' : undefined}
          />
        </FormGroup>
        <FormGroup
          label="Password"
          labelFor="login-password"
          intent={intentOf(errors.password)}
          helperText={<FieldMessages id="login-password-messages" messages={errors.password} />}
        >
          <InputGroup
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
            disabled={busy}
            intent={intentOf(errors.password)}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-messages' : undefined}
          />
        </FormGroup>
        <Checkbox
          label="Remember me"
          checked={remember}
          disabled={busy}
          onChange={(event) => setRemember(event.currentTarget.checked)}
        />
        <Button type="submit" intent={Intent.PRIMARY} loading={busy} fill text="Sign in" />
        <p className="login-forgot">
          <Link to={paths.passwordRequest}>Forgot your password?</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
