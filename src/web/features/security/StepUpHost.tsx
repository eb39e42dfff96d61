import { useEffect, useState } from 'react';
import type { StepUpOutcome, StepUpPrompt } from '../../api/stepUp';
import { lazyPart } from '../../components/lazyPart';

// The dialog (its form, the passkey prompt) loads when a 423 first asks for it, not with every screen's first load.
const StepUpDialog = lazyPart(() => import('./StepUpDialog').then((m) => m.default), {
  name: 'The identity check',
  // Closed, the refused call is told the person cancelled: their form stays as it was.
  close: (props) => props.onSettled('cancelled'),
});

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
  return <StepUpDialog message={asking.message} onSettled={settle} />;
}
