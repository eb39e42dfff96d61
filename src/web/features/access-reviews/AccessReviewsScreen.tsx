import './access-reviews.css';
import { Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { AddIcon, ConfirmIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useListAccessReviewsQuery, type AccessReview } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate } from '../../app/useCanOpen';
import { useRouteTitle } from '../../app/useRouteTitle';
import { agencyTime } from '../../components/agencyTime';
import type { DataTableColumn } from '../../components/data-table';
import { useNoticeFromHistory } from '../../components/noticeInHistory';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { SuccessNotice } from '../../components/SuccessNotice';
import { ReviewProgress, ReviewStatusTag, RULE_TEXT, scopeText } from './accessReviewDisplay';
import { ColumnsTable } from './ColumnsTable';

const COLUMNS: readonly DataTableColumn<AccessReview>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (review) => <Link to={paths.accessReviews.view(review.id)}>{review.name}</Link>,
  },
  { key: 'scope', header: 'Scope', render: (review) => scopeText(review) },
  { key: 'deadline', header: 'Deadline', width: 180, render: (review) => agencyTime(review.deadline) },
  { key: 'rule', header: 'At the deadline', width: 170, render: (review) => RULE_TEXT[review.deadline_rule] },
  { key: 'status', header: 'Status', width: 90, render: (review) => <ReviewStatusTag status={review.status} /> },
  {
    key: 'progress',
    header: 'Progress',
    width: 200,
    render: (review) => <ReviewProgress decided={review.decided} total={review.total} />,
  },
];

/** The access review campaigns, newest first (the server's 100 newest), and "Start a review". */
export function AccessReviewsScreen() {
  const headingId = useId();
  const { data, error, isLoading, isFetching } = useListAccessReviewsQuery();
  const [notice, dismiss] = useNoticeFromHistory();
  return (
    <section className="screen access-reviews">
      <SuccessNotice message={notice} onDismiss={dismiss} />
      <div className="access-review-header">
        <H1 id={headingId}>{useRouteTitle()}</H1>
        <RouteGate to={paths.accessReviews.create}>
          <RouterAnchorButton
            to={paths.accessReviews.create}
            intent={Intent.PRIMARY}
            icon={<AddIcon />}
            text="Start a review"
          />
        </RouteGate>
      </div>
      <p className="access-review-intro">
        Each campaign asks its reviewers to keep or revoke, person by person, the roles of the people in its scope.
      </p>
      {error && <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />}
      {isLoading && <Spinner aria-label="Loading the access reviews" />}
      {data?.access_reviews.length === 0 && (
        <NonIdealState
          icon={<ConfirmIcon size={48} />}
          title="No access reviews yet"
          description="Start a review to ask reviewers to confirm who still needs their roles."
        />
      )}
      {data && data.access_reviews.length > 0 && (
        <ColumnsTable
          labelledBy={headingId}
          columns={COLUMNS}
          rows={data.access_reviews}
          rowKey={(review) => review.id}
          busy={isFetching}
        />
      )}
    </section>
  );
}
