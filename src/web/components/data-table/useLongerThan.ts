import { useEffect, useState } from 'react';

/** Whether `active` has now been true for longer than `ms` without a break. */
export function useLongerThan(active: boolean, ms: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!active) return undefined;
    const timer = setTimeout(() => setLong(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && long;
}
