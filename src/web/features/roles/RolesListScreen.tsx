import './roles.css';
import { Intent } from '@blueprintjs/core';
import { GridViewIcon, PlusIcon } from '@blueprintjs/icons';
import { useLazyExportRolesQuery, useListRolesQuery, type Role } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate, useCanOpen } from '../../app/useCanOpen';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable } from '../../components/data-table';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { RoleRowActions } from './RoleRowActions';
import { roleColumns, roleFilters, roleSearchFields } from './rolesListConfig';

const roleActions = (role: Role) => <RoleRowActions role={role} />;

/** The matrix (its route needs what this screen needs) and "Create role", shown to those who may open it. */
function RolesToolbar() {
  return (
    <>
      <RouterAnchorButton to={paths.roles.matrix} icon={<GridViewIcon />} text="Permission matrix" />
      <RouteGate to={paths.roles.create}>
        <RouterAnchorButton to={paths.roles.create} intent={Intent.PRIMARY} icon={<PlusIcon />} text="Create role" />
      </RouteGate>
    </>
  );
}

/** The roles list (docs/records.md, Roles and permissions) on the generic data-table. */
export function RolesListScreen() {
  // A row opens what its View button opens, for those who see that button.
  const mayView = useCanOpen(paths.roles.view.pattern);
  return (
    <DataTable
      title={useRouteTitle()}
      columns={roleColumns}
      filters={roleFilters}
      searchFields={roleSearchFields}
      recordsKey="roles"
      viewsList="roles"
      useDataQuery={useListRolesQuery}
      useLazyExportQuery={useLazyExportRolesQuery}
      rowKey={(role) => role.id}
      rowLabel={(role) => role.name}
      rowActions={roleActions}
      rowHref={mayView ? (role) => paths.roles.view(role.id) : undefined}
      toolbar={() => <RolesToolbar />}
    />
  );
}
