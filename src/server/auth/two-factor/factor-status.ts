import { principalOf, type AppContext, type OperationHandlers } from '../../context';
import { notFound } from '../../errors';
import type { Schema } from '../../operations';
import { factorListOf, type FactorList } from './store';

/** What the contract shows of a user's factors: the list's counts, never a name's secret. */
export function twoFactorStatusOf(list: FactorList): Schema<'TwoFactorStatus'> {
  return {
    authenticator: list.authenticator,
    recovery_codes_left: list.recovery_codes_left,
    passkeys: list.passkeys.length,
  };
}

/** Which second factors a user has: one's own on the Security screen, another's on the user view. */
export function factorStatusHandlers(ctx: AppContext): OperationHandlers {
  const { db } = ctx;
  return {
    async getMyTwoFactorStatus(request) {
      return twoFactorStatusOf(await factorListOf(db, principalOf(request).id));
    },

    async getUserTwoFactorStatus(request) {
      const user = await db.selectFrom('users').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!user) throw notFound('user');
      return twoFactorStatusOf(await factorListOf(db, user.id));
    },
  };
}
