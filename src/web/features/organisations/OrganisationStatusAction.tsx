import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { usersCount } from '../../components/usersCount';
import type { Organisation, OrganisationKindBase } from './organisationKind';

export interface OrganisationStatusActionProps {
  kind: OrganisationKindBase;
  organisation: Organisation;
  onDone: (message: string) => void;
  /** Minimal, as in a list's actions column. */
  minimal?: boolean;
}

/** What the confirm step says will happen to the organisation's users. */
function consequence(kind: OrganisationKindBase, { status, users_count: count }: Organisation): string {
  if (status === 'suspended')
    return count === 0
      ? `No user belongs to this ${kind.noun} yet.`
      : `${usersCount(count)} of this ${kind.noun} will be able to sign in again.`;
  if (count === 0)
    return `No user belongs to this ${kind.noun} yet; anyone added to it cannot sign in until it is reactivated.`;
  return `${usersCount(count)} will lose access: they are signed out at once and cannot sign in until this ${kind.noun} is reactivated. Their accounts are kept.`;
}

/**
 * Suspend an active TPA or ministry, or reactivate a suspended one, after a confirm step that
 * says how many users it reaches. The server ends the users' sessions.
 */
export function OrganisationStatusAction({
  kind,
  organisation,
  onDone,
  minimal = false,
}: OrganisationStatusActionProps) {
  const [suspend, suspension] = kind.useSuspend();
  const [reactivate, reactivation] = kind.useReactivate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const reactivating = organisation.status === 'suspended';
  const verb = reactivating ? 'Reactivate' : 'Suspend';
  const intent = reactivating ? Intent.SUCCESS : Intent.DANGER;

  const confirm = async () => {
    const result = await (reactivating ? reactivate : suspend)({ id: organisation.id });
    if (result.error) return setFailure(describeFailure(toApiFailure(result.error)));
    setOpen(false);
    onDone(`${reactivating ? 'Reactivated' : 'Suspended'} ${organisation.name}.`);
  };

  return (
    <>
      <Button
        text={verb}
        intent={intent}
        variant={minimal ? 'minimal' : 'outlined'}
        aria-label={minimal ? `${verb} ${organisation.name}` : undefined}
        onClick={() => {
          setFailure(undefined);
          setOpen(true);
        }}
      />
      <ConfirmDialog
        isOpen={open}
        title={`${verb} ${organisation.name}?`}
        confirmText={verb}
        intent={intent}
        busy={suspension.isLoading || reactivation.isLoading}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{consequence(kind, organisation)}</p>
      </ConfirmDialog>
    </>
  );
}
