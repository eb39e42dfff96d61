import { Intent, OverlayToaster } from '@blueprintjs/core';
import { useRef, type ReactNode } from 'react';
import { BULK_UNDO_OFFER_MS } from '../../shared/constants';

/** How long a word on what happened stays (a failure stays until dismissed). */
const TOLD_MS = 5_000;

/**
 * Toasts at the foot of the screen (Blueprint's OverlayToaster): what a change did, with Undo for
 * BULK_UNDO_OFFER_MS where it can be undone; `undo` answers what the undo did, or why it could not.
 */
export function useUndoToaster(): {
  toaster: ReactNode;
  offerUndo: (message: string, undo: () => Promise<{ message: string; failed: boolean }>) => void;
  tell: (message: string) => void;
} {
  const ref = useRef<OverlayToaster>(null);
  const tell = (message: string, failed = false) =>
    ref.current?.show({
      message,
      intent: failed ? Intent.DANGER : Intent.SUCCESS,
      timeout: failed ? 0 : TOLD_MS,
    });
  return {
    toaster: <OverlayToaster ref={ref} position="bottom" maxToasts={3} usePortal />,
    tell: (message) => void tell(message),
    offerUndo: (message, undo) =>
      void ref.current?.show({
        message,
        intent: Intent.SUCCESS,
        timeout: BULK_UNDO_OFFER_MS,
        action: {
          text: 'Undo',
          onClick: () => void undo().then(({ message: outcome, failed }) => tell(outcome, failed)),
        },
      }),
  };
}
