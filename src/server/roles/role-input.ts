import { sql } from 'kysely';
import { isUniqueViolation, validationFailed } from '../errors';
import { FieldChecks } from '../field-checks';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';
import { requiresSecondFactorByDefault } from '../../shared/second-factor';

/** A checked role: trimmed texts, and its permissions as catalogue ids and names in the catalogue's order. */
export interface CheckedRole {
  name: string;
  description: string;
  permissions: string[];
  permissionIds: number[];
  requires_second_factor: boolean;
}

const NAME_TAKEN = 'A role with this name already exists.';

/** A concurrent save of the same name loses at the unique index: the same 422, never a 500. */
export function asNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw validationFailed({ name: [NAME_TAKEN] });
  throw error;
}

/**
 * The editor's input checked against the catalogue and the other roles: a name (unique,
 * ignoring case), and only permissions of the catalogue. Every failure is a 422 naming its field.
 * Whether it requires a second factor, left out: an edited role's `kept` setting, else the
 * default for its permissions (docs/security.md, Second factor).
 */
export async function checkRoleInput(
  db: Db,
  input: Schema<'RoleInput'>,
  editing?: { id: number; requiresSecondFactor: boolean },
): Promise<CheckedRole> {
  const exceptId = editing?.id;
  const checks = new FieldChecks();
  // Non-blank by the contract's schema.
  const name = input.name.trim();
  const catalogue = await db.selectFrom('permissions').select(['id', 'name']).orderBy('id').execute();
  const wanted: readonly string[] = input.permissions;
  const granted = catalogue.filter((permission) => wanted.includes(permission.name));
  const unknown = wanted.filter((wanted) => !catalogue.some((permission) => permission.name === wanted));
  if (unknown.length > 0) checks.fail('permissions', `Unknown permissions: ${unknown.join(', ')}.`);
  const { rows } =
    await sql`select 1 from roles where lower(name) = lower(${name}) and id <> ${exceptId ?? 0} limit 1`.execute(db);
  if (rows.length > 0) checks.fail('name', NAME_TAKEN);
  if (checks.failed) throw validationFailed(checks.errors);
  const permissions = granted.map((permission) => permission.name);
  return {
    name,
    description: input.description.trim(),
    permissions,
    permissionIds: granted.map((permission) => permission.id),
    requires_second_factor:
      input.requires_second_factor ?? editing?.requiresSecondFactor ?? requiresSecondFactorByDefault(permissions),
  };
}
