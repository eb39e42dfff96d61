import { AGENCY_STAFF } from '../../shared/constants';
import type { Principal } from '../auth/principal';
import { refuseIfAny, type FieldErrors } from '../errors';
import { FieldChecks } from '../field-checks';
import type { Db } from '../db/schema';
import type { Schema } from '../operations';
import { checkMayGrant } from './user-authority';
import { checkMayPlace, type Placement } from './user-organisation';
import { checkRoleEnds, roleEndsOf, type RoleEnds } from './role-grant-ends';

/** The person's fields both forms send: the create form's (UserInput) adds user_type, the edit form's (UserUpdate) version. */
export type UserFields = Omit<Schema<'UserInput'>, 'user_type'>;

type OrganisationField = 'tpa_id' | 'ministry_id';

/**
 * What each user type needs besides the person's details. Agency staff act in this panel, so
 * they need a role; TPA and ministry staff belong to their organisation; provider staff have no
 * organisation record here yet. Roles are optional for the other types (the platform's other
 * services read them). Beneficiaries enrol through Beneficiary Management, not here.
 */
const TYPE_RULES: Record<
  string,
  { organisation: OrganisationField | null; rolesRequired: boolean; creatable: boolean }
> = {
  [AGENCY_STAFF]: { organisation: null, rolesRequired: true, creatable: true },
  'TPA Staff': { organisation: 'tpa_id', rolesRequired: false, creatable: true },
  'Ministry Staff': { organisation: 'ministry_id', rolesRequired: false, creatable: true },
  'Provider Staff': { organisation: null, rolesRequired: false, creatable: true },
  Beneficiary: { organisation: null, rolesRequired: false, creatable: false },
};

const ORGANISATIONS = {
  tpa_id: {
    table: 'tpas',
    required: 'Choose the TPA this user works for.',
    unknown: 'This TPA does not exist. Choose one from the list.',
    foreign: 'Only TPA staff belong to a TPA: leave the TPA empty for this user type.',
  },
  ministry_id: {
    table: 'ministries',
    required: 'Choose the ministry this user works for.',
    unknown: 'This ministry does not exist. Choose one from the list.',
    foreign: 'Only ministry staff belong to a ministry: leave the ministry empty for this user type.',
  },
} as const;

/** A user's record as it stands: on an edit, fields the body leaves out keep these values. */
export interface StoredUser {
  id: number;
  middle_name: string | null;
  phone: string | null;
  role_ids: number[];
  tpa_id: number | null;
  ministry_id: number | null;
}

/** Checked, trimmed values ready to store; email lower-cased (it is unique ignoring case). */
export interface CheckedUser {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  phone: string | null;
  roleIds: number[];
  /** The grants among roleIds that end; undefined: the body left role_ends out (each kept grant keeps its end, a new one has none). */
  roleEnds: RoleEnds | undefined;
  tpa_id: number | null;
  ministry_id: number | null;
}

export const EMAIL_TAKEN = 'Another user already has this email address. Enter a different one.';

async function checkRoles(db: Db, checks: FieldChecks, roleIds: number[], required: boolean): Promise<void> {
  if (required && roleIds.length === 0) checks.fail('role_ids', 'Choose at least one role for an agency staff user.');
  if (roleIds.length === 0) return;
  const known = new Set(
    (await db.selectFrom('roles').select('id').where('id', 'in', roleIds).execute()).map((role) => role.id),
  );
  const unknown = roleIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    checks.fail('role_ids', `These roles do not exist: ${unknown.join(', ')}. Choose roles from the list.`);
}

/** An organisation id of a user of a type that belongs (or not) to that kind; `belongs` unknown: only that it exists. */
async function checkOrganisation(
  db: Db,
  checks: FieldChecks,
  field: OrganisationField,
  value: number | null,
  belongs: boolean | undefined,
): Promise<void> {
  const rule = ORGANISATIONS[field];
  if (belongs === false && value !== null) return checks.fail(field, rule.foreign);
  if (belongs === true && value === null) return checks.fail(field, rule.required);
  if (value !== null && !(await db.selectFrom(rule.table).select('id').where('id', '=', value).executeTakeFirst()))
    checks.fail(field, rule.unknown);
}

