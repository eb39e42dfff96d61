import { paths } from '../../app/paths';
import { filteredListPath } from '../../components/data-table/listUrl';
import type { RecordNames } from '../../components/record/RecordLoadStatus';

/** How the record screens name a role and lead back to the list. */
export const ROLE_NAMES: RecordNames = { noun: 'role', plural: 'roles', listPath: paths.roles.list };

/** The users list showing this role's holders (the contract's listUsers filter `role`). */
export const usersWithRolePath = (roleId: number) => filteredListPath(paths.users.list, { role: [roleId] });
