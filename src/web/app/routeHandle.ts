import type { Permission } from '../api/generated';
import type { GuardRule, RouteRequirement } from './guard/accessRules';

/** What the route table attaches to each router route (react-router's `handle`). */
export interface RouteHandle {
  title: string;
  /** Set on a branch's top route; its children inherit it. */
  rule?: GuardRule;
  permission?: Permission;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}

/** The guard row of the deepest route that names one, and every permission along the branch. */
export function requirementOf(handles: readonly unknown[]): RouteRequirement {
  const own = handles.filter(isRouteHandle);
  const rule = own.reduce<GuardRule>((found, handle) => handle.rule ?? found, 'open');
  const permissions = own.flatMap((handle) => (handle.permission ? [handle.permission] : []));
  return { rule, permissions };
}

/** The title of the deepest matched route. */
export function titleOf(handles: readonly unknown[]): string | undefined {
  return handles.filter(isRouteHandle).at(-1)?.title;
}
