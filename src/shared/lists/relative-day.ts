/**
 * A relative_day filter (docs/lists.md, Relative-day filters): a day column compared with the
 * agency's today. Its value is one word, so that a link, a saved view and a chip carry it as is:
 * `none` (no day: never signed in, no expiry), `past` (today or earlier: expired),
 * `more_than_days:N` (a day more than N days before today), `within_days:N` (a day after today,
 * at most N days ahead). N is a whole number from 1 to RELATIVE_DAY_MAX_DAYS.
 */
export const RELATIVE_DAY_FORMS = ['none', 'past', 'more_than_days', 'within_days'] as const;
export type RelativeDayForm = (typeof RELATIVE_DAY_FORMS)[number];

/** A hundred years: a wider span is a typing slip, not a question about accounts. */
export const RELATIVE_DAY_MAX_DAYS = 36_500;

export type RelativeDay =
  | { form: 'none' }
  | { form: 'past' }
  | { form: 'more_than_days'; days: number }
  | { form: 'within_days'; days: number };

const WITH_DAYS = /^(more_than_days|within_days):(\d{1,6})$/;

/** The value's form and days, or undefined when it is none of the forms (or N is outside 1 to the maximum). */
export function parseRelativeDay(value: unknown): RelativeDay | undefined {
  if (value === 'none' || value === 'past') return { form: value };
  const match = typeof value === 'string' ? WITH_DAYS.exec(value) : null;
  if (!match) return undefined;
  const days = Number(match[2]);
  if (days < 1 || days > RELATIVE_DAY_MAX_DAYS) return undefined;
  return { form: match[1] === 'within_days' ? 'within_days' : 'more_than_days', days };
}

/** The value's word: the inverse of parseRelativeDay. */
export const relativeDayValue = (day: RelativeDay): string => ('days' in day ? `${day.form}:${day.days}` : day.form);
