import type { Insertable } from 'kysely';
import type { UsersTable } from '../../../src/server/db/schema';

/**
 * A users row for a test to insert by hand (no sign-in, no activity): an active Agency Staff
 * member with no middle name, phone, organisation, current role or password, unless `fields` say
 * otherwise.
 */
export const userRow = (
  fields: Pick<Insertable<UsersTable>, 'first_name' | 'last_name' | 'email'> & Partial<Insertable<UsersTable>>,
): Insertable<UsersTable> => ({
  middle_name: null,
  phone: null,
  user_type: 'Agency Staff',
  status: 'active',
  tpa_id: null,
  ministry_id: null,
  current_role_id: null,
  password_hash: null,
  ...fields,
});
