import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before what was typed is thrown away: a move to another screen inside the app is held
 * (the returned blocker, which a dialog answers), and closing or reloading the tab asks the
 * browser's own question. `shouldAsk` is read at the moment of leaving.
 */
export function useUnsavedChangesGuard(shouldAsk: () => boolean) {
  const latest = useRef(shouldAsk);
  latest.current = shouldAsk;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && latest.current(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return blocker;
}
