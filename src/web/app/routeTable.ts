import type { SVGIconProps } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import type { Permission } from '../api/generated';
import type { GuardRule } from './guard/accessRules';

/** A screen module's component, loaded on first visit. */
export type ScreenLoader = () => Promise<ComponentType>;

/** One entry of the route table: a route with its guard row and permission. */
export interface AppRoute {
  /** Relative to the parent entry, or absolute when it starts with "/". */
  path?: string;
  index?: true;
  title: string;
  /** The guard row; children inherit their branch's. */
  rule?: GuardRule;
  /** Needed for this route and everything under it. */
  permission?: Permission;
  /** Listed in the agency panel's navigation with this label and icon. */
  nav?: { label: string; icon: ComponentType<SVGIconProps> };
  screen?: ScreenLoader;
  redirectTo?: string;
  children?: readonly AppRoute[];
}
