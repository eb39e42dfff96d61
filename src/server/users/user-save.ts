import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Principal } from '../auth/principal';
import type { OperationBodyRules } from '../body-rules';
import { recordActivity, type RequestOrigin } from '../activity-log';
import { invitationMail } from '../auth/account-mail';
import { issuePasswordToken, setPasswordLink } from '../auth/password-tokens';
import { originOf, principalOf, type AppContext } from '../context';
import { isUniqueViolation, notFound, staleVersion, validationFailed } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { changedFields } from '../record-changes';
import { requireRecentSecondFactor } from '../auth/two-factor/step-up';
import { requestEmailChange } from './email-change';
import { guardFullAdministrators } from './full-administrators';
import { assertMayManage } from './user-authority';
import type { Db } from '../db/schema';
import { auditedFields, findUserDetail, type UserDetail } from './user-detail';
import type { Schema } from '../operations';
import { checkUserInput, EMAIL_TAKEN, userFieldErrors, type CheckedUser, type StoredUser } from './user-input';
import { currentRoleAfter, rolesByUser } from './user-roles';
import { lifecycleFieldErrors, lifecycleOf, NO_LIFECYCLE_CHOICES, type LifecycleFields } from './user-lifecycle-fields';
import { requireStepUpToGrant } from './user-step-up';
import { grantEndsOf, storeGrantEnds, type RoleEnds } from './role-grant-ends';

const DAY_MS = 24 * 60 * 60_000;

/** Gives a user these roles, each with its last day from `ends` if it has one. */
async function grantRoles(trx: Db, userId: number, roleIds: number[], ends: RoleEnds | undefined): Promise<void> {
  if (roleIds.length > 0)
    await trx
      .insertInto('user_roles')
      .values(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId, ends_on: ends?.get(roleId) ?? null })))
      .execute();
}

/** A concurrent save of the same email loses at the unique index: the same 422, never a 500. */
function asEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_TAKEN] });
  throw error;
}

/** The fields an edit applies as they are; a new email only waits for its confirmation. */
const personOf = (input: CheckedUser) => ({
  first_name: input.first_name,
  middle_name: input.middle_name,
  last_name: input.last_name,
  phone: input.phone,
  tpa_id: input.tpa_id,
  ministry_id: input.ministry_id,
});

/**
 * The user an edit changes, as its rules read them (its row, and the roles it holds): 404 when
 * unknown, 403 when they hold a permission the caller lacks, before anything is said of the body.
 */
async function editedUser(db: Db, principal: Principal, id: number, { lock }: { lock: boolean }) {
  const query = db
    .selectFrom('users')
    .select(['user_type', 'version', 'current_role_id', 'email', 'middle_name', 'phone', 'tpa_id', 'ministry_id'])
    .select(['dormancy_exempt', sql<string | null>`expires_on::text`.as('expires_on')])
    .where('id', '=', id);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw notFound('user');
  await assertMayManage(db, principal, [id]);
  const roles = (await rolesByUser(db, [id])).get(id) ?? [];
  const stored: StoredUser = { id, ...row, role_ids: roles.map((role) => role.id) };
  const lifecycle: LifecycleFields = { expires_on: row.expires_on, dormancy_exempt: row.dormancy_exempt };
  return { row, stored, lifecycle };
}

async function readDetail(db: Db, id: number, now: Date): Promise<UserDetail> {
  const detail = await findUserDetail(db, id, now);
  if (!detail) throw notFound('user');
  return detail;
}

/** Who makes a change of a user and from where, as its activity rows record it (an import adds its job). */
export interface UserChangeMaker {
  causerId: number;
  origin: RequestOrigin;
  properties?: Record<string, unknown>;
}

type FieldChanges = NonNullable<ReturnType<typeof changedFields>>;

/**
 * Inserts a checked user as 'pending' with their roles and queues their invitation (a
 * set-password link, never a password), with the 'created' and 'invited' rows, in the caller's
 * transaction; the caller wakes the mail outbox once it commits. Every way of creating a user
 * (the form, an import) goes through here; only the form sets an expiry or an exemption.
 */
