import './passkeys.css';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  H2,
  HTMLTable,
  Intent,
  Section,
  SectionCard,
  Spinner,
} from '@blueprintjs/core';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useId, useState, type FormEvent } from 'react';
import { describeFailure, toApiFailure, type ApiFailure } from '../../api/apiFailure';
import {
  useListPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  useRenamePasskeyMutation,
  type Passkey,
} from '../../api/generated';
import { agencyTime } from '../../components/agencyTime';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureText, toFieldErrors, type FieldErrors } from '../../components/form/fieldErrors';
import { FormNotice } from '../../components/form/FormNotice';
import { TextField } from '../../components/form/TextField';
import { createPasskey, PasskeyPromptError } from '../../components/passkeys/webauthn';
import { needsPasswordConfirmation, usePasswordConfirmation } from './PasswordConfirmation';
import { RecoveryCodesOnce } from './RecoveryCodesOnce';
import { useTwoFactorReads } from './twoFactorReads';

type Notice = { intent: Intent; text: string };
const NAME_FIRST = 'Name the passkey first, e.g. "Work laptop".';

const failureOf = (error: unknown): ApiFailure => toApiFailure(error as FetchBaseQueryError | SerializedError);

/** Renames one passkey in a dialog (mounted afresh for each passkey): the server's 422 at the field, anything else above it. */
function RenameDialog({ passkey, onClose }: { passkey: Passkey | undefined; onClose: () => void }) {
  const [rename, { isLoading }] = useRenamePasskeyMutation();
  const [name, setName] = useState(passkey?.name ?? '');
  const [errors, setErrors] = useState<FieldErrors<'name'>>({ fields: {} });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passkey) return;
    const result = await rename({ passkey: passkey.id, passkeyName: { name } });
    if (result.error) return setErrors(toFieldErrors(toApiFailure(result.error), ['name']));
    onClose();
  };

  return (
    <Dialog
      isOpen={passkey !== undefined}
      title={`Rename the passkey "${passkey?.name ?? ''}"`}
      onClose={isLoading ? undefined : onClose}
      canOutsideClickClose={!isLoading}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={isLoading}>
        <DialogBody>
          <FormNotice messages={errors.form} />
          <TextField
            id="passkey-new-name"
            label="Name"
            autoFocus
            required
            maxLength={100}
            value={name}
            onValueChange={setName}
            disabled={isLoading}
            messages={errors.fields.name}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={isLoading} />
              <Button type="submit" intent={Intent.PRIMARY} text="Rename" loading={isLoading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** The user's passkeys, one line each with its name, when it was added and last used, and its actions. */
function PasskeysTable({ labelledBy, passkeys, busy }: { labelledBy: string; passkeys: Passkey[]; busy: boolean }) {
  const [remove, { isLoading: removingNow }] = useRemovePasskeyMutation();
  const [renaming, setRenaming] = useState<Passkey>();
  const [removing, setRemoving] = useState<Passkey>();
  const [failure, setFailure] = useState<string>();

  const confirmRemoval = async (passkey: Passkey) => {
    const result = await remove({ passkey: passkey.id });
    if (result.error) return setFailure(failureText(result.error));
    setRemoving(undefined);
  };

  return (
    <>
      <HTMLTable aria-labelledby={labelledBy} aria-busy={busy} compact striped className="passkeys-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Added</th>
            <th scope="col">Last used</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {passkeys.map((passkey) => (
            <tr key={passkey.id}>
              <td>{passkey.name}</td>
              <td>{agencyTime(passkey.created_at)}</td>
              <td>{passkey.last_used_at ? agencyTime(passkey.last_used_at) : 'Never'}</td>
              <td>
                <Button
                  size="small"
                  variant="outlined"
                  text="Rename"
                  aria-label={`Rename passkey: ${passkey.name}`}
                  onClick={() => setRenaming(passkey)}
                />{' '}
                <Button
                  size="small"
                  variant="outlined"
                  intent={Intent.DANGER}
                  text="Remove"
                  aria-label={`Remove passkey: ${passkey.name}`}
                  onClick={() => {
                    setFailure(undefined);
                    setRemoving(passkey);
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <RenameDialog key={renaming?.id ?? 'none'} passkey={renaming} onClose={() => setRenaming(undefined)} />
      <ConfirmDialog
        isOpen={removing !== undefined}
        title={`Remove the passkey "${removing?.name ?? ''}"?`}
        confirmText="Remove passkey"
        intent={Intent.DANGER}
        busy={removingNow}
        failure={failure}
        onConfirm={() => removing && void confirmRemoval(removing)}
        onCancel={() => setRemoving(undefined)}
      >
        <p>It will no longer sign you in. Remove it from the device too, in its own settings.</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * Passkeys on the Security screen (docs/security.md, Passkeys): the user's passkeys and a named
 * new one. Adding one asks the browser to create it, after the password when the server wants it
 * confirmed (428); the first second factor's recovery codes are shown once. The browser's prompt
 * failing is said in plain words, the server's refusals in its own.
 */
export function PasskeysSection() {
  const headingId = useId();
  const passkeys = useListPasskeysQuery();
  const password = usePasswordConfirmation();
  const reads = useTwoFactorReads();
  const [registrationOptions] = usePasskeyRegistrationOptionsMutation();
  const [register] = useRegisterPasskeyMutation();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'name'>>({ fields: {} });
  const [notice, setNotice] = useState<Notice>();
  const [codes, setCodes] = useState<string[]>();
  const [busy, setBusy] = useState(false);

  const add = async (): Promise<void> => {
    setNotice(undefined);
    setErrors({ fields: {} });
    if (!name.trim()) return setErrors({ fields: { name: [NAME_FIRST] } });
    setBusy(true);
    try {
      const options = await registrationOptions().unwrap();
      const credential = await createPasskey(options);
      const answer = await register({ passkeyRegistration: { name, credential } }).unwrap();
      setName('');
      setNotice({ intent: Intent.SUCCESS, text: `The passkey "${answer.passkey.name}" was added.` });
      if (answer.recovery_codes_to_show) setCodes(await reads.recoveryCodes());
    } catch (error) {
      if (error instanceof PasskeyPromptError) {
        setNotice({ intent: Intent.WARNING, text: error.message });
      } else if (needsPasswordConfirmation(failureOf(error))) {
        // Adding a factor needs the password confirmed lately: asked in a dialog, then the same add goes on.
        password.confirmThen(() => void add());
      } else {
        const placed = toFieldErrors(failureOf(error), ['name']);
        setErrors(placed);
        if (placed.form) setNotice({ intent: Intent.DANGER, text: placed.form.join(' ') });
      }
    }
    setBusy(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add();
  };

  return (
    <Section
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>Passkeys</span>}
      titleRenderer={H2}
      compact
    >
      <SectionCard>
        <p>
          A passkey is kept by your device and unlocked with its screen lock (fingerprint, face or PIN). It can sign you
          in without your password, or stand in for the code from your app.
        </p>
        {notice && <Callout role="status" intent={notice.intent} title={notice.text} />}
        {codes && <RecoveryCodesOnce codes={codes} done={() => setCodes(undefined)} />}
        {passkeys.error && <Callout intent={Intent.WARNING} title={describeFailure(failureOf(passkeys.error))} />}
        {passkeys.isLoading && <Spinner aria-label="Loading your passkeys" />}
        {passkeys.data &&
          (passkeys.data.passkeys.length > 0 ? (
            <PasskeysTable labelledBy={headingId} passkeys={passkeys.data.passkeys} busy={passkeys.isFetching} />
          ) : (
            <p>You have no passkey yet.</p>
          ))}
        <form className="passkey-add-form" onSubmit={submit} noValidate aria-busy={busy}>
          <TextField
            id="passkey-name"
            label="New passkey's name"
            hint='So you can tell your passkeys apart, e.g. "Work laptop".'
            maxLength={100}
            value={name}
            onValueChange={setName}
            disabled={busy}
            messages={errors.fields.name}
          />
          <Button type="submit" intent={Intent.PRIMARY} loading={busy} text="Add a passkey" />
        </form>
      </SectionCard>
      {password.dialog}
    </Section>
  );
}
