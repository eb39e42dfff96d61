import { AGENCY_TIME_ZONE, DEFAULT_LOCALE } from '../../../src/shared/constants';
import { agencyDay, agencyTime, calendarDay } from '../../../src/web/components/agencyTime';

// What the screens showed through Intl before it was worked out by hand (agencyTime.ts says why).
const intlDay = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeZone: AGENCY_TIME_ZONE });
const intlTime = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: AGENCY_TIME_ZONE,
});
const intlCalendar = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });

/** Instants from 1970 to 2100 at a prime step (every hour and minute comes round), and the edges of a day. */
function instants(): string[] {
  const edges = [
    '2026-02-03T08:15:00Z',
    '2026-12-31T22:59:59.999Z', // 23:59 in Lagos: still the 31st
    '2026-12-31T23:00:00Z', // midnight in Lagos: already the new year
    '2024-02-28T23:30:00Z', // a leap day begins in Lagos
    '2026-06-15T11:00:00Z', // noon in Lagos
    '2026-06-15T23:00:00.000+00:00',
  ];
  const from = Date.UTC(1970, 0, 1);
  const step = 7_919 * 60_000 + 13_000;
  const spread = Array.from({ length: 2_000 }, (_, i) => new Date(from + i * step * 7).toISOString());
  return [...edges, ...spread];
}

describe('the agency clock without Intl', () => {
  test('a day and a time read as Intl shows them in the agency time zone', () => {
    for (const iso of instants()) {
      expect([iso, agencyDay(iso)]).toEqual([iso, intlDay.format(new Date(iso))]);
      expect([iso, agencyTime(iso)]).toEqual([iso, intlTime.format(new Date(iso))]);
    }
  });

  test('a calendar day reads the same everywhere, as Intl shows it in UTC', () => {
    for (const day of ['2024-02-29', '2026-01-01', '2026-12-31', '1999-07-04', '2100-03-01']) {
      expect(calendarDay(day)).toBe(intlCalendar.format(new Date(day)));
    }
    expect(calendarDay('2024-02-29')).toBe('Feb 29, 2024');
  });
});
