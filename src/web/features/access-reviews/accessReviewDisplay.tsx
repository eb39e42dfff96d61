import { Intent } from '@blueprintjs/core';
import type { AccessReviewDeadlineRule, AccessReviewScope, AccessReviewScopeKind } from '../../api/generated';
import { StaticTag } from '../../components/StaticTag';

/** Each kind of scope as the screens name it. */
export const SCOPE_KIND_LABEL: Record<AccessReviewScopeKind, string> = {
  tpa: 'TPA',
  ministry: 'Ministry',
  role: 'Role',
  user_type: 'User type',
  permission: 'Permission',
};

/** "TPA: Sterling Health", "Permission: update users": the scope as read at the campaign's start. */
export const scopeText = (review: { scope?: AccessReviewScope; scope_label: string }, kind = review.scope?.kind) =>
  kind ? `${SCOPE_KIND_LABEL[kind]}: ${review.scope_label}` : review.scope_label;

/** What the deadline does to the people nobody decided on. */
export const RULE_TEXT: Record<AccessReviewDeadlineRule, string> = {
  revoke: 'Revoke the undecided',
  keep: 'Keep the undecided',
};

/**
 * Whether a campaign still takes reviewers' decisions and a Close: open and before its deadline.
 * From the deadline its rule decides the undecided, and the server refuses both (409).
 */
export const takesDecisions = (review: { status: 'open' | 'closed'; deadline: string }, now = Date.now()) =>
  review.status === 'open' && Date.parse(review.deadline) > now;

/** "1 person", "3 people". */
export const peopleCount = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'person' : 'people'}`;

export function ReviewStatusTag({ status }: { status: 'open' | 'closed' }) {
  return (
    <StaticTag minimal intent={status === 'open' ? Intent.PRIMARY : Intent.NONE}>
      {status === 'open' ? 'Open' : 'Closed'}
    </StaticTag>
  );
}

/**
 * Decided of total, in words and as a bar; the words carry it for assistive technology (the bar is
 * hidden from it).
 */
export function ReviewProgress({ decided, total }: { decided: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((decided / total) * 100);
  return (
    <span className="access-review-progress">
      <span className="access-review-progress-bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      <span>{`${decided} of ${total} decided`}</span>
    </span>
  );
}
