import './roles.css';
import { H1, H2, Intent } from '@blueprintjs/core';
import { EditIcon, PeopleIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { useGetRoleHistoryQuery, useGetRoleQuery } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate } from '../../app/useCanOpen';
import { agencyTime } from '../../components/agencyTime';
import { HistoryPanel } from '../../components/history/HistoryPanel';
import { useNoticeFromHistory } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { SuccessNotice } from '../../components/SuccessNotice';
import { usersCount } from '../../components/usersCount';
import { ROLE_NAMES, usersWithRolePath } from './roleLinks';
import { RolePermissions } from './RolePermissions';

/** roles/{id}: the role's details, its permissions by group, who holds it, and its history. */
export function RoleViewScreen() {
  const id = useRouteRecordId();
  const { data: role, error } = useGetRoleQuery(recordArg(id));
  const [notice, dismissNotice] = useNoticeFromHistory();
  if (id === undefined || !role) return <RecordLoadStatus names={ROLE_NAMES} error={error} known={id !== undefined} />;
  const holders = usersWithRolePath(role.id);
  const edit = paths.roles.edit(role.id);

  return (
    <section className="screen role-view">
      <div className="role-screen-header">
        <H1>{role.name}</H1>
        <RouteGate to={holders}>
          <RouterAnchorButton to={holders} icon={<PeopleIcon />} text="Users with this role" />
        </RouteGate>
        <RouteGate to={edit}>
          <RouterAnchorButton to={edit} intent={Intent.PRIMARY} icon={<EditIcon />} text="Edit" />
        </RouteGate>
      </div>
      <SuccessNotice message={notice} onDismiss={dismissNotice} />
      <dl className="role-details">
        <dt>Description</dt>
        <dd>{role.description || '—'}</dd>
        <dt>Users</dt>
        <dd>
          {usersCount(role.users_count)}
          <RouteGate to={holders}>
            {' · '}
            <Link to={holders}>show them</Link>
          </RouteGate>
        </dd>
        <dt>Second factor</dt>
        <dd>{role.requires_second_factor ? 'Required of its users' : 'Not required'}</dd>
        <dt>Created</dt>
        <dd>{agencyTime(role.created_at)}</dd>
        <dt>Last changed</dt>
        <dd>{agencyTime(role.updated_at)}</dd>
      </dl>
      <H2>Permissions</H2>
      <RolePermissions held={role.permissions} />
      <HistoryPanel subjectId={role.id} useHistoryQuery={useGetRoleHistoryQuery} />
    </section>
  );
}
