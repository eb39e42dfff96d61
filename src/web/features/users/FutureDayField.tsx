import { agencyToday } from '../../../shared/contract-formats';
import { DateField, type DateFieldProps } from '../../components/form/DateField';

/** How far ahead the calendar goes; a day typed later is still the server's to judge. */
const YEARS_AHEAD = 20;
const FORMATS = '2030-02-28, Feb 28, 2030 or 28/02/2030';

/** DateField's props but the range, which is the contract's future-day: from tomorrow. */
export type FutureDayFieldProps = Omit<DateFieldProps, 'minDate' | 'maxDate' | 'outOfRange'>;

/** The day after today in the agency's time zone, as a local date for the calendar. */
function agencyTomorrow(): Date {
  const [year, month, day] = agencyToday().split('-').map(Number);
  return new Date(year, month - 1, day + 1);
}

/** A day after today (the contract's future-day: an account's expiry, a role's last day), typed in an agency format or picked. */
export function FutureDayField({ hint, ...props }: FutureDayFieldProps) {
  const minDate = agencyTomorrow();
  return (
    <DateField
      {...props}
      hint={`${hint}. ${FORMATS}`}
      minDate={minDate}
      maxDate={new Date(minDate.getFullYear() + YEARS_AHEAD, 11, 31)}
      outOfRange={`Choose a day after today, at most ${YEARS_AHEAD} years ahead.`}
    />
  );
}
