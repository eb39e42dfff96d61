import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import type { ListUsersApiArg } from '../../api/generated';
import { filtersParam } from '../../components/data-table/listState';
import type { FilterDefinition } from '../../components/data-table/types';
import type { OrganisationKindBase } from './organisationKind';

/**
 * The users list call narrowed to one organisation's staff (the users list's `tpa` or
 * `ministry` filter), a page at a time, by name. The Pact consumer tests send the same.
 */
export function organisationUsersArgs(kind: Pick<OrganisationKindBase, 'usersFilter'>, id: number, page: number): ListUsersApiArg {
  const members: FilterDefinition = { name: kind.usersFilter, label: kind.usersFilter, type: 'select', value: [], allow_multiple: true };
  return { page, itemsPerPage: DEFAULT_PAGE_SIZE, filters: filtersParam({ [kind.usersFilter]: [id] }, [members]), sort: 'name' };
}
