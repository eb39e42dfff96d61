import './history.css';
import { Callout, H2, Intent, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ACTIVITY_ACTION_LABELS, labelOf } from '../../../shared/activity-labels';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import type { ActivityLog, ActivityLogList } from '../../api/generated';
import { agencyTime } from '../agencyTime';
import { ChangeDiff } from '../change-diff/ChangeDiff';
import { Pager } from '../data-table';
import { usePageParam } from '../usePageParam';
import { historyPageArgs, type HistoryPageArgs } from './historyPageArgs';

/** A generated history hook (useGetUserHistoryQuery, useGetRoleHistoryQuery …). */
export type UseHistoryQuery = (args: HistoryPageArgs) => {
  data?: ActivityLogList;
  error?: FetchBaseQueryError | SerializedError;
  isLoading: boolean;
};

/** The history's page lives in the URL, so Back and a copied link keep it. */
const PAGE_PARAM = 'history_page';

function HistoryEntry({ entry }: { entry: ActivityLog }) {
  return (
    <li className="history-entry">
      <div className="history-entry-head">
        <strong>{labelOf(ACTIVITY_ACTION_LABELS, entry.action)}</strong>
        <time dateTime={entry.created_at}>{agencyTime(entry.created_at)}</time>
        <span>{entry.causer ? `by ${entry.causer.name}` : 'by no signed-in user'}</span>
      </div>
      {/* A sign-in or an export changes no field: nothing to compare. */}
      {entry.changes && <ChangeDiff changes={entry.changes} />}
    </li>
  );
}

export interface HistoryPanelProps {
  /** The user, role, TPA or ministry whose changes to show. */
  subjectId: number;
  useHistoryQuery: UseHistoryQuery;
}

/** A subject's changes from the activity log (who changed what, before → after), newest first, a page at a time. */
export function HistoryPanel({ subjectId, useHistoryQuery }: HistoryPanelProps) {
  const [page, linkTo] = usePageParam(PAGE_PARAM);
  const { data, error, isLoading } = useHistoryQuery(historyPageArgs(subjectId, page));
  const lastPage = data?.pagination.last_page ?? 0;
  return (
    <Section role="region" title="History" titleRenderer={H2} compact className="history-panel">
      <SectionCard>
        {isLoading && <Spinner aria-label="Loading the history" />}
        {error && <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />}
        {data && data.activity_logs.length === 0 && <NonIdealState title="No changes recorded yet" />}
        {data && data.activity_logs.length > 0 && (
          <ol className="history-entries" aria-label="Changes, newest first">
            {data.activity_logs.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
        {lastPage > 1 && <Pager currentPage={page} lastPage={lastPage} linkTo={linkTo} />}
      </SectionCard>
    </Section>
  );
}
