import { sql, type Expression, type SqlBool } from 'kysely';
import { AGENCY_TIME_ZONE } from '../../shared/constants';
import { isStorableDay } from '../../shared/contract-formats';
import {
  parseRelativeDay,
  RELATIVE_DAY_MAX_DAYS,
  type RelativeDay,
  type RelativeDayForm,
} from '../../shared/lists/relative-day';
import { validationFailed } from '../errors';
import type { ActiveFilter } from './list-query';

/** How one named filter of a resource narrows its rows. */
export type FilterDefinition =
  | {
      type: 'select';
      values: 'integer' | readonly string[];
      where: (values: (string | number)[]) => Expression<SqlBool>;
    }
  | { type: 'date_range'; column: string }
  | { type: 'relative_day'; column: string; holds: 'day' | 'time'; forms: readonly RelativeDayForm[] };

const FORM_WORDS: Record<RelativeDayForm, string> = {
  none: '"none"',
  past: '"past"',
  more_than_days: '"more_than_days:N"',
  within_days: '"within_days:N"',
};

function invalid(name: string, message: string): never {
  throw validationFailed({ [`filters.${name}`]: [message] });
}

/** A select filter's values, checked: record ids or the allowed values; a 422 naming the filter otherwise. */
export function selectValues(filter: ActiveFilter, allowed: 'integer' | readonly string[]): (string | number)[] {
  const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).filter((v) => v !== null && v !== '');
  if (values.length > 200) invalid(filter.name, `The ${filter.name} filter takes at most 200 values.`);
  return values.map((value) => {
    if (allowed === 'integer') {
      const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
      if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > 2147483647)
        invalid(filter.name, `The ${filter.name} filter takes record ids.`);
      return id as number;
    }
    if (typeof value !== 'string' || !allowed.includes(value))
      invalid(filter.name, `The ${filter.name} filter must be one of: ${allowed.join(', ')}.`);
    return value;
  });
}

/** A date range's given ends as YYYY-MM-DD days (either may be missing); 422 when malformed. */
function dayRange(filter: ActiveFilter): { from?: string; to?: string } {
  const [from, to] = Array.isArray(filter.value) ? filter.value : [];
  const given = [from, to].filter((d) => d !== null && d !== undefined && d !== '');
  if (!Array.isArray(filter.value) || filter.value.length > 2 || !given.every(isStorableDay)) {
    invalid(filter.name, `The ${filter.name} filter must be [from, to] as YYYY-MM-DD days of the years 0001 to 9999.`);
  }
  if (isStorableDay(from) && isStorableDay(to) && from > to)
    invalid(filter.name, `The ${filter.name} filter starts after it ends.`);
  return { from: isStorableDay(from) ? from : undefined, to: isStorableDay(to) ? to : undefined };
}

/** A date range as whole days, inclusive, in the agency's time zone: [from 00:00, day after to 00:00). */
function dateRangeCondition(filter: ActiveFilter, column: string): Expression<SqlBool> {
  const { from, to } = dayRange(filter);
  const ref = sql.ref(column);
  const startOf = (day: string) => sql`(${day}::date)::timestamp at time zone ${AGENCY_TIME_ZONE}`;
  const parts = [
    ...(from ? [sql<SqlBool>`${ref} >= ${startOf(from)}`] : []),
    ...(to ? [sql<SqlBool>`${ref} < ${startOf(to)} + interval '1 day'`] : []),
  ];
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A relative_day filter's value, checked against the forms it offers; a 422 naming the filter and its forms otherwise. */
function relativeDay(filter: ActiveFilter, forms: readonly RelativeDayForm[]): RelativeDay {
  const day = parseRelativeDay(filter.value);
  if (day && forms.includes(day.form)) return day;
  const counted = forms.some((form) => form.endsWith('_days'));
  invalid(
    filter.name,
    `The ${filter.name} filter must be one of ${forms.map((form) => FORM_WORDS[form]).join(', ')}` +
      (counted ? `, where N is a whole number of days from 1 to ${RELATIVE_DAY_MAX_DAYS}.` : '.'),
  );
}

/**
 * A relative_day filter in SQL: its column against the start of a day counted from the agency's
 * today, a parameter (so a kept total or a cursor is of that day's question, docs/lists.md,
 * Relative-day filters). A timestamp's day starts at midnight in the agency's time zone.
 */
function relativeDayCondition(
  filter: ActiveFilter,
  definition: Extract<FilterDefinition, { type: 'relative_day' }>,
  today: string,
): Expression<SqlBool> {
  const day = relativeDay(filter, definition.forms);
  const ref = sql.ref(definition.column);
  if (day.form === 'none') return sql<SqlBool>`${ref} is null`;
  const startOf = (offset: number) =>
    definition.holds === 'day'
      ? sql`(${today}::date + ${offset}::int)`
      : sql`((${today}::date + ${offset}::int)::timestamp at time zone ${AGENCY_TIME_ZONE})`;
  if (day.form === 'past') return sql<SqlBool>`${ref} < ${startOf(1)}`;
  if (day.form === 'more_than_days') return sql<SqlBool>`${ref} < ${startOf(-day.days)}`;
  return sql<SqlBool>`(${ref} >= ${startOf(1)} and ${ref} < ${startOf(day.days + 1)})`;
}

/** The SQL conditions of the active filters; an unknown name or a wrong type is a 422 naming it. */
export function filterConditions(
  filters: ActiveFilter[],
  definitions: Record<string, FilterDefinition>,
  today: string,
): Expression<SqlBool>[] {
  return filters.map((filter) => {
    const definition = definitions[filter.name];
    if (!definition)
      invalid(filter.name, `Unknown filter "${filter.name}". Known filters: ${Object.keys(definitions).join(', ')}.`);
    if (definition.type !== filter.type)
      invalid(filter.name, `The ${filter.name} filter is of type ${definition.type}.`);
    if (definition.type === 'select') return definition.where(selectValues(filter, definition.values));
    if (definition.type === 'relative_day') return relativeDayCondition(filter, definition, today);
    return dateRangeCondition(filter, definition.column);
  });
}

/**
 * The active filters as conditions on a table of kept counts (engine.ts, KeptCounts), whose
 * `columns` hold each filter's value, a date range's or a relative day's as the agency's day (a
 * relative day is counted from `today` when asked, so the kept days never age); undefined when a
 * filter has no column there. Values are checked as filterConditions checks them.
 */
export function keptCountConditions(
  filters: ActiveFilter[],
  definitions: Record<string, FilterDefinition>,
  columns: Readonly<Record<string, string>>,
  today: string,
): Expression<SqlBool>[] | undefined {
  if (!filters.every((filter) => Object.hasOwn(columns, filter.name))) return undefined;
  return filters.map((filter) => {
    const definition = definitions[filter.name];
    const ref = sql.ref(columns[filter.name]);
    if (definition.type === 'select')
      return sql<SqlBool>`${ref} in (${sql.join(selectValues(filter, definition.values))})`;
    if (definition.type === 'relative_day')
      return relativeDayCondition(filter, { ...definition, column: columns[filter.name], holds: 'day' }, today);
    const { from, to } = dayRange(filter);
    const parts = [
      ...(from ? [sql<SqlBool>`${ref} >= ${from}::date`] : []),
      ...(to ? [sql<SqlBool>`${ref} <= ${to}::date`] : []),
    ];
    return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
  });
}
