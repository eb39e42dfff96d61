import type { FastifyRequest } from 'fastify';
import { recordActivity, type ActivityEntry } from '../../activity-log';
import { originOf, principalOf, type AppContext, type OperationHandlers } from '../../context';
import { HttpError, notFound, validationFailed } from '../../errors';
import type { Db } from '../../db/schema';
import { requireRecentPassword } from '../password-confirmation';
import { secretBoxOf } from './secret-box';
import { markSecondFactorGiven, requireRecentSecondFactor } from './step-up';
import {
  confirmEnrolment,
  hasConfirmedAuthenticator,
  hasConfirmedFactor,
  removeFactors,
  replaceRecoveryCodes,
  startEnrolment,
  takeRecoveryCodesToShow,
  totpSecretOf,
} from './store';
import { newTotpSecret, otpauthUrlOf, qrSvgOf, totpStepOf } from './totp';

const NO_ENROLMENT = 'authenticator enrolment in progress: start one first';
const ALREADY_CONFIRMED = 'An authenticator app is already confirmed: remove it before enrolling another.';

/**
 * Enrolment of an authenticator app and recovery codes by the signed-in user, on Laravel
 * Fortify's routes (docs/security.md, Second factor).
 */
export function enrolmentHandlers(ctx: AppContext): OperationHandlers {
  const { db } = ctx;
  const box = () => secretBoxOf(ctx.settings);

  /** Records one of the user's own second-factor events (never a secret or a code). */
  function record(trx: Db, request: FastifyRequest, action: ActivityEntry['action']): Promise<void> {
    const principal = principalOf(request);
    const subject = { type: 'user' as const, id: principal.id, label: principal.email };
    return recordActivity(trx, { causerId: principal.id, action, subject, origin: originOf(request) });
  }

  async function unconfirmedSecret(request: FastifyRequest): Promise<string> {
    const secret = await totpSecretOf(db, box(), principalOf(request).id, 'unconfirmed');
    if (secret === undefined) throw notFound(NO_ENROLMENT);
    return secret;
  }

  return {
    async enableTwoFactorAuthentication(request, reply) {
      const { id } = principalOf(request);
      // A call refused anyway does not ask for the password first.
      if (await hasConfirmedAuthenticator(db, id)) throw new HttpError(409, ALREADY_CONFIRMED);
      await requireRecentPassword(ctx, request);
      await db.transaction().execute(async (trx) => {
        if (!(await startEnrolment(trx, box(), id, newTotpSecret()))) throw new HttpError(409, ALREADY_CONFIRMED);
        await record(trx, request, 'two_factor_enrolment_started');
      });
      return reply.status(204).send();
    },

    async showTwoFactorQrCode(request) {
      const url = otpauthUrlOf(principalOf(request).email, await unconfirmedSecret(request));
      return { svg: await qrSvgOf(url), url };
    },

    async showTwoFactorSecretKey(request) {
      return { secret_key: await unconfirmedSecret(request) };
    },

    async confirmTwoFactorAuthentication(request, reply) {
      const { id } = principalOf(request);
      const now = ctx.clock();
      const step = totpStepOf(await unconfirmedSecret(request), request.body.code, now);
      if (step === undefined)
        throw validationFailed({ code: ['The provided two factor authentication code was invalid.'] });
      await db.transaction().execute(async (trx) => {
        if (!(await confirmEnrolment(trx, id, step, now))) throw notFound(NO_ENROLMENT);
        await replaceRecoveryCodes(trx, box(), id, now);
        // A code was just given: this session holds a fresh second factor.
        await markSecondFactorGiven(trx, request.session!.row.id, now);
        await record(trx, request, 'two_factor_confirmed');
      });
      return reply.status(204).send();
    },

    async disableTwoFactorAuthentication(request, reply) {
      const { id } = principalOf(request);
      // Cancelling an unconfirmed enrolment needs no second factor: the user has none yet.
      if (await hasConfirmedAuthenticator(db, id)) await requireRecentSecondFactor(ctx, request);
      await db.transaction().execute(async (trx) => {
        if (!(await removeFactors(trx, id))) throw notFound('authenticator app');
        await record(trx, request, 'two_factor_removed');
      });
      return reply.status(204).send();
    },

    async showRecoveryCodes(request) {
      const codes = await takeRecoveryCodesToShow(db, box(), principalOf(request).id, ctx.clock());
      if (!codes) throw notFound('new recovery codes: they are shown once, right after they are made');
      return { recovery_codes: codes };
    },

    async regenerateRecoveryCodes(request, reply) {
      const { id } = principalOf(request);
      if (!(await hasConfirmedFactor(db, id))) {
        throw new HttpError(
          409,
          'Recovery codes back up a second factor: set up an authenticator app or a passkey first.',
        );
      }
      await requireRecentSecondFactor(ctx, request);
      await db.transaction().execute(async (trx) => {
        await replaceRecoveryCodes(trx, box(), id, ctx.clock());
        await record(trx, request, 'recovery_codes_regenerated');
      });
      return reply.status(204).send();
    },
  };
}