export async function insertInvitedUser(
  trx: Db,
  ctx: Pick<AppContext, 'settings' | 'clock'>,
  maker: UserChangeMaker,
  input: CheckedUser,
  userType: string,
  lifecycle: LifecycleFields = NO_LIFECYCLE_CHOICES,
): Promise<UserDetail> {
  const now = ctx.clock();
  const { id } = await trx
    .insertInto('users')
    .values({
      ...personOf(input),
      ...lifecycle,
      email: input.email,
      user_type: userType,
      status: 'pending',
      current_role_id: input.roleIds[0] ?? null,
      password_hash: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantRoles(trx, id, input.roleIds, input.roleEnds);
  const validDays = ctx.settings.invitationDays;
  const { token, expiresAt } = await issuePasswordToken(trx, id, 'invitation', now, validDays * DAY_MS);
  await enqueueMail(trx, invitationMail(input, setPasswordLink(ctx.settings.appUrl, token, input.email), validDays), {
    now,
    expiresAt,
  });
  const detail = await readDetail(trx, id, now);
  const subject = { type: 'user' as const, id, label: input.email };
  const shown = Object.entries({ ...auditedFields(detail), user_type: userType, status: detail.status }).filter(
    ([, value]: [string, unknown]) =>
      value !== null && value !== false && !(Array.isArray(value) && value.length === 0),
  );
  const { causerId, origin, properties } = maker;
  await recordActivity(trx, {
    causerId,
    action: 'created',
    subject,
    changes: { before: {}, after: Object.fromEntries(shown) },
    properties,
    origin,
  });
  await recordActivity(trx, {
    causerId,
    action: 'invited',
    subject,
    properties: { ...properties, expires_at: expiresAt.toISOString() },
    origin,
  });
  return detail;
}

/**
 * Creates a user as 'pending' with their roles, and queues their invitation, in one
 * transaction with the 'created' and 'invited' rows (insertInvitedUser).
 */
export async function createUser(
  ctx: AppContext,
  request: FastifyRequest,
  body: Schema<'UserInput'>,
): Promise<UserDetail> {
  const principal = principalOf(request);
  const created = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const lifecycle = lifecycleOf(body, NO_LIFECYCLE_CHOICES);
      const lifecycleErrors = await lifecycleFieldErrors(trx, principal, lifecycle, NO_LIFECYCLE_CHOICES, ctx.clock());
      const input = await checkUserInput(trx, principal, body, body.user_type, undefined, lifecycleErrors);
      await requireStepUpToGrant(ctx, request, trx, input.roleIds);
      const maker = { causerId: principal.id, origin: originOf(request) };
      return insertInvitedUser(trx, ctx, maker, input, body.user_type, lifecycle);
    })
    .catch(asEmailTaken);
  ctx.mailOutbox.wake();
  return created;
}

/**
 * Stores a checked edit of a user the caller has locked (their person fields, the roles taken
 * and given, and, from the form, expiry and exemption): answers their record before it and the
 * fields it changed, if any.
 */
export async function applyUserEdit(
  trx: Db,
  now: Date,
  user: { id: number; current_role_id: number | null; role_ids: number[] },
  input: CheckedUser,
  lifecycle?: LifecycleFields,
): Promise<{ before: UserDetail; changes: FieldChanges | undefined }> {
  const { id } = user;
  const before = await readDetail(trx, id, now);
  const added = input.roleIds.filter((roleId) => !user.role_ids.includes(roleId));
  const removed = user.role_ids.filter((roleId) => !input.roleIds.includes(roleId));
  await trx
    .updateTable('users')
    .set({ ...personOf(input), ...lifecycle, current_role_id: currentRoleAfter(user.current_role_id, input.roleIds) })
    .where('id', '=', id)
    .execute();
  if (removed.length > 0)
    await trx.deleteFrom('user_roles').where('user_id', '=', id).where('role_id', 'in', removed).execute();
  await grantRoles(trx, id, added, input.roleEnds);
  if (input.roleEnds) {
    const stored = await grantEndsOf(trx, id);
    const kept = input.roleIds.filter((roleId) => user.role_ids.includes(roleId));
    const moved = kept.filter((roleId) => input.roleEnds?.get(roleId) !== stored.get(roleId));
    await storeGrantEnds(trx, id, moved, input.roleEnds);
  }
  return { before, changes: changedFields(auditedFields(before), auditedFields(await readDetail(trx, id, now))) };
}

