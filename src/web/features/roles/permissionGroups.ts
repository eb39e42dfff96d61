import { MAX_ITEMS_PER_PAGE } from '../../../shared/constants';
import { useListPermissionsQuery, type PermissionEntry, type PermissionGroup } from '../../api/generated';

/** The catalogue's groups, in the order every role screen shows them. */
export const PERMISSION_GROUP_LABELS = {
  users: 'Users',
  roles: 'Roles',
  tpas: 'TPAs',
  ministries: 'Ministries',
  lists: 'Lists',
} as const satisfies Record<PermissionGroup, string>;

export interface PermissionSection {
  group: PermissionGroup;
  label: string;
  /** In the catalogue's order. */
  permissions: PermissionEntry[];
}

/** The catalogue cut into its groups; a group without permissions is left out. */
export function permissionSections(catalogue: readonly PermissionEntry[]): PermissionSection[] {
  return (Object.keys(PERMISSION_GROUP_LABELS) as PermissionGroup[])
    .map((group) => ({
      group,
      label: PERMISSION_GROUP_LABELS[group],
      permissions: catalogue.filter((p) => p.group === group),
    }))
    .filter((section) => section.permissions.length > 0);
}

/** The whole permissions catalogue in its own order, loaded once and shared. */
export function usePermissionCatalogue() {
  return useListPermissionsQuery({ page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE });
}
