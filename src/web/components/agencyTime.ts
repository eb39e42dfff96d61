import { AGENCY_TIME_ZONE, DEFAULT_LOCALE } from '../../shared/constants';

const dayFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeZone: AGENCY_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});

/** Dates are ISO strings end to end; shown as the agency's calendar day of an instant… */
export const agencyDay = (iso: string) => dayFormat.format(new Date(iso));
/** …or its day and time. */
export const agencyTime = (iso: string) => timeFormat.format(new Date(iso));

const calendarFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });

/** A date without a time of day (YYYY-MM-DD, such as an accreditation date), shown as the same calendar day everywhere. */
export const calendarDay = (day: string) => calendarFormat.format(new Date(day));
