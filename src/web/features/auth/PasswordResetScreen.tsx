import '../../components/notice.css';
import './password.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { toApiFailure } from '../../api/apiFailure';
import { useResetPasswordMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { FormNotice } from '../../components/form/FormNotice';
import { TextField } from '../../components/form/TextField';
import { AuthLayout } from '../../components/AuthLayout';
import { PASSWORD_POLICY } from './passwordPolicy';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const FIELDS = ['token', 'email', 'password', 'password_confirmation'] as const;
type Field = (typeof FIELDS)[number];
const NO_ERRORS: FieldErrors<Field> = { fields: {} };
const MISMATCH: FieldErrors<Field> = { fields: { password_confirmation: ['The two passwords do not match.'] } };

/**
 * /password/reset/{token}?email=…: the new password twice, under the policy. A link
 * that expired or was used already says so and leads to a new request. Invitations to new
 * users lead here too: the server's answer says which it was.
 */
export function PasswordResetScreen() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const [resetPassword, { isLoading: busy, data: done }] = useResetPasswordMutation();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Caught here so a typo costs no round trip; every other rule is the server's.
    if (password !== confirmation) return setErrors(MISMATCH);
    setErrors(NO_ERRORS);
    const result = await resetPassword({
      passwordReset: { token, email: email.trim(), password, password_confirmation: confirmation },
    });
    if (result.error) setErrors(toFieldErrors(toApiFailure(result.error), FIELDS));
  };

  if (done) {
    return (
      <AuthLayout>
        <Callout intent={Intent.SUCCESS} role="status" title="Password saved">
          {done.message}
        </Callout>
        <p className="auth-form-links">
          <Link to={paths.login}>Sign in</Link>
        </p>
      </AuthLayout>
    );
  }

  const linkProblem = errors.fields.token;
  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {linkProblem && (
          <Callout intent={Intent.DANGER} role="alert" className="screen-notice">
            {linkProblem.join(' ')} <Link to={paths.passwordRequest}>Request a new link</Link>
          </Callout>
        )}
        <FormNotice messages={errors.form} />
        <TextField
          id="password-reset-email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onValueChange={setEmail}
          disabled={busy}
          messages={errors.fields.email}
        />
        <TextField
          id="password-reset-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
          disabled={busy}
          messages={errors.fields.password}
          hint={PASSWORD_POLICY}
        />
        <PasswordStrengthMeter password={password} email={email} />
        <TextField
          id="password-reset-confirmation"
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onValueChange={setConfirmation}
          disabled={busy}
          messages={errors.fields.password_confirmation}
        />
        <Button type="submit" intent={Intent.PRIMARY} loading={busy} fill text="Change password" />
      </form>
      <p className="auth-form-links">
        <Link to={paths.login}>Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
