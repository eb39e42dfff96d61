import { Button, Code, Intent } from '@blueprintjs/core';
import type { FieldErrors } from '../../components/form/fieldErrors';
import { FormFrame } from '../../components/form/FormFrame';
import { requiredFields } from '../../components/form/requiredFields';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';

export interface EnrolmentSecret {
  /** The server-made QR code, an SVG document. */
  svg: string;
  secretKey: string;
}

interface Props {
  secret: EnrolmentSecret;
  busy: boolean;
  /** The server's refusal of the last code. */
  errors: FieldErrors<'code'>;
  confirm: (code: string) => void;
  cancel: () => void;
}

const REQUIRED = requiredFields<{ code: string }, 'code'>({
  code: 'Enter the 6-digit code your authenticator app shows.',
});

/**
 * The QR code and secret of an unconfirmed enrolment, and the code that confirms it. The SVG
 * is shown as an image (a data: address), so nothing in it can run or style the page. Not
 * guarded: the app shows a new code every 30 seconds, nothing typed is worth keeping (docs/forms.md).
 */
export function TwoFactorEnrolment({ secret, busy, errors, confirm, cancel }: Props) {
  const form = useForm({
    initial: { code: '' },
    busy,
    errors,
    onSubmit: ({ code }) => confirm(code.trim()),
    idPrefix: 'two-factor-confirm',
    fields: ['code'],
    ...REQUIRED,
  });

  const actions = (
    <>
      <Button type="submit" intent={Intent.PRIMARY} loading={busy} text="Confirm" />{' '}
      <Button onClick={cancel} disabled={busy} text="Cancel" />
    </>
  );
  return (
    <FormFrame frame={form.frame} guard={false} actions={actions}>
      <p>Scan this QR code with your authenticator app, or type the key into it.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.svg)}`}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
      />
      <p>
        Key: <Code>{secret.secretKey}</Code>
      </p>
      <TextField
        {...form.textField('code', 'Code from the app')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </FormFrame>
  );
}
