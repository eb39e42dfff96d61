import { enhancedApi } from '../../../src/web/api/enhancedApi';
import type { AppStore } from '../../../src/web/app/store';

/** A macrotask begins only once the microtask queue is empty: every pending callback has run. */
const drainMicrotasks = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the store is quiet: every call it started has its answer, and no answer started
 * another (an invalidation's refetch, an onQueryStarted follow-up). "Nothing was refetched" is
 * then read after the fact rather than guessed after a sleep. Real timers only.
 */
export async function storeSettled(store: AppStore): Promise<void> {
  for (;;) {
    await drainMicrotasks();
    const running = [
      ...store.dispatch(enhancedApi.util.getRunningQueriesThunk()),
      ...store.dispatch(enhancedApi.util.getRunningMutationsThunk()),
    ];
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
}
