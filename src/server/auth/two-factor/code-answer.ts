import type { AppContext } from '../../context';
import { validationFailed } from '../../errors';
import type { Schema } from '../../operations';
import { secretBoxOf } from './secret-box';
import { spendRecoveryCode, spendTotpStep, totpSecretOf } from './store';
import { totpStepOf } from './totp';

/**
 * A second factor typed in: a code from the authenticator app or a recovery code, as the sign-in's
 * second step (POST /two-factor-challenge) and a step-up (POST /user/confirmed-second-factor) take it.
 */
export interface CodeAnswer {
  kind: 'code' | 'recovery_code';
  value: string;
}

/** Exactly one of the two, or a 422 saying which is missing. */
export function codeAnswerOf(body: Schema<'TwoFactorChallenge'>): CodeAnswer {
  const given = (['code', 'recovery_code'] as const).filter((field) => body[field] !== undefined);
  if (given.length !== 1) {
    const message = 'Give either the code from your authenticator app or one recovery code.';
    throw validationFailed({ code: [message] });
  }
  return { kind: given[0], value: body[given[0]]! };
}

/**
 * Whether the answer is the user's: a current code whose 30-second step was not used before, or an
 * unused recovery code. Spent either way, in one statement each, so that parallel requests with one
 * code get one success.
 */
export async function spendCodeAnswer(ctx: AppContext, userId: number, answer: CodeAnswer): Promise<boolean> {
  const { db } = ctx;
  const now = ctx.clock();
  if (answer.kind === 'recovery_code') return spendRecoveryCode(db, userId, answer.value, now);
  const secret = await totpSecretOf(db, secretBoxOf(ctx.settings), userId, 'confirmed');
  const step = secret === undefined ? undefined : totpStepOf(secret, answer.value, now);
  return step !== undefined && spendTotpStep(db, userId, step);
}

/** What a refused answer says, on its own field, and its reason in the activity log. */
export function codeRefusalOf(answer: CodeAnswer): { field: string; reason: string; message: string } {
  return answer.kind === 'code'
    ? { field: 'code', reason: 'code', message: 'The provided two factor authentication code was invalid.' }
    : {
        field: 'recovery_code',
        reason: 'recovery_code',
        message: 'The provided two factor recovery code was invalid.',
      };
}