/** An edit that changed the user: their version moves on, and changed fields get one 'updated' row. */
export async function recordUserEdit(
  trx: Db,
  now: Date,
  maker: UserChangeMaker,
  user: { id: number; email: string },
  changes: FieldChanges | undefined,
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', user.id)
    .execute();
  if (changes)
    await recordActivity(trx, {
      causerId: maker.causerId,
      action: 'updated',
      subject: { type: 'user', id: user.id, label: user.email },
      changes,
      properties: maker.properties,
      origin: maker.origin,
    });
}

/**
 * Saves the edit form if `version` is still the stored one (else 409, nothing changes). A save
 * that changes something bumps the version and writes one 'updated' row with before → after
 * of the changed fields (roles by name included); a save that changes nothing writes nothing.
 * A new email is not among them: it is requested (requestEmailChange), recorded on its own row.
 */
export async function updateUser(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
  body: Schema<'UserUpdate'>,
): Promise<UserDetail> {
  const principal = principalOf(request);
  const { detail, emailRequested } = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const now = ctx.clock();
      // Before the row lock, as every transaction that may take a role away takes it.
      const guard = await guardFullAdministrators(trx);
      const { row, stored, lifecycle } = await editedUser(trx, principal, id, { lock: true });
      if (body.version !== row.version) throw staleVersion('user');
      const wanted = lifecycleOf(body, lifecycle);
      const lifecycleErrors = await lifecycleFieldErrors(trx, principal, wanted, lifecycle, now);
      const input = await checkUserInput(trx, principal, body, row.user_type, stored, lifecycleErrors);
      const added = input.roleIds.filter((roleId) => !stored.role_ids.includes(roleId));
      const newEmail = input.email === row.email.toLowerCase() ? undefined : input.email;
      // Redirecting another user's account (its mail, then its password) is a step-up action; one's own is not.
      if (newEmail !== undefined && id !== principal.id) await requireRecentSecondFactor(ctx, request, trx);
      else await requireStepUpToGrant(ctx, request, trx, added);
      const { before, changes } = await applyUserEdit(
        trx,
        now,
        { id, current_role_id: row.current_role_id, role_ids: stored.role_ids },
        input,
        wanted,
      );
      // A grant given an end counts as taken already (full-administrators.ts): say which change it was.
      const takesAny = stored.role_ids.some((roleId) => !input.roleIds.includes(roleId));
      if (takesAny) await guard.keepsOne('role_ids', 'Taking these roles away');
      else await guard.keepsOne('role_ends', 'Ending these roles');
      if (!changes && !newEmail) return { detail: before, emailRequested: false };
      const origin = originOf(request);
      await recordUserEdit(trx, now, { causerId: principal.id, origin }, { id, email: row.email }, changes);
      if (newEmail)
        await requestEmailChange(ctx, trx, {
          user: { id, first_name: input.first_name, email: row.email },
          newEmail,
          requestedBy: principal.id,
          origin,
        });
      return { detail: await readDetail(trx, id, now), emailRequested: newEmail !== undefined };
    })
    .catch(asEmailTaken);
  if (emailRequested) ctx.mailOutbox.wake();
  return detail;
}

/** The user forms' rules that need the database, for a body the contract's schema refuses (body-rules.ts). */
export const userBodyRules: OperationBodyRules = {
  async createUser(ctx, request, sound) {
    const principal = principalOf(request);
    const wanted = lifecycleOf(sound, NO_LIFECYCLE_CHOICES);
    return {
      ...(await userFieldErrors(ctx.db, principal, sound, sound.user_type)),
      ...(await lifecycleFieldErrors(ctx.db, principal, wanted, NO_LIFECYCLE_CHOICES, ctx.clock())),
    };
  },
  async updateUser(ctx, request, sound) {
    const principal = principalOf(request);
    const { row, stored, lifecycle } = await editedUser(ctx.db, principal, request.params.id, { lock: false });
    const wanted = lifecycleOf(sound, lifecycle);
    return {
      ...(await userFieldErrors(ctx.db, principal, sound, row.user_type, stored)),
      ...(await lifecycleFieldErrors(ctx.db, principal, wanted, lifecycle, ctx.clock())),
    };
  },
};
