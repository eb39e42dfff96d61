import type { RelativeDayForm } from '../../../shared/lists/relative-day';
import type { RowDetailProps } from './useOpenedRow';
import type { ListViewList, Pagination } from '../../api/generated';
import type { ReactNode } from 'react';

/** An option of a select filter: only these two fields are kept. */
export interface FilterOption {
  item_text: string;
  item_value: string | number;
}

export type SelectValue = string | number | null | (string | number)[];
/** `[from, to]` as whole days (YYYY-MM-DD); a cleared range is an empty list (docs/lists.md, Saved filters). */
export type DateRangeValue = [string, string] | [];
export type FilterValue = SelectValue | DateRangeValue;

interface FilterBase {
  name: string;
  label: string;
}

/** A select filter (docs/lists.md, The data-table workspace): options given, or loaded from `api_endpoint`. */
export interface SelectFilterDefinition extends FilterBase {
  type: 'select';
  value: SelectValue;
  /** The option field holding the text, and the one holding the value ("item_text", "item_value" unless named). */
  item_text?: string;
  item_value?: string;
  options?: readonly FilterOption[];
  allow_multiple?: boolean;
  fetch_options_from_api?: boolean;
  api_endpoint?: string;
}

/** A date_range filter; `from` and `to` mirror the value's two days. */
export interface DateRangeFilterDefinition extends FilterBase {
  type: 'date_range';
  value: DateRangeValue;
  from?: string | null;
  to?: string | null;
}

/**
 * A relative_day filter: one word (src/shared/lists/relative-day.ts) or null; the counted forms
 * are offered at each preset number of days, and at any other typed.
 */
export interface RelativeDayFilterDefinition extends FilterBase {
  type: 'relative_day';
  value: string | null;
  forms: readonly RelativeDayForm[];
  presets: readonly number[];
  /** Each form's choice as people read it, {days} standing for the days: "More than {days} days ago". */
  texts: Readonly<Partial<Record<RelativeDayForm, string>>>;
}

export type FilterDefinition = SelectFilterDefinition | DateRangeFilterDefinition | RelativeDayFilterDefinition;

/** The applied filter values by filter name; a filter without a value is absent. */
export type FilterValues = Readonly<Record<string, FilterValue>>;

export interface DataTableColumn<Row, SortKey extends string = string> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** One of the list's declared sort keys; the header sorts when set. */
  sortKey?: SortKey;
  // How the column fits (docs/lists.md, Fit and density); each person may change these in the column chooser.
  /** Its width in px until someone drags it (140 unless given); the growing column takes at least this. */
  width?: number;
  /** False for the column that names the row: it is always shown. */
  hideable?: boolean;
  /** Hidden until someone shows it, so that the list fits 1280 px at its default columns. */
  hiddenByDefault?: boolean;
  /** Takes the room the other columns leave (the column naming the row, unless another says so). */
  grows?: boolean;
}

/** The list call's arguments, as every generated list endpoint names them. */
export interface ListQueryArgs {
  page: number;
  itemsPerPage: number;
  filters?: string;
  searchString?: string;
  sort?: string;
  /** The answer's next_cursor or previous_cursor when the page is its neighbour (docs/lists.md, Cursors). */
  cursor?: string;
}

export interface ExportQueryArgs extends Omit<ListQueryArgs, 'itemsPerPage' | 'cursor'> {
  batch: number;
  exportFileName: string;
}

/** Records under a caller-named key, no_of_batches and pagination (docs/lists.md, The list engine). */
export type ListAnswer<Key extends string, Row> = { [K in Key]: Row[] } & {
  no_of_batches: number;
  pagination: Pagination;
};

export interface ListQueryResult<Answer> {
  data?: Answer;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A generated RTK Query list hook (useListUsersQuery …). */
export type UseListQuery<Answer> = (args: ListQueryArgs, options?: { skip?: boolean }) => ListQueryResult<Answer>;

/** A generated lazy export hook (useLazyExportUsersQuery …). */
export type UseLazyExportQuery = () => readonly [
  (args: ExportQueryArgs) => { unwrap: () => Promise<unknown> },
  ...unknown[],
];

/** The selected rows as a screen's own toolbar content sees them. */
export interface TableSelection {
  keys: readonly (string | number)[];
  /** The selected rows' names (rowLabel), in the order of `keys`. */
  labels: readonly string[];
  clear: () => void;
  /** Set when every row the list's query matches is selected: that query, and the total the list answered. */
  matching?: Pick<ListQueryArgs, 'filters' | 'searchString' | 'sort'> & { total: number };
}

export interface DataTableProps<Row, Key extends string> {
  /** The screen's level-one heading, and the table's accessible name. */
  title: string;
  columns: readonly DataTableColumn<Row>[];
  filters: readonly FilterDefinition[];
  searchFields: readonly string[];
  recordsKey: Key;
  useDataQuery: UseListQuery<ListAnswer<Key, Row>>;
  useLazyExportQuery: UseLazyExportQuery;
  rowKey: (row: Row) => string | number;
  /** Names a row for its selection checkbox; the row key unless given. */
  rowLabel?: (row: Row) => string;
  /** The row's own controls; `openDetail` opens the row in the `rowDetail` panel. */
  rowActions?: (row: Row, openDetail: () => void) => ReactNode;
  /**
   * A panel beside the list showing the opened row (a click on it, Enter or o opens one), with
   * steps to the previous and next rows across pages (useOpenedRow).
   */
  rowDetail?: (detail: RowDetailProps<Row>) => ReactNode;
  /** Opens a row on a click on it (not on its controls) and on Enter or o; where absent, `rowDetail` or a click goes to `rowHref`. */
  onRowOpen?: (row: Row) => void;
  /**
   * The row's record, where rows open at an address (docs/lists.md, Keyboard): the cell naming the
   * row links there, so Ctrl/Cmd-click or the middle button opens it in a new tab.
   */
  rowHref?: (row: Row) => string;
  /** The list whose saved views the table offers (docs/lists.md, Saved views); none: no views menu. */
  viewsList?: ListViewList;
  /**
   * Rows can be selected (a checkbox column, x and Shift+x, the selection's summary): only where
   * the toolbar has actions on selected rows for this user, so no checkbox promises what nothing does.
   */
  selectable?: boolean;
  /** Offer "Select all N matching" once the page is selected: the toolbar's actions can act by the query. */
  offersAllMatching?: boolean;
  /** The screen's own toolbar content (create, bulk actions on the selected rows). */
  toolbar?: (selection: TableSelection) => ReactNode;
}
