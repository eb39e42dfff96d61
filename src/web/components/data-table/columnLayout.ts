import type { ColumnLayout } from './tablePreferencesSlice';
import type { DataTableColumn } from './types';

/** Narrower than this, a column shows only an ellipsis; wider than this, it pushes the others off. */
export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 800;
/** A column that declares no width. */
export const DEFAULT_COLUMN_WIDTH = 140;

export const clampWidth = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));

/** A column as one person has laid it out (docs/lists.md, Fit and density). */
export interface LaidOutColumn<Row> {
  column: DataTableColumn<Row>;
  shown: boolean;
  /** In px; for the column that grows, the least it takes. */
  width: number;
  hideable: boolean;
  /** Takes the room the other shown columns leave. */
  grows: boolean;
}

/** The column that takes the room left over: one that says so, else the one naming the row, else the first. */
function growingKey<Row>(columns: readonly DataTableColumn<Row>[]): string | undefined {
  return (columns.find((c) => c.grows) ?? columns.find((c) => c.hideable === false) ?? columns[0])?.key;
}

/**
 * The declared columns in the person's order (columns they never saw, added since, at the end),
 * shown or hidden as they chose or as declared, at their widths. A column that cannot be hidden is
 * always shown, whatever was stored.
 */
export function layOutColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  layout?: ColumnLayout,
): LaidOutColumn<Row>[] {
  const declared = columns.map((c) => c.key);
  const stored = (layout?.order ?? []).filter((key, i, order) => declared.includes(key) && order.indexOf(key) === i);
  const order = [...stored, ...declared.filter((key) => !stored.includes(key))];
  const grows = growingKey(columns);
  return order.map((key) => {
    const column = columns.find((c) => c.key === key)!;
    const hideable = column.hideable !== false;
    return {
      column,
      hideable,
      grows: key === grows,
      shown: !hideable || (layout?.shown[key] ?? !column.hiddenByDefault),
      width: clampWidth(layout?.widths[key] ?? column.width ?? DEFAULT_COLUMN_WIDTH),
    };
  });
}

/** The stored form of a laid-out table, to change one thing in it. */
function layoutOf<Row>(laidOut: readonly LaidOutColumn<Row>[], stored?: ColumnLayout): ColumnLayout {
  return { order: laidOut.map((c) => c.column.key), shown: { ...stored?.shown }, widths: { ...stored?.widths } };
}

export function withShown<Row>(
  laidOut: readonly LaidOutColumn<Row>[],
  stored: ColumnLayout | undefined,
  key: string,
  shown: boolean,
): ColumnLayout {
  const next = layoutOf(laidOut, stored);
  next.shown[key] = shown;
  return next;
}

/** Moves a column one place earlier (-1) or later (1) among all columns, shown or not. */
export function withMoved<Row>(
  laidOut: readonly LaidOutColumn<Row>[],
  stored: ColumnLayout | undefined,
  key: string,
  by: -1 | 1,
): ColumnLayout {
  const next = layoutOf(laidOut, stored);
  const from = next.order.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= next.order.length) return next;
  [next.order[from], next.order[to]] = [next.order[to], next.order[from]];
  return next;
}

export function withWidth<Row>(
  laidOut: readonly LaidOutColumn<Row>[],
  stored: ColumnLayout | undefined,
  key: string,
  width: number,
): ColumnLayout {
  const next = layoutOf(laidOut, stored);
  next.widths[key] = clampWidth(width);
  return next;
}
