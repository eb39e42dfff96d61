import { accessReviewEvidenceExport } from '../access-reviews/review-evidence';
import { activityLogsExport } from '../activity-logs/activity-logs-export';
import { ministriesExport, tpasExport } from '../organisations/organisation-lists';
import { permissionsExport, rolesExport } from '../roles/roles-export';
import { usersExport } from '../users/users-export';
import type { ResourceExport } from './batch-rows';

/**
 * Every list whose batches the worker can export, and a campaign's evidence, by the job's resource
 * (the contract's ExportResource; a contract test keeps the two equal).
 */
export const RESOURCE_EXPORTS: Readonly<Record<string, ResourceExport>> = {
  users: usersExport,
  roles: rolesExport,
  permissions: permissionsExport,
  tpas: tpasExport,
  ministries: ministriesExport,
  activity_logs: activityLogsExport,
  access_review_evidence: accessReviewEvidenceExport,
};
