import { recordActivity } from '../../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../../context';
import { HttpError, notFound } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { managedUserOf } from '../../users/user-authority';
import { twoFactorResetMail } from '../account-mail';
import { requireRecentSecondFactor } from './step-up';
import { factorListOf, hasAnyFactor, removeAllFactors } from './store';

/** The mail says what happened, not a link: kept a day for an SMTP outage. */
const RESET_MAIL_VALID_MS = 24 * 60 * 60_000;
const NOTHING_TO_RESET = 'second factor: this user has none to reset';

/**
 * An administrator resets the second factors of a user who lost them (docs/security.md, Second
 * factor). Every session of the user ends too: a session opened with a factor that no longer
 * exists would still count as holding one given recently (step-up), and a reset that follows a
 * stolen phone must not leave whoever holds it signed in.
 */
export function twoFactorResetHandlers(ctx: AppContext): OperationHandlers {
  const { db } = ctx;
  return {
    async resetUserTwoFactor(request, reply) {
      const principal = principalOf(request);
      // Refusals that need no second factor come first: stepping up for a call refused anyway helps nobody.
      const target = await managedUserOf(db, principal, request.params.id);
      if (target.id === principal.id) {
        throw new HttpError(403, 'Your own second factor is not reset here: remove it on your Security screen.');
      }
      if (!hasAnyFactor(await factorListOf(db, target.id))) throw notFound(NOTHING_TO_RESET);
      await requireRecentSecondFactor(ctx, request);

      await db.transaction().execute(async (trx) => {
        // The user's row is held, so two resets at once record one change; the rules are read again under it.
        await trx.selectFrom('users').select('id').where('id', '=', target.id).forUpdate().execute();
        const user = await managedUserOf(trx, principal, target.id);
        const before = await factorListOf(trx, user.id);
        if (!hasAnyFactor(before)) throw notFound(NOTHING_TO_RESET);
        await removeAllFactors(trx, user.id);
        await ctx.sessions.closeAllOf(trx, [user.id]);
        await recordActivity(trx, {
          causerId: principal.id,
          action: 'two_factor_reset',
          subject: { type: 'user', id: user.id, label: user.email },
          changes: { before: { ...before }, after: { ...(await factorListOf(trx, user.id)) } },
          origin: originOf(request),
        });
        const now = ctx.clock();
        await enqueueMail(trx, twoFactorResetMail(user), {
          now,
          expiresAt: new Date(now.getTime() + RESET_MAIL_VALID_MS),
        });
      });
      ctx.mailOutbox.wake();
      return reply.status(204).send();
    },
  };
}
