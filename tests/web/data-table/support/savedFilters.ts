import type { Persistor } from 'redux-persist';
import { persistSavedFilters, setupStore } from '../../../../src/web/app/store';
import { filtersSaved, type SavedFilter } from '../../../../src/web/components/data-table/savedFiltersSlice';
import { TEST_ORIGIN } from '../../support/fixtures';

/** Resolves once the persistor has read localStorage back into its store. */
export function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
    };
    persistor.subscribe(check);
    check();
  });
}

/** Saves filters for a route the way an earlier visit would have: through a store, into localStorage. */
export async function seedSavedFilters(route: string, filters: SavedFilter[]): Promise<void> {
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const persistor = persistSavedFilters(store);
  await rehydrated(persistor);
  store.dispatch(filtersSaved({ route, filters }));
  await persistor.flush();
  persistor.pause();
}
