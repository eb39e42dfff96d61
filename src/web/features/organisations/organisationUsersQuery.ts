import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import type { ListUsersApiArg } from '../../api/generated';
import { paths } from '../../app/paths';
import { filtersParam, selectFilterNamed } from '../../components/data-table/listState';
import { filteredListPath } from '../../components/data-table/listUrl';
import type { OrganisationKindBase } from './organisationKind';

/**
 * The users list call narrowed to one organisation's staff (the users list's `tpa` or
 * `ministry` filter), a page at a time, by name. The Pact consumer tests send the same.
 */
export function organisationUsersArgs(
  kind: Pick<OrganisationKindBase, 'usersFilter'>,
  id: number,
  page: number,
): ListUsersApiArg {
  const filters = filtersParam({ [kind.usersFilter]: [id] }, [selectFilterNamed(kind.usersFilter)]);
  return { page, itemsPerPage: DEFAULT_PAGE_SIZE, filters, sort: 'name' };
}

/** The users list screen narrowed to one organisation's staff, where all of the list's tools apply. */
export const organisationUsersPath = (kind: Pick<OrganisationKindBase, 'usersFilter'>, id: number) =>
  filteredListPath(paths.users.list, { [kind.usersFilter]: [id] });
