import { lazy, Suspense, useEffect, useState } from 'react';
import type { StepUpOutcome, StepUpPrompt } from '../../api/stepUp';

// The dialog (its form, the passkey prompt) loads when a 423 first asks for it, not with every screen's first load.
const StepUpDialog = lazy(() => import('./StepUpDialog'));

/**
 * The one step-up dialog of the app, answering every call of the store that is refused with 423
 * (the API layer's retryAfterStepUp sends the call again once a factor is given).
 */
export function StepUpHost({ prompt }: { prompt: StepUpPrompt }) {
  const [asking, setAsking] = useState<{ message: string; settle: (outcome: StepUpOutcome) => void }>();
  useEffect(() => prompt.attach((message) => new Promise((settle) => setAsking({ message, settle }))), [prompt]);
  if (!asking) return null;
  const settle = (outcome: StepUpOutcome) => {
    setAsking(undefined);
    asking.settle(outcome);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog message={asking.message} onSettled={settle} />
    </Suspense>
  );
}
