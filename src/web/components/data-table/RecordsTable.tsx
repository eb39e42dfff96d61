import { Checkbox, HTMLTable, Intent, ProgressBar } from '@blueprintjs/core';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { SkeletonRows } from './SkeletonRows';
import { RowLink } from './RowLink';
import { SortHeader } from './SortHeader';
import type { DataTableColumn } from './types';
import { useTableFit, type TableFit } from './useTableFit';
import type { TableKeys } from './useTableKeys';
import type { RowSelection } from './useRowSelection';

export interface RecordsTableProps<Row> {
  labelledBy: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowLabel: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
  onRowOpen?: (row: Row) => void;
  sort: string;
  onSort: (sort: string) => void;
  /** The rows' checkboxes, where the screen has actions on selected rows; none: no select column. */
  selection?: RowSelection;
  loading: boolean;
  /** Whether the rows shown are not yet the request's answer (aria-busy): loading, or their render pending. */
  busy: boolean;
  /** While loading: this many skeleton rows in place of the rows, and a progress bar once it is `slow`. */
  skeletonRows: number;
  slow: boolean;
  /** Shown when the answer has no rows. */
  empty: ReactNode;
  /** Column widths and resizing (docs/lists.md, Fit and density). */
  fit: TableFit;
  /** Each row's address: the cell naming the row links there (docs/lists.md, Keyboard). */
  rowHref?: (row: Row) => string;
  /** The keyboard's row focus and the table's one tab stop (useTableKeys). */
  keys?: Pick<TableKeys, 'body' | 'focused' | 'rowId'>;
}

/** Controls do their own thing; a near miss in the selection or actions cell must not open the row either. */
const OWN_CLICKS =
  'a, button, input, label, select, textarea, [role="button"], [role="menuitem"], .data-table-select, .data-table-actions';

/**
 * Whether a click on a row opens it: not when it comes from a portal (a row action's popover or
 * dialog, which React bubbles through the row), lands on a control, or ends a text selection
 * (copying an e-mail must not navigate away). The keyboard opens the focused row with Enter or o (useTableKeys).
 */
function opensRow(event: MouseEvent<HTMLTableRowElement>): boolean {
  const { target, currentTarget } = event;
  return (
    target instanceof Element &&
    currentTarget.contains(target) &&
    target.closest(OWN_CLICKS) === null &&
    !window.getSelection()?.toString()
  );
}

interface RecordRowProps<Row> {
  row: Row;
  rowKey: string | number;
  id?: string;
  focused: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** The key of the column whose cell links to the row's record. */
  naming?: string;
  rowHref?: (row: Row) => string;
  onRowOpen?: (row: Row) => void;
  rowActions?: (row: Row) => ReactNode;
  rowLabel: (row: Row) => string;
  selection?: RowSelection;
  selected: boolean;
}

/**
 * One record's row. Memoised: what the table alone changes (the actions column's measured width,
 * the cut cells' tooltip) re-renders the table, not every row again (docs/benchmarks.md, Weight).
 */
function RecordRowView<Row>(props: RecordRowProps<Row>) {
  const { row, rowKey: key, columns, naming, rowHref, onRowOpen, rowActions, selection } = props;
  return (
    <tr
      id={props.id}
      className={props.focused ? 'data-table-row-focused' : undefined}
      onClick={
        onRowOpen &&
        ((event) => {
          if (opensRow(event)) onRowOpen(row);
        })
      }
    >
      {selection && (
        <td className="data-table-select">
          <Checkbox
            aria-label={`Select ${props.rowLabel(row)}`}
            checked={props.selected}
            onChange={() => selection.toggle(key)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.key}>
          {column.key === naming && rowHref && onRowOpen ? (
            <RowLink to={rowHref(row)} onOpen={() => onRowOpen(row)}>
              {column.render(row)}
            </RowLink>
          ) : (
            column.render(row)
          )}
        </td>
      ))}
      {rowActions && <td className="data-table-actions">{rowActions(row)}</td>}
    </tr>
  );
}
const RecordRow = memo(RecordRowView) as typeof RecordRowView;

/** The records: a selection column where rows can be selected, the configured columns and an actions column; rows open on click when `onRowOpen` is given. */
export function RecordsTable<Row>(props: RecordsTableProps<Row>) {
  const { labelledBy, columns, rows, rowKey, rowLabel, rowActions, onRowOpen, sort, onSort, selection, loading } =
    props;
  const cellCount = (selection ? 1 : 0) + columns.length + (rowActions ? 1 : 0);
  const shownRows = loading ? [] : rows;
  const fitted = useTableFit(columns, props.fit, {
    actions: rowActions !== undefined,
    select: selection !== undefined,
    rows: shownRows,
  });
  const { rowHref, keys } = props;
  // The cell naming a row that opens (the column that cannot be hidden, else the first) links to the row's record.
  const naming = (columns.find((column) => column.hideable === false) ?? columns[0])?.key;
  return (
    <div className="data-table-body" role="group" aria-labelledby={labelledBy} {...keys?.body}>
      {/* Blueprint's hover tint says "click me": only where rows open. */}
      <HTMLTable
        aria-labelledby={labelledBy}
        aria-busy={props.busy}
        compact
        striped
        interactive={onRowOpen !== undefined}
        className="data-table-records"
        {...fitted.tableProps}
      >
        {fitted.colgroup}
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="data-table-select">
                <Checkbox
                  aria-label="Select all rows on this page"
                  checked={selection.pageState === 'all'}
                  indeterminate={selection.pageState === 'some'}
                  disabled={rows.length === 0}
                  onChange={selection.togglePage}
                />
              </th>
            )}
            {columns.map((column) => (
              <SortHeader
                key={column.key}
                header={column.header}
                sortKey={column.sortKey}
                sort={sort}
                onSort={onSort}
                width={props.fit.widths[column.key]}
                onResize={(width) => props.fit.onResize(column.key, width)}
              />
            ))}
            {rowActions && (
              <th scope="col" className="data-table-actions">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loading && <SkeletonRows rows={props.skeletonRows} cells={cellCount} />}
          {shownRows.map((row, rowIndex) => {
            const key = rowKey(row);
            return (
              <RecordRow
                key={key}
                row={row}
                rowKey={key}
                id={keys?.rowId(rowIndex)}
                focused={rowIndex === keys?.focused}
                columns={columns}
                naming={naming}
                rowHref={rowHref}
                onRowOpen={onRowOpen}
                rowActions={rowActions}
                rowLabel={rowLabel}
                selection={selection}
                selected={selection?.isSelected(key) ?? false}
              />
            );
          })}
        </tbody>
      </HTMLTable>
      {fitted.tooltip}
      {!loading && rows.length === 0 && props.empty}
      {props.slow && (
        <ProgressBar className="data-table-progress" intent={Intent.PRIMARY} aria-label="Loading entries" />
      )}
    </div>
  );
}
