import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DEFAULT_LIST_STATE, hasValue, valuedFilters, type ListState } from './listState';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { carriesListState, listStateToParams, parseListState } from './listUrl';
import { filtersRemoved, filtersSaved, type SavedFilter } from './savedFiltersSlice';
import type { FilterDefinition, FilterValues } from './types';
import { VIEW_PARAM } from './views/viewState';

function knownFilters(saved: readonly SavedFilter[], definitions: readonly FilterDefinition[]): SavedFilter[] {
  return saved.filter((filter) => definitions.some((d) => d.name === filter.name) && hasValue(filter.value));
}

/**
 * The list state: the URL's when it carries any (a link or Back wins), otherwise the filters
 * saved with this route (docs/lists.md, Saved filters), which are then written to the URL. A saved filter this
 * table no longer defines is dropped, from the view and from storage. `pageSize` is the size the user chose on this
 * list, what a URL without `items_per_page` means. While `hold` (a saved view may be about to open) the saved filters wait.
 */
export function useListState(
  definitions: readonly FilterDefinition[],
  pageSize: number = DEFAULT_PAGE_SIZE,
  { hold = false } = {},
) {
  const [params, setParams] = useSearchParams();
  const route = useLocation().pathname;
  const saved = useAppSelector((state) => state.savedFilters.byRoute[route]);
  const dispatch = useAppDispatch();
  const fromUrl = carriesListState(params, definitions);

  const state = useMemo<ListState>(() => {
    if (fromUrl || !saved || hold) return parseListState(params, definitions, pageSize);
    const filters = Object.fromEntries(knownFilters(saved, definitions).map((f) => [f.name, f.value]));
    return { ...DEFAULT_LIST_STATE, itemsPerPage: pageSize, filters };
  }, [fromUrl, saved, hold, params, definitions, pageSize]);
  // A change keeps naming the saved view it started from (docs/lists.md, Saved views).
  const viewParam = params.get(VIEW_PARAM);
  const toParams = useCallback(
    (next: ListState) => {
      const nextParams = listStateToParams(next, definitions, pageSize);
      if (viewParam !== null) nextParams.set(VIEW_PARAM, viewParam);
      return nextParams;
    },
    [definitions, pageSize, viewParam],
  );

  useEffect(() => {
    if (fromUrl || !saved || hold) return;
    const known = knownFilters(saved, definitions);
    if (known.length !== saved.length) dispatch(filtersSaved({ route, filters: known }));
    if (known.length > 0) setParams(toParams(state), { replace: true });
  }, [fromUrl, saved, hold, definitions, dispatch, route, setParams, state, toParams]);

  const show = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) => setParams(toParams(next), options),
    [setParams, toParams],
  );
  const saveFilters = useCallback(
    (filters: FilterValues) => {
      const entries = Object.entries(valuedFilters(filters, definitions)).map(([name, value]) => ({ name, value }));
      dispatch(filtersSaved({ route, filters: entries }));
    },
    [dispatch, route, definitions],
  );
  const removeSavedFilters = useCallback(() => dispatch(filtersRemoved({ route })), [dispatch, route]);

  return { state, show, toParams, saveFilters, removeSavedFilters };
}
