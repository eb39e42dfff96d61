import { Button, Dialog, Intent } from '@blueprintjs/core';
import { REVOKE_NEEDS_REASON } from '../../../shared/access-reviews';
import { useDecideAccessReviewItemsMutation, type AccessReviewItem } from '../../api/generated';
import { FormFrame } from '../../components/form/FormFrame';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useForm } from '../../components/form/useForm';
import { useSaveErrors } from '../../components/form/useSaveErrors';
import { peopleCount } from './accessReviewDisplay';
import type { Decision } from './DecisionCell';

// A refusal of the items (another's, decided already) reads above the reason: it is no field here.
const FIELDS = ['reason'] as const;
/** How many names the question lists before "and n more". */
const NAMED = 5;
const REASON_MAX = 500;

const WORDS: Record<Decision, { question: string; confirm: string; done: string }> = {
  keep: { question: 'Keep the access of', confirm: 'Keep access', done: 'Kept the access of' },
  revoke: { question: 'Revoke the access of', confirm: 'Revoke access', done: 'Revoked the access of' },
};

const namesOf = (items: readonly AccessReviewItem[]) => {
  const names = items.slice(0, NAMED).map((item) => item.user.name);
  const more = items.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
};

export interface DecideDialogProps {
  reviewId: number;
  items: readonly AccessReviewItem[];
  decision: Decision;
  onDone: (notice: string) => void;
  onCancel: () => void;
}

/**
 * Keep or revoke the chosen people (docs/access-reviews.md, Reviewing): the question names them
 * and says the decision is final; a revoke needs a reason, said here before anything is sent.
 * The call asks for a second factor when the last is older than 5 minutes (the app's step-up
 * dialog answers its 423 and sends it again). Not guarded: Cancel discards on purpose.
 */
export function DecideDialog({ reviewId, items, decision, onDone, onCancel }: DecideDialogProps) {
  const [decide, { isLoading: busy }] = useDecideAccessReviewItemsMutation();
  const save = useSaveErrors(FIELDS);
  const words = WORDS[decision];
  const revoking = decision === 'revoke';
  const send = async (reason: string) => {
    save.clear();
    const result = await decide({
      accessReview: reviewId,
      accessReviewDecision: {
        item_ids: items.map((item) => item.id),
        decision,
        ...(reason.trim() && { reason: reason.trim() }),
      },
    });
    if (result.error) return save.fail(result.error);
    onDone(`${words.done} ${peopleCount(items.length)}.`);
  };
  const form = useForm({
    initial: { reason: '' },
    busy,
    errors: save.errors,
    onSubmit: ({ reason }) => void send(reason),
    idPrefix: 'access-review-decision',
    fields: FIELDS,
    required: revoking ? (['reason'] as const) : [],
    check: ({ reason }): Record<string, string[]> =>
      revoking && !reason.trim() ? { reason: [REVOKE_NEEDS_REASON] } : {},
  });
  const actions = (
    <>
      <Button text="Cancel" onClick={onCancel} disabled={busy} />
      <Button
        type="submit"
        intent={revoking ? Intent.DANGER : Intent.PRIMARY}
        text={`${words.confirm} (${peopleCount(items.length)})`}
        loading={busy}
      />
    </>
  );
  return (
    <Dialog
      isOpen
      role="alertdialog"
      title={`${words.question} ${peopleCount(items.length)}?`}
      onClose={busy ? undefined : onCancel}
      canOutsideClickClose={!busy}
    >
      <FormFrame frame={form.frame} inDialog guard={false} actions={actions}>
        <p>{namesOf(items)}</p>
        <p>
          {revoking
            ? 'Their roles under review are taken away at once and their sessions end. A decision is final.'
            : 'They keep their roles. A decision is final.'}
        </p>
        <TextAreaField
          {...form.textField('reason', revoking ? 'Reason' : 'Reason (optional)')}
          autoFocus={revoking}
          maxLength={REASON_MAX}
        />
      </FormFrame>
    </Dialog>
  );
}
