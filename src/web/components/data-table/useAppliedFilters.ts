import { useMemo } from 'react';
import { appliedFilterCount, appliedItems, withoutItem, type AppliedItem } from './appliedFilters';
import type { FilterDefinition } from './types';
import type { useTableData } from './useTableData';

type TableData = Pick<ReturnType<typeof useTableData>, 'state' | 'showAtFirstPage' | 'applyFilters' | 'clearFilters'>;

/** What narrows the list, and the ways to take it off: a chip, Clear all, the no-results view's buttons. */
export function useAppliedFilters(table: TableData, definitions: readonly FilterDefinition[]) {
  const { filters, search } = table.state;
  const items = useMemo(() => appliedItems(filters, search, definitions), [filters, search, definitions]);
  const clearSearch = () => table.showAtFirstPage({ search: '' });
  return {
    items,
    count: appliedFilterCount(items),
    // Through Apply's path, so a removed filter leaves the saved filters too.
    remove: (item: AppliedItem) =>
      item.kind === 'search' ? clearSearch() : table.applyFilters(withoutItem(filters, item)),
    clearAll: () => table.clearFilters({ search: true }),
    clearFilters: () => table.clearFilters(),
    clearSearch,
  };
}
