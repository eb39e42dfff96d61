import { useMemo } from 'react';
import { FETCH_DEBOUNCE_MS } from '../../../shared/constants';
import { toQueryArgs, valuedFilters, type ListState } from './listState';
import { listStateToParams, parseListState } from './listUrl';
import type { DataTableProps, FilterValues } from './types';
import { useDebouncedValue } from './useDebouncedValue';
import { useListState } from './useListState';

const argsKey = (args: object) => JSON.stringify(args);

/**
 * The list state, the call it makes and the changes a user can ask for. Every change of the
 * list query reaches the server 500 ms after the last one (docs/lists.md, Debounce); RTK Query's cache, keyed by
 * the arguments, keeps a slower answer to older arguments from replacing a newer one.
 */
export function useTableData<Row, Key extends string>({ filters, useDataQuery, recordsKey }: DataTableProps<Row, Key>) {
  const { state, show, saveFilters, removeSavedFilters } = useListState(filters);
  const requested = useMemo(() => toQueryArgs(state, filters), [state, filters]);
  const args = useDebouncedValue(requested, FETCH_DEBOUNCE_MS, argsKey);
  // A failed call only ends the loading state: no error is shown.
  const { data, isFetching, refetch } = useDataQuery(args);
  const rows: readonly Row[] = data?.[recordsKey] ?? [];

  const showAtFirstPage = (change: Partial<ListState>, replace = false) =>
    show({ ...state, ...change, page: 1 }, { replace });
  const applyFilters = (values: FilterValues) => {
    // Saved as the URL holds them (select values as text), so both give the same call.
    const next = parseListState(
      listStateToParams({ ...state, page: 1, filters: valuedFilters(values, filters) }, filters),
      filters,
    );
    saveFilters(next.filters);
    show(next);
  };
  const clearFilters = () => {
    removeSavedFilters();
    const cleared = { ...state, page: 1, filters: {} };
    // Clear refetches, even when nothing was applied (docs/lists.md, Saved filters).
    if (argsKey(toQueryArgs(cleared, filters)) === argsKey(requested)) refetch();
    show(cleared);
  };
  const linkToPage = (page: number) => ({ search: `?${listStateToParams({ ...state, page }, filters)}` });

  return {
    state,
    args,
    data,
    rows,
    loading: isFetching || argsKey(requested) !== argsKey(args),
    showAtFirstPage,
    applyFilters,
    clearFilters,
    linkToPage,
  };
}
