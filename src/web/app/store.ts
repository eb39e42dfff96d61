import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { readDocumentCookie, type ApiExtra } from '../api/baseApi';
import { enhancedApi } from '../api/enhancedApi';

const rootReducer = combineReducers({ [enhancedApi.reducerPath]: enhancedApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** The backend's address ({host} of spec §7); '' means the page's own origin. */
  apiHost?: string;
  /** How calls read the XSRF-TOKEN cookie; document.cookie unless a test brings its own jar. */
  readCookie?: ApiExtra['readCookie'];
  preloadedState?: Partial<RootState>;
}

/** The store factory used by the app and by every test, so that no two share state. */
export function setupStore({ apiHost = '', readCookie = readDocumentCookie, preloadedState }: StoreOptions = {}) {
  const extra: ApiExtra = { apiHost, readCookie };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(enhancedApi.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
