import { DateField } from '../../components/form/DateField';

const ID = 'organisation-accreditation_date';
const HINT = 'Optional, never in the future: 2024-02-29, Feb 29, 2024 or 29/02/2024';
/** The national scheme's beginnings: no accreditation is older. */
const EARLIEST = new Date(1999, 0, 1);

export interface AccreditationDateInputProps {
  /** YYYY-MM-DD, what was typed when it is no such day, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  messages?: readonly string[];
  disabled: boolean;
}

/** A TPA's accreditation date: typed in an agency format or picked, sent as the contract's YYYY-MM-DD. */
export function AccreditationDateInput({ value, onChange, messages, disabled }: AccreditationDateInputProps) {
  return (
    <DateField
      id={ID}
      label="Accreditation date"
      hint={HINT}
      value={value}
      onChange={onChange}
      messages={messages}
      minDate={EARLIEST}
      maxDate={new Date()}
      outOfRange="An accreditation date is between Jan 1, 1999 and today."
      disabled={disabled}
    />
  );
}
