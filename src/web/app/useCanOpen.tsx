import { useCallback, type ReactNode } from 'react';
import { matchRoutes, useMatches, type RouteObject } from 'react-router-dom';
import { Gate } from '../components/PermissionGate';
import type { RouteRequirement } from './guard/accessRules';
import { decideAccess } from './guard/decideAccess';
import { requirementOf } from './routeHandle';
import { useSession } from './session';

/** What buildRoutes puts in the root route's handle, so screens match addresses without importing the table (no import cycle). */
export interface RoutesHandle {
  routes: RouteObject[];
}

const isRoutesHandle = (handle: unknown): handle is RoutesHandle =>
  typeof handle === 'object' && handle !== null && Array.isArray((handle as Partial<RoutesHandle>).routes);

/**
 * What each address asks of the session, per route table. matchRoutes flattens and ranks the
 * whole table on every call, and a list asks for each of its rows' links on every render: the
 * answer for an address never changes, so it is worked out once.
 */
const requirements = new WeakMap<RouteObject[], Map<string, RouteRequirement | null>>();

/**
 * Record ids are the only numeric segments of the app's addresses and no route names one, so
 * addresses that differ only in their ids (a page of rows' links) ask the same and match once.
 */
const shapeOf = (path: string) => path.replace(/\/\d+(?=[/?#]|$)/g, '/0');

function requirementAt(routes: RouteObject[], path: string): RouteRequirement | null {
  let known = requirements.get(routes);
  if (!known) requirements.set(routes, (known = new Map()));
  const shape = shapeOf(path);
  if (!known.has(shape)) {
    const matches = matchRoutes(routes, path);
    known.set(shape, matches && requirementOf(matches.map((match) => match.route.handle)));
  }
  return known.get(shape) ?? null;
}

/** useCanOpen for addresses known only while rendering a list of them (the command palette's). */
export function useMayOpen(): (path: string) => boolean {
  const session = useSession();
  const routes = useMatches()
    .map((match) => match.handle)
    .find(isRoutesHandle)?.routes;
  return useCallback(
    (path: string) => {
      const requirement = routes && requirementAt(routes, path);
      if (!session || !requirement) return false;
      return decideAccess(requirement, { status: 'authenticated', session }).kind === 'allow';
    },
    [session, routes],
  );
}

/**
 * Whether the route guard would let the signed-in user open this address (or a route's
 * pattern): its user type and every permission the route table asks along the route. A link
 * shows only when it would open.
 */
export function useCanOpen(path: string): boolean {
  return useMayOpen()(path);
}

/** Hidden (display none) unless the user may open the route at `to`. */
export function RouteGate({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Gate granted={useCanOpen(to)} data-route={to}>
      {children}
    </Gate>
  );
}
