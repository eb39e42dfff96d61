import type { Principal } from '../auth/principal';
import type { Db } from '../db/schema';
import { HttpError, validationFailed } from '../errors';
import type { Schema } from '../operations';

export type Visibility = Schema<'ListViewVisibility'>;
export const SHARE_PERMISSION = 'share list views';

/** Users holding (through any role of theirs) a permission the principal lacks; restricted to one role's holders when given. */
function holdersAbove(db: Db, principal: Principal, roleId?: number) {
  let query = db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('user_roles.user_id');
  if (roleId !== undefined) {
    const holders = db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId);
    query = query.where('user_roles.user_id', 'in', holders);
  }
  if (principal.permissions.length > 0) query = query.where('permissions.name', 'not in', principal.permissions);
  return query.limit(1);
}

/** Whether the role itself holds a permission the principal lacks. */
async function roleHoldsMore(db: Db, principal: Principal, roleId: number): Promise<boolean> {
  let query = db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('role_id')
    .where('role_id', '=', roleId);
  if (principal.permissions.length > 0) query = query.where('permissions.name', 'not in', principal.permissions);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

async function shareableRole(db: Db, principal: Principal, roleId: number | null | undefined) {
  if (roleId === null || roleId === undefined)
    throw validationFailed({ role_id: ['Choose the role to share this view with.'] });
  const role = await db.selectFrom('roles').select(['id', 'name']).where('id', '=', roleId).executeTakeFirst();
  if (!role) throw validationFailed({ role_id: ['No such role.'] });
  if ((await roleHoldsMore(db, principal, roleId)) || (await holdersAbove(db, principal, roleId).executeTakeFirst()))
    throw validationFailed({
      role_id: [
        `You cannot share with the role ${role.name}: it or the users holding it have permissions you do not have.`,
      ],
    });
  return role;
}

/**
 * Who a view may be shared with (docs/lists.md, Saved views): sharing needs "share list views"
 * (403); a role only when the sharer could edit it, neither it nor its holders holding a
 * permission the sharer lacks, as for editing a role (users/user-authority.ts), so that nobody
 * puts a view before those above them; everyone only when nobody at all holds such a permission
 * (everyone includes every role). Answers the role a `role` view is shared with, else null.
 */
export async function checkedSharing(
  db: Db,
  principal: Principal,
  visibility: Visibility,
  roleId: number | null | undefined,
): Promise<{ id: number; name: string } | null> {
  if (visibility !== 'role' && roleId !== null && roleId !== undefined)
    throw validationFailed({ role_id: ['Only a view shared with a role names a role.'] });
  if (visibility === 'personal') return null;
  if (!principal.permissions.includes(SHARE_PERMISSION))
    throw new HttpError(403, 'Sharing a view needs the "share list views" permission; keep it personal instead.');
  if (visibility === 'role') return shareableRole(db, principal, roleId);
  if (await holdersAbove(db, principal).executeTakeFirst())
    throw validationFailed({
      visibility: [
        'You cannot share with everyone: some users hold permissions you do not have. Share it with a role instead.',
      ],
    });
  return null;
}
