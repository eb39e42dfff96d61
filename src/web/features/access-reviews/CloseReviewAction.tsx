import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useCloseAccessReviewMutation, type AccessReview } from '../../api/generated';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { failureText } from '../../components/form/fieldErrors';
import { peopleCount } from './accessReviewDisplay';

/**
 * Close an open campaign before its deadline, after a confirm step saying what happens to the
 * undecided: they stay undecided and keep their roles (the deadline's rule is not applied).
 */
export function CloseReviewAction({ review, onDone }: { review: AccessReview; onDone: (notice: string) => void }) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [close, { isLoading }] = useCloseAccessReviewMutation();
  const undecided = review.total - review.decided;
  const confirm = async () => {
    const result = await close({ accessReview: review.id });
    if (result.error) return setFailure(failureText(result.error));
    setAsking(false);
    onDone(`Closed ${review.name}.`);
  };
  return (
    <>
      <Button
        text="Close the review"
        onClick={() => {
          setFailure(undefined);
          setAsking(true);
        }}
      />
      <ConfirmDialog
        isOpen={asking}
        title={`Close ${review.name}?`}
        confirmText="Close the review"
        intent={Intent.DANGER}
        busy={isLoading}
        failure={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {undecided === 0
            ? 'Every person is decided. Closing ends the review.'
            : `${peopleCount(undecided)} undecided will keep their roles: the rule for the deadline is not applied. Reviewers can decide nothing more.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
