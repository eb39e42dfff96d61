import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
// Passed explicitly: Blueprint's default locale is a dynamic import Parcel cannot bundle.
import { enUS } from 'date-fns/locale';
import { useState } from 'react';
import { AGENCY_DATE_FORMATS, ISO_DAY, parseAgencyDate } from './agencyDates';
import { describedByOf, FieldGroup } from './FieldGroup';

export interface DateFieldProps {
  id: string;
  label: string;
  hint: string;
  /** YYYY-MM-DD; or the text typed when it is no date in range, kept so that it is never lost; null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The server's messages for the field. */
  messages?: readonly string[];
  minDate: Date;
  maxDate: Date;
  /** Said when the typed day is outside [minDate, maxDate]. */
  outOfRange: string;
  disabled: boolean;
  /** Marked on its label: the contract requires it. */
  required?: boolean;
}

const NOT_A_DATE = `Enter a date such as 2024-02-29, Feb 29, 2024 or 29/02/2024.`;
/** Read by DateInput as no date at all (an invalid Date), so that it shows its "invalid date" message: the typed text. */
const NO_DAY = 'no day';
const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** What is wrong with the field's value, if anything: no date in an agency format, or a day out of range. */
export function dateProblem(value: string | null, range: { minDate: Date; maxDate: Date; outOfRange: string }) {
  if (value === null || value.trim() === '') return undefined;
  const date = parseAgencyDate(value);
  if (!date) return NOT_A_DATE;
  return dayOf(date) < dayOf(range.minDate) || dayOf(date) > dayOf(range.maxDate) ? range.outOfRange : undefined;
}

/**
 * A date typed in any agency format (agencyDates.ts) or picked from Blueprint's calendar. What
 * was typed stays in the field: Blueprint's DateInput shows its invalid-date message in place
 * of a wrong text once the field loses focus, so that message is the typed text itself, and
 * what is wrong shows under the field as its error (after the field is left once). The calendar opens beside
 * the field, its bottom level with the field's, so it never covers what is below (the form's
 * buttons), and closes on a click outside it or Escape.
 */
export function DateField(props: DateFieldProps) {
  const { id, label, hint, value, onChange, minDate, maxDate, outOfRange, disabled, required } = props;
  const [left, setLeft] = useState(false);
  const range = { minDate, maxDate, outOfRange };
  const problem = dateProblem(value, range);
  // The form's own messages (its check of the contract's rule, or the server's) come first.
  const messages = props.messages?.length ? props.messages : problem && left ? [problem] : undefined;
  const invalid = Boolean(messages?.length);
  return (
    <FieldGroup id={id} label={label} messages={messages} hint={hint} required={required}>
      <DateInput
        fill
        locale={enUS}
        dateFnsFormat={ISO_DAY}
        parseDate={(text) => parseAgencyDate(text) ?? false}
        placeholder={`${AGENCY_DATE_FORMATS[0].toUpperCase()} or Feb 29, 2024`}
        // A wrong value is the text typed: DateInput gets no date from it, so it shows the text.
        value={problem ? NO_DAY : value}
        // Without a time precision the picker answers a bare YYYY-MM-DD.
        onChange={(day) => onChange(day)}
        invalidDateMessage={problem ? (value ?? '') : NOT_A_DATE}
        outOfRangeMessage={problem ? (value ?? '') : outOfRange}
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        showActionsBar
        popoverProps={{
          placement: 'right-end',
          modifiers: { flip: { options: { fallbackPlacements: ['left-end', 'top-start'] } } },
        }}
        inputProps={{
          id,
          required,
          intent: invalid ? Intent.DANGER : Intent.NONE,
          'aria-invalid': invalid,
          'aria-describedby': describedByOf({ id, messages, hint }),
          onChange: (event) => {
            const text = event.currentTarget.value;
            // A day in range reached the form through DateInput's onChange; anything else is kept as typed.
            if (dateProblem(text, range) || text.trim() === '') onChange(text.trim() === '' ? null : text);
          },
          onBlur: () => setLeft(true),
        }}
      />
    </FieldGroup>
  );
}
