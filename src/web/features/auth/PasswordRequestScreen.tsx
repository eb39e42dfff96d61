import './password.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toApiFailure } from '../../api/apiFailure';
import { useRequestPasswordResetMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { FormNotice } from '../../components/form/FormNotice';
import { TextField } from '../../components/form/TextField';
import { AuthLayout } from '../../components/AuthLayout';

const FIELDS = ['email'] as const;
const NO_ERRORS: FieldErrors<(typeof FIELDS)[number]> = { fields: {} };

/**
 * /password/email: asks for an email, then shows one fixed confirmation, whatever the
 * server answered: the screen never tells whether an account uses the address.
 */
export function PasswordRequestScreen() {
  const [requestReset, { isLoading: busy, isSuccess: sent, reset: askAgain }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState(NO_ERRORS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const result = await requestReset({ passwordResetRequest: { email: email.trim() } });
    if (result.error) setErrors(toFieldErrors(toApiFailure(result.error), FIELDS));
  };

  const backToSignIn = (
    <p className="auth-form-links">
      <Link to={paths.login}>Back to sign in</Link>
    </p>
  );

  if (sent) {
    return (
      <AuthLayout>
        <Callout intent={Intent.SUCCESS} role="status" title="Check your email">
          <p>If an account uses this address, we have emailed it a link to choose a new password.</p>
          The link works once and for a limited time. No email after a few minutes? Check your spam folder, or request
          another link.
        </Callout>
        <Button variant="minimal" text="Request another link" onClick={askAgain} className="auth-form-links" />
        {backToSignIn}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <p>Enter the email address of your account and we will email you a link to choose a new password.</p>
        <FormNotice messages={errors.form} />
        <TextField
          id="password-request-email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onValueChange={setEmail}
          disabled={busy}
          messages={errors.fields.email}
        />
        <Button type="submit" intent={Intent.PRIMARY} loading={busy} fill text="Email me a reset link" />
      </form>
      {backToSignIn}
    </AuthLayout>
  );
}
