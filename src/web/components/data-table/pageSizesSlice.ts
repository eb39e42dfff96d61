import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PageSizesState {
  /** The "Items per page" each user last chose on each list: by user id, then by the list's records key. */
  byUser: Record<string, Record<string, number>>;
}

const initialState: PageSizesState = { byUser: {} };

/**
 * UI state only, kept by redux-persist in localStorage: a list opens at the page size its user
 * last chose there, unless its address names one (docs/lists.md, The data-table workspace). Keyed by user id,
 * so people who share a browser keep their own.
 */
export const pageSizesSlice = createSlice({
  name: 'pageSizes',
  initialState,
  reducers: {
    pageSizeChosen(state, action: PayloadAction<{ userId: number; list: string; itemsPerPage: number }>) {
      const { userId, list, itemsPerPage } = action.payload;
      (state.byUser[userId] ??= {})[list] = itemsPerPage;
    },
  },
});

export const { pageSizeChosen } = pageSizesSlice.actions;
