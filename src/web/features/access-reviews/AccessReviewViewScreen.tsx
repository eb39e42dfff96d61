import './access-reviews.css';
import { H1, H2, Section, SectionCard } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState, type ReactNode } from 'react';
import { useGetAccessReviewQuery, type AccessReview, type AccessReviewProgress } from '../../api/generated';
import { paths } from '../../app/paths';
import { agencyTime } from '../../components/agencyTime';
import type { DataTableColumn } from '../../components/data-table';
import { ExportSubmittedNotice } from '../../components/data-table/ExportSubmittedNotice';
import { useNoticeFromHistory } from '../../components/noticeInHistory';
import { RecordLoadStatus } from '../../components/record/RecordLoadStatus';
import { useRouteRecordId } from '../../components/record/useRouteRecordId';
import { SuccessNotice } from '../../components/SuccessNotice';
import { CloseReviewAction } from './CloseReviewAction';
import { ReviewProgress, ReviewStatusTag, RULE_TEXT, scopeText, takesDecisions } from './accessReviewDisplay';
import { ColumnsTable } from './ColumnsTable';
import { EvidenceExportAction } from './EvidenceExportAction';

const NAMES = { noun: 'access review', plural: 'access reviews', listPath: paths.accessReviews.list };

const REVIEWER_COLUMNS: readonly DataTableColumn<AccessReviewProgress>[] = [
  { key: 'name', header: 'Reviewer', render: (row) => row.reviewer.name },
  { key: 'email', header: 'Email', render: (row) => row.reviewer.email },
  { key: 'progress', header: 'Progress', width: 220, render: (row) => <ReviewProgress {...row} /> },
];

function CampaignDetails({ review }: { review: AccessReview }) {
  const rows: [string, ReactNode][] = [
    ['Scope', scopeText(review)],
    ['Deadline', agencyTime(review.deadline)],
    ['At the deadline', RULE_TEXT[review.deadline_rule]],
    ['Progress', <ReviewProgress decided={review.decided} total={review.total} />],
    ['Started', agencyTime(review.created_at)],
    ...(review.closed_at ? ([['Closed', agencyTime(review.closed_at)]] as [string, ReactNode][]) : []),
  ];
  return (
    <dl className="access-review-details">
      {rows.map(([label, value]) => (
        <div key={label} className="access-review-details-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * access-reviews/{id}: the campaign, each reviewer's progress (decided of total), its evidence's
 * export, and Close while it is open.
 */
export function AccessReviewViewScreen() {
  const id = useRouteRecordId();
  const reviewersHeading = useId();
  const {
    data: review,
    error,
    isFetching,
  } = useGetAccessReviewQuery(id === undefined ? skipToken : { accessReview: id });
  const [startedNotice, dismissStarted] = useNoticeFromHistory();
  const [notice, setNotice] = useState<string>();
  const [exportSubmitted, setExportSubmitted] = useState(false);
  if (id === undefined || !review) return <RecordLoadStatus names={NAMES} error={error} known={id !== undefined} />;

  return (
    <section className="screen access-reviews">
      <SuccessNotice
        message={notice ?? startedNotice}
        onDismiss={notice ? () => setNotice(undefined) : dismissStarted}
      />
      <ExportSubmittedNotice shown={exportSubmitted} onDismiss={() => setExportSubmitted(false)} />
      <div className="access-review-header">
        <H1>{review.name}</H1>
        <ReviewStatusTag status={review.status} />
        <div className="access-review-actions">
          <EvidenceExportAction review={review} onSubmitted={() => setExportSubmitted(true)} />
          {takesDecisions(review) && <CloseReviewAction review={review} onDone={setNotice} />}
        </div>
      </div>
      <Section role="region" title="Details" titleRenderer={H2} compact className="access-review-section">
        <SectionCard>
          <CampaignDetails review={review} />
        </SectionCard>
      </Section>
      <H2 id={reviewersHeading} className="access-review-subheading">
        Reviewers
      </H2>
      <ColumnsTable
        labelledBy={reviewersHeading}
        columns={REVIEWER_COLUMNS}
        rows={review.reviewers}
        rowKey={(row) => row.reviewer.id}
        busy={isFetching}
      />
    </section>
  );
}
