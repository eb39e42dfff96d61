import { Button } from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, DoubleCaretVerticalIcon } from '@blueprintjs/icons';

export interface SortHeaderProps {
  header: string;
  sortKey?: string;
  /** The list's sort: a column, or `-column` for descending. */
  sort: string;
  onSort: (sort: string) => void;
}

/** The next sort after a click: ascending first, then it toggles. */
export function toggledSort(current: string, sortKey: string): string {
  return current === sortKey ? `-${sortKey}` : sortKey;
}

/** A column header; a sortable one is a button and tells its order through aria-sort. */
export function SortHeader({ header, sortKey, sort, onSort }: SortHeaderProps) {
  if (!sortKey) return <th scope="col">{header}</th>;
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  const Icon = { ascending: ChevronUpIcon, descending: ChevronDownIcon, none: DoubleCaretVerticalIcon }[direction];
  return (
    <th scope="col" aria-sort={direction}>
      <Button
        variant="minimal"
        size="small"
        text={header}
        endIcon={<Icon />}
        onClick={() => onSort(toggledSort(sort, sortKey))}
      />
    </th>
  );
}
