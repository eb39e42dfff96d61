import { Button, Callout, H2, Intent, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useId, useState } from 'react';
import {
  useGetUserTwoFactorStatusQuery,
  useResetUserTwoFactorMutation,
  type TwoFactorStatus,
  type UserDetail,
} from '../../api/generated';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useSession } from '../../app/session';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureText } from '../../components/form/fieldErrors';
import { useHasPermission } from '../../components/PermissionGate';
import { hasAnyFactor, TwoFactorStatusList } from '../../components/two-factor/TwoFactorStatusList';
import { fullName } from './userDisplay';

/** "Reset second factor" after a confirm step; the dialog shows the server's refusal (403, 404, 423) and stays open. */
function ResetAction({ user, onDone }: { user: UserDetail; onDone: (message: string) => void }) {
  const [reset, { isLoading }] = useResetUserTwoFactorMutation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const name = fullName(user);

  const confirm = async () => {
    const result = await reset({ id: user.id });
    if (result.error) return setFailure(failureText(result.error));
    setOpen(false);
    onDone(`Reset ${name}'s second factor: they were signed out and told by email.`);
  };

  return (
    <>
      <Button
        text="Reset second factor"
        intent={Intent.DANGER}
        variant="outlined"
        onClick={() => {
          setFailure(undefined);
          setOpen(true);
        }}
      />
      <ConfirmDialog
        isOpen={open}
        title={`Reset ${name}'s second factor?`}
        confirmText="Reset second factor"
        intent={Intent.DANGER}
        busy={isLoading}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          Their authenticator app, recovery codes and passkeys are removed, and they are signed out everywhere. They
          then sign in with their password alone until they set up a second factor again, and are told so by email.
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * Which second factors the user has (docs/security.md, Second factor), and, for a holder of
 * "update users", resetting them when the user lost them. The server refuses a user beyond the
 * viewer (403) and asks for the viewer's own recent second factor (423); one's own factors are
 * removed on the Security screen, so the action is not offered on one's own view.
 */
export function UserTwoFactorSection({ user, onDone }: { user: UserDetail; onDone: (message: string) => void }) {
  const headingId = useId();
  const { data, error, isLoading } = useGetUserTwoFactorStatusQuery({ id: user.id });
  const granted = useHasPermission('update users');
  const ownView = useSession()?.user.id === user.id;
  const mayReset = granted && !ownView;
  const resettable = (status: TwoFactorStatus) => mayReset && hasAnyFactor(status);

  return (
    <Section
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>Second factor</span>}
      titleRenderer={H2}
      compact
      className="user-two-factor-section"
    >
      <SectionCard>
        {error && <Callout intent={Intent.WARNING} title={describeFailure(toApiFailure(error))} />}
        {isLoading && <Spinner aria-label="Loading the second factor" />}
        {data && <TwoFactorStatusList status={data} />}
        {data && resettable(data) && <ResetAction user={user} onDone={onDone} />}
      </SectionCard>
    </Section>
  );
}
