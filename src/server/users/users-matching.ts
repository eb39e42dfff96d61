import { agencyToday } from '../../shared/contract-formats';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { BULK_MATCHING_MAX_USERS } from '../../shared/constants';
import type { Principal } from '../auth/principal';
import { principalOf, type AppContext } from '../context';
import type { Db } from '../db/schema';
import { HttpError, validationFailed } from '../errors';
import { resolveQuery } from '../lists/engine';
import type { Operation, Schema } from '../operations';
import { holdsPermissionBeyond } from './user-authority';
import type { SelectedUser } from './user-selection';
import { usersList } from './users-list';

/**
 * Bulk changes "to all N matching" (docs/lists.md, Selection): the users list's own query, its
 * WHERE built by the list engine from the list's declaration, decides the users. What the
 * confirm step showed (the total and a fingerprint of the exact set) travels with the change,
 * which is refused (409) when the set is no longer that one, so nobody acts on users they did
 * not see. Users beyond the caller's authority are left as they are and counted as skipped.
 */

type MatchingQuery = Schema<'MatchingUsersQuery'>;

/** The set of users a query matched, as one string: SHA-256 of their ids in order, comma-separated. */
const FINGERPRINT_SQL = sql<string>`encode(sha256(convert_to(coalesce(string_agg(users.id::text, ',' order by users.id), ''), 'UTF8')), 'hex')`;
const fingerprintOf = (ids: readonly number[]) => createHash('sha256').update(ids.join(',')).digest('hex');

/** `today`: the agency's day relative-day filters count from. */
const whereOf = (query: { filters?: string; search_string?: string; sort?: string }, today: string) =>
  resolveQuery(usersList, query, today);

/** The total and fingerprint of the users a query matches now, as a preview answers them (for a caller that previews by other means). */
export async function matchingSetOf(db: Db, query: { filters?: string; search_string?: string }, today: string) {
  const { where } = whereOf(query, today);
  const { rows } = await sql<{ total: number; fingerprint: string }>`
    select count(*)::int as total, ${FINGERPRINT_SQL} as fingerprint from ${usersList.keySource} where ${where}`.execute(
    db,
  );
  return rows[0];
}

/** The confirm step of a change by query: the total, the first five names, who is beyond the caller, the fingerprint. */
export async function previewMatchingUsers(
  ctx: AppContext,
  request: FastifyRequest,
  query: Operation<'previewMatchingUsers'>['Querystring'],
): Promise<Schema<'MatchingUsers'>> {
  const principal = principalOf(request);
  const { where, orderBy } = whereOf(query, agencyToday(ctx.clock()));
  // One statement, one snapshot: the total, the names and the fingerprint agree.
  const { rows } = await sql<Schema<'MatchingUsers'>>`
    select count(*)::int as total,
      count(*) filter (where ${holdsPermissionBeyond(principal, sql.ref('users.id'))})::int as beyond_authority,
      coalesce(bool_or(users.id = ${principal.id}), false) as includes_you,
      ${FINGERPRINT_SQL} as fingerprint,
      (select coalesce(json_agg(concat_ws(' ', first.first_name, nullif(first.middle_name, ''), first.last_name)), '[]')
        from (select users.first_name, users.middle_name, users.last_name from ${usersList.keySource}
              where ${where} order by ${orderBy} limit 5) first) as names
    from ${usersList.keySource} where ${where}`.execute(ctx.db);
  return rows[0];
}

/**
 * The matching users, locked, each marked when beyond the caller; 409 unless exactly the set
 * previewed. At most BULK_MATCHING_MAX_USERS are locked (one more tells that there are too many:
 * 422), so a change by query is one bounded transaction whatever the list holds.
 */
export async function lockMatching(trx: Db, principal: Principal, matching: MatchingQuery, today: string) {
  const { where } = whereOf(matching, today);
  const { rows } = await sql<SelectedUser & { beyond: boolean }>`
    select users.id, users.email, users.status, users.password_hash, users.user_type, users.current_role_id,
      users.version, ${holdsPermissionBeyond(principal, sql.ref('users.id'))} as beyond
    from ${usersList.keySource} where ${where} order by users.id limit ${BULK_MATCHING_MAX_USERS + 1}
    for update`.execute(trx);
  if (rows.length > BULK_MATCHING_MAX_USERS)
    throw validationFailed({
      matching: [
        `More than ${BULK_MATCHING_MAX_USERS.toLocaleString('en-GB')} users match: narrow the filters or the search and change them in parts.`,
      ],
    });
  const fingerprint = fingerprintOf(rows.map((user) => user.id));
  if (rows.length !== matching.total || fingerprint !== matching.fingerprint) {
    const now =
      rows.length === matching.total
        ? `The ${matching.total} users that match are no longer the ones you confirmed`
        : `${rows.length} users match now, not the ${matching.total} you confirmed`;
    throw new HttpError(
      409,
      `${now}: someone changed, added or removed one since. Nothing was changed. Look at the list again and confirm what it shows now.`,
    );
  }
  return rows;
}
