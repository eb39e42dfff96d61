import { Classes } from '@blueprintjs/core';

export interface SkeletonRowsProps {
  rows: number;
  cells: number;
}

/** Placeholder rows in Blueprint's skeleton style while a page loads; hidden from screen readers (the table is aria-busy). */
export function SkeletonRows({ rows, cells }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={`skeleton-${row}`} aria-hidden="true" className="data-table-skeleton-row">
      {Array.from({ length: cells }, (_, cell) => (
        <td key={cell}>
          <span className={Classes.SKELETON}>Loading</span>
        </td>
      ))}
    </tr>
  ));
}
