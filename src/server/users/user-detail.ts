import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';
import { usersList, type UserListRow } from './users-list';

/** The list's record of a user plus what the view and edit screens need (an email change waiting for confirmation among it). */
export type UserDetail = Schema<'UserDetail'>;

interface DetailRow extends UserListRow {
  version: number;
  updated_at: Date;
  current_role_name: string | null;
  pending_email: string | null;
  pending_email_expires_at: Date | null;
  dormancy_exempt: boolean;
  role_ends: UserDetail['role_ends'];
}

/**
 * One user as the users list shows them (its columns and record), plus version, times and the
 * email change still pending at `now` (the app's clock, which decides when a link expires).
 */
export async function findUserDetail(db: Db, id: number, now: Date): Promise<UserDetail | undefined> {
  const { rows } = await sql<DetailRow>`
    select ${usersList.columns}, users.version, users.updated_at, users.dormancy_exempt,
      coalesce((select json_agg(json_build_object('role_id', role_id, 'ends_on', ends_on::text) order by role_id)
        from user_roles where user_roles.user_id = users.id and ends_on is not null), '[]') as role_ends,
      (select name from roles where roles.id = users.current_role_id) as current_role_name,
      pending.new_email as pending_email, pending.expires_at as pending_email_expires_at
    from ${usersList.source}
      left join email_changes pending on pending.user_id = users.id and pending.confirmed_at is null and pending.expires_at > ${now}
    where users.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    ...usersList.toRecord(row),
    current_active_role_name: row.current_role_name,
    pending_email: row.pending_email,
    pending_email_expires_at: row.pending_email_expires_at?.toISOString() ?? null,
    updated_at: row.updated_at.toISOString(),
    version: row.version,
    dormancy_exempt: row.dormancy_exempt,
    role_ends: row.role_ends,
  };
}

/**
 * The fields an activity row compares, readable in the log (names, not ids); never the
 * password hash, which is not part of a user's record here at all.
 */
export function auditedFields(user: UserDetail): Record<string, unknown> {
  return {
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    roles: user.roles.map((role) => role.name),
    role_ends: user.role_ends.map(({ role_id, ends_on }) => {
      const role = user.roles.find((held) => held.id === role_id);
      return `${role?.name ?? role_id} until ${ends_on}`;
    }),
    tpa: user.tpa?.name ?? null,
    ministry: user.ministry?.name ?? null,
    expires_on: user.expires_on,
    dormancy_exempt: user.dormancy_exempt,
  };
}
