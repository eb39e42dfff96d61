import './data-table.css';
import './data-table-fit.css';
import { H1 } from '@blueprintjs/core';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { useSkipTarget } from '../keyboard/skipToTable';
import { exportArgsOf } from './exportArgs';
import { ExportControl } from './ExportControl';
import { ExportSubmittedNotice } from './ExportSubmittedNotice';
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
import type { DataTableProps, TableSelection } from './types';
import { useAppliedFilters } from './useAppliedFilters';
import { SelectionSummary } from './SelectionSummary';
import { useRowSelection } from './useRowSelection';
import { useTableData } from './useTableData';
import { useTableLayout } from './useTableLayout';
import { useTableKeys } from './useTableKeys';
import { useOpenedRow } from './useOpenedRow';
import { usePageSize } from './usePageSize';
import { SavedViewsMenu } from './views/SavedViewsMenu';
import { useSavedViews } from './views/useSavedViews';
import { ViewLinkNotice } from './views/ViewLinkNotice';
import { viewStateOf } from './views/viewState';

/**
 * The one list screen (docs/lists.md, The data-table workspace), configured by data: columns,
 * filters, search fields, the list call and the export call. Its list state lives in the URL (see listUrl.ts).
 */
export function DataTable<Row, Key extends string>(props: DataTableProps<Row, Key>) {
  const { title, columns, filters, searchFields, recordsKey, rowKey, rowActions, toolbar } = props;
  const headingId = useId();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [exportSubmitted, setExportSubmitted] = useState(false);
  const layout = useTableLayout(recordsKey, columns);
  const views = useSavedViews({
    list: props.viewsList,
    definitions: filters,
    pageSize: usePageSize(recordsKey).remembered ?? DEFAULT_PAGE_SIZE,
    applyColumns: layout.applyColumns,
  });
  const table = useTableData(props, { hold: views.opening });
  const { state, data } = table;
  const selection = useRowSelection(
    table.rows.map(rowKey),
    JSON.stringify([table.args.filters, table.args.searchString]),
  );
  const toolbarSelection = useToolbarSelection(props, table, selection);
  const applied = useAppliedFilters(table, filters);
  const navigate = useNavigate();
  const opened = useOpenedRow(
    {
      rows: table.rows,
      loading: table.loading,
      page: state.page,
      lastPage: data?.pagination.last_page ?? 0,
      goToPage: (page) => void navigate(table.linkToPage(page)),
    },
    rowKey,
  );
  const keys = useListKeys(props, table, selection, props.rowDetail && opened.open);
  const [requestExport] = props.useLazyExportQuery();

  return (
    <section className={`screen data-table data-table-${layout.density}`}>
      <H1 id={headingId}>{title}</H1>
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
          inputRef={keys.search}
          onSubmit={(search) => {
            table.searchNow(search);
            keys.focusTable(true);
          }}
          onLeave={() => keys.focusTable()}
        />
        <SavedViewsMenu views={views} current={() => viewStateOf(state, filters, layout.stored)} />
        {props.selectable && (
          <SelectionSummary
            selection={selection}
            total={table.loading ? undefined : data?.pagination.total}
            noun={recordsKey}
            offersAllMatching={props.offersAllMatching ?? false}
          />
        )}
        {toolbar?.(toolbarSelection)}
        <TableLayoutMenu layout={layout} />
        <ExportControl
          request={(fileName, batch) => requestExport(exportArgsOf(table.args, fileName, batch)).unwrap()}
          noOfBatches={data?.no_of_batches ?? 0}
          defaultFileName={recordsKey}
          onSubmitted={() => setExportSubmitted(true)}
        />
      </div>
      <ExportSubmittedNotice shown={exportSubmitted} onDismiss={() => setExportSubmitted(false)} />
      {views.linkRefused && <ViewLinkNotice onDismiss={views.dismissLinkRefusal} />}
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
        rowActions={rowActions && ((row) => rowActions(row, () => opened.open(row)))}
        onRowOpen={keys.openRow}
        rowHref={props.rowHref}
        keys={keys}
        sort={state.sort}
        onSort={(sort) => table.showAtFirstPage({ sort })}
        selection={props.selectable ? selection : undefined}
        loading={table.loading}
        busy={table.busy}
        // As many placeholders as rows were shown (a first load: a default page), never hundreds.
        skeletonRows={Math.min(table.rows.length || state.itemsPerPage, DEFAULT_PAGE_SIZE)}
        slow={table.slow}
        empty={
          <NoResults items={applied.items} onClearFilters={applied.clearFilters} onClearSearch={applied.clearSearch} />
        }
      />
      <div className="data-table-footer">
        {/* Before the answer its figures are unknown, not zero. */}
        <span role="status" className="data-table-showing">
          {table.loading ? 'Loading…' : showingText(data?.pagination)}
        </span>
        <ItemsPerPageField value={state.itemsPerPage} onApply={table.setItemsPerPage} />
        <Pager currentPage={state.page} lastPage={data?.pagination.last_page ?? 0} linkTo={table.linkToPage} />
      </div>
      {props.rowDetail?.(opened.detail)}
    </section>
  );
}

/**
 * The keyboard on this table (docs/lists.md, Keyboard): a row opens as a click on it does (or at
 * its address), the selection, the pages and the search; the skip link leads to the table.
 */
function useListKeys<Row, Key extends string>(
  props: DataTableProps<Row, Key>,
  table: ReturnType<typeof useTableData<Row, Key>>,
  selection: ReturnType<typeof useRowSelection>,
  openDetail?: (row: Row) => void,
) {
  const navigate = useNavigate();
  const search = useRef<HTMLInputElement>(null);
  const { rows } = table;
  const { rowKey, rowHref } = props;
  const openRow = props.onRowOpen ?? openDetail ?? (rowHref && ((row: Row) => void navigate(rowHref(row))));
  const keys = useTableKeys({
    // While loading, skeleton rows stand in for the rows: none to focus.
    rowCount: table.loading ? 0 : rows.length,
    listKey: JSON.stringify(table.args),
    loading: table.loading,
    open: openRow && ((index) => openRow(rows[index])),
    toggle: props.selectable ? (index) => selection.toggle(rowKey(rows[index])) : undefined,
    extend: props.selectable ? (index) => selection.extend(rowKey(rows[index])) : undefined,
    hasSelection: selection.selected.size > 0,
    clearSelection: selection.clear,
    page: table.state.page,
    lastPage: table.data?.pagination.last_page ?? 0,
    goToPage: (page) => void navigate(table.linkToPage(page)),
    search,
  });
  useSkipTarget(keys.body.id);
  return { ...keys, search, openRow };
}

/**
 * The selection as the screen's toolbar sees it: the keys and names of the rows chosen (names
 * remembered from the pages they were seen on), or, with every matching row selected, the query.
 */
function useToolbarSelection<Row, Key extends string>(
  { rowKey, rowLabel }: DataTableProps<Row, Key>,
  table: ReturnType<typeof useTableData<Row, Key>>,
  selection: ReturnType<typeof useRowSelection>,
): TableSelection {
  const seen = useRef(new Map<string | number, string>());
  for (const row of table.rows) seen.current.set(rowKey(row), rowLabel?.(row) ?? String(rowKey(row)));
  const keys = [...selection.selected];
  const total = table.data?.pagination.total;
  const { filters, searchString, sort } = table.args;
  return {
    keys,
    labels: keys.map((key) => seen.current.get(key) ?? String(key)),
    clear: selection.clear,
    matching: selection.allMatching && total !== undefined ? { filters, searchString, sort, total } : undefined,
  };
}
