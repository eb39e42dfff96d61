import { hasValue } from './listState';
import { asList } from './selectValue';
import type {
  DateRangeFilterDefinition,
  FilterDefinition,
  FilterValues,
  RelativeDayFilterDefinition,
  SelectFilterDefinition,
} from './types';

/** One thing that narrows the list as shown: a select's value, a date range, a relative day, or the search. */
export type AppliedItem =
  | { kind: 'select'; key: string; definition: SelectFilterDefinition; value: string | number }
  | { kind: 'date_range'; key: string; definition: DateRangeFilterDefinition; value: [string, string] }
  | { kind: 'relative_day'; key: string; definition: RelativeDayFilterDefinition; value: string }
  | { kind: 'search'; key: string; value: string };

/** What is applied, in the panel's order with the search first; a multiple select gives one item per value. */
export function appliedItems(
  filters: FilterValues,
  search: string,
  definitions: readonly FilterDefinition[],
): AppliedItem[] {
  const items: AppliedItem[] = search ? [{ kind: 'search', key: 'search', value: search }] : [];
  for (const definition of definitions) {
    const value = filters[definition.name];
    if (!hasValue(value)) continue;
    if (definition.type === 'relative_day') {
      items.push({ kind: 'relative_day', key: definition.name, definition, value: String(value) });
    } else if (definition.type === 'date_range') {
      if (Array.isArray(value) && value.length === 2)
        items.push({
          kind: 'date_range',
          key: definition.name,
          definition,
          value: [String(value[0]), String(value[1])],
        });
    } else {
      for (const one of asList(value))
        items.push({ kind: 'select', key: `${definition.name}=${one}`, definition, value: one });
    }
  }
  return items;
}

/** How many filters apply (a select with several values is one). */
export const appliedFilterCount = (items: readonly AppliedItem[]) =>
  new Set(items.flatMap((item) => (item.kind === 'search' ? [] : [item.definition.name]))).size;

/** The filters once this item is removed: the value leaves its select, a range becomes an empty list. */
export function withoutItem(filters: FilterValues, item: Exclude<AppliedItem, { kind: 'search' }>): FilterValues {
  const { name } = item.definition;
  if (item.kind === 'date_range') return { ...filters, [name]: [] };
  if (item.kind === 'relative_day') return { ...filters, [name]: null };
  if (!item.definition.allow_multiple) return { ...filters, [name]: null };
  const rest = asList(filters[name] ?? null).filter((v) => String(v) !== String(item.value));
  return { ...filters, [name]: rest };
}
