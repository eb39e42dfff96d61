import { calendarDay } from '../agencyTime';
import type { DateRangeValue } from './types';

/** The range in the agency's format ("Mar 5, 2026 – Mar 20, 2026"; one day alone), or "Any date". */
export function describeRange(value: DateRangeValue): string {
  if (value.length !== 2) return 'Any date';
  const [from, to] = value.map(calendarDay);
  return from === to ? from : `${from} – ${to}`;
}
