import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../../components/data-table';

export interface ColumnsTableProps<Row> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  busy: boolean;
  /** A first cell of each row and of the header (a row's checkbox), where the screen selects rows. */
  lead?: { header: ReactNode; cell: (row: Row) => ReactNode };
}

/**
 * The access review screens' tables: a few dozen rows at most (the 100 newest campaigns, one
 * reviewer's people), all shown, so none of the list engine's paging, sorting or column choice;
 * the columns are data all the same.
 */
export function ColumnsTable<Row>({ labelledBy, columns, rows, rowKey, busy, lead }: ColumnsTableProps<Row>) {
  return (
    <HTMLTable aria-labelledby={labelledBy} aria-busy={busy} compact striped className="access-review-table">
      <thead>
        <tr>
          {lead && (
            <th scope="col" className="access-review-select">
              {lead.header}
            </th>
          )}
          {columns.map((column) => (
            <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {lead && <td className="access-review-select">{lead.cell(row)}</td>}
            {columns.map((column) => (
              <td key={column.key}>{column.render(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
