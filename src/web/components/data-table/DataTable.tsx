import './data-table.css';
import './data-table-fit.css';
import { H2 } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { ExportControl } from './ExportControl';
import { FilterChips } from './FilterChips';
import { FilterPanel } from './FilterPanel';
import { FiltersButton } from './FiltersButton';
import { ItemsPerPageField } from './ItemsPerPageField';
import { showingText } from './listState';
import { NoResults } from './NoResults';
import { Pager } from './Pager';
import { RecordsTable } from './RecordsTable';
import { SearchBox } from './SearchBox';
import { TableLayoutMenu } from './TableLayoutMenu';
import { TableBreadcrumbs } from './TableBreadcrumbs';
import type { DataTableProps } from './types';
import { useAppliedFilters } from './useAppliedFilters';
import { selectionText, useRowSelection } from './useRowSelection';
import { useTableData } from './useTableData';
import { useTableLayout } from './useTableLayout';

/**
 * The one list screen (docs/lists.md, The data-table workspace), configured by data: columns,
 * filters, search fields, the list call and the export call. Its list state lives in the URL (see listUrl.ts).
 */
export function DataTable<Row, Key extends string>(props: DataTableProps<Row, Key>) {
  const { title, breadcrumbs, columns, filters, searchFields, recordsKey, rowKey, rowActions, toolbar } = props;
  const headingId = useId();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const table = useTableData(props);
  const { state, data } = table;
  const selection = useRowSelection(table.rows.map(rowKey));
  const applied = useAppliedFilters(table, filters);
  const layout = useTableLayout(recordsKey, columns);

  return (
    <section className={`screen data-table data-table-${layout.density}`}>
      {breadcrumbs && <TableBreadcrumbs items={breadcrumbs} />}
      <H2 id={headingId}>{title}</H2>
      <div className="data-table-toolbar">
        <FiltersButton
          count={applied.count}
          isOpen={filtersOpen}
          controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        />
        <SearchBox
          fields={searchFields}
          value={state.search}
          onChange={(search) => table.showAtFirstPage({ search }, true)}
        />
        {selection.selected.size > 0 && <span>{selectionText(selection.selected.size, selection.offPage)}</span>}
        {toolbar?.({ keys: [...selection.selected], clear: selection.clear })}
        <TableLayoutMenu layout={layout} />
        <ExportControl
          useLazyExportQuery={props.useLazyExportQuery}
          listArgs={table.args}
          noOfBatches={data?.no_of_batches ?? 0}
          defaultFileName={recordsKey}
        />
      </div>
      <FilterPanel
        id={filtersId}
        isOpen={filtersOpen}
        definitions={filters}
        applied={state.filters}
        onApply={table.applyFilters}
        onClear={() => table.clearFilters()}
      />
      <FilterChips items={applied.items} onRemove={applied.remove} onClearAll={applied.clearAll} />
      <RecordsTable
        labelledBy={headingId}
        columns={layout.shown}
        fit={layout.fit}
        rows={table.rows}
        rowKey={rowKey}
        rowLabel={props.rowLabel ?? ((row) => String(rowKey(row)))}
        rowActions={rowActions}
        onRowOpen={props.onRowOpen}
        sort={state.sort}
        onSort={(sort) => table.showAtFirstPage({ sort })}
        selection={selection}
        loading={table.loading}
        // As many placeholders as rows were shown (a first load: a default page), never hundreds.
        skeletonRows={Math.min(table.rows.length || state.itemsPerPage, DEFAULT_PAGE_SIZE)}
        slow={table.slow}
        empty={
          <NoResults items={applied.items} onClearFilters={applied.clearFilters} onClearSearch={applied.clearSearch} />
        }
      />
      <div className="data-table-footer">
        {/* Before the answer its figures are unknown, not zero. */}
        <span role="status">{table.loading ? 'Loading…' : showingText(data?.pagination)}</span>
        <ItemsPerPageField value={state.itemsPerPage} onApply={table.setItemsPerPage} />
        <Pager currentPage={state.page} lastPage={data?.pagination.last_page ?? 0} linkTo={table.linkToPage} />
      </div>
    </section>
  );
}
