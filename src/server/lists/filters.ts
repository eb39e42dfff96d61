import { sql, type Expression, type SqlBool } from 'kysely';
import { AGENCY_TIME_ZONE } from '../../shared/constants';
import { isStorableDay } from '../calendar-day';
import { validationFailed } from '../errors';
import type { ActiveFilter } from './list-query';

/** How one named filter of a resource narrows its rows. */
export type FilterDefinition =
  | {
      type: 'select';
      values: 'integer' | readonly string[];
      where: (values: (string | number)[]) => Expression<SqlBool>;
    }
  | { type: 'date_range'; column: string };

function invalid(name: string, message: string): never {
  throw validationFailed({ [`filters.${name}`]: [message] });
}

function selectValues(filter: ActiveFilter, allowed: 'integer' | readonly string[]): (string | number)[] {
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

/** A date range as whole days, inclusive, in the agency's time zone: [from 00:00, day after to 00:00). */
function dateRangeCondition(filter: ActiveFilter, column: string): Expression<SqlBool> {
  const [from, to] = Array.isArray(filter.value) ? filter.value : [];
  const given = [from, to].filter((d) => d !== null && d !== undefined && d !== '');
  if (!Array.isArray(filter.value) || filter.value.length > 2 || !given.every(isStorableDay)) {
    invalid(filter.name, `The ${filter.name} filter must be [from, to] as YYYY-MM-DD days of the years 0001 to 9999.`);
  }
  if (isStorableDay(from) && isStorableDay(to) && from > to)
    invalid(filter.name, `The ${filter.name} filter starts after it ends.`);
  const ref = sql.ref(column);
  const startOf = (day: string) => sql`(${day}::date)::timestamp at time zone ${AGENCY_TIME_ZONE}`;
  const parts = [
    ...(isStorableDay(from) ? [sql<SqlBool>`${ref} >= ${startOf(from)}`] : []),
    ...(isStorableDay(to) ? [sql<SqlBool>`${ref} < ${startOf(to)} + interval '1 day'`] : []),
  ];
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The SQL conditions of the active filters; an unknown name or a wrong type is a 422 naming it. */
export function filterConditions(
  filters: ActiveFilter[],
  definitions: Record<string, FilterDefinition>,
): Expression<SqlBool>[] {
  return filters.map((filter) => {
    const definition = definitions[filter.name];
    if (!definition)
      invalid(filter.name, `Unknown filter "${filter.name}". Known filters: ${Object.keys(definitions).join(', ')}.`);
    if (definition.type !== filter.type)
      invalid(filter.name, `The ${filter.name} filter is of type ${definition.type}.`);
    return definition.type === 'select'
      ? definition.where(selectValues(filter, definition.values))
      : dateRangeCondition(filter, definition.column);
  });
}
