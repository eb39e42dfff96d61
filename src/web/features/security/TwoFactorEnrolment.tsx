import { Button, Code, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/form/TextField';

export interface EnrolmentSecret {
  /** The server-made QR code, an SVG document. */
  svg: string;
  secretKey: string;
}

interface Props {
  secret: EnrolmentSecret;
  busy: boolean;
  /** The server's messages for the code. */
  messages?: string[];
  confirm: (code: string) => void;
  cancel: () => void;
}

/**
 * The QR code and secret of an unconfirmed enrolment, and the code that confirms it. The SVG
 * is shown as an image (a data: address), so nothing in it can run or style the page.
 */
export function TwoFactorEnrolment({ secret, busy, messages, confirm, cancel }: Props) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm(code.trim());
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
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
        id="two-factor-confirm-code"
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onValueChange={setCode}
        disabled={busy}
        messages={messages}
      />
      <Button type="submit" intent={Intent.PRIMARY} loading={busy} text="Confirm" />{' '}
      <Button onClick={cancel} disabled={busy} text="Cancel" />
    </form>
  );
}
