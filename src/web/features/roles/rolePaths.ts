import { paths } from '../../app/paths';
import { DEFAULT_LIST_STATE } from '../../components/data-table/listState';
import { listStateToParams } from '../../components/data-table/listUrl';
import type { FilterDefinition } from '../../components/data-table';

const ROLES = `${paths.agencyPanel}/roles`;

/** The role screens' addresses (spec §2; the route table declares them too). */
export const rolePaths = {
  list: ROLES,
  create: `${ROLES}/create`,
  matrix: `${ROLES}/matrix`,
  view: (id: number) => `${ROLES}/${id}`,
  edit: (id: number) => `${ROLES}/${id}/edit`,
} as const;

/** The users list's role filter (the contract's listUsers filter `role`), as far as its URL needs it. */
const USERS_ROLE_FILTER: FilterDefinition = { name: 'role', label: 'Role', type: 'select', value: [], allow_multiple: true };

/** The users list showing this role's holders, in the data-table's own URL form. */
export function usersWithRolePath(roleId: number): string {
  const params = listStateToParams({ ...DEFAULT_LIST_STATE, filters: { role: [roleId] } }, [USERS_ROLE_FILTER]);
  return `${paths.agencyUsers}?${params}`;
}
