import '../../components/notice.css';
import './password.css';
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toApiFailure } from '../../api/apiFailure';
import { useConfirmEmailChangeMutation } from '../../api/generated';
import { paths } from '../../app/paths';
import { toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { FormNotice } from '../../components/form/FormNotice';
import { AuthLayout } from '../../components/AuthLayout';

const FIELDS = ['token', 'email'] as const;
type Field = (typeof FIELDS)[number];
const NO_ERRORS: FieldErrors<Field> = { fields: {} };

/**
 * /email/confirm/{token}, the link an email change mails to the new address (docs/records.md,
 * Users and accounts). The change applies on a click, not on opening the page: mail scanners open links too. The
 * server's answer says what happened and what to do next; a link that cannot be used says why.
 */
export function EmailConfirmScreen() {
  const { token = '' } = useParams();
  const [confirmEmailChange, { isLoading: busy, data: done }] = useConfirmEmailChangeMutation();
  const [errors, setErrors] = useState(NO_ERRORS);

  const confirm = async () => {
    setErrors(NO_ERRORS);
    const result = await confirmEmailChange({ emailChangeConfirmation: { token } });
    if (result.error) setErrors(toFieldErrors(toApiFailure(result.error), FIELDS));
  };

  const links = (
    <p className="auth-form-links">
      <Link to={paths.login}>Sign in</Link> · <Link to={paths.passwordRequest}>Forgot your password?</Link>
    </p>
  );

  if (done) {
    return (
      <AuthLayout>
        <Callout intent={Intent.SUCCESS} role="status" title="Email address changed">
          {done.message}
        </Callout>
        {links}
      </AuthLayout>
    );
  }

  const linkProblem = errors.fields.token ?? errors.fields.email;
  if (linkProblem) {
    return (
      <AuthLayout>
        <Callout intent={Intent.DANGER} role="alert" title="The email address was not changed">
          {linkProblem.join(' ')}
        </Callout>
        {links}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <p>
        An administrator asked to change the email address of your NHIA account to the address this link was sent to.
        Confirm it to make it your sign-in address; every signed-in session of your account will end.
      </p>
      <FormNotice messages={errors.form} />
      <Button
        intent={Intent.PRIMARY}
        loading={busy}
        fill
        text="Confirm my new email address"
        onClick={() => void confirm()}
      />
      {links}
    </AuthLayout>
  );
}
