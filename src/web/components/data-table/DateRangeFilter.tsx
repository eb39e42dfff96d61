import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Button, Classes, Intent, PopoverNext, PopupKind } from '@blueprintjs/core';
import { DateRangePicker, type DateRange } from '@blueprintjs/datetime';
import { CalendarIcon } from '@blueprintjs/icons';
// Passed explicitly: Blueprint's default locale is a dynamic import Parcel cannot bundle.
import { enUS } from 'date-fns/locale';
import { useState } from 'react';
import { describeRange, fromPickerRange, toPickerRange } from './dateRange';
import type { DateRangeFilterDefinition, DateRangeValue } from './types';

export interface DateRangeFilterProps {
  id: string;
  definition: DateRangeFilterDefinition;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}

/** A date_range filter: a range picker; OK applies the chosen range, Cancel discards it. */
export function DateRangeFilter({ id, definition, value, onChange }: DateRangeFilterProps) {
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange>(toPickerRange(value));
  const open = () => {
    setDraft(toPickerRange(value));
    setOpen(true);
  };
  const apply = () => {
    onChange(fromPickerRange(draft));
    setOpen(false);
  };
  const picker = (
    <div className="data-table-date-range" role="dialog" aria-label={definition.label}>
      <DateRangePicker locale={enUS} value={draft} onChange={setDraft} shortcuts={false} allowSingleDayRange />
      <div className={Classes.DIALOG_FOOTER_ACTIONS}>
        <Button text="Cancel" onClick={() => setOpen(false)} />
        <Button intent={Intent.PRIMARY} text="OK" onClick={apply} />
      </div>
    </div>
  );
  return (
    <PopoverNext
      isOpen={isOpen}
      onInteraction={(next) => (next ? open() : setOpen(false))}
      content={picker}
      placement="bottom-start"
      popupKind={PopupKind.DIALOG}
      fill
    >
      <Button
        id={id}
        alignText="start"
        fill
        endIcon={<CalendarIcon />}
        text={describeRange(value)}
        aria-label={`${definition.label}: ${describeRange(value)}`}
      />
    </PopoverNext>
  );
}
