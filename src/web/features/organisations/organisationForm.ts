import type { MinistryInput } from '../../api/generated';
import type { Organisation } from './organisationKind';

/** The form's values as typed and picked: every organisation's fields, and a TPA's, whose state is '' until one is chosen. */
export type OrganisationFormValues = MinistryInput & {
  state: string;
  /** YYYY-MM-DD, or null when not given. */
  accreditation_date: string | null;
};

/** The fields the server may name in a 422. */
export const ORGANISATION_FORM_FIELDS = [
  'name',
  'code',
  'email',
  'phone',
  'address',
  'contact_person',
  'state',
  'accreditation_date',
] as const;
export type OrganisationFormField = (typeof ORGANISATION_FORM_FIELDS)[number];

export const EMPTY_ORGANISATION_FORM: OrganisationFormValues = {
  name: '',
  code: '',
  email: '',
  phone: '',
  address: '',
  contact_person: '',
  state: '',
  accreditation_date: null,
};

export function organisationFormOf(organisation: Organisation): OrganisationFormValues {
  const { name, code, email, phone, address, contact_person } = organisation;
  return {
    name,
    code,
    email,
    phone,
    address,
    contact_person,
    state: organisation.state ?? '',
    accreditation_date: organisation.accreditation_date ?? null,
  };
}

/** The fields every organisation has, as the form sends them (the server checks them). */
export function commonInputOf(values: OrganisationFormValues): MinistryInput {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    contact_person: values.contact_person.trim(),
  };
}
