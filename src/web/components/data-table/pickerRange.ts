import type { DateRange } from '@blueprintjs/datetime';
import { format, parseISO } from 'date-fns';
import type { DateRangeValue } from './types';

// Apart from dateRange.ts: date-fns is for the picker, which loads with the Filters panel, not the chips.
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
