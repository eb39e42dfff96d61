import './access-reviews.css';
import { Button, ButtonGroup, Callout, Checkbox, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import {
  useListMyAccessReviewItemsQuery,
  useListMyAccessReviewsQuery,
  type AccessReviewItem,
  type MyAccessReview,
} from '../../api/generated';
import { paths } from '../../app/paths';
import { agencyTime } from '../../components/agencyTime';
import { TagList, type DataTableColumn } from '../../components/data-table';
import { useRowSelection } from '../../components/data-table/useRowSelection';
import { useRouteRecordId } from '../../components/record/useRouteRecordId';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { SuccessNotice } from '../../components/SuccessNotice';
import { ReviewProgress, ReviewStatusTag, RULE_TEXT, takesDecisions } from './accessReviewDisplay';
import { ColumnsTable } from './ColumnsTable';
import { DecideDialog } from './DecideDialog';
import { DecisionCell, type Decision } from './DecisionCell';

const columnsOf = (
  open: boolean,
  onDecide: (item: AccessReviewItem, decision: Decision) => void,
): readonly DataTableColumn<AccessReviewItem>[] => [
  {
    key: 'person',
    header: 'Person',
    render: (item) => (
      <span className="access-review-person">
        <span>{item.user.name}</span>
        <span className="access-review-email">{item.user.email}</span>
      </span>
    ),
  },
  { key: 'type', header: 'Type', width: 130, render: (item) => item.user_type },
  { key: 'organisation', header: 'Organisation', width: 190, render: (item) => item.organisation ?? 'None' },
  {
    key: 'roles',
    header: 'Roles under review',
    width: 210,
    render: (item) => <TagList values={item.roles.map((role) => role.name)} noun="roles" />,
  },
  {
    key: 'decision',
    header: 'Decision',
    width: 320,
    render: (item) => <DecisionCell item={item} open={open} onDecide={(decision) => onDecide(item, decision)} />,
  },
];

function NotYours() {
  return (
    <section className="screen">
      <NonIdealState
        icon={<SearchIcon size={48} />}
        title="No such review of yours"
        description="The address names no access review in which you review anyone."
        action={<RouterAnchorButton to={paths.myReviews.list} text="Back to My reviews" />}
      />
    </section>
  );
}

/** An open review past its deadline: its rule, not a reviewer, decides who is left (the server answers 409). */
const PAST_DEADLINE: Record<MyAccessReview['deadline_rule'], string> = {
  revoke:
    'Its deadline has passed, so it takes no more decisions: everyone still undecided loses the roles under review.',
  keep: 'Its deadline has passed, so it takes no more decisions: everyone still undecided keeps their roles.',
};

function ReviewSummary({ review }: { review: MyAccessReview }) {
  return (
    <p className="access-review-summary">
      <ReviewStatusTag status={review.status} />
      <span>{review.scope_label}</span>
      <span>{`Deadline ${agencyTime(review.deadline)}: ${RULE_TEXT[review.deadline_rule].toLowerCase()}`}</span>
      <ReviewProgress decided={review.decided} total={review.total} />
    </p>
  );
}

/**
 * my-reviews/{id}: the reviewer's people in one campaign, each to keep or revoke, alone or several
 * selected at once; a decision is final, so a decided person shows who decided, when and why.
 */
export function ReviewScreen() {
  const id = useRouteRecordId();
  const headingId = useId();
  const mine = useListMyAccessReviewsQuery();
  const itemsQuery = useListMyAccessReviewItemsQuery(id === undefined ? skipToken : { accessReview: id });
  const items = itemsQuery.data?.items ?? [];
  const undecided = items.filter((item) => item.decision === null).map((item) => item.id);
  const selection = useRowSelection(undecided);
  const [deciding, setDeciding] = useState<{ items: AccessReviewItem[]; decision: Decision }>();
  const [notice, setNotice] = useState<string>();

  const review = mine.data?.access_reviews.find((r) => r.id === id);
  const failure = mine.error ?? itemsQuery.error;
  if (failure)
    return (
      <section className="screen">
        <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(failure))} />
      </section>
    );
  if (mine.isLoading || itemsQuery.isLoading)
    return (
      <section className="screen">
        <Spinner aria-label="Loading the review" />
      </section>
    );
  if (id === undefined || !review) return <NotYours />;

  const open = takesDecisions(review);
  // Only undecided people are selectable: a decided one stays as decided.
  const chosen = items.filter((item) => item.decision === null && selection.isSelected(item.id));
  const decideChosen = (decision: Decision) => setDeciding({ items: chosen, decision });
  return (
    <section className="screen access-reviews">
      <SuccessNotice message={notice} onDismiss={() => setNotice(undefined)} />
      <H1 id={headingId}>{review.name}</H1>
      <ReviewSummary review={review} />
      {!open && (
        <Callout intent={Intent.NONE} compact className="access-review-closed">
          {review.status === 'closed'
            ? 'This review is closed: it takes no more decisions.'
            : PAST_DEADLINE[review.deadline_rule]}
        </Callout>
      )}
      {open && (
        <div className="access-review-toolbar" role="group" aria-label="Decide on the selected people">
          <span aria-live="polite">{`${chosen.length} selected`}</span>
          <ButtonGroup>
            <Button text="Keep selected" disabled={chosen.length === 0} onClick={() => decideChosen('keep')} />
            <Button
              text="Revoke selected"
              intent={Intent.DANGER}
              disabled={chosen.length === 0}
              onClick={() => decideChosen('revoke')}
            />
          </ButtonGroup>
        </div>
      )}
      <ColumnsTable
        labelledBy={headingId}
        columns={columnsOf(open, (item, decision) => setDeciding({ items: [item], decision }))}
        rows={items}
        rowKey={(item) => item.id}
        busy={itemsQuery.isFetching}
        lead={
          open
            ? {
                header: (
                  <Checkbox
                    aria-label="Select every undecided person"
                    checked={undecided.length > 0 && selection.pageState === 'all'}
                    indeterminate={selection.pageState === 'some'}
                    disabled={undecided.length === 0}
                    onChange={selection.togglePage}
                  />
                ),
                cell: (item) =>
                  item.decision === null && (
                    <Checkbox
                      aria-label={`Select ${item.user.name}`}
                      checked={selection.isSelected(item.id)}
                      onChange={() => selection.toggle(item.id)}
                    />
                  ),
              }
            : undefined
        }
      />
      {deciding && (
        <DecideDialog
          reviewId={review.id}
          items={deciding.items}
          decision={deciding.decision}
          onCancel={() => setDeciding(undefined)}
          onDone={(done) => {
            setDeciding(undefined);
            selection.clear();
            setNotice(done);
          }}
        />
      )}
    </section>
  );
}
