import { OverlaysProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/**
 * The providers every view needs: the store (with the API cache) and Blueprint's overlay
 * stack. Only the overlays part of BlueprintProvider: hotkeys are unused and cost 14 KB gzip.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <OverlaysProvider>{children}</OverlaysProvider>
    </Provider>
  );
}
