import type { Permission } from '../api/generated';
import type { AppRoute } from './routeTable';
import { routeTable } from './routes';

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

/** Users, Roles, Activity logs, TPAs and Ministries, each with the permission its route needs. */
export function panelNavigation(table: readonly AppRoute[] = routeTable): PanelNavItem[] {
  return collect(table, '', undefined);
}
