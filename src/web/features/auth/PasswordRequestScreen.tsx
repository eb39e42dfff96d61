import './password.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useRequestPasswordResetMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { FormFrame } from '../../components/form/FormFrame';
import { requiredFields } from '../../components/form/requiredFields';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { AuthLayout } from '../../components/AuthLayout';

const FIELDS = ['email'] as const;
const REQUIRED = requiredFields<{ email: string }, 'email'>({ email: 'Enter the email address of your account.' });

/**
 * /password/email: asks for an email, then shows one fixed confirmation, whatever the
 * server answered: the screen never tells whether an account uses the address. Not guarded:
 * one address is typed again in seconds (docs/forms.md).
 */
export function PasswordRequestScreen() {
  const [requestReset, { isLoading: busy, isSuccess: sent, reset: askAgain }] = useRequestPasswordResetMutation();
  const save = useSaveErrors(FIELDS);
  const send = async (email: string) => {
    save.clear();
    const result = await requestReset({ passwordResetRequest: { email: email.trim() } });
    if (result.error) save.fail(result.error);
  };
  const form = useForm({
    initial: { email: '' },
    busy,
    errors: save.errors,
    onSubmit: ({ email }) => void send(email),
    idPrefix: 'password-request',
    fields: FIELDS,
    ...REQUIRED,
  });

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
      <FormFrame
        frame={form.frame}
        guard={false}
        actions={<Button type="submit" intent={Intent.PRIMARY} loading={busy} fill text="Email me a reset link" />}
      >
        <p>Enter the email address of your account and we will email you a link to choose a new password.</p>
        <TextField {...form.textField('email', 'Email')} type="email" autoComplete="username" autoFocus />
      </FormFrame>
      {backToSignIn}
    </AuthLayout>
  );
}
