import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { hasValue } from '../../../shared/lists/has-value';
import type { FilterDefinition, FilterValue, FilterValues, ListQueryArgs, SelectFilterDefinition } from './types';

/** What the user has chosen to see: mirrored in the URL, the source of every list call. */
export interface ListState {
  page: number;
  itemsPerPage: number;
  search: string;
  /** A sortable column, `-column` for descending, '' for the server's default order. */
  sort: string;
  filters: FilterValues;
}

export const DEFAULT_LIST_STATE: ListState = {
  page: 1,
  itemsPerPage: DEFAULT_PAGE_SIZE,
  search: '',
  sort: '',
  filters: {},
};

/** A list's multiple select filter as far as its URL and its call need it: for links and calls made outside its screen. */
export const selectFilterNamed = (name: string): SelectFilterDefinition => ({
  name,
  label: name,
  type: 'select',
  value: [],
  allow_multiple: true,
});

/** Only a filter with a value is sent: the server's own rule, from src/shared. */
export { hasValue };

/** Clear: a select becomes empty, a date range an empty list, a relative day null (docs/lists.md, Saved filters). */
export function emptyValue(definition: FilterDefinition): FilterValue {
  if (definition.type === 'date_range') return [];
  return definition.type === 'select' && definition.allow_multiple ? [] : null;
}

/** The valued filters among the definitions, in the definitions' order. */
export function valuedFilters(values: FilterValues, definitions: readonly FilterDefinition[]): FilterValues {
  const kept = definitions.filter((d) => hasValue(values[d.name])).map((d) => [d.name, values[d.name]]);
  return Object.fromEntries(kept);
}

/** The `filters` parameter: a JSON array of {name, type, value} of the valued filters, or none. */
export function filtersParam(values: FilterValues, definitions: readonly FilterDefinition[]): string | undefined {
  const sent = definitions
    .filter((d) => hasValue(values[d.name]))
    .map((d) => ({ name: d.name, type: d.type, value: values[d.name] }));
  return sent.length > 0 ? JSON.stringify(sent) : undefined;
}

export function toQueryArgs(state: ListState, definitions: readonly FilterDefinition[]): ListQueryArgs {
  return {
    page: state.page,
    itemsPerPage: state.itemsPerPage,
    filters: filtersParam(state.filters, definitions),
    searchString: state.search || undefined,
    sort: state.sort || undefined,
  };
}

/** The footer's figures; an empty page has no from/to. */
export function showingText(pagination: { from: number | null; to: number | null; total: number } | undefined): string {
  return `Showing ${pagination?.from ?? 0} to ${pagination?.to ?? 0} of ${pagination?.total ?? 0} entries`;
}
