import type { Principal } from '../auth/principal';
import type { Db } from '../db/schema';
import { notFound, validationFailed, type FieldErrors } from '../errors';
import type { Schema } from '../operations';
import { assertMayManage } from './user-authority';
import { lockMatching } from './users-matching';

/**
 * Whom a status or role change names: users by id (one `id` from the user view, or the `ids` of
 * the rows selected), or every user the users list's query matches (`matching`, "select all N
 * matching", with what its preview answered). Both go through the same change, so the same rules
 * (authority, the last full administrator, step-up) hold whichever way the users were chosen.
 */
export type UserSelection =
  | { field: 'id' | 'ids'; ids: number[] }
  /** `today`: the agency's day the query's relative-day filters count from. */
  | { field: 'matching'; matching: Schema<'MatchingUsersQuery'>; today: string };

/** A selected user, locked, as the status and role changes read them. */
export interface SelectedUser {
  id: number;
  email: string;
  status: Schema<'UserStatus'>;
  password_hash: string | null;
  user_type: string;
  current_role_id: number | null;
  version: number;
}

export interface Selected {
  /** The users to change: locked, within the caller's authority. */
  targets: SelectedUser[];
  /** Matching users left as they are (a change by query only): beyond the caller, or the caller when `sparesCaller`. */
  skipped: number;
}

/**
 * Locks the selected users. By id the caller named each one, so a user they may not change
 * refuses the whole request: unknown (404 for one `id`, 422 naming them), the caller when
 * `sparesCaller` (422), a holder of a permission they lack (403). By query the caller named a
 * set: it must be exactly the one previewed (409), and such users are left and counted as
 * skipped. `refusals` are the request's other field errors, refused together with unknown ids.
 */
export async function lockSelected(
  trx: Db,
  principal: Principal,
  selection: UserSelection,
  { sparesCaller, refusals = {} }: { sparesCaller: boolean; refusals?: FieldErrors },
): Promise<Selected> {
  if (selection.field === 'matching') {
    if (Object.keys(refusals).length > 0) throw validationFailed(refusals);
    const matched = await lockMatching(trx, principal, selection.matching, selection.today);
    const targets = matched.filter((user) => !user.beyond && !(sparesCaller && user.id === principal.id));
    return { targets, skipped: matched.length - targets.length };
  }
  const { field } = selection;
  const ids = [...new Set(selection.ids)];
  const targets = await trx
    .selectFrom('users')
    .select(['id', 'email', 'status', 'password_hash', 'user_type', 'current_role_id', 'version'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const unknown = ids.filter((id) => !targets.some((user) => user.id === id));
  if (unknown.length > 0 && field === 'id') throw notFound('user');
  const errors: FieldErrors = unknown.length > 0 ? { ids: [`No such users: ${unknown.join(', ')}.`] } : {};
  if (Object.keys({ ...errors, ...refusals }).length > 0) throw validationFailed({ ...errors, ...refusals });
  // Nobody locks themselves out (and an agency with one administrator stays administered).
  if (sparesCaller && ids.includes(principal.id))
    throw validationFailed({ [field]: ['You cannot deactivate your own account.'] });
  await assertMayManage(trx, principal, ids);
  return { targets, skipped: 0 };
}
