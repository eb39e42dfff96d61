import { Callout, H1, H2, Intent, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEndMySessionMutation, useListMySessionsQuery } from '../../api/generated';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { paths } from '../../app/paths';
import { useRouteTitle } from '../../app/useRouteTitle';
import { SessionsTable } from '../../components/sessions/SessionsTable';
import { PasskeysSection } from './PasskeysSection';
import { TwoFactorSection } from './TwoFactorSection';

/** The signed-in user's sessions: where they are signed in, and ending any of them. */
function YourSessions() {
  const headingId = useId();
  const navigate = useNavigate();
  const { data, error, isLoading, isFetching } = useListMySessionsQuery();
  const [endSession] = useEndMySessionMutation();

  return (
    <Section
      role="region"
      aria-labelledby={headingId}
      title={<span id={headingId}>Your sessions</span>}
      titleRenderer={H2}
      compact
    >
      <SectionCard>
        <p>Where you are signed in now. End any session you do not recognise; ending this one signs you out.</p>
        {error && <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />}
        {isLoading && <Spinner aria-label="Loading your sessions" />}
        {data && (
          <SessionsTable
            labelledBy={headingId}
            sessions={data.sessions}
            busy={isFetching}
            whose="your"
            end={(session) => endSession({ session: session.id })}
            onEnded={(session) => {
              if (session.current) void navigate(paths.login);
            }}
          />
        )}
      </SectionCard>
    </Section>
  );
}

/**
 * The signed-in user's security settings (docs/architecture.md, Sessions): one section per
 * subject under the screen's heading: two-factor authentication, passkeys, then "Your sessions".
 */
export function SecurityScreen() {
  return (
    <section className="screen security-screen">
      <H1>{useRouteTitle()}</H1>
      <TwoFactorSection />
      <PasskeysSection />
      <YourSessions />
    </section>
  );
}
