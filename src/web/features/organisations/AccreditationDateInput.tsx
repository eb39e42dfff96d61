import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
// Passed explicitly: Blueprint's default locale is a dynamic import Parcel cannot bundle.
import { enUS } from 'date-fns/locale';
import { describedByOf, FieldGroup } from '../../components/form/FieldGroup';

const ID = 'organisation-accreditation_date';
const HINT = 'YYYY-MM-DD; optional, never in the future';
/** The national scheme's beginnings: no accreditation is older. */
const EARLIEST = new Date(1999, 0, 1);
/**
 * The picker reaches past today: a future day typed is kept as typed and refused at the field by
 * the contract's rule (docs/forms.md), not blanked as "Out of range".
 */
const LATEST = new Date(2099, 11, 31);

export interface AccreditationDateInputProps {
  /** YYYY-MM-DD, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  messages?: readonly string[];
  disabled: boolean;
}

/** A TPA's accreditation date: typed or picked, sent as the contract's YYYY-MM-DD. */
export function AccreditationDateInput({ value, onChange, messages, disabled }: AccreditationDateInputProps) {
  const invalid = Boolean(messages?.length);
  return (
    <FieldGroup id={ID} label="Accreditation date" messages={messages} hint={HINT}>
      <DateInput
        fill
        locale={enUS}
        dateFnsFormat="yyyy-MM-dd"
        placeholder="YYYY-MM-DD"
        value={value}
        // Without a time precision the picker answers a bare YYYY-MM-DD.
        onChange={(day) => onChange(day)}
        minDate={EARLIEST}
        maxDate={LATEST}
        disabled={disabled}
        showActionsBar
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{
          id: ID,
          intent: invalid ? Intent.DANGER : Intent.NONE,
          'aria-invalid': invalid,
          'aria-describedby': describedByOf({ id: ID, messages, hint: HINT }),
        }}
      />
    </FieldGroup>
  );
}
