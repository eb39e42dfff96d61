import { Button, NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Fragment } from 'react';
import type { AppliedItem } from './appliedFilters';
import { AppliedText } from './FilterChips';

export interface NoResultsProps {
  items: readonly AppliedItem[];
  onClearFilters: () => void;
  onClearSearch: () => void;
}

/** "No entries found": with filters or a search applied, which ones, and the way back to the whole list. */
export function NoResults({ items, onClearFilters, onClearSearch }: NoResultsProps) {
  const filtered = items.some((item) => item.kind !== 'search');
  const searched = items.some((item) => item.kind === 'search');
  const description = items.length > 0 && (
    <>
      {'Nothing matches '}
      {items.map((item, i) => (
        <Fragment key={item.key}>
          {i > 0 && '; '}
          <AppliedText item={item} />
        </Fragment>
      ))}
      .
    </>
  );
  const actions = (filtered || searched) && (
    <div className="data-table-no-results-actions">
      {filtered && <Button text="Clear filters" onClick={onClearFilters} />}
      {searched && <Button text="Clear search" onClick={onClearSearch} />}
    </div>
  );
  return (
    <NonIdealState
      icon={<SearchIcon size={48} />}
      title="No entries found"
      description={description || undefined}
      action={actions || undefined}
    />
  );
}
