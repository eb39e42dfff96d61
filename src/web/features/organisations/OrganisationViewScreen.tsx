import './organisations.css';
import { H1, H2, Section, SectionCard } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { HistoryPanel } from '../../components/history/HistoryPanel';
import { useNoticeFromHistory } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { recordArg, useRouteRecordId } from '../../components/record/useRouteRecordId';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { SuccessNotice } from '../../components/SuccessNotice';
import { MINISTRY } from './ministryKind';
import { OrganisationDetails } from './OrganisationDetails';
import { OrganisationStatusTag } from './organisationDisplay';
import { organisationNames, type OrganisationKindBase } from './organisationKind';
import { OrganisationStatusAction } from './OrganisationStatusAction';
import { OrganisationUsers } from './OrganisationUsers';
import { TPA } from './tpaKind';

/** tpas/{id}, ministries/{id}: the details, Edit and Suspend or Reactivate, its users and its change history. */
export function OrganisationViewScreen({ kind }: { kind: OrganisationKindBase }) {
  const id = useRouteRecordId();
  const { data: organisation, error } = kind.useGet(recordArg(id));
  const [savedNotice, dismissSaved] = useNoticeFromHistory();
  const [notice, setNotice] = useState<string>();
  if (id === undefined || !organisation)
    return <RecordLoadStatus names={organisationNames(kind)} error={error} known={id !== undefined} />;

  return (
    <section className="screen organisation-view">
      <SuccessNotice message={notice ?? savedNotice} onDismiss={notice ? () => setNotice(undefined) : dismissSaved} />
      <div className="organisation-screen-header">
        <H1>{organisation.name}</H1>
        <OrganisationStatusTag status={organisation.status} />
        <div className="organisation-screen-actions">
          <RouterAnchorButton to={kind.paths.edit(organisation.id)} icon={<EditIcon />} text="Edit" />
          <OrganisationStatusAction kind={kind} organisation={organisation} onDone={setNotice} />
        </div>
      </div>
      <Section role="region" title="Details" titleRenderer={H2} compact className="organisation-section">
        <SectionCard>
          <OrganisationDetails kind={kind} organisation={organisation} />
        </SectionCard>
      </Section>
      <OrganisationUsers kind={kind} organisation={organisation} />
      <HistoryPanel subjectId={organisation.id} useHistoryQuery={kind.useHistory} />
    </section>
  );
}

export const TpaViewScreen = () => <OrganisationViewScreen kind={TPA} />;
export const MinistryViewScreen = () => <OrganisationViewScreen kind={MINISTRY} />;
