import { agencyTime } from '../exports/agency-time';
import { defineExport } from '../exports/batch-rows';
import { userStatusText } from '../../shared/user-types';
import { isOrganisationSuspended, usersList, type UserListRow } from './users-list';

const fullName = (row: UserListRow) => [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ');

const statusOf = (row: UserListRow) =>
  userStatusText({
    status: row.status,
    organisation_suspended: isOrganisationSuspended(row),
    tpa: row.tpa_id,
    ministry: row.ministry_id,
  });

/** The users list's export file: the same rows as the screen, with readable columns. */
export const usersExport = defineExport(usersList, [
  { header: 'Name', width: 28, value: fullName },
  { header: 'Email', width: 32, value: (row) => row.email },
  { header: 'Phone', width: 18, value: (row) => row.phone },
  { header: 'User type', width: 20, value: (row) => row.user_type },
  { header: 'Roles', width: 30, value: (row) => row.roles.map((role) => role.name).join(', ') },
  { header: 'Status', width: 24, value: statusOf },
  { header: 'TPA or ministry', width: 30, value: (row) => row.tpa_name ?? row.ministry_name },
  { header: 'Created at', width: 20, isDate: true, value: (row) => agencyTime(row.created_at) },
  { header: 'Last sign-in', width: 20, isDate: true, value: (row) => agencyTime(row.last_login_at) },
  // Already the agency's day (a date column): its start, when the account is deactivated (docs/records.md).
  {
    header: 'Expires',
    width: 20,
    isDate: true,
    value: (row) => (row.expires_on ? new Date(`${row.expires_on}T00:00Z`) : null),
  },
]);
