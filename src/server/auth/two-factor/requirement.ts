import type { Db } from '../../db/schema';

/**
 * Whether any role the user holds requires a second factor (docs/security.md, Second factor
 * required by role). Sign-in asks it of a user without one, to tell the client the session is
 * the enrolment's alone; every call reads the same from session_with_principal (migration 0019).
 */
export async function secondFactorRequiredOf(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.id')
    .where('user_roles.user_id', '=', userId)
    .where('roles.requires_second_factor', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
