import { sql } from 'kysely';

/** The signed-in user as authorization sees it, read fresh on every call (no stale permission). */
export interface Principal {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  permissions: string[];
  current_active_role_name: string | null;
}

/** A session's user as authorization reads them, in columns beside the session's own. */
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
}

/**
 * Read with the session in one query (SessionStore.find), as it runs before every call: the
 * user, their organisation's status, and the names of every permission their roles hold, in
 * catalogue order. The joins need `sessions` in the FROM clause.
 */
export const principalJoins = sql`left join users principal on principal.id = sessions.user_id
  left join tpas on tpas.id = principal.tpa_id
  left join ministries on ministries.id = principal.ministry_id
  left join roles principal_role on principal_role.id = principal.current_role_id`;

export const principalColumns = sql`principal.id as principal_id, principal.first_name as principal_first_name,
  principal.last_name as principal_last_name, principal.email as principal_email, principal.user_type as principal_user_type,
  principal.status as principal_status, tpas.status as principal_tpa_status, ministries.status as principal_ministry_status,
  principal_role.name as principal_role_name,
  (select coalesce(json_agg(permissions.name order by permissions.id), '[]') from permissions
   where permissions.id in (select role_permissions.permission_id from user_roles
     join role_permissions on role_permissions.role_id = user_roles.role_id where user_roles.user_id = principal.id)) as principal_permissions`;

/**
 * The user behind a session, if they may still act: active, and not in a suspended TPA or
 * ministry. Permissions are the union of the user's roles'.
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
  };
}
