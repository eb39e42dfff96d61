import { DAY_PATTERN } from '../../../shared/lists/days';
import { parseRelativeDay } from '../../../shared/lists/relative-day';
import { DEFAULT_LIST_STATE, hasValue, selectFilterNamed, type ListState } from './listState';
import type { DateRangeValue, FilterDefinition, FilterValue, FilterValues } from './types';

/**
 * The list state in the URL query, so that a copied link or Back restores the view:
 * `page`, `items_per_page`, `search`, `sort`, and one parameter per filter named by the filter
 * (select values repeated, a date range as `from..to`, a relative day as its word). Defaults are left out.
 */
const LIST_PARAMS = ['page', 'items_per_page', 'search', 'sort'] as const;
/**
 * Beside `page` when the page was reached by Next or Previous: the answer's cursor that reads it
 * (docs/lists.md, Cursors). No list state carries it, so any other change of the view drops it.
 */
export const CURSOR_PARAM = 'cursor';
const RANGE_SEPARATOR = '..';

function positiveInteger(raw: string | null, fallback: number): number {
  const parsed = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return parsed >= 1 ? parsed : fallback;
}

function parseRange(raw: string | null): DateRangeValue {
  const [from, to] = raw?.split(RANGE_SEPARATOR) ?? [];
  return from !== undefined && to !== undefined && DAY_PATTERN.test(from) && DAY_PATTERN.test(to) ? [from, to] : [];
}

function parseFilter(params: URLSearchParams, definition: FilterDefinition): FilterValue {
  if (definition.type === 'date_range') return parseRange(params.get(definition.name));
  if (definition.type === 'relative_day') {
    const value = params.get(definition.name);
    return parseRelativeDay(value) ? value : null;
  }
  const values = params.getAll(definition.name).filter((v) => v !== '');
  return definition.allow_multiple ? values : (values[0] ?? null);
}

/** Whether the URL carries any list state for these filters (it then wins over saved filters). */
export function carriesListState(params: URLSearchParams, definitions: readonly FilterDefinition[]): boolean {
  return [...LIST_PARAMS, ...definitions.map((d) => d.name)].some((name) => params.has(name));
}

/**
 * `pageSize` is what a URL without `items_per_page` means: the page size this user chose on this list, or the
 * default (docs/lists.md, The data-table workspace).
 */
export function parseListState(
  params: URLSearchParams,
  definitions: readonly FilterDefinition[],
  pageSize: number = DEFAULT_LIST_STATE.itemsPerPage,
): ListState {
  const filters: Record<string, FilterValue> = {};
  for (const definition of definitions) {
    const value = parseFilter(params, definition);
    if (hasValue(value)) filters[definition.name] = value;
  }
  return {
    page: positiveInteger(params.get('page'), DEFAULT_LIST_STATE.page),
    itemsPerPage: positiveInteger(params.get('items_per_page'), pageSize),
    search: params.get('search') ?? DEFAULT_LIST_STATE.search,
    sort: params.get('sort') ?? DEFAULT_LIST_STATE.sort,
    filters,
  };
}

function appendFilters(params: URLSearchParams, filters: FilterValues, definitions: readonly FilterDefinition[]): void {
  for (const definition of definitions) {
    const value = filters[definition.name];
    if (!hasValue(value)) continue;
    if (definition.type === 'date_range' && Array.isArray(value))
      params.append(definition.name, value.join(RANGE_SEPARATOR));
    else for (const v of Array.isArray(value) ? value : [value]) params.append(definition.name, String(v));
  }
}

/** With a page size of the user's own (`pageSize` as parseListState takes it) the size is always written. */
export function listStateToParams(
  state: ListState,
  definitions: readonly FilterDefinition[],
  pageSize: number = DEFAULT_LIST_STATE.itemsPerPage,
): URLSearchParams {
  const params = new URLSearchParams();
  const defaultSize = DEFAULT_LIST_STATE.itemsPerPage;
  if (state.page !== DEFAULT_LIST_STATE.page) params.set('page', String(state.page));
  if (state.itemsPerPage !== defaultSize || pageSize !== defaultSize)
    params.set('items_per_page', String(state.itemsPerPage));
  if (state.search !== '') params.set('search', state.search);
  if (state.sort !== '') params.set('sort', state.sort);
  appendFilters(params, state.filters, definitions);
  return params;
}

/** The address of a list narrowed by select filters (e.g. the users holding role 3: `/agency-panel/users?role=3`). */
export function filteredListPath(listPath: string, filters: Record<string, (string | number)[]>): string {
  const params = listStateToParams({ ...DEFAULT_LIST_STATE, filters }, Object.keys(filters).map(selectFilterNamed));
  return `${listPath}?${params}`;
}
