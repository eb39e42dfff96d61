import { recordActivity } from '../activity-log';
import type { Principal } from '../auth/principal';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import { subjectHistoryList } from '../activity-logs/activity-logs-list';
import type { OperationBodyRules } from '../body-rules';
import { originOf, principalOf, type AppContext, type OperationHandlers, type OperationRequest } from '../context';
import { staleVersion } from '../errors';
import { exportHandler } from '../exports/export-jobs';
import { listPage } from '../lists/engine';
import { changedFields } from '../record-changes';
import { guardFullAdministrators } from '../users/full-administrators';
import { assertMayEditRole } from '../users/user-authority';
import { permissionsList } from './permissions-list';
import { asNameTaken, checkRoleInput, roleFieldErrors, type CheckedRole, type EditedRole } from './role-input';
import type { Schema } from '../operations';
import type { Db } from '../db/schema';
import { readCatalogue, readPermission, readRole, readRolePermissions } from './role-records';
import { rolesList } from './roles-list';

/** The role's fields an activity row compares, before and after. */
const auditedOf = (role: Pick<CheckedRole, 'name' | 'description' | 'permissions' | 'requires_second_factor'>) => ({
  name: role.name,
  description: role.description,
  permissions: role.permissions,
  requires_second_factor: role.requires_second_factor,
});

/** The stored role an edit is checked against. */
const editedRole = (role: Awaited<ReturnType<typeof readRole>>): EditedRole => ({
  id: role.id,
  permissions: role.permissions,
  requiresSecondFactor: role.requires_second_factor,
});

/** Makes the role hold exactly the checked permissions. */
async function grantExactly(trx: Db, roleId: number, checked: CheckedRole): Promise<void> {
  await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (checked.permissionIds.length === 0) return;
  await trx
    .insertInto('role_permissions')
    .values(checked.permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })))
    .execute();
}

/**
 * A role edit applied in `trx` after every check a save makes (the version, who may edit the
 * role and its permissions, the name), refused when it would leave no full administrator.
 * Answers the role before, the checked input and what changed (nothing is written when nothing did).
 */
async function applyRoleEdit(trx: Db, principal: Principal, id: number, input: Schema<'RoleUpdate'>, now: Date) {
  // Before the row lock, as every transaction that may take a permission away takes it.
  const guard = await guardFullAdministrators(trx);
  // Locked until commit: of two concurrent saves of one version, the second is refused.
  await trx.selectFrom('roles').select('id').where('id', '=', id).forUpdate().execute();
  const current = await readRole(trx, id);
  await assertMayEditRole(trx, principal, id);
  if (current.version !== input.version) throw staleVersion('role');
  const checked = await checkRoleInput(trx, principal, input, editedRole(current));
  const changes = changedFields(auditedOf(current), auditedOf(checked));
  if (changes) {
    await trx
      .updateTable('roles')
      .set((eb) => ({
        name: checked.name,
        description: checked.description,
        requires_second_factor: checked.requires_second_factor,
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', id)
      .execute();
    await grantExactly(trx, id, checked);
    await guard.keepsOne('permissions', 'Taking these permissions from this role');
  }
  return { current, checked, changes };
}

/** Thrown to roll a dry run back with what it found. */
class RolledBack<T> {
  constructor(readonly found: T) {}
}

/** What `work` finds in a transaction that is then rolled back: its checks and refusals, none of its writes. */
async function dryRun<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new RolledBack(await work(trx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.found as T;
    throw error;
  }
  throw new Error('A dry run ended without rolling back.');
}

/** Roles and the permission catalogue. Permissions are read fresh on every call, so a change reaches a role's users on their next call. */
export function roleHandlers(ctx: AppContext): OperationHandlers {
  return {
    async listRoles(request) {
      return listPage(ctx.readsFor(request), rolesList, request.query);
    },

    exportRoles: exportHandler(ctx, 'roles', rolesList),

    async getRole(request) {
      return readRole(ctx.db, request.params.id);
    },

    async createRole(request, reply) {
      const principal = principalOf(request);
      const created = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const checked = await checkRoleInput(trx, principal, request.body);
          const now = ctx.clock();
          const { id } = await trx
            .insertInto('roles')
            .values({
              name: checked.name,
              description: checked.description,
              requires_second_factor: checked.requires_second_factor,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await grantExactly(trx, id, checked);
          await recordActivity(trx, {
            causerId: principal.id,
            action: 'created',
            subject: { type: 'role', id, label: checked.name },
            changes: { before: {}, after: auditedOf(checked) },
            origin: originOf(request),
          });
          return readRole(trx, id);
        })
        .catch(asNameTaken);
      return reply.status(201).send(created);
    },

    async updateRole(request) {
      const id = request.params.id;
      const principal = principalOf(request);
      return ctx.db
        .transaction()
        .execute(async (trx) => {
          const { current, checked, changes } = await applyRoleEdit(trx, principal, id, request.body, ctx.clock());
          // Nothing changed: no new version, no activity row.
          if (!changes) return current;
          // What the role lets its holders do is a step-up action; its name and description are not.
          if ('permissions' in changes.after || 'requires_second_factor' in changes.after)
            await requireRecentSecondFactor(ctx, request, trx);
          await recordActivity(trx, {
            causerId: principal.id,
            action: 'updated',
            subject: { type: 'role', id, label: checked.name },
            changes,
            origin: originOf(request),
          });
          return readRole(trx, id);
        })
        .catch(asNameTaken);
    },

    async getRoleHistory(request) {
      const id = request.params.id;
      await readRole(ctx.db, id);
      return listPage(ctx.readsFor(request), subjectHistoryList('role', id), request.query);
    },

    async previewRoleUpdate(request) {
      const id = request.params.id;
      // The save itself, rolled back: the same checks and the same refusals.
      const { current, checked } = await dryRun(ctx.db, (trx) =>
        applyRoleEdit(trx, principalOf(request), id, request.body, ctx.clock()),
      ).catch(asNameTaken);
      return {
        added: checked.permissions.filter((name) => !current.permissions.includes(name)),
        removed: current.permissions.filter((name) => !checked.permissions.includes(name)),
        renamed: checked.name !== current.name,
        // Everyone holding the role gets its new permissions on their next call.
        affected_users: current.users_count,
      };
    },

    async getRoleMatrix() {
      const [permissions, roles] = await Promise.all([readCatalogue(ctx.db), readRolePermissions(ctx.db)]);
      return { permissions, roles };
    },

    async listPermissions(request) {
      return listPage(ctx.readsFor(request), permissionsList, request.query);
    },

    exportPermissions: exportHandler(ctx, 'permissions', permissionsList),

    async getPermission(request) {
      return readPermission(ctx.db, request.params.id);
    },
  };
}

/** An edit or its preview refused by the contract's schema: the role must exist and be the caller's to edit first. */
async function editFieldErrors(
  ctx: AppContext,
  request: OperationRequest<'updateRole' | 'previewRoleUpdate'>,
  sound: Partial<Schema<'RoleUpdate'>>,
) {
  const principal = principalOf(request);
  const current = await readRole(ctx.db, request.params.id);
  await assertMayEditRole(ctx.db, principal, current.id);
  return roleFieldErrors(ctx.db, principal, sound, editedRole(current));
}

/** The role editor's rules that need the database, for a body the contract's schema refuses (body-rules.ts). */
export const roleBodyRules: OperationBodyRules = {
  async createRole(ctx, request, sound) {
    return roleFieldErrors(ctx.db, principalOf(request), sound);
  },
  updateRole: editFieldErrors,
  previewRoleUpdate: editFieldErrors,
};
