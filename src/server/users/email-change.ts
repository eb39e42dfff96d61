import { recordActivity, type RequestOrigin } from '../activity-log';
import { emailChangeConfirmationMail, emailChangeRequestedMail } from '../auth/account-mail';
import { hashToken, newToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Db } from '../db/schema';
import { enqueueMail } from '../mail/outbox';

/** How long the link mailed to the new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** When a link (and the mails about it) issued at `now` stops mattering. */
export function linkExpiryFrom(now: Date): Date {
  return new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60_000);
}

/** The web route that confirms a change (the SPA posts its token to confirmEmailChange). */
export function confirmEmailLink(appUrl: string, token: string): string {
  return `${appUrl}/email/confirm/${token}`;
}

export interface EmailChangeRequest {
  /** The user as stored: `email` is the address in force, which is told of the request. */
  user: { id: number; first_name: string; email: string };
  newEmail: string;
  requestedBy: number;
  origin: RequestOrigin;
}

/**
 * Records a change of the user's email without applying it (docs/security.md, Email changes:
 * applied at once, it let whoever could edit a user reset the password at an address of their own).
 * The new address is mailed the only link that applies it, the old one is told; a newer request
 * replaces an earlier pending one, whose link stops working. Runs in the edit's transaction, which
 * holds the user's row: wake the outbox after it commits.
 */
export async function requestEmailChange(ctx: AppContext, db: Db, change: EmailChangeRequest): Promise<void> {
  const { user, newEmail } = change;
  const now = ctx.clock();
  const expiresAt = linkExpiryFrom(now);
  const token = newToken();
  await db.deleteFrom('email_changes').where('user_id', '=', user.id).where('confirmed_at', 'is', null).execute();
  await db
    .insertInto('email_changes')
    .values({
      user_id: user.id,
      new_email: newEmail,
      token_hash: hashToken(token),
      requested_by: change.requestedBy,
      expires_at: expiresAt,
      confirmed_at: null,
      created_at: now,
    })
    .execute();
  const link = confirmEmailLink(ctx.settings.appUrl, token);
  await enqueueMail(db, emailChangeConfirmationMail(user, newEmail, link, EMAIL_CHANGE_LINK_HOURS), { now, expiresAt });
  await enqueueMail(db, emailChangeRequestedMail(user, newEmail), { now, expiresAt });
  await recordActivity(db, {
    causerId: change.requestedBy,
    action: 'email_change_requested',
    subject: { type: 'user', id: user.id, label: user.email },
    properties: { new_email: newEmail, expires_at: expiresAt.toISOString() },
    origin: change.origin,
  });
}
