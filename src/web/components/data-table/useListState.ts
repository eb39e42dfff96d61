import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DEFAULT_LIST_STATE, hasValue, valuedFilters, type ListState } from './listState';
import { carriesListState, listStateToParams, parseListState } from './listUrl';
import { filtersRemoved, filtersSaved, type SavedFilter } from './savedFiltersSlice';
import type { FilterDefinition, FilterValues } from './types';

function knownFilters(saved: readonly SavedFilter[], definitions: readonly FilterDefinition[]): SavedFilter[] {
  return saved.filter((filter) => definitions.some((d) => d.name === filter.name) && hasValue(filter.value));
}

/**
 * The list state: the URL's when it carries any (a link or Back wins), otherwise the filters
 * saved with this route (docs/lists.md, Saved filters), which are then written to the URL. A saved filter this
 * table no longer defines is dropped, from the view and from storage.
 */
export function useListState(definitions: readonly FilterDefinition[]) {
  const [params, setParams] = useSearchParams();
  const route = useLocation().pathname;
  const saved = useAppSelector((state) => state.savedFilters.byRoute[route]);
  const dispatch = useAppDispatch();
  const fromUrl = carriesListState(params, definitions);

  const state = useMemo<ListState>(() => {
    if (fromUrl || !saved) return parseListState(params, definitions);
    const filters = Object.fromEntries(knownFilters(saved, definitions).map((f) => [f.name, f.value]));
    return { ...DEFAULT_LIST_STATE, filters };
  }, [fromUrl, saved, params, definitions]);

  useEffect(() => {
    if (fromUrl || !saved) return;
    const known = knownFilters(saved, definitions);
    if (known.length !== saved.length) dispatch(filtersSaved({ route, filters: known }));
    if (known.length > 0) setParams(listStateToParams(state, definitions), { replace: true });
  }, [fromUrl, saved, definitions, dispatch, route, setParams, state]);

  const show = useCallback(
    (next: ListState, options: { replace?: boolean } = {}) => setParams(listStateToParams(next, definitions), options),
    [setParams, definitions],
  );
  const saveFilters = useCallback(
    (filters: FilterValues) => {
      const entries = Object.entries(valuedFilters(filters, definitions)).map(([name, value]) => ({ name, value }));
      dispatch(filtersSaved({ route, filters: entries }));
    },
    [dispatch, route, definitions],
  );
  const removeSavedFilters = useCallback(() => dispatch(filtersRemoved({ route })), [dispatch, route]);

  return { state, show, saveFilters, removeSavedFilters };
}
