import { parseRelativeDay, type RelativeDayForm } from '../../../shared/lists/relative-day';
import type { RelativeDayFilterDefinition } from './types';

/** A form's choice with its days in place of {days} ("More than 35 days ago"); "…" for a number still to type. */
export function relativeDayText(
  definition: RelativeDayFilterDefinition,
  form: RelativeDayForm,
  days?: number | string,
): string {
  const text = definition.texts[form] ?? form;
  return text.replace('{days}', days === undefined ? '…' : String(days));
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What an applied value says after the filter's label: "more than 35 days ago", "never signed in". */
export function describeRelativeDay(definition: RelativeDayFilterDefinition, value: string): string {
  const day = parseRelativeDay(value);
  if (!day) return value;
  return lowerFirst(relativeDayText(definition, day.form, 'days' in day ? day.days : undefined));
}

/** The forms that take a number of days. */
export const isCounted = (form: RelativeDayForm) => form === 'more_than_days' || form === 'within_days';
