import type { DateRangeShortcut } from '@blueprintjs/datetime';
import { addDays, endOfMonth, startOfMonth, startOfYear, subMonths } from 'date-fns';
import { agencyToday } from '../form/agencyDates';

/**
 * The range filter's presets (docs/lists.md, Filters), as days of the agency's calendar
 * (Africa/Lagos): today, the last 7 and 30 days ending today, this month and this year so far,
 * and the whole of last month.
 */
export function rangePresets(now = new Date()): DateRangeShortcut[] {
  const today = agencyToday(now);
  const lastMonth = subMonths(today, 1);
  return [
    { label: 'Today', dateRange: [today, today] },
    { label: 'Last 7 days', dateRange: [addDays(today, -6), today] },
    { label: 'Last 30 days', dateRange: [addDays(today, -29), today] },
    { label: 'This month', dateRange: [startOfMonth(today), today] },
    { label: 'Last month', dateRange: [startOfMonth(lastMonth), endOfMonth(lastMonth)] },
    { label: 'This year', dateRange: [startOfYear(today), today] },
  ];
}
