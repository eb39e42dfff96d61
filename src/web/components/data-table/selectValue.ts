import { sameOptionValue } from '../optionItems';
import type { FilterOption, SelectValue } from './types';

// Apart from SelectFilter.tsx: the chips read these at once, the select (Blueprint's MultiSelect, Suggest) loads with the Filters panel.

/** A select filter's value as a list of values (none, one, or a multiple select's). */
export const asList = (value: SelectValue) => (value === null ? [] : Array.isArray(value) ? value : [value]);

/** The chosen values as options, with the value itself as text until the options have loaded. */
export function chosenOptions(value: SelectValue, options: readonly FilterOption[]): FilterOption[] {
  return asList(value).map(
    (v) => options.find((o) => sameOptionValue(o.item_value, v)) ?? { item_text: String(v), item_value: v },
  );
}
