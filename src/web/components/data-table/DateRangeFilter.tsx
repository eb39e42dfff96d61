import { Button, Classes, Intent, PopoverNext, PopupKind, Spinner } from '@blueprintjs/core';
import type { DateRange } from '@blueprintjs/datetime';
import { CalendarIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { lazyPart } from '../lazyPart';
import { describeRange } from './dateRange';
import { fromPickerRange, toPickerRange } from './pickerRange';
import type { DateRangeFilterDefinition, DateRangeValue } from './types';

const RangePicker = lazyPart(() => import('./RangePicker').then((m) => m.default), {
  name: 'The calendar',
  loading: <Spinner size={20} aria-label="Loading the calendar" />,
});

export interface DateRangeFilterProps {
  id: string;
  definition: DateRangeFilterDefinition;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}

/** A date_range filter: a range picker (RangePicker, with its presets); OK applies the chosen range, Cancel discards it. */
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
      <RangePicker value={draft} onChange={setDraft} />
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
