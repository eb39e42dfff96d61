import type { FastifyRequest } from 'fastify';
import { invitationMail, resetMail } from '../auth/account-mail';
import {
  issuePasswordToken,
  MAIL_INTERVAL_MS,
  mailedRecently,
  RESET_LINK_MINUTES,
  setPasswordLink,
  type TokenPurpose,
} from '../auth/password-tokens';
import { recordActivity } from '../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../context';
import { HttpError, validationFailed } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { managedUserOf } from './user-authority';

const DAY_MS = 24 * 60 * 60_000;

/** What each link is for: the status it needs, how long it works, its mail and its activity row. */
interface LinkKind {
  purpose: TokenPurpose;
  status: 'pending' | 'active';
  wrongStatus: string;
  action: 'invitation_resent' | 'password_reset_sent';
  validMs: (ctx: AppContext) => number;
  mail: (user: { first_name: string; email: string }, link: string, ctx: AppContext) => ReturnType<typeof resetMail>;
  sent: (email: string) => string;
}

const INVITATION: LinkKind = {
  purpose: 'invitation',
  status: 'pending',
  wrongStatus: 'Only a pending user is invited: this one has set a password already. Send a password reset instead.',
  action: 'invitation_resent',
  validMs: (ctx) => ctx.settings.invitationDays * DAY_MS,
  mail: (user, link, ctx) => invitationMail(user, link, ctx.settings.invitationDays),
  sent: (email) => `A new invitation was emailed to ${email}.`,
};

const RESET: LinkKind = {
  purpose: 'reset',
  status: 'active',
  wrongStatus:
    'Only an active user is sent a password reset: invite a pending user again, and activate an inactive one first.',
  action: 'password_reset_sent',
  validMs: () => RESET_LINK_MINUTES * 60_000,
  mail: (user, link) => resetMail(user, link),
  sent: (email) => `A password reset link was emailed to ${email}.`,
};

/** The 429 of a second mail within the minute; the public request withholds it silently, an administrator is told. */
function mailedWithinTheMinute(lastAt: Date, now: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((lastAt.getTime() + MAIL_INTERVAL_MS - now.getTime()) / 1000));
  return new HttpError(
    429,
    `This user was emailed a link less than a minute ago. Try again in ${retryAfter} seconds.`,
    undefined,
    retryAfter,
  );
}

/**
 * Mails the user a new link of the kind, from the user view (docs/records.md, Users and accounts).
 * The user's row is locked first, so the status, the suspension and the minute's throttle are
 * read under it and parallel calls take turns: one mail, the others 429, as the public request.
 */
async function sendLink(ctx: AppContext, request: FastifyRequest<{ Params: { id: number } }>, kind: LinkKind) {
  const principal = principalOf(request);
  const sentTo = await ctx.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', request.params.id).forUpdate().execute();
    const target = await managedUserOf(trx, principal, request.params.id);
    const user = await trx
      .selectFrom('users')
      .leftJoin('tpas', 'tpas.id', 'users.tpa_id')
      .leftJoin('ministries', 'ministries.id', 'users.ministry_id')
      .select(['users.status', 'tpas.status as tpa_status', 'ministries.status as ministry_status'])
      .where('users.id', '=', target.id)
      .executeTakeFirstOrThrow();
    if (user.status !== kind.status) throw validationFailed({ status: [kind.wrongStatus] });
    const suspended =
      user.tpa_status === 'suspended' ? 'TPA' : user.ministry_status === 'suspended' ? 'ministry' : null;
    if (suspended)
      throw validationFailed({
        status: [`This user's ${suspended} is suspended: they cannot sign in until it is reactivated.`],
      });
    const now = ctx.clock();
    const last = await mailedRecently(trx, target.id, now);
    if (last) throw mailedWithinTheMinute(last, now);
    const { token, expiresAt } = await issuePasswordToken(trx, target.id, kind.purpose, now, kind.validMs(ctx));
    await enqueueMail(trx, kind.mail(target, setPasswordLink(ctx.settings.appUrl, token, target.email), ctx), {
      now,
      expiresAt,
    });
    await recordActivity(trx, {
      causerId: principal.id,
      action: kind.action,
      subject: { type: 'user', id: target.id, label: target.email },
      properties: { expires_at: expiresAt.toISOString() },
      origin: originOf(request),
    });
    return target.email;
  });
  ctx.mailOutbox.wake();
  return { message: kind.sent(sentTo) };
}

/** "Resend invitation" and "Send password reset" on the user view. */
export function accountLinkHandlers(ctx: AppContext): OperationHandlers {
  return {
    resendInvitation: (request) => sendLink(ctx, request, INVITATION),
    sendPasswordReset: (request) => sendLink(ctx, request, RESET),
  };
}
