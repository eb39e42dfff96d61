import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../activity-log';
import { emailChangedMail } from '../auth/account-mail';
import { hashToken } from '../auth/tokens';
import { originOf, type AppContext, type OperationHandlers } from '../context';
import type { Db } from '../db/schema';
import { isUniqueViolation, validationFailed } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { linkExpiryFrom } from './email-change';

export const EMAIL_LINK_INVALID =
  'This link is invalid: it is not one we sent, or a newer change of the address replaced it. Use the newest confirmation email, or ask your administrator to request the change again.';
export const EMAIL_LINK_EXPIRED =
  'This link has expired. Ask your administrator to request the change of your email address again.';
export const EMAIL_LINK_USED =
  'This link has already been used: the email address was changed. Sign in with the new address.';
export const EMAIL_TAKEN_SINCE =
  'Another account has this email address now, so the change cannot be applied. Ask your administrator for help.';

interface ChangeInHand {
  id: number;
  newEmail: string;
  requestedBy: number | null;
  user: { id: number; first_name: string; email: string; status: 'pending' | 'active' | 'inactive' };
}

const refused = (message: string, field = 'token') => validationFailed({ [field]: [message] });

/**
 * The change the token names, with its user, both rows locked in the order an edit locks them
 * (user, then change) so that a confirmation and an edit of the same user take turns: a newer
 * request deletes the change, and then its token is unknown.
 */
async function lockChange(trx: Db, token: string, now: Date): Promise<ChangeInHand> {
  const tokenHash = hashToken(token);
  const named = await trx
    .selectFrom('email_changes')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!named) throw refused(EMAIL_LINK_INVALID);
  const user = await trx
    .selectFrom('users')
    .select(['id', 'first_name', 'email', 'status'])
    .where('id', '=', named.user_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const change = await trx
    .selectFrom('email_changes')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
  if (!change) throw refused(EMAIL_LINK_INVALID);
  if (change.confirmed_at) throw refused(EMAIL_LINK_USED);
  if (change.expires_at <= now) throw refused(EMAIL_LINK_EXPIRED);
  return { id: change.id, newEmail: change.new_email, requestedBy: change.requested_by, user };
}

/** What the person who confirmed does next, by the account's state. */
function nextStep(change: ChangeInHand): string {
  const done = `Your email address is now ${change.newEmail}.`;
  if (change.user.status === 'pending')
    return `${done} To choose your password, request a link from the password reset page.`;
  if (change.user.status === 'inactive')
    return `${done} Your account is deactivated: ask your administrator if you need it again.`;
  return `${done} Every session of your account has ended: sign in with the new address.`;
}

/**
 * Applies a confirmed change: the email, every session of the user ended (whoever was signed
 * in with the old address is out), the user's unused set-password links dropped (they name the
 * old address), one 'email_changed' row before → after, and the old address told.
 */
async function confirmEmailChange(ctx: AppContext, request: FastifyRequest, token: string): Promise<string> {
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      const now = ctx.clock();
      const change = await lockChange(trx, token, now);
      const { user } = change;
      await trx
        .updateTable('users')
        .set((eb) => ({ email: change.newEmail, version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', user.id)
        .execute();
      await trx.updateTable('email_changes').set({ confirmed_at: now }).where('id', '=', change.id).execute();
      await trx
        .deleteFrom('password_reset_tokens')
        .where('user_id', '=', user.id)
        .where('used_at', 'is', null)
        .execute();
      await ctx.sessions.closeAllOf(trx, [user.id]);
      await recordActivity(trx, {
        causerId: user.id,
        action: 'email_changed',
        subject: { type: 'user', id: user.id, label: change.newEmail },
        changes: { before: { email: user.email }, after: { email: change.newEmail } },
        properties: { requested_by: change.requestedBy },
        origin: originOf(request),
      });
      await enqueueMail(trx, emailChangedMail(user, user.email, change.newEmail), {
        now,
        expiresAt: linkExpiryFrom(now),
      });
      return nextStep(change);
    })
    .catch((error: unknown) => {
      // Another user took the address since the request: the unique index refuses it, nothing changes.
      if (isUniqueViolation(error)) throw refused(EMAIL_TAKEN_SINCE, 'email');
      throw error;
    });
}

/** The public operation behind the link mailed to the new address (/email/confirm/{token}). */
export function emailChangeHandlers(ctx: AppContext): OperationHandlers {
  return {
    async confirmEmailChange(request) {
      const message = await confirmEmailChange(ctx, request, request.body.token);
      ctx.mailOutbox.wake();
      return { message };
    },
  };
}
