import { Button, Callout, Intent } from '@blueprintjs/core';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { toApiFailure, type ApiFailure } from '../../api/apiFailure';
import { usePasskeyRegistrationOptionsMutation, useRegisterPasskeyMutation } from '../../api/generated';
import { FormFrame } from '../../components/form/FormFrame';
import { requiredFields } from '../../components/form/requiredFields';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { createPasskey, PasskeyPromptError } from '../../components/passkeys/webauthn';
import { needsPasswordConfirmation, usePasswordConfirmation } from './PasswordConfirmation';
import { RecoveryCodesOnce } from './RecoveryCodesOnce';
import { useTwoFactorReads } from './twoFactorReads';

type Notice = { intent: Intent; text: string };

const FIELDS = ['name'] as const;
const REQUIRED = requiredFields<{ name: string }, 'name'>({ name: 'Name the passkey first, e.g. "Work laptop".' });

const failureOf = (error: unknown): ApiFailure => toApiFailure(error as FetchBaseQueryError | SerializedError);

/**
 * A named new passkey: the browser creates it, after the password when the server wants it
 * confirmed (428); the first second factor's recovery codes are shown once. A blank name is said
 * before the browser's prompt, the prompt failing in plain words, the server's refusals at the
 * name (or in the summary). Guarded: a name typed and not yet added is asked about before leaving.
 */
export function PasskeyAddForm() {
  const password = usePasswordConfirmation();
  const reads = useTwoFactorReads();
  const [registrationOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const save = useSaveErrors(FIELDS);
  const [notice, setNotice] = useState<Notice>();
  const [codes, setCodes] = useState<string[]>();
  const [busy, setBusy] = useState(false);

  const add = async (name: string): Promise<void> => {
    setNotice(undefined);
    save.clear();
    setBusy(true);
    try {
      const options = await registrationOptions().unwrap();
      const credential = await createPasskey(options);
      const answer = await register({ passkeyRegistration: { name, credential } }).unwrap();
      form.reset();
      setNotice({ intent: Intent.SUCCESS, text: `The passkey "${answer.passkey.name}" was added.` });
      if (answer.recovery_codes_to_show) setCodes(await reads.recoveryCodes());
    } catch (error) {
      if (error instanceof PasskeyPromptError) {
        form.notSent();
        setNotice({ intent: Intent.WARNING, text: error.message });
      } else if (needsPasswordConfirmation(failureOf(error))) {
        form.notSent();
        // Adding a factor needs the password confirmed lately: asked in a dialog, then the same add goes on.
        password.confirmThen(() => void add(name));
      } else {
        save.failWith(failureOf(error));
      }
    }
    setBusy(false);
  };
  const form = useForm({
    initial: { name: '' },
    busy,
    errors: save.errors,
    onSubmit: ({ name }) => void add(name),
    idPrefix: 'passkey',
    fields: FIELDS,
    ...REQUIRED,
  });

  return (
    <>
      {notice && <Callout role="status" intent={notice.intent} title={notice.text} />}
      {codes && <RecoveryCodesOnce codes={codes} done={() => setCodes(undefined)} />}
      <FormFrame
        frame={form.frame}
        className="passkey-add-form"
        guard
        actions={<Button type="submit" intent={Intent.PRIMARY} loading={busy} text="Add a passkey" />}
      >
        <TextField
          {...form.textField('name', "New passkey's name")}
          hint='So you can tell your passkeys apart, e.g. "Work laptop".'
          maxLength={100}
        />
      </FormFrame>
      {password.dialog}
    </>
  );
}
