import { isValid, parse } from 'date-fns';
// Passed explicitly: Blueprint's default locale is a dynamic import Parcel cannot bundle.
import { enUS } from 'date-fns/locale';
import { AGENCY_TIME_ZONE } from '../../../shared/constants';

/** How a date field shows its day, and what the contract takes (YYYY-MM-DD). */
export const ISO_DAY = 'yyyy-MM-dd';

/**
 * The forms a date may be typed in (docs/records.md, Dates): ISO, the screens' own display
 * ("Feb 29, 2024", "February 29, 2024"), the day first as Nigeria writes it ("29 Feb 2024",
 * "29/02/2024", "29-02-2024"). Numeric dates are read day first, never month first.
 */
export const AGENCY_DATE_FORMATS = [
  ISO_DAY,
  'MMM d, yyyy',
  'MMMM d, yyyy',
  'd MMM yyyy',
  'd MMMM yyyy',
  'd/M/yyyy',
  'd-M-yyyy',
] as const;

/** The typed text as a day (local midnight), or null when no agency format reads it as a real date. */
export function parseAgencyDate(text: string): Date | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  for (const form of AGENCY_DATE_FORMATS) {
    // date-fns reads strictly: no 30 February, nothing left over; a year has four digits.
    const date = parse(typed, form, new Date(0), { locale: enUS });
    if (isValid(date) && date.getFullYear() >= 1000) return date;
  }
  return null;
}

/** Today in the agency's time zone, as the local midnight a picker shows. */
export function agencyToday(now = new Date()): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE }).format(now);
  return parse(day, ISO_DAY, new Date(0));
}
