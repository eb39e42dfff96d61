import { agencyToday } from '../../../shared/contract-formats';
import { DateField } from '../../components/form/DateField';

const HINT = 'Optional: the account is deactivated as this day begins. 2030-02-28, Feb 28, 2030 or 28/02/2030';
/** How far ahead the calendar goes; a day typed later is still the server's to judge. */
const YEARS_AHEAD = 20;

export interface AccountExpiryInputProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, what was typed when it is no such day, or null: never expires. */
  value: string | null;
  onChange: (value: string | null) => void;
  messages?: readonly string[];
  disabled: boolean;
}

/** The day after today in the agency's time zone, as a local date for the calendar. */
function agencyTomorrow(): Date {
  const [year, month, day] = agencyToday().split('-').map(Number);
  return new Date(year, month - 1, day + 1);
}

/** An account's expiry day: typed in an agency format or picked, a day after today (the contract's future-day). */
export function AccountExpiryInput(props: AccountExpiryInputProps) {
  const minDate = agencyTomorrow();
  return (
    <DateField
      {...props}
      hint={HINT}
      minDate={minDate}
      maxDate={new Date(minDate.getFullYear() + YEARS_AHEAD, 11, 31)}
      outOfRange={`An account expires on a day after today, at most ${YEARS_AHEAD} years ahead.`}
    />
  );
}
