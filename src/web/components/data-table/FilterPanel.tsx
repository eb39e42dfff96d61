import { Button, FormGroup, Intent } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { CollapseOnceOpened } from '../CollapseOnceOpened';
import { DateRangeFilter } from './DateRangeFilter';
import { emptyValue } from './listState';
import { isWholeRelativeDay, RelativeDayFilter } from './RelativeDayFilter';
import { SelectFilter } from './SelectFilter';
import type { DateRangeValue, FilterDefinition, FilterValue, FilterValues } from './types';

export interface FilterPanelProps {
  id: string;
  isOpen: boolean;
  definitions: readonly FilterDefinition[];
  applied: FilterValues;
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

/** The Filters panel: choices take effect on Apply; Clear empties every filter (docs/lists.md, Saved filters). */
export function FilterPanel({ id, isOpen, definitions, applied, onApply, onClear }: FilterPanelProps) {
  const [draft, setDraft] = useState<FilterValues>(applied);
  const appliedKey = JSON.stringify(applied);
  // A new applied set (Apply, Clear, Back, a link) replaces unapplied choices.
  useEffect(() => setDraft(applied), [appliedKey]);

  const clear = () => {
    setDraft(Object.fromEntries(definitions.map((d) => [d.name, emptyValue(d)])));
    onClear();
  };
  // A number of days half typed or out of range is not applied: its field says what to enter.
  const whole = definitions.every((d) => d.type !== 'relative_day' || isWholeRelativeDay(draft[d.name]));
  return (
    <CollapseOnceOpened isOpen={isOpen}>
      <div id={id} role="region" aria-label="Filters" className="data-table-filters">
        <div className="data-table-filter-fields">
          {definitions.map((definition) => (
            <FilterField
              key={definition.name}
              definition={definition}
              value={draft[definition.name] ?? emptyValue(definition)}
              onChange={(value) => setDraft((current) => ({ ...current, [definition.name]: value }))}
            />
          ))}
        </div>
        <Button intent={Intent.PRIMARY} text="Apply" disabled={!whole} onClick={() => onApply(draft)} />
        <Button variant="minimal" text="Clear" onClick={clear} />
      </div>
    </CollapseOnceOpened>
  );
}
