import './passkeys.css';
import { Button, Callout, H2, HTMLTable, Intent, Section, SectionCard, Spinner } from '@blueprintjs/core';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { describeFailure, toApiFailure, type ApiFailure } from '../../api/apiFailure';
import { useListPasskeysQuery, useRemovePasskeyMutation, type Passkey } from '../../api/generated';
import { agencyTime } from '../../components/agencyTime';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureText } from '../../components/form/fieldErrors';
import { PasskeyAddForm } from './PasskeyAddForm';
import { PasskeyRenameDialog } from './PasskeyRenameDialog';

const failureOf = (error: unknown): ApiFailure => toApiFailure(error as FetchBaseQueryError | SerializedError);

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
      {renaming && <PasskeyRenameDialog key={renaming.id} passkey={renaming} onClose={() => setRenaming(undefined)} />}
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
 * new one (PasskeyAddForm).
 */
export function PasskeysSection() {
  const headingId = useId();
  const passkeys = useListPasskeysQuery();
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
        {passkeys.error && <Callout intent={Intent.WARNING} title={describeFailure(failureOf(passkeys.error))} />}
        {passkeys.isLoading && <Spinner aria-label="Loading your passkeys" />}
        {passkeys.data &&
          (passkeys.data.passkeys.length > 0 ? (
            <PasskeysTable labelledBy={headingId} passkeys={passkeys.data.passkeys} busy={passkeys.isFetching} />
          ) : (
            <p>You have no passkey yet.</p>
          ))}
        <PasskeyAddForm />
      </SectionCard>
    </Section>
  );
}
