import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Row height: compact (about 32 px, the default for people who live in the lists) or comfortable. */
export type Density = 'compact' | 'comfortable';

/**
 * One person's columns of one list (docs/lists.md, Fit and density): their order, which ones they
 * showed or hid (a column they never touched keeps its declared default) and the widths they dragged.
 */
export interface ColumnLayout {
  order: string[];
  shown: Record<string, boolean>;
  widths: Record<string, number>;
}

export interface TablePreferences {
  density?: Density;
  /** By list (its records key). */
  columns: Record<string, ColumnLayout>;
}

export interface TablePreferencesState {
  /** By the signed-in user's id, so that two people at one machine keep their own. */
  byUser: Record<string, TablePreferences>;
}

const initialState: TablePreferencesState = { byUser: {} };

interface ForUser {
  userId: number;
}

function preferencesOf(state: TablePreferencesState, userId: number): TablePreferences {
  state.byUser[userId] ??= { columns: {} };
  return state.byUser[userId];
}

/** UI state only, kept in localStorage by redux-persist beside the saved filters. */
export const tablePreferencesSlice = createSlice({
  name: 'tablePreferences',
  initialState,
  reducers: {
    densityChosen(state, action: PayloadAction<ForUser & { density: Density }>) {
      preferencesOf(state, action.payload.userId).density = action.payload.density;
    },
    columnLayoutChanged(state, action: PayloadAction<ForUser & { list: string; layout: ColumnLayout }>) {
      preferencesOf(state, action.payload.userId).columns[action.payload.list] = action.payload.layout;
    },
    columnLayoutReset(state, action: PayloadAction<ForUser & { list: string }>) {
      delete preferencesOf(state, action.payload.userId).columns[action.payload.list];
    },
  },
});

export const { densityChosen, columnLayoutChanged, columnLayoutReset } = tablePreferencesSlice.actions;
