import { act } from '@testing-library/react';

/**
 * Lets `ms` pass on jest's fake clock and runs every promise the timers start. The app calls
 * fetch only after an internal await, so a count read after a synchronous advance (or moved on
 * by waitFor, which advances fake timers itself) would miss a call that has just fired.
 */
export const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
