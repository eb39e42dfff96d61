import './access-reviews.css';
import { Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { ClipboardIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useListMyAccessReviewsQuery, type MyAccessReview } from '../../api/generated';
import { paths } from '../../app/paths';
import { useRouteTitle } from '../../app/useRouteTitle';
import { agencyTime } from '../../components/agencyTime';
import type { DataTableColumn } from '../../components/data-table';
import { ReviewProgress, ReviewStatusTag, RULE_TEXT } from './accessReviewDisplay';
import { ColumnsTable } from './ColumnsTable';

const COLUMNS: readonly DataTableColumn<MyAccessReview>[] = [
  {
    key: 'name',
    header: 'Review',
    render: (review) => <Link to={paths.myReviews.review(review.id)}>{review.name}</Link>,
  },
  { key: 'scope', header: 'Scope', render: (review) => review.scope_label },
  { key: 'deadline', header: 'Deadline', width: 180, render: (review) => agencyTime(review.deadline) },
  { key: 'rule', header: 'At the deadline', width: 170, render: (review) => RULE_TEXT[review.deadline_rule] },
  { key: 'status', header: 'Status', width: 90, render: (review) => <ReviewStatusTag status={review.status} /> },
  {
    key: 'progress',
    header: 'Your progress',
    width: 200,
    render: (review) => <ReviewProgress decided={review.decided} total={review.total} />,
  },
];

/** The campaigns in which the signed-in user reviews people, open ones first, newest first within each. */
export function MyReviewsScreen() {
  const headingId = useId();
  const { data, error, isLoading, isFetching } = useListMyAccessReviewsQuery();
  const reviews = data
    ? [...data.access_reviews].sort((a, b) => Number(a.status === 'closed') - Number(b.status === 'closed'))
    : [];
  return (
    <section className="screen access-reviews">
      <H1 id={headingId}>{useRouteTitle()}</H1>
      <p className="access-review-intro">
        The reviews in which you decide, person by person, who keeps their roles. A decision is final once sent.
      </p>
      {error && <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />}
      {isLoading && <Spinner aria-label="Loading your reviews" />}
      {data && reviews.length === 0 && (
        <NonIdealState
          icon={<ClipboardIcon size={48} />}
          title="Nothing to review"
          description="When a review names you as a reviewer, it is listed here."
        />
      )}
      {reviews.length > 0 && (
        <ColumnsTable
          labelledBy={headingId}
          columns={COLUMNS}
          rows={reviews}
          rowKey={(review) => review.id}
          busy={isFetching}
        />
      )}
    </section>
  );
}
