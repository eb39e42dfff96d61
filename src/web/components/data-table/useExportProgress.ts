import { useEffect, useState } from 'react';
import { EXPORT_PROGRESS_STEP } from '../../../shared/constants';

const SECOND_MS = 1000;
const DONE = 100;
/**
 * Spec §4's reset: the counter is a guess, not a measure, so it never shows the export as done
 * before the server has answered. When the next step would reach 100 it falls back to 80 and
 * climbs again, for as long as the request is in flight.
 */
export const EXPORT_PROGRESS_RESET = 80;

export function nextProgress(current: number): number {
  const next = current + EXPORT_PROGRESS_STEP;
  return next >= DONE ? EXPORT_PROGRESS_RESET : next;
}

/** The export progress counter: 0 when a request starts, then +5 each second (spec §4, §9). */
export function useExportProgress(running: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    setProgress(0);
    const timer = setInterval(() => setProgress(nextProgress), SECOND_MS);
    return () => clearInterval(timer);
  }, [running]);
  return progress;
}
