import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after it last changed, the first one at once. A change is a
 * new `keyOf(value)`, so a value rebuilt with the same content neither restarts the wait nor
 * hands out a new identity.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, keyOf: (value: T) => string): T {
  const key = keyOf(value);
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return undefined;
    // The value of the render that produced this key: the effect reruns only when the key changes.
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
  }, [key, settled.key, delayMs]);
  return settled.value;
}
