import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FilterValue } from './types';

/** One applied filter as saved with its route. */
export interface SavedFilter {
  name: string;
  value: FilterValue;
}

export interface SavedFiltersState {
  /** The applied filters of each list screen, by its route's pathname (docs/lists.md, Saved filters). */
  byRoute: Record<string, SavedFilter[]>;
}

const initialState: SavedFiltersState = { byRoute: {} };

/**
 * UI state only (server data stays in the RTK Query cache); the one slice redux-persist keeps
 * in localStorage, so filters survive leaving the screen and reloading.
 */
export const savedFiltersSlice = createSlice({
  name: 'savedFilters',
  initialState,
  reducers: {
    filtersSaved(state, action: PayloadAction<{ route: string; filters: SavedFilter[] }>) {
      const { route, filters } = action.payload;
      if (filters.length > 0) state.byRoute[route] = filters;
      else delete state.byRoute[route];
    },
    filtersRemoved(state, action: PayloadAction<{ route: string }>) {
      delete state.byRoute[action.payload.route];
    },
  },
});

export const { filtersSaved, filtersRemoved } = savedFiltersSlice.actions;
