import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { layOutColumns, withMoved, withShown, withWidth, type LaidOutColumn } from './columnLayout';
import {
  columnLayoutChanged,
  columnLayoutReset,
  densityChosen,
  type ColumnLayout,
  type Density,
} from './tablePreferencesSlice';
import type { DataTableColumn } from './types';
import { useSignedInUserId } from './useSignedInUserId';
import type { TableFit } from './useTableFit';

/** What the density toggle and the column chooser change. */
export interface TableLayout<Row> {
  density: Density;
  setDensity: (density: Density) => void;
  /** Every column, in the person's order, shown or not. */
  columns: readonly LaidOutColumn<Row>[];
  /** The shown ones, in that order, and their widths. */
  shown: readonly DataTableColumn<Row>[];
  fit: TableFit;
  /** Whether this person changed this list's columns (so "Reset columns" has something to undo). */
  customised: boolean;
  /** This person's layout of the list's columns, if they made one (what a saved view keeps). */
  stored: ColumnLayout | undefined;
  /** Lays the columns out as given (a saved view's), or as the list declares them. */
  applyColumns: (layout: ColumnLayout | undefined) => void;
  show: (key: string, shown: boolean) => void;
  move: (key: string, by: -1 | 1) => void;
  resize: (key: string, width: number) => void;
  reset: () => void;
}

/**
 * The signed-in person's density (every list) and columns of this list (docs/lists.md, Fit and
 * density), kept by redux-persist under their user id; with no user known, the declared ones, unchanged.
 */
export function useTableLayout<Row>(list: string, declared: readonly DataTableColumn<Row>[]): TableLayout<Row> {
  const userId = useSignedInUserId();
  const preferences = useAppSelector((state) =>
    userId === undefined ? undefined : state.tablePreferences.byUser[userId],
  );
  const dispatch = useAppDispatch();
  const stored = preferences?.columns[list];
  const columns = useMemo(() => layOutColumns(declared, stored), [declared, stored]);
  const shown = useMemo(() => columns.filter((c) => c.shown), [columns]);
  const change = useCallback(
    (layout: ColumnLayout) => {
      if (userId !== undefined) dispatch(columnLayoutChanged({ userId, list, layout }));
    },
    [dispatch, userId, list],
  );
  const resize = (key: string, width: number) => change(withWidth(columns, stored, key, width));
  const reset = useCallback(() => {
    if (userId !== undefined) dispatch(columnLayoutReset({ userId, list }));
  }, [dispatch, userId, list]);
  const applyColumns = useCallback((layout?: ColumnLayout) => (layout ? change(layout) : reset()), [change, reset]);
  const density = preferences?.density ?? 'compact';
  return {
    density,
    setDensity: (density) => {
      if (userId !== undefined) dispatch(densityChosen({ userId, density }));
    },
    columns,
    shown: shown.map((c) => c.column),
    fit: {
      widths: Object.fromEntries(shown.map((c) => [c.column.key, c.width])),
      // A growing column someone hid leaves the room to the first shown one.
      grows: (shown.find((c) => c.grows) ?? shown[0])?.column.key,
      density,
      onResize: resize,
    },
    customised: stored !== undefined,
    stored,
    applyColumns,
    show: (key, shown) => change(withShown(columns, stored, key, shown)),
    move: (key, by) => change(withMoved(columns, stored, key, by)),
    resize,
    reset,
  };
}
