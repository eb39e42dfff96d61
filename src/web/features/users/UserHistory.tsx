import { Callout, H3, Intent, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { ACTIVITY_ACTION_LABELS, labelOf } from '../../../shared/activity-labels';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useGetUserHistoryQuery, type ActivityLog } from '../../api/generated';
import { ChangeDiff } from '../../components/change-diff/ChangeDiff';
import { Pager } from '../../components/data-table';
import { agencyTime } from './userDisplay';

/** The history's page lives in the URL, so Back and a copied link keep it. */
const PAGE_PARAM = 'history_page';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function HistoryEntry({ entry }: { entry: ActivityLog }) {
  return (
    <li className="user-history-entry">
      <div className="user-history-entry-head">
        <strong>{labelOf(ACTIVITY_ACTION_LABELS, entry.action)}</strong>
        <time dateTime={entry.created_at}>{agencyTime(entry.created_at)}</time>
        <span>{entry.causer ? `by ${entry.causer.name}` : 'by no signed-in user'}</span>
      </div>
      {entry.changes && <ChangeDiff changes={entry.changes} />}
    </li>
  );
}

/** This user's changes from the activity log, newest first, a page at a time. */
export function UserHistory({ userId }: { userId: number }) {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const { data, error, isLoading } = useGetUserHistoryQuery({ id: userId, page, itemsPerPage: DEFAULT_PAGE_SIZE });
  const lastPage = data?.pagination.last_page ?? 0;
  const linkTo = (to: number) => {
    const next = new URLSearchParams(params);
    next.set(PAGE_PARAM, String(to));
    return { search: `?${next}` };
  };
  return (
    <Section role="region" title="History" titleRenderer={H3} compact className="user-history">
      <SectionCard>
        {isLoading && <Spinner aria-label="Loading the history" />}
        {error && <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />}
        {data && data.activity_logs.length === 0 && <NonIdealState title="No changes recorded yet" />}
        {data && data.activity_logs.length > 0 && (
          <ol className="user-history-entries" aria-label="Changes, newest first">
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
