import './roles.css';
import { Intent } from '@blueprintjs/core';
import { GridViewIcon, PlusIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useLazyExportRolesQuery, useListRolesQuery, type Role } from '../../api/generated';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable } from '../../components/data-table';
import { PermissionGate, useHasPermission } from '../../components/PermissionGate';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { RoleRowActions } from './RoleRowActions';
import { rolePaths } from './rolePaths';
import { roleColumns, roleFilters, roleSearchFields } from './rolesListConfig';

const roleActions = (role: Role) => <RoleRowActions role={role} />;

/** The matrix (with "list roles", which this screen needs too) and "Create role" (with "create roles"). */
function RolesToolbar() {
  return (
    <>
      <RouterAnchorButton to={rolePaths.matrix} icon={<GridViewIcon />} text="Permission matrix" />
      <PermissionGate permission="create roles">
        <RouterAnchorButton to={rolePaths.create} intent={Intent.PRIMARY} icon={<PlusIcon />} text="Create role" />
      </PermissionGate>
    </>
  );
}

/** The roles list (issue 5) on the generic data-table. */
export function RolesListScreen() {
  const navigate = useNavigate();
  // A row opens what its View button opens, for those who see that button.
  const mayView = useHasPermission('view roles');
  return (
    <DataTable
      title={useRouteTitle()}
      columns={roleColumns}
      filters={roleFilters}
      searchFields={roleSearchFields}
      recordsKey="roles"
      useDataQuery={useListRolesQuery}
      useLazyExportQuery={useLazyExportRolesQuery}
      rowKey={(role) => role.id}
      rowLabel={(role) => role.name}
      rowActions={roleActions}
      onRowOpen={mayView ? (role) => navigate(rolePaths.view(role.id)) : undefined}
      toolbar={() => <RolesToolbar />}
    />
  );
}
