import './roles.css';
import { Button, Callout, H2, H3, Intent } from '@blueprintjs/core';
import { CrossIcon, EditIcon, PeopleIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { useGetRoleQuery } from '../../api/generated';
import { PermissionGate } from '../../components/PermissionGate';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { agencyTime, usersCount } from './roleDisplay';
import { RoleHistory } from './RoleHistory';
import { rolePaths, usersWithRolePath } from './rolePaths';
import { RolePermissions } from './RolePermissions';
import { RoleLoadStatus, useNoticeFromHistory, useRoleId } from './roleRoute';

/** roles/{id}: the role's details, its permissions by group, who holds it, and its history. */
export function RoleViewScreen() {
  const id = useRoleId();
  const { data: role, error } = useGetRoleQuery(id === undefined ? skipToken : { id });
  const [notice, dismissNotice] = useNoticeFromHistory();
  if (id === undefined || !role) return <section className="screen">{<RoleLoadStatus error={error} known={id !== undefined} />}</section>;

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
      {notice && (
        <Callout intent={Intent.SUCCESS} role="status" className="role-notice" compact>
          <div className="role-notice-body">
            <span>{notice}</span>
            <Button variant="minimal" size="small" icon={<CrossIcon />} aria-label="Dismiss" onClick={dismissNotice} />
          </div>
        </Callout>
      )}
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
      <RoleHistory roleId={role.id} />
    </section>
  );
}
