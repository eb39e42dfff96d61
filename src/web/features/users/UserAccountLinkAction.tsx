import { Button } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import { useResendInvitationMutation, useSendPasswordResetMutation, type UserDetail } from '../../api/generated';
import { failureText } from '../../components/form/fieldErrors';

/**
 * "Resend invitation" for a pending user, "Send password reset" for an active one (docs/records.md,
 * Users and accounts): a mail to the user's own address, so no confirm step; none while their
 * organisation is suspended (they could not sign in) or for an inactive user. The server's
 * answer, or why it refused (e.g. a mail within the minute), is the screen's notice.
 */
export function UserAccountLinkAction({
  user,
  onDone,
  onFailure,
}: {
  user: UserDetail;
  onDone: (message: string) => void;
  onFailure: (message: string) => void;
}) {
  const [resend, resending] = useResendInvitationMutation();
  const [sendReset, sendingReset] = useSendPasswordResetMutation();
  if (user.organisation_suspended || user.status === 'inactive') return null;
  const inviting = user.status === 'pending';

  const send = async () => {
    const result = await (inviting ? resend({ id: user.id }) : sendReset({ id: user.id }));
    if (result.error) onFailure(failureText(result.error));
    else onDone(result.data.message);
  };

  return (
    <Button
      variant="outlined"
      icon={<EnvelopeIcon />}
      text={inviting ? 'Resend invitation' : 'Send password reset'}
      loading={resending.isLoading || sendingReset.isLoading}
      onClick={() => void send()}
    />
  );
}
