import type { ListView, ListViewState } from '../../../api/generated';
import { filtersParam, type ListState } from '../listState';
import { listStateToParams } from '../listUrl';
import type { ColumnLayout } from '../tablePreferencesSlice';
import type { FilterDefinition, FilterValues } from '../types';

/** The URL parameter naming the saved view a list shows (docs/lists.md, Saved views). */
export const VIEW_PARAM = 'view';

/** The view parameter's id, when it is one. */
export function viewIdIn(params: URLSearchParams): number | undefined {
  const raw = params.get(VIEW_PARAM);
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * What a view keeps of the list as it is shown: the filters as the list call sends them, the
 * search, the sort, the page size, and the columns when this person laid them out (else the
 * list's own). Defaults are left out.
 */
export function viewStateOf(
  state: ListState,
  definitions: readonly FilterDefinition[],
  columns: ColumnLayout | undefined,
): ListViewState {
  const filters = filtersParam(state.filters, definitions);
  return {
    ...(filters !== undefined && { filters: JSON.parse(filters) as ListViewState['filters'] }),
    ...(state.search !== '' && { search: state.search }),
    ...(state.sort !== '' && { sort: state.sort }),
    items_per_page: state.itemsPerPage,
    ...(columns !== undefined && { columns }),
  };
}

/** The filter values a view applies, by name, of the filters this table still defines. */
function filterValuesOf(view: ListView, definitions: readonly FilterDefinition[]): FilterValues {
  const known = (view.state.filters ?? []).filter((f) => definitions.some((d) => d.name === f.name));
  return Object.fromEntries(known.map((filter) => [filter.name, filter.value]));
}

/** The address of a list showing the view, at its first page, naming it (`…&view=<id>`). */
export function paramsOfView(
  view: ListView,
  definitions: readonly FilterDefinition[],
  pageSize: number,
): URLSearchParams {
  const { state } = view;
  const params = listStateToParams(
    {
      page: 1,
      itemsPerPage: state.items_per_page ?? pageSize,
      search: state.search ?? '',
      sort: state.sort ?? '',
      filters: filterValuesOf(view, definitions),
    },
    definitions,
    pageSize,
  );
  params.set(VIEW_PARAM, String(view.id));
  return params;
}
