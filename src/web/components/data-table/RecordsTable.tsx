import { Checkbox, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { SortHeader } from './SortHeader';
import type { DataTableColumn } from './types';
import type { RowSelection } from './useRowSelection';

export interface RecordsTableProps<Row> {
  labelledBy: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowLabel: (row: Row) => string;
  rowActions?: (row: Row) => ReactNode;
  sort: string;
  onSort: (sort: string) => void;
  selection: RowSelection;
  loading: boolean;
}

/** The records: a selection column, the configured columns and an actions column. */
export function RecordsTable<Row>(props: RecordsTableProps<Row>) {
  const { labelledBy, columns, rows, rowKey, rowLabel, rowActions, sort, onSort, selection, loading } = props;
  return (
    <div className="data-table-body">
      <HTMLTable aria-labelledby={labelledBy} aria-busy={loading} compact striped interactive className="data-table-records">
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                aria-label="Select all rows on this page"
                checked={selection.pageState === 'all'}
                indeterminate={selection.pageState === 'some'}
                disabled={rows.length === 0}
                onChange={selection.togglePage}
              />
            </th>
            {columns.map((column) => (
              <SortHeader key={column.key} header={column.header} sortKey={column.sortKey} sort={sort} onSort={onSort} />
            ))}
            {rowActions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key}>
                <td>
                  <Checkbox
                    aria-label={`Select ${rowLabel(row)}`}
                    checked={selection.selected.has(key)}
                    onChange={() => selection.toggle(key)}
                  />
                </td>
                {columns.map((column) => (
                  <td key={column.key}>{column.render(row)}</td>
                ))}
                {rowActions && <td className="data-table-actions">{rowActions(row)}</td>}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {!loading && rows.length === 0 && <NonIdealState icon={<SearchIcon size={48} />} title="No entries found" />}
      {loading && (
        <div className="data-table-loading">
          <Spinner aria-label="Loading entries" />
        </div>
      )}
    </div>
  );
}
