import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { buildRoutes } from '../../../src/web/app/buildRoutes';
import { setupStore } from '../../../src/web/app/store';
import { TEST_ORIGIN } from './fixtures';

/** The whole app on a memory router with the real route table, on a fresh store. */
export function renderApp(initialEntries: string[]) {
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const router = createMemoryRouter(buildRoutes(), { initialEntries });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, view };
}

/** One component with providers and a fresh store, outside the route table. */
export function renderWithStore(ui: ReactElement) {
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, view };
}
