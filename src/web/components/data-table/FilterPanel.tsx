import { Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { CollapseOnceOpened } from '../CollapseOnceOpened';
import { lazyPart } from '../lazyPart';
import type { FilterDefinition, FilterValues } from './types';

// The fields (Blueprint's select and date pickers) load when the panel first opens, not with the list's first load.
const FilterForm = lazyPart(() => import('./FilterForm').then((m) => m.FilterForm), {
  name: 'The filters',
  loading: <Spinner size={20} aria-label="Loading the filters" />,
});

export interface FilterPanelProps {
  id: string;
  isOpen: boolean;
  definitions: readonly FilterDefinition[];
  applied: FilterValues;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
}

/** The Filters panel: choices take effect on Apply, and wait there while the panel is closed. */
export function FilterPanel({ id, isOpen, definitions, applied, onApply, onClear }: FilterPanelProps) {
  const [draft, setDraft] = useState<FilterValues>(applied);
  const appliedKey = JSON.stringify(applied);
  // A new applied set (Apply, Clear, Back, a link) replaces unapplied choices.
  useEffect(() => setDraft(applied), [appliedKey]);

  return (
    <CollapseOnceOpened isOpen={isOpen}>
      <div id={id} role="region" aria-label="Filters" className="data-table-filters">
        <FilterForm
          definitions={definitions}
          draft={draft}
          onDraftChange={setDraft}
          onApply={onApply}
          onClear={onClear}
        />
      </div>
    </CollapseOnceOpened>
  );
}
