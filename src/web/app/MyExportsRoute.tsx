import { MINISTRIES_LIST, TPAS_LIST } from '../../shared/lists/organisations';
import type { ExportResource } from '../api/generated';
import type { FilterDefinition } from '../components/data-table';
import { activityFilters } from '../features/activity-logs/activityLogsConfig';
import { MyExportsScreen } from '../features/exports/MyExportsScreen';
import { organisationFilters } from '../features/organisations/organisationListConfig';
import { roleFilters } from '../features/roles/rolesListConfig';
import { userFilters } from '../features/users/usersListConfig';

/**
 * Each exported list's filters as its screen shows them (labels, option texts), so My exports
 * names a file's filters in the list's own words; composed here, since features never import
 * each other. The permission catalogue has no screen filters, nor has a campaign's evidence.
 */
const FILTERS_OF: Record<ExportResource, readonly FilterDefinition[]> = {
  users: userFilters,
  roles: roleFilters,
  permissions: [],
  tpas: organisationFilters(TPAS_LIST),
  ministries: organisationFilters(MINISTRIES_LIST),
  activity_logs: activityFilters,
  access_review_evidence: [],
};

export function MyExportsRoute() {
  return <MyExportsScreen filtersOf={FILTERS_OF} />;
}
