import { Button, ButtonGroup, Classes, Intent } from '@blueprintjs/core';
import type { AccessReviewItem } from '../../api/generated';
import { agencyTime } from '../../components/agencyTime';
import { StaticTag } from '../../components/StaticTag';

export type Decision = 'keep' | 'revoke';

/** A decided item as it stays: the decision, who made it (or the deadline's rule) and when, and why. */
export function DecidedText({ item }: { item: AccessReviewItem }) {
  if (!item.decision) return <span className={Classes.TEXT_MUTED}>Undecided</span>;
  const who = item.decided_by?.name ?? 'the deadline rule';
  return (
    <span className="access-review-decided">
      <StaticTag minimal intent={item.decision === 'keep' ? Intent.SUCCESS : Intent.DANGER}>
        {item.decision === 'keep' ? 'Kept' : 'Revoked'}
      </StaticTag>
      <span>
        {`by ${who}${item.decided_at ? `, ${agencyTime(item.decided_at)}` : ''}`}
        {item.reason && <span className="access-review-reason">{`: ${item.reason}`}</span>}
      </span>
    </span>
  );
}

/** An item's decision: Keep and Revoke while it can still be decided, else what was decided. */
export function DecisionCell({
  item,
  open,
  onDecide,
}: {
  item: AccessReviewItem;
  /** The campaign takes decisions. */
  open: boolean;
  onDecide: (decision: Decision) => void;
}) {
  if (item.decision || !open) return <DecidedText item={item} />;
  return (
    <ButtonGroup>
      <Button size="small" text="Keep" aria-label={`Keep ${item.user.name}`} onClick={() => onDecide('keep')} />
      <Button
        size="small"
        intent={Intent.DANGER}
        variant="outlined"
        text="Revoke"
        aria-label={`Revoke ${item.user.name}`}
        onClick={() => onDecide('revoke')}
      />
    </ButtonGroup>
  );
}
