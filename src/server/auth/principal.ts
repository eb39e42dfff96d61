import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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

/**
 * The user behind a session, if they may still act: active, and not in a suspended TPA or
 * ministry. Permissions are the union of the user's roles', in catalogue order.
 */
export async function loadPrincipal(db: Kysely<Database>, userId: number): Promise<Principal | undefined> {
  const user = await db
    .selectFrom('users')
    .leftJoin('tpas', 'tpas.id', 'users.tpa_id')
    .leftJoin('ministries', 'ministries.id', 'users.ministry_id')
    .leftJoin('roles as current_role', 'current_role.id', 'users.current_role_id')
    .select([
      'users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.user_type', 'users.status',
      'tpas.status as tpa_status', 'ministries.status as ministry_status', 'current_role.name as current_role_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user || user.status !== 'active' || user.tpa_status === 'suspended' || user.ministry_status === 'suspended') return undefined;
  const permissions = await db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['permissions.id', 'permissions.name'])
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .orderBy('permissions.id')
    .execute();
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    user_type: user.user_type,
    permissions: permissions.map((p) => p.name),
    current_active_role_name: user.current_role_name,
  };
}
