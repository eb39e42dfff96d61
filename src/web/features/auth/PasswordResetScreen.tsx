import '../../components/notice.css';
import './password.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import { useResetPasswordMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { FormFrame } from '../../components/form/FormFrame';
import { requiredFields } from '../../components/form/requiredFields';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { AuthLayout } from '../../components/AuthLayout';
import { PASSWORD_POLICY } from './passwordPolicy';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const REQUIRED = requiredFields<Values, (typeof FIELDS)[number]>({
  email: 'Enter the email address of your account.',
  password: ACCOUNT_MESSAGES.newPassword,
  password_confirmation: 'Repeat the new password.',
});

/** Blank fields, and two passwords that differ: caught here so a typo costs no round trip; every other rule is the server's. */
function check(values: Values): Record<string, string[]> {
  const blank = REQUIRED.check(values);
  if (blank.password_confirmation || values.password === values.password_confirmation) return blank;
  return { ...blank, password_confirmation: [ACCOUNT_MESSAGES.passwordsDiffer] };
}

/**
 * /password/reset/{token}?email=…: the new password twice, under the policy. A link
 * that expired or was used already says so and leads to a new request. Invitations to new
 * users lead here too: the server's answer says which it was. Guarded: a chosen password typed
 * twice is not left behind without a question.
 */
export function PasswordResetScreen() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const [resetPassword, { isLoading: busy, data: done }] = useResetPasswordMutation();
  // The link's token is no field: its problem reads above the form, with the way to a new link.
  const save = useSaveErrors([...FIELDS, 'token']);
  const send = async (values: Values) => {
    save.clear();
    const result = await resetPassword({ passwordReset: { ...values, token, email: values.email.trim() } });
    if (result.error) save.fail(result.error);
  };
  const { token: linkProblem, ...atFields } = save.errors.fields;
  const form = useForm({
    initial: { email: search.get('email') ?? '', password: '', password_confirmation: '' },
    busy,
    errors: { ...save.errors, fields: atFields },
    onSubmit: (values) => void send(values),
    idPrefix: 'password-reset',
    fields: FIELDS,
    required: REQUIRED.required,
    check,
  });

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

  return (
    <AuthLayout>
      {linkProblem && (
        <Callout intent={Intent.DANGER} role="alert" className="screen-notice">
          {linkProblem.join(' ')} <Link to={paths.passwordRequest}>Request a new link</Link>
        </Callout>
      )}
      <FormFrame
        frame={form.frame}
        // A link that cannot be used leaves nothing to keep: its way to a new one does not ask.
        guard={!linkProblem}
        actions={<Button type="submit" intent={Intent.PRIMARY} loading={busy} fill text="Change password" />}
      >
        <TextField {...form.textField('email', 'Email')} type="email" autoComplete="username" />
        <TextField
          {...form.textField('password', 'New password')}
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_POLICY}
        />
        <PasswordStrengthMeter password={form.values.password} email={form.values.email} />
        <TextField
          {...form.textField('password_confirmation', 'Repeat the new password')}
          type="password"
          autoComplete="new-password"
        />
      </FormFrame>
      <p className="auth-form-links">
        <Link to={paths.login}>Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
