import type { ReactNode } from 'react';
import type { Permission } from '../api/generated';
import { useSession } from '../app/session';

export interface PermissionGateProps {
  permission: Permission;
  children: ReactNode;
}

/** Whether the signed-in user's permission list includes this one. */
export function useHasPermission(permission: Permission): boolean {
  return useSession()?.permissions.includes(permission) ?? false;
}

export interface GateProps {
  granted: boolean;
  children: ReactNode;
  /** What grants it, for whoever reads the page: a permission or a route's address. */
  'data-permission'?: Permission;
  'data-route'?: string;
}

/**
 * An element stays hidden (display none) unless it is granted. Hiding is a convenience;
 * the server enforces every permission.
 */
export function Gate({ granted, children, ...what }: GateProps) {
  return (
    <div className="permission-gate" {...what} style={{ display: granted ? 'contents' : 'none' }}>
      {children}
    </div>
  );
}

/** Hidden unless the user's permission list includes the named permission. */
export function PermissionGate({ permission, children }: PermissionGateProps) {
  return (
    <Gate granted={useHasPermission(permission)} data-permission={permission}>
      {children}
    </Gate>
  );
}
