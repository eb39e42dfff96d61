import { Classes, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { parseRelativeDay, RELATIVE_DAY_MAX_DAYS, type RelativeDayForm } from '../../../shared/lists/relative-day';
import { isCounted, relativeDayText } from './relativeDay';
import type { RelativeDayFilterDefinition } from './types';

export interface RelativeDayFilterProps {
  id: string;
  definition: RelativeDayFilterDefinition;
  /** The word, possibly with a number still being typed (`more_than_days:3`, `more_than_days:`). */
  value: string | null;
  onChange: (value: string | null) => void;
}

const ANY = '';
/** The choice of a counted form whose number is typed rather than chosen. */
const typedChoice = (form: RelativeDayForm) => `${form}:typed`;

/** The chosen form and the number typed after it, from a value that may not be whole yet. */
function splitValue(value: string | null): { form?: RelativeDayForm; typed: string } {
  const [form, typed = ''] = (value ?? '').split(':');
  return { form: (form || undefined) as RelativeDayForm | undefined, typed };
}

/** The select's choice for a value: a form, a form at a preset, or a counted form with a number typed. */
function choiceOf(definition: RelativeDayFilterDefinition, value: string | null): string {
  const { form, typed } = splitValue(value);
  if (!form) return ANY;
  if (!isCounted(form)) return form;
  return definition.presets.map(String).includes(typed) ? `${form}:${typed}` : typedChoice(form);
}

/** Whether the value is whole: nothing chosen, or a form (with its days) the server takes. */
export const isWholeRelativeDay = (value: unknown) =>
  value === null || value === undefined || value === '' || parseRelativeDay(value) !== undefined;

/**
 * A relative_day filter (docs/lists.md, Relative-day filters): one native select, keyboard-usable as
 * any, offering each form, each counted form at the preset numbers of days, and "…" with a box
 * for any other number, checked as typed.
 */
export function RelativeDayFilter({ id, definition, value, onChange }: RelativeDayFilterProps) {
  const daysId = useId();
  const hintId = useId();
  const choice = choiceOf(definition, value);
  const { form, typed } = splitValue(value);
  const options = [
    { value: ANY, label: 'Any' },
    ...definition.forms.flatMap((f) =>
      isCounted(f)
        ? [
            ...definition.presets.map((days) => ({
              value: `${f}:${days}`,
              label: relativeDayText(definition, f, days),
            })),
            { value: typedChoice(f), label: relativeDayText(definition, f) },
          ]
        : [{ value: f, label: relativeDayText(definition, f) }],
    ),
  ];
  const choose = (next: string) => {
    const [nextForm, days] = next.split(':');
    // A number to type starts empty: the preset just left would otherwise be chosen again.
    onChange(next === ANY ? null : days === 'typed' ? `${nextForm}:` : next);
  };
  const typing = form !== undefined && choice === typedChoice(form);
  const wrong = typing && typed !== '' && !isWholeRelativeDay(value);
  return (
    <div className="data-table-relative-day">
      <HTMLSelect id={id} fill value={choice} options={options} onChange={(e) => choose(e.currentTarget.value)} />
      {typing && (
        <>
          <InputGroup
            id={daysId}
            type="number"
            inputMode="numeric"
            min={1}
            max={RELATIVE_DAY_MAX_DAYS}
            step={1}
            value={typed}
            intent={wrong ? Intent.DANGER : Intent.NONE}
            aria-label={`${definition.label}: number of days`}
            aria-invalid={wrong}
            aria-describedby={hintId}
            placeholder="Days"
            onChange={(e) => onChange(`${form}:${e.currentTarget.value}`)}
          />
          <div id={hintId} className={`${Classes.FORM_HELPER_TEXT} ${wrong ? Classes.INTENT_DANGER : ''}`}>
            {wrong
              ? `Enter a whole number of days from 1 to ${RELATIVE_DAY_MAX_DAYS}.`
              : `A whole number of days from 1 to ${RELATIVE_DAY_MAX_DAYS}.`}
          </div>
        </>
      )}
    </div>
  );
}
