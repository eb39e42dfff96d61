import { Tooltip } from '@blueprintjs/core';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { DataTableColumn } from './types';

/** The widths of one table's columns and how a dragged header edge changes them (docs/lists.md, Fit and density). */
export interface TableFit {
  /** In px by column key; the growing column's is the least it takes. */
  widths: Readonly<Record<string, number>>;
  /** The column that takes the room the others leave. */
  grows?: string;
  /** The row density, whose controls differ in size: the actions column is measured again when it changes. */
  density?: string;
  onResize: (key: string, width: number) => void;
}

/** The checkbox column. */
const SELECT_WIDTH = 40;
/** The actions column until its buttons have been measured. */
const ACTIONS_WIDTH = 96;
/** A cut cell's full text shows after the pointer rests on it this long, as a native title would. */
export const CELL_TOOLTIP_DELAY_MS = 400;

/** How wide the actions cells' buttons are, side by side, with the cell's padding: the widest row. */
function measuredActionsWidth(table: HTMLTableElement | null): number {
  let widest = 0;
  table?.querySelectorAll<HTMLElement>('tbody td.data-table-actions').forEach((cell) => {
    // Every box inside, wherever it sits (permission gates wrap the buttons in display: contents, which has none).
    let left = Infinity;
    let right = -Infinity;
    cell.querySelectorAll('*').forEach((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      left = Math.min(left, box.left);
      right = Math.max(right, box.right);
    });
    if (right <= left) return;
    const style = getComputedStyle(cell);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    widest = Math.max(widest, Math.ceil(right - left + padding));
  });
  return widest;
}

/** The element whose text an ellipsis cuts: a header's label, or the cell itself. */
const clippedPart = (cell: Element) => cell.querySelector('.data-table-header-label') ?? cell;

interface CellTip {
  text: string;
  box: CSSProperties;
}

/**
 * One Blueprint tooltip for the whole table: when the pointer rests on a cell whose text is cut
 * by its ellipsis, the full text shows over it (an anchor placed on the cell's box). Cells that
 * fit show none; their text, cut or not, is whole in the page for screen readers.
 */
function useCellTooltip() {
  const [tip, setTip] = useState<CellTip | null>(null);
  const hovered = useRef<Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    hovered.current = null;
    setTip(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onMouseOver = useCallback((event: MouseEvent<HTMLTableElement>) => {
    const cell = event.target instanceof Element ? event.target.closest('td, th') : null;
    if (cell === hovered.current) return;
    clearTimeout(timer.current);
    hovered.current = cell;
    setTip(null);
    const part = cell && clippedPart(cell);
    const body = cell?.closest('.data-table-body');
    if (!cell || !part || !body || part.scrollWidth <= part.clientWidth) return;
    timer.current = setTimeout(() => {
      const at = cell.getBoundingClientRect();
      const origin = body.getBoundingClientRect();
      const box = {
        left: at.left - origin.left + body.scrollLeft,
        top: at.top - origin.top + body.scrollTop,
        width: at.width,
        height: at.height,
      };
      setTip({ text: cell.textContent?.trim() ?? '', box });
    }, CELL_TOOLTIP_DELAY_MS);
  }, []);

  const element: ReactNode = tip && (
    <Tooltip
      isOpen
      content={<span className="data-table-cell-tooltip">{tip.text}</span>}
      placement="top"
      renderTarget={({ ref }) => <span ref={ref} className="data-table-cell-tooltip-anchor" style={tip.box} />}
    />
  );
  return { onMouseOver, onMouseLeave: hide, element };
}

/**
 * What RecordsTable needs to fit its area: the columns' widths (a fixed layout, so long text is
 * cut rather than widening the table), the least width of the whole table (past it the table
 * scrolls inside its area, its select and actions columns pinned) and the cut cells' tooltip.
 */
export function useTableFit<Row>(
  columns: readonly DataTableColumn<Row>[],
  fit: TableFit,
  { actions, select, rows }: { actions: boolean; select: boolean; rows: readonly Row[] },
) {
  const table = useRef<HTMLTableElement>(null);
  const [measured, setMeasured] = useState({ density: fit.density, width: ACTIONS_WIDTH });
  // Measured before paint when other rows or another density show (the buttons' own boxes, whatever the
  // column's width). Measuring forces the page's layout, so not on every render: the list renders often
  // while it loads, and each forced layout was a long task on a phone (docs/benchmarks.md, Weight). The
  // width only grows while the density stays, so paging (Suspend on one page, Reactivate on the next) does not make it jump.
  useLayoutEffect(() => {
    if (!actions || rows.length === 0) return;
    const now = measuredActionsWidth(table.current);
    setMeasured((last) => {
      if (last.density !== fit.density) return { density: fit.density, width: now || ACTIONS_WIDTH };
      return now > last.width ? { ...last, width: now } : last;
    });
  }, [actions, rows, fit.density]);
  const actionsWidth = measured.width;
  const tip = useCellTooltip();

  const width = (column: DataTableColumn<Row>) => fit.widths[column.key] ?? 0;
  const least =
    (select ? SELECT_WIDTH : 0) +
    columns.reduce((sum, column) => sum + width(column), 0) +
    (actions ? actionsWidth : 0);
  const colgroup = (
    <colgroup>
      {select && <col style={{ width: SELECT_WIDTH }} />}
      {columns.map((column) => (
        <col key={column.key} style={column.key === fit.grows ? undefined : { width: width(column) }} />
      ))}
      {actions && <col style={{ width: actionsWidth }} />}
    </colgroup>
  );
  return {
    tableProps: {
      ref: table,
      style: { minWidth: least },
      onMouseOver: tip.onMouseOver,
      onMouseLeave: tip.onMouseLeave,
    },
    colgroup,
    tooltip: tip.element,
  };
}
