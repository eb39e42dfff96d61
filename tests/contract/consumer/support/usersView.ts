import { DEFAULT_LIST_STATE, toQueryArgs, type ListState } from '../../../../src/web/components/data-table/listState';
import { userFilters } from '../../../../src/web/features/users/usersListConfig';
import type { UsersWithLastName } from '../../providerStates';

/** Users the provider state creates: inside FILTERED_VIEW's date range, found by its search and user type filter. */
export const OKAFORS: UsersWithLastName = {
  count: 3,
  last_name: 'Okafor',
  user_type: 'Agency Staff',
  role: 'Claims Officer',
  created_at: '2026-03-15T09:00:00+01:00',
};

/** A view of the users screen: Agency Staff created in 2026, searched for "okafor", newest first. */
export const FILTERED_VIEW: Partial<ListState> = {
  page: 1,
  itemsPerPage: 12,
  search: 'okafor',
  sort: '-created_at',
  filters: { user_type: ['Agency Staff'], created_at: ['2026-01-01', '2026-12-31'] },
};

/**
 * The users screen's list call for a view, built as the screen builds it (its filter
 * definitions and the data-table's encoder), so the pact holds the very query it sends.
 */
export function usersListArgs(view: Partial<ListState>) {
  return toQueryArgs({ ...DEFAULT_LIST_STATE, ...view }, userFilters);
}

const QUERY_NAMES: Record<string, string> = {
  itemsPerPage: 'items_per_page',
  searchString: 'search_string',
  exportFileName: 'export_file_name',
};

/** The query string of endpoint args as Pact records it: contract names, string values, unset ones left out. */
export function queryOf(args: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [QUERY_NAMES[key] ?? key, String(value)]),
  );
}
