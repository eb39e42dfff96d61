import { agencyTime } from '../exports/agency-time';
import { defineExport } from '../exports/batch-rows';
import { permissionsList, type PermissionRow } from './permissions-list';
import { rolesList, type RoleRow } from './roles-list';

/** The roles list's export file: the screen's rows, with readable columns. */
export const rolesExport = defineExport<RoleRow, unknown>(rolesList, [
  { header: 'Name', width: 28, value: (row) => row.name },
  { header: 'Description', width: 48, value: (row) => row.description },
  { header: 'Permissions', width: 60, value: (row) => row.permissions.join(', ') },
  { header: 'Second factor required', width: 14, value: (row) => (row.requires_second_factor ? 'Yes' : 'No') },
  { header: 'Users', width: 10, value: (row) => Number(row.users_count) },
  { header: 'Created at', width: 20, isDate: true, value: (row) => agencyTime(row.created_at) },
  { header: 'Updated at', width: 20, isDate: true, value: (row) => agencyTime(row.updated_at) },
]);

/** The permissions catalogue's export file. */
export const permissionsExport = defineExport<PermissionRow, unknown>(permissionsList, [
  { header: 'Permission', width: 24, value: (row) => row.name },
  { header: 'Group', width: 14, value: (row) => row.group },
  { header: 'Description', width: 70, value: (row) => row.description },
]);
