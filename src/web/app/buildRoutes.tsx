import { Navigate, type RouteObject } from 'react-router-dom';
import { notLoadedAs } from '../components/lazyPart';
import { PageSpinner } from '../components/PageSpinner';
import { AppRoot } from './AppRoot';
import { panelNavigation, panelScreens, type NavigationHandle } from './navigation';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { RouteHandle } from './routeHandle';
import type { AppRoute } from './routeTable';
import { routeTable } from './routes';
import type { RoutesHandle } from './useCanOpen';

function toRouteObject(route: AppRoute): RouteObject {
  const { screen, redirectTo } = route;
  const handle: RouteHandle = { title: route.title, rule: route.rule, permission: route.permission };
  const shared = {
    handle,
    element: redirectTo === undefined ? undefined : <Navigate to={redirectTo} replace />,
    lazy: screen && (async () => ({ Component: await screen().catch(notLoadedAs('This screen')) })),
  };
  if (route.index) return { ...shared, index: true };
  return { ...shared, path: route.path, children: route.children?.map(toRouteObject) };
}

/**
 * The router's routes: one root container (the guard, then the routed view) holding every
 * route of the table. The browser router and the tests' memory routers both use this.
 */
export function buildRoutes(table: readonly AppRoute[] = routeTable): RouteObject[] {
  const routes = table.map(toRouteObject);
  return [
    {
      id: 'root',
      handle: { navigation: panelNavigation(table), screens: panelScreens(table), routes } satisfies NavigationHandle &
        RoutesHandle,
      element: <AppRoot />,
      errorElement: <RouteErrorScreen />,
      // Shown while the first screen's lazy module loads.
      hydrateFallbackElement: <PageSpinner label="Loading" />,
      children: routes,
    },
  ];
}
