import { Button, PopoverNext, Spinner } from '@blueprintjs/core';
import { ColumnLayoutIcon } from '@blueprintjs/icons';
import { lazy, Suspense } from 'react';
import type { TableLayout } from './useTableLayout';

// The panel (its width fields, the density switch) loads when Layout is first opened, not with every list.
const TableLayoutPanel = lazy(() => import('./TableLayoutPanel'));

/** The toolbar's "Layout": row density (every list) and this list's columns, each remembered for the signed-in person. */
export function TableLayoutMenu<Row>({ layout }: { layout: TableLayout<Row> }) {
  const content = (
    <Suspense fallback={<Spinner size={20} aria-label="Loading the layout" />}>
      {/* lazy() drops the panel's row type; the panel reads the layout whatever the rows are. */}
      <TableLayoutPanel layout={layout as TableLayout<unknown>} />
    </Suspense>
  );
  return (
    <PopoverNext content={content} placement="bottom-end">
      <Button icon={<ColumnLayoutIcon />} text="Layout" />
    </PopoverNext>
  );
}
