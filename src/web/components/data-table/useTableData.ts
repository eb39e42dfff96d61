import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FETCH_DEBOUNCE_MS } from '../../../shared/constants';
import { toQueryArgs, valuedFilters, type ListState } from './listState';
import { CURSOR_PARAM, parseListState } from './listUrl';
import type { DataTableProps, FilterValues, ListQueryArgs } from './types';
import { useDebouncedValue } from './useDebouncedValue';
import { useListState } from './useListState';
import { useLongerThan } from './useLongerThan';
import { usePageSize } from './usePageSize';

const argsKey = (args: object) => JSON.stringify(args);
/** Search and filters are typed or picked, so a change of them waits; page, sort and page size go at once. */
const typedChanged = (next: ListQueryArgs, settled: ListQueryArgs) =>
  next.filters !== settled.filters || next.searchString !== settled.searchString;
/** An answer slower than this shows a progress bar (docs/lists.md, The data-table workspace). */
export const SLOW_ANSWER_MS = 1000;
/** No answer yet: one empty list, so the shown answer below changes only when the answer does. */
const NO_ROWS: readonly never[] = [];

/**
 * The list state, the call it makes and the changes a user can ask for. A change of the search
 * or filters reaches the server 500 ms after the last one, a change of page, sort or page size at
 * once (docs/lists.md, Debounce); RTK Query's cache, keyed by the arguments, keeps a slower answer to older
 * arguments from replacing a newer one.
 */
export function useTableData<Row, Key extends string>(
  { filters, useDataQuery, recordsKey }: DataTableProps<Row, Key>,
  { hold = false } = {},
) {
  const pageSize = usePageSize(recordsKey);
  const { state, show, toParams, saveFilters, removeSavedFilters } = useListState(filters, pageSize.remembered, {
    hold,
  });
  const cursor = useSearchParams()[0].get(CURSOR_PARAM) || undefined;
  const requested = useMemo(
    () => ({ ...toQueryArgs(state, filters), ...(cursor && { cursor }) }),
    [state, filters, cursor],
  );
  // The arguments the user asked to fetch at once (Enter in the search), skipping the debounce.
  const [atOnce, setAtOnce] = useState<string>();
  // The state a list opens at (a saved view's, the saved filters) is fetched at once, not 500 ms after the wait.
  const held = useRef(hold);
  useEffect(() => {
    if (!hold) held.current = false;
  });
  const args = useDebouncedValue(
    requested,
    FETCH_DEBOUNCE_MS,
    argsKey,
    (next, settled) => !held.current && argsKey(next) !== atOnce && typedChanged(next, settled),
  );
  // A failed call only ends the loading state: no error is shown.
  // While a saved view may be about to open, no page is asked for that it would replace at once.
  const { data, isFetching, refetch } = useDataQuery(args, { skip: hold });
  const rows: readonly Row[] = data?.[recordsKey] ?? NO_ROWS;

  // Clear refetches even when its answer is cached (docs/lists.md, Saved filters): when its call is the next one made.
  const refetchFor = useRef<string>(undefined);
  const argsNow = argsKey(args);
  useEffect(() => {
    if (refetchFor.current === argsNow) refetch();
    refetchFor.current = undefined;
  }, [argsNow]);

  const showAtFirstPage = (change: Partial<ListState>, replace = false) =>
    show({ ...state, ...change, page: 1 }, { replace });
  const applyFilters = (values: FilterValues) => {
    // Saved as the URL holds them (select values as text), so both give the same call.
    const next = parseListState(
      toParams({ ...state, page: 1, filters: valuedFilters(values, filters) }),
      filters,
      pageSize.remembered,
    );
    saveFilters(next.filters);
    show(next);
  };
  /** Clear (and "Clear all", which also empties the search): no filters, no saved filters, a fresh answer. */
  const clearFilters = ({ search = false } = {}) => {
    removeSavedFilters();
    const cleared = { ...state, page: 1, filters: {}, ...(search && { search: '' }) };
    const clearedArgs = argsKey(toQueryArgs(cleared, filters));
    // Nothing to wait for when the call asked for is already this one.
    if (clearedArgs === argsNow) refetch();
    else refetchFor.current = clearedArgs;
    show(cleared);
  };
  const setItemsPerPage = (itemsPerPage: number) => {
    pageSize.remember(itemsPerPage);
    showAtFirstPage({ itemsPerPage });
  };
  const searchNow = (search: string) => {
    const next = { ...state, search, page: 1 };
    setAtOnce(argsKey(toQueryArgs(next, filters)));
    show(next, { replace: true });
  };
  // The page next to the one answered is read after or before its rows (a cursor), any other (and the first) by its number.
  const answered = data?.pagination.current_page === state.page ? data.pagination : undefined;
  const cursorTo = (page: number) =>
    page === state.page + 1
      ? answered?.next_cursor
      : page === state.page - 1 && page > 1
        ? answered?.previous_cursor
        : undefined;
  const linkToPage = (page: number) => {
    const params = toParams({ ...state, page });
    const pageCursor = cursorTo(page);
    if (pageCursor) params.set(CURSOR_PARAM, pageCursor);
    return { search: `?${params}` };
  };
  const loading = hold || isFetching || argsKey(requested) !== argsNow;
  // What the table shows of the answer, rendered as a Transition: a page of rows is the list's costliest
  // render, and React slices a Transition's render into short tasks where a store update's render is one
  // long task (on a phone, the users list's longest: docs/benchmarks.md, Weight). The rows, the loading
  // state and the figures change together, so no render shows one answer's rows with another's figures.
  const latest = useMemo(() => ({ data, rows, loading }), [data, rows, loading]);
  const shown = useDeferredValue(latest);

  return {
    state,
    args,
    ...shown,
    /** Until the rows shown answer the request: loading, or the shown copy still behind (its render pending). */
    busy: shown.loading || shown !== latest,
    slow: useLongerThan(isFetching, SLOW_ANSWER_MS),
    showAtFirstPage,
    searchNow,
    applyFilters,
    clearFilters,
    setItemsPerPage,
    linkToPage,
  };
}
