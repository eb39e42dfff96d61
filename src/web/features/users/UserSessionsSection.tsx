import { Callout, H2, Intent, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useId } from 'react';
import { useEndUserSessionMutation, useListUserSessionsQuery, type UserDetail } from '../../api/generated';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useHasPermission } from '../../components/PermissionGate';
import { SessionsTable } from '../../components/sessions/SessionsTable';
import { fullName } from './userDisplay';

/**
 * Where the user is signed in, for those who hold "update users": ending a session signs that
 * browser out at once and is written to the activity log. The server refuses (403) a user who
 * holds permissions the viewer lacks, and the section says so.
 */
export function UserSessionsSection({ user }: { user: UserDetail }) {
  const headingId = useId();
  // The calls' own permission: without it the section is not there and nothing is asked for.
  const granted = useHasPermission('update users');
  const { data, error, isLoading, isFetching } = useListUserSessionsQuery({ id: user.id }, { skip: !granted });
  const [endSession] = useEndUserSessionMutation();
  const name = fullName(user);
  if (!granted) return null;

  return (
    <Section
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>Sessions</span>}
      titleRenderer={H2}
      compact
      className="user-sessions-section"
    >
      <SectionCard>
        {error && <Callout intent={Intent.WARNING} title={describeFailure(toApiFailure(error))} />}
        {isLoading && <Spinner aria-label="Loading the sessions" />}
        {data && data.sessions.length === 0 && <NonIdealState title={`${name} is not signed in anywhere`} />}
        {data && data.sessions.length > 0 && (
          <SessionsTable
            labelledBy={headingId}
            sessions={data.sessions}
            busy={isFetching}
            whose={`${name}'s`}
            end={(session) => endSession({ id: user.id, session: session.id })}
          />
        )}
      </SectionCard>
    </Section>
  );
}
