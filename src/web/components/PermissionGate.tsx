import type { ReactNode } from 'react';
import type { Permission } from '../api/generated';
import { useSession } from '../app/session';

export interface PermissionGateProps {
  permission: Permission;
  children: ReactNode;
}

/** Whether the signed-in user's permission list includes this one (spec §6). */
export function useHasPermission(permission: Permission): boolean {
  return useSession()?.permissions.includes(permission) ?? false;
}

/**
 * Spec §6: an element stays hidden (display none) unless the user's permission list includes
 * the named permission. Hiding is a convenience; the server enforces every permission.
 */
export function PermissionGate({ permission, children }: PermissionGateProps) {
  const granted = useHasPermission(permission);
  return (
    <div className="permission-gate" data-permission={permission} style={{ display: granted ? 'contents' : 'none' }}>
      {children}
    </div>
  );
}
