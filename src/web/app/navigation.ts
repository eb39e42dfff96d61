import { useMatches } from 'react-router-dom';
import type { Permission } from '../api/generated';
import type { AppRoute } from './routeTable';

/** An entry of the agency panel's navigation, read from the route table. */
export interface PanelNavItem {
  label: string;
  icon: NonNullable<AppRoute['nav']>['icon'];
  to: string;
  permission: Permission;
}

function joinPath(parent: string, route: AppRoute): string {
  if (route.index || route.path === undefined) return parent;
  if (route.path.startsWith('/')) return route.path;
  return `${parent.replace(/\/$/, '')}/${route.path}`;
}

function collect(routes: readonly AppRoute[], parent: string, inherited: Permission | undefined): PanelNavItem[] {
  return routes.flatMap((route) => {
    const to = joinPath(parent, route);
    const permission = route.permission ?? inherited;
    const own = route.nav && permission ? [{ label: route.nav.label, icon: route.nav.icon, to, permission }] : [];
    return [...own, ...collect(route.children ?? [], to, permission)];
  });
}

/** Users, Roles, Activity logs, TPAs, Ministries, Access reviews and My reviews, each with the permission its route needs. */
export function panelNavigation(table: readonly AppRoute[]): PanelNavItem[] {
  return collect(table, '', undefined);
}

/** A screen of the agency panel at a fixed address (no record in it): the command palette's "Screens". */
export interface PanelScreen {
  title: string;
  to: string;
}

function screensIn(routes: readonly AppRoute[], parent: string, inPanel: boolean): PanelScreen[] {
  return routes.flatMap((route) => {
    const to = joinPath(parent, route);
    const panel = inPanel || route.rule === 'agencyPanel';
    const own = panel && route.screen && !route.children && !to.includes(':') ? [{ title: route.title, to }] : [];
    return [...own, ...screensIn(route.children ?? [], to, panel)];
  });
}

/** Every screen of the agency panel that needs no record, in the table's order; who may open each is useCanOpen's. */
export function panelScreens(table: readonly AppRoute[]): PanelScreen[] {
  return screensIn(table, '', false);
}

/** What buildRoutes puts in the root route's handle, so screens read the table without importing it (no import cycle). */
export interface NavigationHandle {
  navigation: readonly PanelNavItem[];
  screens: readonly PanelScreen[];
}

const isNavigationHandle = (handle: unknown): handle is NavigationHandle =>
  typeof handle === 'object' && handle !== null && Array.isArray((handle as Partial<NavigationHandle>).navigation);

const useNavigationHandle = () =>
  useMatches()
    .map((match) => match.handle)
    .find(isNavigationHandle);

/** The panel's navigation entries of the route table the router was built from. */
export function usePanelNavigation(): readonly PanelNavItem[] {
  return useNavigationHandle()?.navigation ?? [];
}

/** The panel's screens at fixed addresses of the route table the router was built from. */
export function usePanelScreens(): readonly PanelScreen[] {
  return useNavigationHandle()?.screens ?? [];
}
