import '@blueprintjs/core/lib/css/blueprint.css';
import '@fontsource/roboto/400.css';
import './app/theme.css';
import './app/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { enhancedApi } from './api/enhancedApi';
import { AppProviders } from './app/AppProviders';
import { buildRoutes } from './app/buildRoutes';
import { applyDocumentSettings } from './app/documentSettings';
import { persistSavedFilters, setupStore } from './app/store';

applyDocumentSettings(document);

const container = document.getElementById('app');
if (!container) throw new Error('The page has no element with id "app" to mount on.');

const store = setupStore();
// The route guard asks GET /api/user before any screen shows: asked now, it is answered while the
// screen's code downloads instead of after (docs/benchmarks.md, Weight).
void store.dispatch(enhancedApi.util.prefetch('getCurrentUser', undefined, {}));

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store} persistor={persistSavedFilters(store)}>
      <RouterProvider router={createBrowserRouter(buildRoutes())} />
    </AppProviders>
  </StrictMode>,
);
