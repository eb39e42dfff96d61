import './roles.css';
import { H2, H3, Intent } from '@blueprintjs/core';
import { EditIcon, PeopleIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useGetRoleHistoryQuery, useGetRoleQuery } from '../../api/generated';
import { agencyTime } from '../../components/agencyTime';
import { HistoryPanel } from '../../components/history/HistoryPanel';
import { useNoticeFromHistory } from '../../components/noticeInHistory';
import { PermissionGate } from '../../components/PermissionGate';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { SuccessNotice } from '../../components/SuccessNotice';
import { usersCount } from '../../components/usersCount';
import { ROLE_NAMES, rolePaths, usersWithRolePath } from './rolePaths';
import { RolePermissions } from './RolePermissions';

/** roles/{id}: the role's details, its permissions by group, who holds it, and its history. */
export function RoleViewScreen() {
  const id = useRouteRecordId();
  const { data: role, error } = useGetRoleQuery(recordArg(id));
  const [notice, dismissNotice] = useNoticeFromHistory();
  if (id === undefined || !role) return <RecordLoadStatus names={ROLE_NAMES} error={error} known={id !== undefined} />;

  return (
    <section className="screen role-view">
      <div className="role-screen-header">
        <H2>{role.name}</H2>
        <PermissionGate permission="list users">
          <RouterAnchorButton to={usersWithRolePath(role.id)} icon={<PeopleIcon />} text="Users with this role" />
        </PermissionGate>
        <PermissionGate permission="update roles">
          <RouterAnchorButton to={rolePaths.edit(role.id)} intent={Intent.PRIMARY} icon={<EditIcon />} text="Edit" />
        </PermissionGate>
      </div>
      <SuccessNotice message={notice} onDismiss={dismissNotice} />
      <dl className="role-details">
        <dt>Description</dt>
        <dd>{role.description || '—'}</dd>
        <dt>Users</dt>
        <dd>
          {usersCount(role.users_count)}
          <PermissionGate permission="list users">
            {' · '}
            <Link to={usersWithRolePath(role.id)}>show them</Link>
          </PermissionGate>
        </dd>
        <dt>Created</dt>
        <dd>{agencyTime(role.created_at)}</dd>
        <dt>Last changed</dt>
        <dd>{agencyTime(role.updated_at)}</dd>
      </dl>
      <H3>Permissions</H3>
      <RolePermissions held={role.permissions} />
      <HistoryPanel subjectId={role.id} useHistoryQuery={useGetRoleHistoryQuery} />
    </section>
  );
}
