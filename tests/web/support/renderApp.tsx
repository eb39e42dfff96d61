import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { KeyboardProviders } from '../../../src/web/components/keyboard/KeyboardProviders';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { buildRoutes } from '../../../src/web/app/buildRoutes';
import { persistSavedFilters, setupStore } from '../../../src/web/app/store';
import { TEST_ORIGIN } from './fixtures';

/**
 * The whole app on a memory router with the real route table, on a fresh store that keeps its
 * saved filters in (jsdom's) localStorage, as the app does.
 */
export function renderApp(initialEntries: string[]) {
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const persistor = persistSavedFilters(store);
  const router = createMemoryRouter(buildRoutes(), { initialEntries });
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, persistor, router, view };
}

/** One component with providers (the panel's keyboard among them) and a fresh store, outside the route table. */
export function renderWithStore(ui: ReactElement) {
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const view = render(
    <AppProviders store={store}>
      <KeyboardProviders>
        <RouterProvider router={router} />
      </KeyboardProviders>
    </AppProviders>,
  );
  return { store, router, view };
}
