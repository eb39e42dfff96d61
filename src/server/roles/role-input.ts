import { sql } from 'kysely';
import type { Principal } from '../auth/principal';
import { isUniqueViolation, refuseIfAny, validationFailed, type FieldErrors } from '../errors';
import { FieldChecks } from '../field-checks';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';
import { requiresSecondFactorByDefault } from '../../shared/second-factor';
import { checkMayChangePermissions } from '../users/user-authority';

/** A checked role: trimmed texts, and its permissions as catalogue ids and names in the catalogue's order. */
export interface CheckedRole {
  name: string;
  description: string;
  permissions: string[];
  permissionIds: number[];
  requires_second_factor: boolean;
}

const NAME_TAKEN = 'Another role already has this name. Enter a different name.';

/** A concurrent save of the same name loses at the unique index: the same 422, never a 500. */
export function asNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw validationFailed({ name: [NAME_TAKEN] });
  throw error;
}

/** The role an edit changes, as stored. */
export interface EditedRole {
  id: number;
  permissions: readonly string[];
  requiresSecondFactor: boolean;
}

const catalogueOf = (db: Db) => db.selectFrom('permissions').select(['id', 'name']).orderBy('id').execute();

/**
 * The editor's rules that need the database and the caller: a name free among the other roles
 * (ignoring case), only permissions of the catalogue, none given or taken that the caller lacks
 * (a new or edited role is no back door to more power). A field absent (the contract's schema
 * refused it) is not checked.
 */
export async function roleFieldErrors(
  db: Db,
  principal: Principal,
  sound: Partial<Schema<'RoleInput'>>,
  editing?: EditedRole,
): Promise<FieldErrors> {
  const checks = new FieldChecks();
  if (sound.permissions !== undefined) {
    const known = new Set((await catalogueOf(db)).map((permission) => permission.name));
    const wanted: readonly string[] = sound.permissions;
    const unknown = wanted.filter((name) => !known.has(name));
    if (unknown.length > 0) checks.fail('permissions', `Unknown permissions: ${unknown.join(', ')}.`);
    const granted = wanted.filter((name) => known.has(name));
    checkMayChangePermissions(checks, principal, editing?.permissions ?? [], granted, 'permissions');
  }
  if (sound.name !== undefined) {
    const { rows } = await sql`select 1 from roles where lower(name) = lower(${sound.name.trim()})
      and id <> ${editing?.id ?? 0} limit 1`.execute(db);
    if (rows.length > 0) checks.fail('name', NAME_TAKEN);
  }
  return checks.errors;
}

/**
 * The editor's input, refused (422, every field's message) unless it keeps roleFieldErrors'
 * rules, as stored: trimmed texts, the permissions in the catalogue's order. Whether it requires
 * a second factor, left out: an edited role's setting, else the default for its permissions
 * (docs/security.md, Second factor).
 */
export async function checkRoleInput(
  db: Db,
  principal: Principal,
  input: Schema<'RoleInput'>,
  editing?: EditedRole,
): Promise<CheckedRole> {
  refuseIfAny(await roleFieldErrors(db, principal, input, editing));
  const wanted: readonly string[] = input.permissions;
  const granted = (await catalogueOf(db)).filter((permission) => wanted.includes(permission.name));
  const permissions = granted.map((permission) => permission.name);
  return {
    // Non-blank by the contract's schema.
    name: input.name.trim(),
    description: input.description.trim(),
    permissions,
    permissionIds: granted.map((permission) => permission.id),
    requires_second_factor:
      input.requires_second_factor ?? editing?.requiresSecondFactor ?? requiresSecondFactorByDefault(permissions),
  };
}
