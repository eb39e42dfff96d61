import './data-table.css';
import { Button, H2 } from '@blueprintjs/core';
import { FilterIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { ExportControl } from './ExportControl';
import { FilterPanel } from './FilterPanel';
import { ItemsPerPageField } from './ItemsPerPageField';
import { showingText } from './listState';
import { Pager } from './Pager';
import { RecordsTable } from './RecordsTable';
import { SearchBox } from './SearchBox';
import { TableBreadcrumbs } from './TableBreadcrumbs';
import type { DataTableProps } from './types';
import { useRowSelection } from './useRowSelection';
import { useTableData } from './useTableData';

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

  return (
    <section className="screen data-table">
      {breadcrumbs && <TableBreadcrumbs items={breadcrumbs} />}
      <H2 id={headingId}>{title}</H2>
      <div className="data-table-toolbar">
        <Button
          icon={<FilterIcon />}
          text="Filters"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        />
        <SearchBox
          fields={searchFields}
          value={state.search}
          onChange={(search) => table.showAtFirstPage({ search }, true)}
        />
        {selection.selected.size > 0 && <span>{`${selection.selected.size} selected`}</span>}
        {toolbar?.({ keys: [...selection.selected], clear: selection.clear })}
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
        onClear={table.clearFilters}
      />
      <RecordsTable
        labelledBy={headingId}
        columns={columns}
        rows={table.rows}
        rowKey={rowKey}
        rowLabel={props.rowLabel ?? ((row) => String(rowKey(row)))}
        rowActions={rowActions}
        onRowOpen={props.onRowOpen}
        sort={state.sort}
        onSort={(sort) => table.showAtFirstPage({ sort })}
        selection={selection}
        loading={table.loading}
      />
      <div className="data-table-footer">
        <span role="status">{showingText(data?.pagination)}</span>
        <ItemsPerPageField
          value={state.itemsPerPage}
          onApply={(itemsPerPage) => table.showAtFirstPage({ itemsPerPage })}
        />
        <Pager currentPage={state.page} lastPage={data?.pagination.last_page ?? 0} linkTo={table.linkToPage} />
      </div>
    </section>
  );
}
