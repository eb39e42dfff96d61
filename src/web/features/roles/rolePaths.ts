import { paths } from '../../app/paths';
import { filteredListPath } from '../../components/data-table/listUrl';
import type { RecordNames } from '../../components/record/RecordLoadStatus';

const ROLES = `${paths.agencyPanel}/roles`;

/** The role screens' addresses (spec §2; the route table declares them too). */
export const rolePaths = {
  list: ROLES,
  create: `${ROLES}/create`,
  matrix: `${ROLES}/matrix`,
  view: (id: number) => `${ROLES}/${id}`,
  edit: (id: number) => `${ROLES}/${id}/edit`,
} as const;

export const ROLE_NAMES: RecordNames = { noun: 'role', plural: 'roles', listPath: rolePaths.list };

/** The users list showing this role's holders (the contract's listUsers filter `role`). */
export const usersWithRolePath = (roleId: number) => filteredListPath(paths.agencyUsers, { role: [roleId] });
