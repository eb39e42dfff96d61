import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { DateRangePicker, type DateRange } from '@blueprintjs/datetime';
// Passed explicitly: Blueprint's default locale is a dynamic import Parcel cannot bundle.
import { enUS } from 'date-fns/locale';
import { rangePresets } from './rangePresets';

/** The calendar of a date_range filter with its presets, loaded when a picker first opens (docs/architecture.md, Weight). */
export default function RangePicker({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  return (
    <DateRangePicker locale={enUS} value={value} onChange={onChange} shortcuts={rangePresets()} allowSingleDayRange />
  );
}
