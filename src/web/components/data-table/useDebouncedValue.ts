import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after it last changed, the first one at once. A change is a
 * new `keyOf(value)`, so a value rebuilt with the same content neither restarts the wait nor
 * hands out a new identity. A change for which `waits(value, settled)` is false is taken at once
 * (the list's page and sort: docs/lists.md, Debounce).
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  keyOf: (value: T) => string,
  waits: (value: T, settled: T) => boolean = () => true,
): T {
  const key = keyOf(value);
  const [settled, setSettled] = useState({ key, value });
  const waiting = key !== settled.key && waits(value, settled.value);
  // Adjusting state while rendering (React's pattern for it): the immediate value is seen by this very render.
  if (key !== settled.key && !waiting) setSettled({ key, value });
  useEffect(() => {
    if (!waiting) return undefined;
    // The value of the render that produced this key: the effect reruns only when the key changes.
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
  }, [key, waiting, delayMs]);
  return waiting ? settled.value : value;
}
