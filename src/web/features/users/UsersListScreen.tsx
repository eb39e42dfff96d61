import { useState } from 'react';
import { useLazyExportUsersQuery, useListUsersQuery, type UserSummary } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate, useCanOpen } from '../../app/useCanOpen';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable, type TableSelection } from '../../components/data-table';
import { PermissionGate } from '../../components/PermissionGate';
import { SuccessNotice } from '../../components/SuccessNotice';
import { CreateUserMenu } from './CreateUserMenu';
import { UserBulkActions } from './UserBulkActions';
import { fullName } from './userDisplay';
import { UserRowActions } from './UserRowActions';
import { userColumns, userFilters, userSearchFields } from './usersListConfig';

const userActions = (user: UserSummary) => <UserRowActions user={user} />;

/** The users list on the generic data-table, with create and bulk actions (docs/records.md, Users and accounts). */
export function UsersListScreen() {
  const [notice, setNotice] = useState<string>();
  // A row opens what its View button opens, for those who see that button.
  const mayView = useCanOpen(paths.users.view.pattern);
  const toolbar = (selection: TableSelection) => (
    <>
      {/* Bulk changes are calls, not a screen: their permission is the operation's. */}
      <PermissionGate permission="update users">
        <UserBulkActions selection={selection} onDone={setNotice} />
      </PermissionGate>
      <RouteGate to={paths.users.create.pattern}>
        <CreateUserMenu />
      </RouteGate>
    </>
  );
  return (
    <>
      <SuccessNotice message={notice} onDismiss={() => setNotice(undefined)} />
      <DataTable
        title={useRouteTitle()}
        columns={userColumns}
        filters={userFilters}
        searchFields={userSearchFields}
        recordsKey="users"
        viewsList="users"
        useDataQuery={useListUsersQuery}
        useLazyExportQuery={useLazyExportUsersQuery}
        rowKey={(user) => user.id}
        rowLabel={fullName}
        rowActions={userActions}
        rowHref={mayView ? (user) => paths.users.view(user.id) : undefined}
        toolbar={toolbar}
      />
    </>
  );
}
