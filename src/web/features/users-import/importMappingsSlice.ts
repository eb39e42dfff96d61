import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ColumnMapping } from './importFields';

/** The most sets of headings remembered; the oldest is forgotten first. */
export const REMEMBERED_MAPPINGS = 20;

/** One file layout (its headings, in order) as a key: the same spreadsheet exported again has the same one. */
export const headingsKey = (headings: readonly string[]) => JSON.stringify(headings.map((h) => h.trim().toLowerCase()));

/** Newest last. */
type RememberedMappings = { headings: string; mapping: ColumnMapping }[];

interface ImportMappingsState {
  remembered: RememberedMappings;
}

const initialState: ImportMappingsState = { remembered: [] };

/**
 * The column mapping last used for each layout of file (docs/records.md, Importing users), kept in
 * localStorage by the store like the saved filters: the next file with the same headings starts
 * with it.
 */
export const importMappingsSlice = createSlice({
  name: 'importMappings',
  initialState,
  reducers: {
    mappingUsed(state, action: PayloadAction<{ headings: readonly string[]; mapping: ColumnMapping }>) {
      const key = headingsKey(action.payload.headings);
      const others = state.remembered.filter((entry) => entry.headings !== key);
      state.remembered = [...others, { headings: key, mapping: action.payload.mapping }].slice(-REMEMBERED_MAPPINGS);
    },
  },
});

export const { mappingUsed } = importMappingsSlice.actions;

/** The mapping last used for a file with these headings, if any. */
export const rememberedMappingOf = (remembered: RememberedMappings, headings: readonly string[]) =>
  remembered.find((entry) => entry.headings === headingsKey(headings))?.mapping;