async function checkEmailFree(db: Db, checks: FieldChecks, email: string, exceptId: number | undefined): Promise<void> {
  let taken = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email));
  if (exceptId !== undefined) taken = taken.where('id', '<>', exceptId);
  if (await taken.executeTakeFirst()) checks.fail('email', EMAIL_TAKEN);
}

/** The body over the stored record: an optional field left out keeps its value (null on create). */
function merged(body: Partial<UserFields>, stored: StoredUser | undefined) {
  const pick = <K extends 'middle_name' | 'phone' | 'tpa_id' | 'ministry_id'>(key: K) =>
    body[key] === undefined ? (stored?.[key] ?? null) : body[key];
  return {
    middle_name: pick('middle_name'),
    phone: pick('phone'),
    tpa_id: pick('tpa_id'),
    ministry_id: pick('ministry_id'),
    role_ids: [...new Set(body.role_ids ?? stored?.role_ids ?? [])],
  };
}

/** Unique ignoring case, so stored and compared lower-cased. */
const emailOf = (email: string) => email.trim().toLowerCase();

/**
 * The create or edit form's rules for a user of `userType` beyond the contract's schema, each
 * failure a message at its field: the type's roles and organisation (another type's refused), the
 * roles and organisation existing, the email not taken by another user, the roles' last days
 * (only of roles given), and the caller's authority (giving or taking no role beyond their own
 * permissions, placing no user where they may not; the end of a held grant is the caller's to
 * move only on a user within their permissions, assertMayManage, so within them too).
 * A field absent from `sound` (the contract's schema refused it) keeps its stored value or none;
 * a `userType` unknown (refused too) leaves the type's rules unchecked.
 */
export async function userFieldErrors(
  db: Db,
  principal: Principal,
  sound: Partial<UserFields>,
  userType: string | undefined,
  stored?: StoredUser,
): Promise<FieldErrors> {
  const checks = new FieldChecks();
  const rule = userType === undefined ? undefined : TYPE_RULES[userType];
  if (!stored && rule && !rule.creatable)
    checks.fail('user_type', 'Beneficiaries enrol through Beneficiary Management; they cannot be created here.');
  const input = merged(sound, stored);
  const placement: Placement = { tpa_id: null, ministry_id: null };
  for (const field of ['tpa_id', 'ministry_id'] as const) {
    const belongs = rule && rule.organisation === field;
    await checkOrganisation(db, checks, field, input[field], belongs);
    // Another type's organisation is refused above, not placed.
    if (belongs !== false) placement[field] = input[field];
  }
  await checkRoles(db, checks, input.role_ids, rule?.rolesRequired ?? false);
  if (sound.email !== undefined) await checkEmailFree(db, checks, emailOf(sound.email), stored?.id);
  checkRoleEnds(checks, sound.role_ends, input.role_ids);
  const held = stored?.role_ids ?? [];
  const changedRoles = [
    ...input.role_ids.filter((id) => !held.includes(id)),
    ...held.filter((id) => !input.role_ids.includes(id)),
  ];
  await checkMayGrant(db, checks, principal, changedRoles, 'role_ids');
  await checkMayPlace(db, checks, principal, placement, stored);
  return checks.errors;
}

/**
 * The form's values as stored, refused (422, every field's message) unless they keep
 * userFieldErrors' rules: names, email and phone have passed the contract's schema (non-blank,
 * their shapes) and are only trimmed here.
 */
export async function checkUserInput(
  db: Db,
  principal: Principal,
  body: UserFields,
  userType: string,
  stored?: StoredUser,
  /** The form's other rules' messages (expiry and exemption), refused together with these. */
  otherErrors: FieldErrors = {},
): Promise<CheckedUser> {
  refuseIfAny({ ...(await userFieldErrors(db, principal, body, userType, stored)), ...otherErrors });
  return checkedUserOf(body, stored);
}

/** A body userFieldErrors found no fault with, as stored: trimmed, over the stored record. */
export function checkedUserOf(body: UserFields, stored?: StoredUser): CheckedUser {
  const input = merged(body, stored);
  return {
    first_name: body.first_name.trim(),
    middle_name: input.middle_name?.trim() || null,
    last_name: body.last_name.trim(),
    email: emailOf(body.email),
    phone: input.phone?.trim() || null,
    roleIds: input.role_ids,
    roleEnds: roleEndsOf(body.role_ends),
    tpa_id: input.tpa_id,
    ministry_id: input.ministry_id,
  };
}
