import { useLazyExportUsersQuery, useListUsersQuery, type UserSummary } from '../../api/generated';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable } from '../../components/data-table';
import { UserRowActions } from './UserRowActions';
import { fullName, userColumns, userFilters, userSearchFields } from './usersListConfig';

const userActions = (user: UserSummary) => <UserRowActions user={user} />;

/** The users list (issue 3) on the generic data-table. */
export function UsersListScreen() {
  return (
    <DataTable
      title={useRouteTitle()}
      columns={userColumns}
      filters={userFilters}
      searchFields={userSearchFields}
      recordsKey="users"
      useDataQuery={useListUsersQuery}
      useLazyExportQuery={useLazyExportUsersQuery}
      rowKey={(user) => user.id}
      rowLabel={fullName}
      rowActions={userActions}
    />
  );
}
