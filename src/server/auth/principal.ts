import type { Db } from '../db/schema';
/** The signed-in user as authorization sees it, read fresh on every call (no stale permission). */
export interface Principal {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  permissions: string[];
  current_active_role_name: string | null;
  /**
   * A role of the user requires a second factor and they have none (docs/security.md, Second
   * factor required by role): the session may make only the enrolment's calls.
   */
  must_enrol_second_factor: boolean;
}

/** A session's user as authorization reads them, beside the session's own columns (migration 0009's session_with_principal). */
export interface PrincipalColumns {
  principal_id: number | null;
  principal_first_name: string | null;
  principal_last_name: string | null;
  principal_email: string | null;
  principal_user_type: string | null;
  principal_status: string | null;
  principal_tpa_status: string | null;
  principal_ministry_status: string | null;
  principal_role_name: string | null;
  principal_permissions: string[];
  /** Whether any role the user holds requires a second factor (migration 0019). */
  principal_second_factor_required?: boolean | null;
  /** Whether the user holds a second factor: a confirmed authenticator app or a passkey (migration 0040). */
  principal_second_factor_held?: boolean | null;
}

/**
 * The user behind a session, if they may still act: active, and not in a suspended TPA or
 * ministry. Permissions are the union of the user's roles'. Whether they must enrol a second
 * factor is read from a session's columns (an export's requester is not asked: the download call is).
 */
export function principalFrom(row: PrincipalColumns): Principal | undefined {
  if (row.principal_id === null || row.principal_status !== 'active') return undefined;
  if (row.principal_tpa_status === 'suspended' || row.principal_ministry_status === 'suspended') return undefined;
  return {
    id: row.principal_id,
    first_name: row.principal_first_name!,
    last_name: row.principal_last_name!,
    email: row.principal_email!,
    user_type: row.principal_user_type!,
    permissions: row.principal_permissions,
    current_active_role_name: row.principal_role_name,
    must_enrol_second_factor:
      row.principal_second_factor_required === true && row.principal_second_factor_held === false,
  };
}

/**
 * A user as authorization would see them now, for work done on their behalf after their request
 * (an export's file, an import's rows): undefined when they may not act (inactive, or a suspended organisation).
 */
export async function principalOfUser(db: Db, userId: number): Promise<Principal | undefined> {
  const user = await db
    .selectFrom('users')
    .leftJoin('tpas', 'tpas.id', 'users.tpa_id')
    .leftJoin('ministries', 'ministries.id', 'users.ministry_id')
    .leftJoin('roles', 'roles.id', 'users.current_role_id')
    .select([
      'users.id as principal_id',
      'users.first_name as principal_first_name',
      'users.last_name as principal_last_name',
      'users.email as principal_email',
      'users.user_type as principal_user_type',
      'users.status as principal_status',
      'tpas.status as principal_tpa_status',
      'ministries.status as principal_ministry_status',
      'roles.name as principal_role_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const permissions = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .execute();
  return principalFrom({ ...user, principal_permissions: permissions.map((p) => p.name) });
}
