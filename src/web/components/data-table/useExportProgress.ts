import { useEffect, useState } from 'react';
import {
  EXPORT_PROGRESS_DONE,
  EXPORT_PROGRESS_INTERVAL_MS,
  EXPORT_PROGRESS_RESET,
  EXPORT_PROGRESS_STEP,
} from '../../../shared/constants';

export function nextProgress(current: number): number {
  const next = current + EXPORT_PROGRESS_STEP;
  return next >= EXPORT_PROGRESS_DONE ? EXPORT_PROGRESS_RESET : next;
}

/** The export progress counter: 0 when a request starts, then a step each interval (docs/lists.md, Export progress). */
export function useExportProgress(running: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    setProgress(0);
    const timer = setInterval(() => setProgress(nextProgress), EXPORT_PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);
  return progress;
}
