import { sql, type Kysely } from 'kysely';
import { recordActivity } from '../activity-log';
import { agencyDayAt } from '../calendar-day';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/schema';
import type { FieldChecks } from '../field-checks';
import type { Schema } from '../operations';
import { changedFields } from '../record-changes';
import { NO_ORIGIN } from './account-lifecycle';
import { auditedFields, findUserDetail } from './user-detail';
import { currentRoleAfter } from './user-roles';

/** The grants of one user that end: each role's last day (YYYY-MM-DD); a role not in it has no end. */
export type RoleEnds = Map<number, string>;

type RoleEndList = Schema<'RoleEnds'>;

/** The form's role_ends as a map; undefined when left out (each kept grant keeps its end). */
export const roleEndsOf = (list: RoleEndList | undefined): RoleEnds | undefined =>
  list && new Map(list.map((end) => [end.role_id, end.ends_on]));

/** The user's grants that end, as stored. */
export async function grantEndsOf(db: Db, userId: number): Promise<RoleEnds> {
  const rows = await db
    .selectFrom('user_roles')
    .select(['role_id', sql<string>`ends_on::text`.as('ends_on')])
    .where('user_id', '=', userId)
    .where('ends_on', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.role_id, row.ends_on]));
}

/** Fails role_ends for a role the user is not to hold, or named twice. */
export function checkRoleEnds(checks: FieldChecks, list: RoleEndList | undefined, roleIds: readonly number[]): void {
  const named = list?.map((end) => end.role_id) ?? [];
  const strangers = named.filter((id) => !roleIds.includes(id));
  if (strangers.length > 0)
    checks.fail(
      'role_ends',
      `Give a last day only to roles the user is given: role ${strangers.join(', ')} is not among them.`,
    );
  if (new Set(named).size < named.length) checks.fail('role_ends', 'Give each role one last day at most.');
}

/** Sets the last day (or none) of these grants of a user the caller has locked. */
export async function storeGrantEnds(trx: Db, userId: number, roleIds: readonly number[], ends: RoleEnds) {
  for (const roleId of roleIds)
    await trx
      .updateTable('user_roles')
      .set({ ends_on: ends.get(roleId) ?? null })
      .where('user_id', '=', userId)
      .where('role_id', '=', roleId)
      .execute();
}

export interface RoleGrantEndsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

interface EndingUser {
  id: number;
  email: string;
  current_role_id: number | null;
}

/**
 * Removes one user's grants whose last day has passed (agency time), in one transaction with
 * their version, the role they act as and an `updated` row without causer (the rule did it).
 * Answers undefined when no user is left to do, else whether this process removed any: under the
 * user's lock the delete reads the grants anew, so a user another process has just done is passed.
 */
async function removeOneUsersEndedGrants(deps: RoleGrantEndsDeps): Promise<boolean | undefined> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const ended = sql<boolean>`user_roles.ends_on < ${agencyDayAt(now)}`;
    const { rows } = await sql<EndingUser>`select users.id, users.email, users.current_role_id from users
      where exists (select 1 from user_roles where user_roles.user_id = users.id and ${ended})
      order by users.id limit 1 for update skip locked`.execute(trx);
    const user = rows[0];
    if (!user) return undefined;
    const before = await findUserDetail(trx, user.id, now);
    const removed = await trx.deleteFrom('user_roles').where('user_id', '=', user.id).where(ended).execute();
    if (!before || Number(removed[0]?.numDeletedRows ?? 0) === 0) return false;
    const kept = await trx.selectFrom('user_roles').select('role_id').where('user_id', '=', user.id).execute();
    const roleIds = kept.map((grant) => grant.role_id);
    await trx
      .updateTable('users')
      .set((eb) => ({
        current_role_id: currentRoleAfter(user.current_role_id, roleIds),
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', user.id)
      .execute();
    const after = (await findUserDetail(trx, user.id, now))!;
    await recordActivity(trx, {
      causerId: null,
      action: 'updated',
      subject: { type: 'user', id: user.id, label: user.email },
      changes: changedFields(auditedFields(before), auditedFields(after)),
      properties: { reason: 'role grant ended' },
      origin: NO_ORIGIN,
    });
    return true;
  });
}

/**
 * Role grants that end (docs/records.md, Roles that end), run by every process's housekeeping: at
 * the end of its last day a grant is removed, and nothing else changes (the user's sessions go on
 * with the roles left; permissions are read on every call). Safe in any number of processes at
 * once: users are taken FOR UPDATE SKIP LOCKED and their grants re-read under the lock.
 */
export async function removeEndedRoleGrants(deps: RoleGrantEndsDeps): Promise<number> {
  let users = 0;
  for (;;) {
    const removed = await removeOneUsersEndedGrants(deps);
    if (removed === undefined) return users;
    if (removed) users += 1;
  }
}
