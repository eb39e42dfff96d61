import { Button } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, DoubleCaretVerticalIcon } from '@blueprintjs/icons';
import { ColumnResizeHandle } from './ColumnResizeHandle';

export interface SortHeaderProps {
  header: string;
  sortKey?: string;
  /** The list's sort: a column, or `-column` for descending. */
  sort: string;
  onSort: (sort: string) => void;
  /** The column's width; with onResize, its right edge can be dragged. */
  width?: number;
  onResize?: (width: number) => void;
}

/** The next sort after a click: ascending first, then it toggles. */
export function toggledSort(current: string, sortKey: string): string {
  return current === sortKey ? `-${sortKey}` : sortKey;
}

/**
 * A column header; a sortable one is a button and tells its order through aria-sort. Both kinds
 * put their label in the same box (the small button's height and padding), so labels line up.
 */
export function SortHeader({ header, sortKey, sort, onSort, width, onResize }: SortHeaderProps) {
  const label = <span className="data-table-header-label">{header}</span>;
  const handle = onResize && <ColumnResizeHandle width={width} onResize={onResize} />;
  if (!sortKey)
    return (
      <th scope="col" className="data-table-header">
        {label}
        {handle}
      </th>
    );
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  const Icon = { ascending: ChevronUpIcon, descending: ChevronDownIcon, none: DoubleCaretVerticalIcon }[direction];
  return (
    <th scope="col" aria-sort={direction} className="data-table-header">
      <Button
        variant="minimal"
        size="small"
        text={label}
        endIcon={<Icon size={12} />}
        onClick={() => onSort(toggledSort(sort, sortKey))}
      />
      {handle}
    </th>
  );
}
