import { StaticTag } from '../../components/StaticTag';
import type { ReactNode } from 'react';
import type { UserDetail } from '../../api/generated';
import { agencyTime, calendarDay } from '../../components/agencyTime';
import { UserStatusTag } from './userDisplay';

/** A role's name, and its last day when the grant ends (removed at the end of it). */
function roleWithEnd(role: { id: number; name: string }, ends: UserDetail['role_ends']): string {
  const end = ends.find((grant) => grant.role_id === role.id);
  return end ? `${role.name} until ${calendarDay(end.ends_on)}` : role.name;
}

/** Identity, contact, type, status, roles, organisation, expiry and dormancy, and times of one user, as a dense list. */
export function UserDetails({ user }: { user: UserDetail }) {
  const organisation = user.tpa
    ? { label: 'TPA', name: user.tpa.name }
    : user.ministry && { label: 'Ministry', name: user.ministry.name };
  const rows: [string, ReactNode][] = [
    ['First name', user.first_name],
    ['Middle name', user.middle_name ?? '—'],
    ['Last name', user.last_name],
    ['Email', <a href={`mailto:${user.email}`}>{user.email}</a>],
    ['Phone', user.phone ?? '—'],
    ['User type', user.user_type],
    ['Status', <UserStatusTag user={user} />],
    [
      'Roles',
      user.roles.length > 0 ? (
        <span className="user-tags">
          {user.roles.map((role) => (
            <StaticTag key={role.id} minimal>
              {roleWithEnd(role, user.role_ends)}
            </StaticTag>
          ))}
        </span>
      ) : (
        'None'
      ),
    ],
    ...(organisation ? [[organisation.label, organisation.name] as [string, string]] : []),
    // The server deactivates the account as its expiry day begins (docs/records.md, Expiry and dormancy).
    ['Account expires', user.expires_on ? calendarDay(user.expires_on) : 'Never'],
    ['Dormancy rule', user.dormancy_exempt ? 'Exempt' : 'Applies'],
    ['Created', agencyTime(user.created_at)],
    ['Last sign-in', user.last_login_at ? agencyTime(user.last_login_at) : 'Never'],
    ['Last changed', agencyTime(user.updated_at)],
  ];
  return (
    <dl className="user-details">
      {rows.map(([label, value]) => (
        <div key={label} className="user-details-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
