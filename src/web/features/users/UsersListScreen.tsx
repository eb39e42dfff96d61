import { ImportIcon } from '@blueprintjs/icons';
import {
  useLazyExportUsersQuery,
  useListUsersQuery,
  useUndoUsersBulkChangeMutation,
  type UserSummary,
} from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate, useCanOpen } from '../../app/useCanOpen';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable, type TableSelection } from '../../components/data-table';
import { PermissionGate, useHasPermission } from '../../components/PermissionGate';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { failureText } from '../../components/form/fieldErrors';
import { useUndoToaster } from '../../components/UndoToaster';
import { usersCount } from '../../components/usersCount';
import { CreateUserMenu } from './CreateUserMenu';
import { UserBulkActions, type BulkDone } from './UserBulkActions';
import { fullName } from './userDisplay';
import { UserRowActions } from './UserRowActions';
import { userColumns, userFilters, userSearchFields } from './usersListConfig';

const userActions = (user: UserSummary) => <UserRowActions user={user} />;

/** The users list on the generic data-table, with create and bulk actions (docs/records.md, Users and accounts). */
export function UsersListScreen() {
  const { toaster, offerUndo, tell } = useUndoToaster();
  const [undoBulkChange] = useUndoUsersBulkChangeMutation();
  // What a bulk change did, with Undo while it can be taken back (docs/lists.md, Selection).
  const done = ({ message, bulkChangeId }: BulkDone) => {
    if (bulkChangeId === null) return tell(message);
    offerUndo(message, async () => {
      const result = await undoBulkChange({ bulkChange: bulkChangeId });
      return result.error
        ? { message: `Not undone: ${failureText(result.error)}`, failed: true }
        : { message: `Undone: ${usersCount(result.data.restored)} restored as they were.`, failed: false };
    });
  };
  // A row opens what its View button opens, for those who see that button.
  const mayView = useCanOpen(paths.users.view.pattern);
  const mayUpdate = useHasPermission('update users');
  const toolbar = (selection: TableSelection) => (
    <>
      {/* Bulk changes are calls, not a screen: their permission is the operation's. */}
      <PermissionGate permission="update users">
        <UserBulkActions selection={selection} onDone={done} />
      </PermissionGate>
      <RouteGate to={paths.users.import}>
        <RouterAnchorButton to={paths.users.import} icon={<ImportIcon />} text="Import users" />
      </RouteGate>
      <RouteGate to={paths.users.create.pattern}>
        <CreateUserMenu />
      </RouteGate>
    </>
  );
  return (
    <>
      {toaster}
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
        selectable={mayUpdate}
        offersAllMatching={mayUpdate}
      />
    </>
  );
}
