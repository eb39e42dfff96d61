import { isRouteHandle } from '../routeHandle';

export interface Crumb {
  title: string;
  pathname: string;
}

/**
 * The breadcrumb trail from the matched routes' route-table titles. A list screen is the index
 * of its group and shares its address, so each address appears once, with the group's title.
 */
export function breadcrumbTrail(matches: readonly { handle: unknown; pathname: string }[]): Crumb[] {
  const trail: Crumb[] = [];
  for (const { handle, pathname } of matches) {
    const normalised = pathname.replace(/(.)\/$/, '$1');
    const isNewAddress = trail.at(-1)?.pathname !== normalised;
    if (isRouteHandle(handle) && isNewAddress) trail.push({ title: handle.title, pathname: normalised });
  }
  return trail;
}

/** The screens between the panel and the current one: the trail less the panel itself and the screen's own title. */
export function ancestorTrail(matches: readonly { handle: unknown; pathname: string }[]): Crumb[] {
  return breadcrumbTrail(matches).slice(1, -1);
}
