import { Button, FormGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { DateRangeFilter } from './DateRangeFilter';
import { emptyValue } from './listState';
import { isWholeRelativeDay, RelativeDayFilter } from './RelativeDayFilter';
import { SelectFilter } from './SelectFilter';
import type { DateRangeValue, FilterDefinition, FilterValue, FilterValues } from './types';

export interface FilterFormProps {
  definitions: readonly FilterDefinition[];
  /** The choices not applied yet, kept by the panel while it is closed. */
  draft: FilterValues;
  onDraftChange: (change: (draft: FilterValues) => FilterValues) => void;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
}

function asDateRange(value: FilterValue): DateRangeValue {
  return Array.isArray(value) && value.length === 2 ? [String(value[0]), String(value[1])] : [];
}

function FilterField({
  definition,
  value,
  onChange,
}: {
  definition: FilterDefinition;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}) {
  const id = useId();
  return (
    <FormGroup label={definition.label} labelFor={id}>
      {definition.type === 'select' ? (
        <SelectFilter id={id} definition={definition} value={value} onChange={onChange} />
      ) : definition.type === 'relative_day' ? (
        <RelativeDayFilter
          id={id}
          definition={definition}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        />
      ) : (
        <DateRangeFilter id={id} definition={definition} value={asDateRange(value)} onChange={onChange} />
      )}
    </FormGroup>
  );
}

/** The Filters panel's fields: choices take effect on Apply; Clear empties every filter (docs/lists.md, Saved filters). */
export function FilterForm({ definitions, draft, onDraftChange, onApply, onClear }: FilterFormProps) {
  const clear = () => {
    onDraftChange(() => Object.fromEntries(definitions.map((d) => [d.name, emptyValue(d)])));
    onClear();
  };
  // A number of days half typed or out of range is not applied: its field says what to enter.
  const whole = definitions.every((d) => d.type !== 'relative_day' || isWholeRelativeDay(draft[d.name]));
  return (
    <>
      <div className="data-table-filter-fields">
        {definitions.map((definition) => (
          <FilterField
            key={definition.name}
            definition={definition}
            value={draft[definition.name] ?? emptyValue(definition)}
            onChange={(value) => onDraftChange((current) => ({ ...current, [definition.name]: value }))}
          />
        ))}
      </div>
      <Button intent={Intent.PRIMARY} text="Apply" disabled={!whole} onClick={() => onApply(draft)} />
      <Button variant="minimal" text="Clear" onClick={clear} />
    </>
  );
}
