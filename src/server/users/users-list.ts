import { sql } from 'kysely';
import { USERS_LIST } from '../../shared/lists/users';
import { declaredFilters, declaredSort } from '../lists/declared-list';
import type { ListDefinition } from '../lists/engine';
import { roleHolders } from '../roles/roles-list';
import type { Schema } from '../operations';

/** A user's row as the list reads it: the record's own fields, each organisation as id and name, times as the driver gives them. */
export type UserListRow = Omit<
  Schema<'UserSummary'>,
  'tpa' | 'ministry' | 'organisation_suspended' | 'last_login_at' | 'created_at'
> & {
  tpa_id: number | null;
  tpa_name: string | null;
  ministry_id: number | null;
  ministry_name: string | null;
  tpa_status: string | null;
  ministry_status: string | null;
  last_login_at: Date | null;
  created_at: Date;
};

/** Whether the user's TPA or ministry is suspended (principal.ts keeps such users from signing in). */
export const isOrganisationSuspended = (row: { tpa_status: string | null; ministry_status: string | null }) =>
  row.tpa_status === 'suspended' || row.ministry_status === 'suspended';

const organisation = (id: number | null, name: string | null): Schema<'NullableOrganisationRef'> =>
  id === null || name === null ? null : { id, name };

/** The users list (docs/lists.md): columns, filters, search and sort of the agency's users screen. */
export const usersList: ListDefinition<UserListRow, Schema<'UserSummary'>, 'users'> = {
  key: 'users',
  source: sql`users left join tpas on tpas.id = users.tpa_id left join ministries on ministries.id = users.ministry_id`,
  keySource: sql`users`,
  columns: sql`users.id, users.first_name, users.middle_name, users.last_name, users.email, users.phone, users.user_type,
    users.status, users.last_login_at, users.expires_on::text as expires_on, users.created_at, users.tpa_id, tpas.name as tpa_name, users.ministry_id,
    ministries.name as ministry_name, tpas.status as tpa_status, ministries.status as ministry_status,
    coalesce((select json_agg(json_build_object('id', roles.id, 'name', roles.name) order by roles.name)
              from user_roles join roles on roles.id = user_roles.role_id where user_roles.user_id = users.id), '[]') as roles`,
  searchColumn: 'users.search_text',
  filters: declaredFilters(USERS_LIST, {
    user_type: (v) => sql`users.user_type in (${sql.join(v)})`,
    status: (v) => sql`users.status in (${sql.join(v)})`,
    role: (ids) =>
      sql`exists (select 1 from user_roles where user_roles.user_id = users.id and user_roles.role_id in (${sql.join(ids)}))`,
    tpa: (ids) => sql`users.tpa_id in (${sql.join(ids)})`,
    ministry: (ids) => sql`users.ministry_id in (${sql.join(ids)})`,
    created_at: 'users.created_at',
    // Both served by an index: users_last_login_at (0023), users_expires_on (0035).
    last_sign_in: { column: 'users.last_login_at', holds: 'time' },
    expires: { column: 'users.expires_on', holds: 'day' },
  }),
  sortable: declaredSort(USERS_LIST, {
    name: ['users.last_name', 'users.first_name'],
    email: ['users.email'],
    phone: ['users.phone'],
    user_type: ['users.user_type'],
    status: ['users.status'],
    created_at: ['users.created_at'],
    last_login_at: ['users.last_login_at'],
    expires_on: ['users.expires_on'],
  }),
  defaultSort: USERS_LIST.defaultSort,
  idColumn: 'users.id',
  countedTable: 'users',
  countVersion: 'users',
  // Moved by every insert and delete of users (0002, 0008) and every update (0008's users_count_version).
  anchorVersion: 'users',
  // Every table an answer shows: users and user_roles move 'users'; roles, TPAs and ministries their own (0034).
  answerVersions: ['users', 'roles', 'tpas', 'ministries'],
  keptCounts: [
    {
      table: 'users_list_counts',
      columns: { user_type: 'user_type', status: 'status', created_at: 'created_day' },
      days: { created_at: { column: 'users.created_at', day: 'created_day' } },
    },
    // "No sign-in for more than N days" matches half the users: too many to count (0038).
    {
      table: 'users_sign_in_counts',
      columns: { user_type: 'user_type', status: 'status', last_sign_in: 'sign_in_day' },
    },
  ],
  // Every user_roles row has its user (a foreign key, deleted with it): one role's holders are its kept
  // count (0041); several roles' are counted on their own index entries, as a user may hold more than one.
  soleFilterTotals: {
    role: (ids) =>
      ids.length === 1
        ? roleHolders(Number(ids[0]))
        : sql<number>`(select count(distinct user_roles.user_id)::int from user_roles where user_roles.role_id in (${sql.join(ids)}))`,
  },
  keptSearchCounts: {
    patterns: 'users_search_terms',
    table: 'users_search_counts',
    columns: { user_type: 'user_type', status: 'status' },
  },
  toRecord: (row) => ({
    id: row.id,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    user_type: row.user_type,
    status: row.status,
    roles: row.roles,
    tpa: organisation(row.tpa_id, row.tpa_name),
    ministry: organisation(row.ministry_id, row.ministry_name),
    organisation_suspended: isOrganisationSuspended(row),
    last_login_at: row.last_login_at?.toISOString() ?? null,
    expires_on: row.expires_on,
    created_at: row.created_at.toISOString(),
  }),
};
