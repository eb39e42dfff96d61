import { AGENCY_TIME_ZONE } from './constants';
import { isCalendarDay } from './lists/days';

/**
 * A YYYY-MM-DD day that exists and that PostgreSQL's `date` can hold. JavaScript (and
 * ajv-formats' `date`) count a year 0, PostgreSQL does not (1 BC comes before 1 AD), so
 * "0000-02-29" passes a calendar check and then fails in the database: years start at 1 here.
 */
export function isStorableDay(value: unknown): value is string {
  return isCalendarDay(value) && Number(value.slice(0, 4)) >= 1;
}

const agencyDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the agency's time zone, as YYYY-MM-DD. */
export const agencyToday = (now = new Date()) => agencyDayFormat.format(now);

/** A storable day no later than today in the agency's time zone (an accreditation date). */
export function isPastDay(value: unknown): value is string {
  return isStorableDay(value) && value <= agencyToday();
}

/** A storable day after today in the agency's time zone (an account's expiry day); `now`: the server's clock. */
export function isFutureDay(value: unknown, now = new Date()): value is string {
  return isStorableDay(value) && value > agencyToday(now);
}

const NOT_BASE64 = /[^A-Za-z0-9+/]/;

/**
 * Base64 as `format: byte` means it (RFC 4648: groups of four, `=` padding only at the end), checked
 * in one pass: ajv-formats' `byte` pattern repeats a group, which overflows the stack on an upload
 * of a few megabytes (a 500 instead of an answer).
 */
export function isBase64(value: unknown): value is string {
  if (typeof value !== 'string' || value.length % 4 !== 0) return false;
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return !NOT_BASE64.test(value.slice(0, value.length - padding));
}

/** The formats of the contract's wire shapes, true of a reply as of a request. */
export const wireFormats = {
  byte: { type: 'string', validate: isBase64 },
} as const;

/**
 * The contract's own formats, checked alike by the server's request validator and by the
 * browser's validators generated from the same schemas (openapi/codegen.ts). The days are rules
 * of new input only: a stored day may be past since.
 */
export const contractFormats = {
  ...wireFormats,
  date: { type: 'string', validate: isStorableDay },
  'past-day': { type: 'string', validate: isPastDay },
  'future-day': { type: 'string', validate: (value: unknown) => isFutureDay(value) },
} as const;
