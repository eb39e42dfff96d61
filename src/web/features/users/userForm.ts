import { USER_TYPES } from '../../../shared/user-types';
import type { Option, UserDetail, UserInput, UserType, UserUpdate } from '../../api/generated';

/** What the form of a user type asks besides names and contact (docs/records.md, Users and accounts). */
export interface UserTypeFields {
  /** Agency staff act in this panel through their roles. */
  roles: boolean;
  /** The organisation a TPA's or a ministry's staff belong to. */
  organisation: 'tpa' | 'ministry' | null;
}

export const USER_TYPE_FIELDS: Record<UserType, UserTypeFields> = {
  'Agency Staff': { roles: true, organisation: null },
  'TPA Staff': { roles: false, organisation: 'tpa' },
  'Ministry Staff': { roles: false, organisation: 'ministry' },
  'Provider Staff': { roles: false, organisation: null },
  Beneficiary: { roles: false, organisation: null },
};

/** The types "create staff" creates here; beneficiaries enrol through their own portal. */
export const CREATABLE_USER_TYPES: readonly UserType[] = USER_TYPES.filter((type) => type !== 'Beneficiary');

export function isUserType(value: string | undefined): value is UserType {
  return (USER_TYPES as readonly string[]).includes(value ?? '');
}

/** The form's values as typed and picked; options keep their text for a user loaded to edit. */
export interface UserFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  roles: Option[];
  organisation: Option | null;
  /** YYYY-MM-DD; the text typed when it is no such day (the contract's check says so); null: never expires. */
  expires_on: string | null;
  dormancy_exempt: boolean;
  /** Each role's last day by role id, as typed (a role without one has no end); a role no longer picked is ignored. */
  role_ends: Record<string, string>;
}

/** The fields the server may name in a 422 (role_ids.0 and the like go to role_ids). */
export const USER_FORM_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'role_ids',
  'role_ends',
  'tpa_id',
  'ministry_id',
  'expires_on',
  'dormancy_exempt',
] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

export const EMPTY_USER_FORM: UserFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  email: '',
  phone: '',
  roles: [],
  organisation: null,
  expires_on: null,
  dormancy_exempt: false,
  role_ends: {},
};

const asOption = ({ id, name }: { id: number; name: string }): Option => ({ item_text: name, item_value: id });

export function userFormOf(user: UserDetail): UserFormValues {
  const organisation = user.tpa ?? user.ministry;
  return {
    first_name: user.first_name,
    middle_name: user.middle_name ?? '',
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    roles: user.roles.map(asOption),
    organisation: organisation ? asOption(organisation) : null,
    expires_on: user.expires_on,
    dormancy_exempt: user.dormancy_exempt,
    role_ends: Object.fromEntries(user.role_ends.map((end) => [end.role_id, end.ends_on])),
  };
}

/** The picked roles' last days, in the roles' order, as the contract's role_ends. */
const roleEndsOf = (values: Pick<UserFormValues, 'roles' | 'role_ends'>) =>
  values.roles.flatMap((role) => {
    const day = values.role_ends[role.item_value];
    return day ? [{ role_id: Number(role.item_value), ends_on: day }] : [];
  });

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const changed = (now: unknown, then: unknown) => JSON.stringify(now) !== JSON.stringify(then);

/**
 * Names and contact, and only the fields the user type has (the server checks them); expiry,
 * exemption and the roles' last days only when changed, so that an edit leaves alone a day
 * already past on an account it deactivated (or a role's, until the housekeeping's next run), and
 * the exemption only its setters may give.
 */
function payloadOf(userType: UserType, values: UserFormValues, opened: UserFormValues) {
  const { roles, organisation } = USER_TYPE_FIELDS[userType];
  const organisationId = values.organisation ? Number(values.organisation.item_value) : null;
  return {
    first_name: values.first_name.trim(),
    middle_name: orNull(values.middle_name),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: orNull(values.phone),
    ...(roles && { role_ids: values.roles.map((role) => Number(role.item_value)) }),
    ...(roles && changed(roleEndsOf(values), roleEndsOf(opened)) && { role_ends: roleEndsOf(values) }),
    ...(organisation === 'tpa' && { tpa_id: organisationId }),
    ...(organisation === 'ministry' && { ministry_id: organisationId }),
    ...(values.expires_on !== opened.expires_on && { expires_on: values.expires_on }),
    ...(values.dormancy_exempt !== opened.dormancy_exempt && { dormancy_exempt: values.dormancy_exempt }),
  };
}

/** The create form's body; `opened`: the values the form opened with (the edit form's check compares with the user's). */
export function toUserInput(userType: UserType, values: UserFormValues, opened = EMPTY_USER_FORM): UserInput {
  return { ...payloadOf(userType, values, opened), user_type: userType };
}

/** The edit, with the version it was made on: a newer one on the server answers 409. */
export function toUserUpdate(user: UserDetail, values: UserFormValues): UserUpdate {
  return { ...payloadOf(user.user_type, values, userFormOf(user)), version: user.version };
}
