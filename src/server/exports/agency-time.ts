import { AGENCY_TIME_ZONE } from '../../shared/constants';

const DAY_MS = 24 * 60 * 60_000;
const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, timeZoneName: 'longOffset' });

function zoneOffsetMs(instant: Date): number {
  const name = zoneName.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? ['', '+', '00', '00'];
  return (Number(hours) * 60 + Number(minutes)) * 60_000 * (sign === '-' ? -1 : 1);
}

// Asking Intl is slow (a few µs) and an export has a date or two per row: remember each UTC
// day's offset, unless the offset changes during that day.
const offsetByDay = new Map<number, number | null>();

function offsetMs(instant: Date): number {
  const day = Math.floor(instant.getTime() / DAY_MS);
  let offset = offsetByDay.get(day);
  if (offset === undefined) {
    const atStart = zoneOffsetMs(new Date(day * DAY_MS));
    offset = atStart === zoneOffsetMs(new Date((day + 1) * DAY_MS - 1)) ? atStart : null;
    if (offsetByDay.size >= 10_000) offsetByDay.clear();
    offsetByDay.set(day, offset);
  }
  return offset ?? zoneOffsetMs(instant);
}

/**
 * A spreadsheet date has no time zone: write the agency's wall-clock time (as the date-range
 * filters count days), so a reader in Lagos sees the time they expect.
 */
export function agencyTime(instant: Date | null): Date | null {
  return instant === null ? null : new Date(instant.getTime() + offsetMs(instant));
}
