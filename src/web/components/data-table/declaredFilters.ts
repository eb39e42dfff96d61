import {
  isFixedList,
  type FilterDeclaration,
  type FilterName,
  type ListDeclaration,
  type SelectFilterDeclaration,
} from '../../../shared/lists/declaration';
import type { FilterDefinition, SelectFilterDefinition } from './types';

type ValueTexts = Readonly<Record<string, string>>;

/** Where a select takes its choices, as the filter panel reads it. */
function choicesOf(
  options: SelectFilterDeclaration['options'],
  texts: ValueTexts = {},
): Partial<SelectFilterDefinition> {
  if (options === undefined) return {};
  if (isFixedList(options))
    return { options: options.map((value) => ({ item_text: texts[value] ?? value, item_value: value })) };
  const { endpoint, itemText, itemValue } = options;
  return {
    fetch_options_from_api: true,
    api_endpoint: endpoint,
    ...(itemText && { item_text: itemText }),
    ...(itemValue && { item_value: itemValue }),
  };
}

/**
 * A screen's filters, built from its list's shared declaration: names, kinds, choices and
 * whether several values go together come from there; the screen adds the labels, and the text
 * of a fixed list's values when it is not the value itself (of a relative day's forms, always).
 */
export function filterDefinitionsOf<List extends ListDeclaration>(
  list: List,
  labels: Readonly<Record<FilterName<List>, string>>,
  valueTexts: Partial<Record<FilterName<List>, ValueTexts>> = {},
): readonly FilterDefinition[] {
  return list.filters.map((filter: FilterDeclaration): FilterDefinition => {
    const name = filter.name as FilterName<List>;
    const label = labels[name];
    if (filter.kind === 'date_range') return { name, label, type: 'date_range', value: [], from: null, to: null };
    if (filter.kind === 'relative_day') {
      const { forms, presets } = filter;
      return { name, label, type: 'relative_day', value: null, forms, presets, texts: valueTexts[name] ?? {} };
    }
    return {
      name,
      label,
      type: 'select',
      value: filter.multiple ? [] : null,
      allow_multiple: filter.multiple,
      ...choicesOf(filter.options, valueTexts[name]),
    };
  });
}
