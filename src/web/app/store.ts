import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { readDocumentCookie, type ApiExtra } from '../api/baseApi';
import { enhancedApi } from '../api/enhancedApi';
import { StepUpPrompt } from '../api/stepUp';
import { savedFiltersSlice } from '../components/data-table/savedFiltersSlice';
import { pageSizesSlice } from '../components/data-table/pageSizesSlice';
import { tablePreferencesSlice } from '../components/data-table/tablePreferencesSlice';
import { importMappingsSlice } from '../features/users-import/importMappingsSlice';

/** Only UI state is persisted (to localStorage), never the API cache: the saved filters… */
const persistedSavedFilters = persistReducer({ key: savedFiltersSlice.name, storage }, savedFiltersSlice.reducer);
/** The page size each user chose per list, persisted the same way. */
const persistedPageSizes = persistReducer({ key: pageSizesSlice.name, storage }, pageSizesSlice.reducer);

/** …and each person's density and columns of every list (docs/lists.md, Fit and density), by their user id. */
const persistedTablePreferences = persistReducer(
  { key: tablePreferencesSlice.name, storage },
  tablePreferencesSlice.reducer,
);

/** …and the column mapping last used for each layout of an imported file of users. */
const persistedImportMappings = persistReducer({ key: importMappingsSlice.name, storage }, importMappingsSlice.reducer);

const rootReducer = combineReducers({
  [enhancedApi.reducerPath]: enhancedApi.reducer,
  [savedFiltersSlice.name]: persistedSavedFilters,
  [pageSizesSlice.name]: persistedPageSizes,
  [tablePreferencesSlice.name]: persistedTablePreferences,
  [importMappingsSlice.name]: persistedImportMappings,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** The backend's address; '' means the page's own origin. */
  apiHost?: string;
  /** How calls read the XSRF-TOKEN cookie; document.cookie unless a test brings its own jar. */
  readCookie?: ApiExtra['readCookie'];
  preloadedState?: Partial<RootState>;
}

/** The store factory used by the app and by every test, so that no two share state. */
export function setupStore({ apiHost = '', readCookie = readDocumentCookie, preloadedState }: StoreOptions = {}) {
  const stepUp = new StepUpPrompt();
  const extra: ApiExtra = { apiHost, readCookie, stepUp };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // redux-persist's own actions carry functions.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(enhancedApi.middleware),
    // RTK Query's batched updates reach the screens at the end of the task that made them, not in the
    // next animation frame: rendered there, inside the frame's own task, each answer's render and the
    // page's style and layout made one long task on a phone (docs/benchmarks.md, Weight).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  // The step-up dialog (StepUpHost, in AppProviders) answers the calls of this store.
  return Object.assign(store, { stepUp });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts saving the saved filters to localStorage and reading them back (for AppProviders' PersistGate). */
export function persistSavedFilters(store: AppStore): Persistor {
  return persistStore(store);
}
