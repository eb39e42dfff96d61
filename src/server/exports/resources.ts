import { usersExport } from '../users/users-export';
import type { ResourceExport } from './batch-rows';

/**
 * Every list whose batches the worker can export, by the job's resource (the contract's
 * ExportResource). Roles, TPAs, ministries and activity logs join here as their lists land.
 */
export const RESOURCE_EXPORTS: Readonly<Record<string, ResourceExport>> = {
  users: usersExport,
};
