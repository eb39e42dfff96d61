import '../../components/notice.css';
import { Callout, Intent } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import type { UserDetail } from '../../api/generated';
import { agencyTime } from '../../components/agencyTime';

/** What an edit that changed the email did: the email in force stays until the new address confirms. */
export function pendingEmailText(pendingEmail: string): string {
  return `A confirmation was sent to ${pendingEmail}; the email changes when it is confirmed.`;
}

/**
 * The user's email change still waiting for the new address, and until when its link works
 * (docs/records.md, Users and accounts).
 */
export function PendingEmailNotice({ user }: { user: UserDetail }) {
  if (!user.pending_email) return null;
  const until = user.pending_email_expires_at && ` The link works until ${agencyTime(user.pending_email_expires_at)}.`;
  return (
    <Callout intent={Intent.PRIMARY} icon={<EnvelopeIcon />} role="note" className="screen-notice" compact>
      {pendingEmailText(user.pending_email)}
      {until}
    </Callout>
  );
}
