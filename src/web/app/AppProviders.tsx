import { OverlaysProvider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { PageSpinner } from '../components/PageSpinner';
import { StepUpHost } from '../features/security/StepUpHost';
import type { AppStore } from './store';

export interface AppProvidersProps {
  store: AppStore;
  /** Given, the view waits until the saved filters are read back from localStorage. */
  persistor?: Persistor;
  children: ReactNode;
}

/**
 * The providers every view needs: the store (with the API cache), Blueprint's overlay stack and
 * the step-up dialog that answers every call refused for want of a recent second factor (423).
 * The panel's keyboard is the panel shell's (KeyboardProviders).
 */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const overlays = (
    <OverlaysProvider>
      {children}
      <StepUpHost prompt={store.stepUp} />
    </OverlaysProvider>
  );
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate persistor={persistor} loading={<PageSpinner label="Loading" />}>
          {overlays}
        </PersistGate>
      ) : (
        overlays
      )}
    </Provider>
  );
}
