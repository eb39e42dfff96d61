import { sql } from 'kysely';
import { isFutureDay } from '../../shared/contract-formats';
import type { Principal } from '../auth/principal';
import type { FieldErrors } from '../errors';
import { FieldChecks } from '../field-checks';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';

/** A user's expiry day and dormancy exemption (docs/records.md, Expiry and dormancy). */
export interface LifecycleFields {
  expires_on: string | null;
  dormancy_exempt: boolean;
}

/** What a new user has when the create form leaves them out: no expiry, no exemption. */
export const NO_LIFECYCLE_CHOICES: LifecycleFields = { expires_on: null, dormancy_exempt: false };

/** The form's values over the stored ones: a field left out keeps its value. */
export function lifecycleOf(body: Partial<Schema<'UserInput'>>, stored: LifecycleFields): LifecycleFields {
  return {
    expires_on: body.expires_on === undefined ? stored.expires_on : body.expires_on,
    dormancy_exempt: body.dormancy_exempt ?? stored.dormancy_exempt,
  };
}

/** Whether the caller holds the whole catalogue, as the Super Admin role does. */
async function holdsEveryPermission(db: Db, principal: Principal): Promise<boolean> {
  const { count } = await db
    .selectFrom('permissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return new Set(principal.permissions).size >= Number(count);
}

/**
 * The rules of a change of expiry or exemption, checked only when the value changes (a stored
 * day that has passed does not block an edit of the name). Nobody gives an account a longer life
 * than their own: a caller whose account expires sets no later day, and none; a new day is after
 * today (the app's clock, agency time). Exempting from dormancy is an administrator's decision:
 * only a caller holding every permission makes it (taking an exemption away only narrows access).
 */
export async function lifecycleFieldErrors(
  db: Db,
  principal: Principal,
  wanted: LifecycleFields,
  stored: LifecycleFields,
  now: Date,
): Promise<FieldErrors> {
  const checks = new FieldChecks();
  if (wanted.expires_on !== stored.expires_on) {
    const own = await db
      .selectFrom('users')
      .select(sql<string | null>`expires_on::text`.as('expires_on'))
      .where('id', '=', principal.id)
      .executeTakeFirst();
    const callerExpires = own?.expires_on ?? null;
    if (wanted.expires_on !== null && !isFutureDay(wanted.expires_on, now))
      checks.fail('expires_on', 'Choose a day after today: an account cannot expire in the past.');
    else if (callerExpires !== null && (wanted.expires_on === null || wanted.expires_on > callerExpires))
      checks.fail(
        'expires_on',
        `Your own account expires on ${callerExpires}: choose that day or an earlier one, or ask an administrator whose account does not expire.`,
      );
  }
  if (wanted.dormancy_exempt && !stored.dormancy_exempt && !(await holdsEveryPermission(db, principal)))
    checks.fail(
      'dormancy_exempt',
      'Only an administrator holding every permission can exempt an account from dormancy. Ask one to do it.',
    );
  return checks.errors;
}
