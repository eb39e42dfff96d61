import './applied-query.css';
import { Classes } from '@blueprintjs/core';
import { StaticTag } from '../StaticTag';
import type { AppliedFilter } from '../../api/generated';
import { appliedItems } from './appliedFilters';
import { AppliedText } from './FilterChips';
import type { FilterDefinition, FilterValues } from './types';

/**
 * What narrowed a list another time (an export's filters and search), read-only, in the words
 * of the list's own chips ("Status: active", "Search: “ami”"); "Whole list" when nothing did.
 */
export function AppliedQuery({
  filters,
  search,
  definitions,
}: {
  filters: readonly AppliedFilter[];
  search: string | null;
  definitions: readonly FilterDefinition[];
}) {
  const values: FilterValues = Object.fromEntries(filters.map((filter) => [filter.name, filter.value]));
  const items = appliedItems(values, search ?? '', definitions);
  if (items.length === 0) return <span className={Classes.TEXT_MUTED}>Whole list</span>;
  return (
    <span className="data-table-applied-query">
      {items.map((item) => (
        <StaticTag key={item.key} minimal>
          <AppliedText item={item} />
        </StaticTag>
      ))}
    </span>
  );
}
