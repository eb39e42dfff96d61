import type { Db } from '../db/schema';
import type { Schema } from '../operations';
import { describeDevice } from './session-device';
import type { SessionPolicy } from './sessions';

type SessionSummary = Schema<'SessionSummary'>;

/** Sessions still live at `now` under the policy: not idle too long, not past their lifetime. */
function liveSince(policy: SessionPolicy, now: Date) {
  const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  return { activeSince: before(policy.idleMinutes), createdSince: before(policy.lifetimeMinutes) };
}

/**
 * A user's live signed-in sessions, newest sign-in first, each named by its public id; the one
 * whose id hash is `currentId` is marked current. A guest session has no user, so it is never here.
 */
export async function liveSessionsOf(
  db: Db,
  userId: number,
  policy: SessionPolicy,
  now: Date,
  currentId?: string,
): Promise<SessionSummary[]> {
  const { activeSince, createdSince } = liveSince(policy, now);
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'user_agent', 'ip_address', 'created_at', 'last_activity_at', 'second_factor_at'])
    .where('user_id', '=', userId)
    .where('last_activity_at', '>=', activeSince)
    .where('created_at', '>=', createdSince)
    .orderBy('created_at', 'desc')
    .orderBy('public_id')
    .execute();
  return rows.map((row) => ({
    id: row.public_id,
    device: describeDevice(row.user_agent),
    ip_address: row.ip_address,
    signed_in_at: row.created_at.toISOString(),
    last_active_at: row.last_activity_at.toISOString(),
    current: row.id === currentId,
    second_factor_used: row.second_factor_at !== null,
  }));
}

/** Deletes one of a user's sessions by its public id; answers what it was, or undefined when there is none. */
export async function deleteSessionOf(db: Db, userId: number, publicId: string) {
  return db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .returning(['id', 'user_agent', 'ip_address', 'created_at'])
    .executeTakeFirst();
}
