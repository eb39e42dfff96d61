import type { DateRange } from '@blueprintjs/datetime';
import { format, parseISO } from 'date-fns';
import { calendarDay } from '../agencyTime';
import type { DateRangeValue } from './types';

const DAY_FORMAT = 'yyyy-MM-dd';

/** A filter's `[from, to]` days as the picker's dates (local midnights). */
export function toPickerRange(value: DateRangeValue): DateRange {
  return value.length === 2 ? [parseISO(value[0]), parseISO(value[1])] : [null, null];
}

/** The picker's choice as whole days; a start alone is a one-day range, nothing an empty list. */
export function fromPickerRange([start, end]: DateRange): DateRangeValue {
  if (!start) return [];
  return [format(start, DAY_FORMAT), format(end ?? start, DAY_FORMAT)];
}

/** The range in the agency's format ("Mar 5, 2026 – Mar 20, 2026"; one day alone), or "Any date". */
export function describeRange(value: DateRangeValue): string {
  if (value.length !== 2) return 'Any date';
  const [from, to] = value.map(calendarDay);
  return from === to ? from : `${from} – ${to}`;
}
