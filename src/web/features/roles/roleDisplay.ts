import { AGENCY_TIME_ZONE, DEFAULT_LOCALE } from '../../../shared/constants';

const dayFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeZone: AGENCY_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: AGENCY_TIME_ZONE });

/** Dates are ISO strings end to end; shown as the agency's calendar day… */
export const agencyDay = (iso: string) => dayFormat.format(new Date(iso));
/** …or its day and time. */
export const agencyTime = (iso: string) => timeFormat.format(new Date(iso));

/** "1 user", "3 users". */
export const usersCount = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;
