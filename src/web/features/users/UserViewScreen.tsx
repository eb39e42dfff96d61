import './users.css';
import { Callout, H1, H2, Intent, Section, SectionCard } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useGetUserHistoryQuery, useGetUserQuery } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate } from '../../app/useCanOpen';
import { HistoryPanel } from '../../components/history/HistoryPanel';
import { useNoticeFromHistory } from '../../components/noticeInHistory';
import { PermissionGate } from '../../components/PermissionGate';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { SuccessNotice } from '../../components/SuccessNotice';
import { PendingEmailNotice } from './PendingEmailNotice';
import { UserAccountLinkAction } from './UserAccountLinkAction';
import { UserDetails } from './UserDetails';
import { fullName, USER_NAMES, UserStatusTag } from './userDisplay';
import { UserSessionsSection } from './UserSessionsSection';
import { UserStatusAction } from './UserStatusAction';
import { UserTwoFactorSection } from './UserTwoFactorSection';

/** users/{id}: who the user is, what they may do, and what changed, newest first. */
export function UserViewScreen() {
  const id = useRouteRecordId();
  const { data: user, error } = useGetUserQuery(recordArg(id));
  const [savedNotice, dismissSaved] = useNoticeFromHistory();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const done = (message: string) => {
    setFailure(undefined);
    setNotice(message);
  };

  if (id === undefined || !user) return <RecordLoadStatus names={USER_NAMES} error={error} known={id !== undefined} />;

  const shown = notice ?? savedNotice;
  return (
    <section className="screen user-view">
      <SuccessNotice message={shown} onDismiss={notice ? () => setNotice(undefined) : dismissSaved} />
      {failure && (
        <Callout intent={Intent.DANGER} role="alert" className="screen-notice" compact>
          {failure}
        </Callout>
      )}
      <div className="user-screen-header">
        <H1>{fullName(user)}</H1>
        <UserStatusTag user={user} />
        <RouteGate to={paths.users.edit(user.id)}>
          <RouterAnchorButton to={paths.users.edit(user.id)} icon={<EditIcon />} text="Edit" />
        </RouteGate>
        {/* Deactivating is a call, not a screen: its permission is the operation's. */}
        <PermissionGate permission="update users">
          <UserStatusAction user={user} onDone={done} />
          <UserAccountLinkAction
            user={user}
            onDone={done}
            onFailure={(message) => {
              setNotice(undefined);
              setFailure(message);
            }}
          />
        </PermissionGate>
      </div>
      <PendingEmailNotice user={user} />
      <Section role="region" title="Details" titleRenderer={H2} compact className="user-details-section">
        <SectionCard>
          <UserDetails user={user} />
        </SectionCard>
      </Section>
      <UserTwoFactorSection user={user} onDone={setNotice} />
      <UserSessionsSection user={user} />
      <HistoryPanel subjectId={user.id} useHistoryQuery={useGetUserHistoryQuery} />
    </section>
  );
}
