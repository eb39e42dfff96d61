import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/schema';
import { HttpError } from '../../errors';

/**
 * Step-up (docs/security.md, Second factor): the riskiest actions need a second factor given in
 * this session within STEP_UP_MINUTES, or they answer 423 (the contract's SecondFactorRequired).
 */
export async function requireRecentSecondFactor(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const row = await ctx.db
    .selectFrom('sessions')
    .select('second_factor_at')
    .where('id', '=', request.session!.row.id)
    .executeTakeFirst();
  const minutes = ctx.settings.stepUpMinutes;
  const freshSince = ctx.clock().getTime() - minutes * 60_000;
  if (!row?.second_factor_at || row.second_factor_at.getTime() < freshSince) {
    throw new HttpError(
      423,
      `This needs a second factor given in the last ${minutes} minutes: sign in again with your code.`,
    );
  }
}

/** Records that a second factor was just given in this session (sign-in, enrolment or step-up). */
export async function markSecondFactorGiven(trx: Db, sessionId: string, at: Date): Promise<void> {
  await trx.updateTable('sessions').set({ second_factor_at: at }).where('id', '=', sessionId).execute();
}
