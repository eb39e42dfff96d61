import type { SVGIconProps } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import type { Permission } from '../api/generated';
import type { GuardRule } from './guard/accessRules';

/** A screen module's component, loaded on first visit (spec §2: screens load lazily). */
export type ScreenLoader = () => Promise<ComponentType>;

/** One entry of the route table: a route of spec §2 with its guard row and permission (spec §6). */
export interface AppRoute {
  /** Relative to the parent entry, or absolute when it starts with "/". */
  path?: string;
  index?: true;
  title: string;
  /** The guard row of spec §6; children inherit their branch's. */
  rule?: GuardRule;
  /** Needed for this route and everything under it. */
  permission?: Permission;
  /** Listed in the agency panel's navigation with this label and icon. */
  nav?: { label: string; icon: ComponentType<SVGIconProps> };
  screen?: ScreenLoader;
  redirectTo?: string;
  children?: readonly AppRoute[];
}
