/**
 * The agency's days and times, as Intl's `en` medium date and short time show them ("Feb 3, 2026",
 * "Feb 3, 2026, 9:15 AM"), worked out from UTC rather than by an Intl formatter: the first Intl
 * date formatter a page makes loads the locale's calendar data, 25–140 ms on this machine and four
 * times that on a phone's CPU, inside the users list's first load (docs/benchmarks.md, Weight).
 * The agency's clock is Lagos time (AGENCY_TIME_ZONE), West Africa Time, UTC+1 all year: no summer
 * time since 1919. A test holds these to Intl's output in that zone.
 */
const AGENCY_UTC_OFFSET_MS = 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A UTC reading of the instant (getUTC…), or of the agency's clock at that instant. */
const utcOf = (iso: string, offset = 0) => new Date(Date.parse(iso) + offset);
const dayText = (at: Date) => `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;

function timeText(at: Date): string {
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Dates are ISO strings end to end; shown as the agency's calendar day of an instant… */
export const agencyDay = (iso: string) => dayText(utcOf(iso, AGENCY_UTC_OFFSET_MS));
/** …or its day and time. */
export const agencyTime = (iso: string) => {
  const at = utcOf(iso, AGENCY_UTC_OFFSET_MS);
  return `${dayText(at)}, ${timeText(at)}`;
};

/** A date without a time of day (YYYY-MM-DD, such as an accreditation date), shown as the same calendar day everywhere. */
export const calendarDay = (day: string) => dayText(utcOf(day));
