import type { Expression, SqlBool } from 'kysely';
import type { FilterDeclaration, ListDeclaration, SortKey } from '../../shared/lists/declaration';
import { contractEnum } from '../contract-enums';
import type { FilterDefinition } from './filters';

type SelectCondition = (values: (string | number)[]) => Expression<SqlBool>;
/** A relative_day filter's column, and whether it holds a day (date) or an instant (timestamptz). */
interface RelativeDayColumn {
  column: string;
  holds: 'day' | 'time';
}
type Narrowing = string | SelectCondition | RelativeDayColumn;

/** For each declared filter, how it narrows the rows in SQL: a select's condition, a date range's column, a relative day's column. */
export type FilterNarrowing<List extends ListDeclaration> = {
  [Filter in List['filters'][number] as Filter['name']]: Filter extends { kind: 'date_range' }
    ? string
    : Filter extends { kind: 'relative_day' }
      ? RelativeDayColumn
      : SelectCondition;
};

/** Thrown at module load: a server list that names a filter or sort key its declaration lacks (or misses one) never starts. */
function requireSameNames(
  list: ListDeclaration,
  what: string,
  declared: readonly string[],
  given: readonly string[],
): void {
  const missing = declared.filter((name) => !given.includes(name));
  const extra = given.filter((name) => !declared.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `The ${list.operationId} list's ${what} differ from its declaration: missing ${missing.join(', ') || 'none'}, undeclared ${extra.join(', ') || 'none'}.`,
    );
  }
}

function definitionOf(list: ListDeclaration, filter: FilterDeclaration, narrowing: Narrowing): FilterDefinition {
  if (filter.kind === 'date_range' && typeof narrowing === 'string') return { type: 'date_range', column: narrowing };
  if (filter.kind === 'relative_day' && typeof narrowing === 'object')
    return { type: 'relative_day', ...narrowing, forms: filter.forms };
  if (filter.kind === 'select' && typeof narrowing === 'function') {
    return {
      type: 'select',
      values: filter.values === 'record ids' ? 'integer' : contractEnum(filter.values.contractEnum),
      where: narrowing,
    };
  }
  throw new Error(
    `The ${list.operationId} list narrows its ${filter.kind} filter ${filter.name} with a ${typeof narrowing}.`,
  );
}

/** The server's filters of a declared list: names, kinds and value sets from the declaration, the SQL from here. */
export function declaredFilters<List extends ListDeclaration>(
  list: List,
  narrowing: NoInfer<FilterNarrowing<List>>,
): Record<string, FilterDefinition> {
  const byName: Record<string, Narrowing> = narrowing;
  requireSameNames(
    list,
    'filters',
    list.filters.map((filter) => filter.name),
    Object.keys(byName),
  );
  return Object.fromEntries(
    list.filters.map((filter) => [filter.name, definitionOf(list, filter, byName[filter.name])]),
  );
}

/** The columns each declared sort key orders by; exactly the declared keys. */
export function declaredSort<List extends ListDeclaration>(
  list: List,
  columns: NoInfer<Record<SortKey<List>, string[]>>,
): Record<string, string[]> {
  requireSameNames(list, 'sort keys', list.sortKeys, Object.keys(columns));
  return columns;
}
