import { Classes, H2, HTMLTable, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { StaticTag } from '../../components/StaticTag';
import { EyeOpenIcon, PeopleIcon } from '@blueprintjs/icons';
import { useListUsersQuery } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate, useCanOpen } from '../../app/useCanOpen';
import { agencyTime } from '../../components/agencyTime';
import { Pager } from '../../components/data-table';
import { showingText } from '../../components/data-table/listState';
import { fullName } from '../../components/fullName';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { usePageParam } from '../../components/usePageParam';
import { usersCount } from '../../components/usersCount';
import { userStatusText } from '../../../shared/user-types';
import type { Organisation, OrganisationKindBase } from './organisationKind';
import { organisationUsersArgs, organisationUsersPath } from './organisationUsersQuery';

/** The users section's page lives in the URL, beside the history's. */
const PAGE_PARAM = 'users_page';

function MembersTable({ kind, organisation }: { kind: OrganisationKindBase; organisation: Organisation }) {
  const [page, linkTo] = usePageParam(PAGE_PARAM);
  const { data, isFetching } = useListUsersQuery(organisationUsersArgs(kind, organisation.id, page));
  if (!data) return isFetching ? <Spinner aria-label="Loading the users" /> : null;
  if (data.users.length === 0 && page === 1)
    return <NonIdealState title={`No user belongs to this ${kind.noun} yet`} />;
  return (
    <>
      <HTMLTable
        compact
        striped
        aria-label={`Users of ${organisation.name}`}
        aria-busy={isFetching}
        className="organisation-users"
      >
        <thead>
          <tr>
            {['Name', 'Email', 'User type', 'Status', 'Last sign-in', 'Actions'].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.users.map((user) => (
            <tr key={user.id}>
              <td>{fullName(user)}</td>
              <td>{user.email}</td>
              <td>{user.user_type}</td>
              <td>
                <StaticTag minimal>{userStatusText(user)}</StaticTag>
              </td>
              <td>{user.last_login_at ? agencyTime(user.last_login_at) : 'Never'}</td>
              <td>
                <RouteGate to={paths.users.view(user.id)}>
                  <RouterAnchorButton
                    to={paths.users.view(user.id)}
                    variant="minimal"
                    size="small"
                    icon={<EyeOpenIcon />}
                    aria-label={`View ${fullName(user)}`}
                  />
                </RouteGate>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <div className="organisation-users-footer">
        <span role="status">{showingText(data.pagination)}</span>
        {data.pagination.last_page > 1 && (
          <Pager currentPage={page} lastPage={data.pagination.last_page} linkTo={linkTo} />
        )}
      </div>
    </>
  );
}

/**
 * The organisation's staff, for those who may open the users list: that list narrowed to it, and a
 * link to the list's own screen (search, sort, export); otherwise only how many there are. The list
 * is not even asked for without its permission (the server would refuse).
 */
export function OrganisationUsers({ kind, organisation }: { kind: OrganisationKindBase; organisation: Organisation }) {
  const staffList = organisationUsersPath(kind, organisation.id);
  const mayList = useCanOpen(staffList);
  const openList = mayList && (
    <RouterAnchorButton
      to={staffList}
      variant="minimal"
      size="small"
      icon={<PeopleIcon />}
      text="Open in the users list"
    />
  );
  return (
    <Section
      role="region"
      title="Users"
      titleRenderer={H2}
      compact
      className="organisation-section"
      rightElement={openList || undefined}
    >
      <SectionCard>
        {mayList ? (
          <MembersTable kind={kind} organisation={organisation} />
        ) : (
          <p className={Classes.TEXT_MUTED}>{usersCount(organisation.users_count)}</p>
        )}
      </SectionCard>
    </Section>
  );
}
