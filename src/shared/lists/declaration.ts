import type { RelativeDayForm } from './relative-day';

/**
 * What a list resource lets its callers narrow and order, written once: the server checks a
 * list call against it and the screens build their filters from it, so the two cannot drift.
 */

/** A call of the contract that offers a select filter's choices; a list call names the fields that hold text and value. */
export interface OptionsCall {
  endpoint: string;
  itemText?: string;
  itemValue?: string;
}

export interface SelectFilterDeclaration {
  name: string;
  kind: 'select';
  /** Whether the filter takes several values; a row matches any of them. */
  multiple: boolean;
  /** The values the server accepts: record ids, or the members of the contract's enum schema of this name. */
  values: 'record ids' | { contractEnum: string };
  /** Where a screen finds the choices: the enum's run-time copy in src/shared, or a call; none when no screen offers the filter. */
  options?: readonly string[] | OptionsCall;
}

/** A fixed list of choices, rather than a call ("readonly" arrays escape Array.isArray's narrowing). */
export const isFixedList = (options: SelectFilterDeclaration['options']): options is readonly string[] =>
  Array.isArray(options);

export interface DateRangeFilterDeclaration {
  name: string;
  kind: 'date_range';
}

/** A day column compared with the agency's today (relative-day.ts), in the forms this filter offers. */
export interface RelativeDayFilterDeclaration {
  name: string;
  kind: 'relative_day';
  forms: readonly RelativeDayForm[];
  /** The numbers of days a screen offers at one choice for the counted forms; any other may be typed. */
  presets: readonly number[];
}

export type FilterDeclaration = SelectFilterDeclaration | DateRangeFilterDeclaration | RelativeDayFilterDeclaration;

export interface ListDeclaration {
  /** The contract's list operation; its export (`…/export`) takes the same filters and sort. */
  operationId: string;
  /** The key of the answer's records. */
  recordsKey: string;
  /** In the order the screen shows them. */
  filters: readonly FilterDeclaration[];
  /** What the search runs over, in the words of the search box's hint. */
  searchFields: readonly string[];
  sortKeys: readonly string[];
  /** The order of a call that names none (`-key` descending). */
  defaultSort: string;
}

export type FilterName<List extends ListDeclaration> = List['filters'][number]['name'];
export type SortKey<List extends ListDeclaration> = List['sortKeys'][number];
