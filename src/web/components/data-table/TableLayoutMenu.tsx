import { Button, PopoverNext, Spinner } from '@blueprintjs/core';
import { ColumnLayoutIcon } from '@blueprintjs/icons';
import { lazyPart } from '../lazyPart';
import type { TableLayout } from './useTableLayout';

// The panel (its width fields, the density switch) loads when Layout is first opened, not with every list.
const TableLayoutPanel = lazyPart(() => import('./TableLayoutPanel').then((m) => m.default), {
  name: 'The layout',
  loading: <Spinner size={20} aria-label="Loading the layout" />,
});

/** The toolbar's "Layout": row density (every list) and this list's columns, each remembered for the signed-in person. */
export function TableLayoutMenu<Row>({ layout }: { layout: TableLayout<Row> }) {
  // A lazy part drops the panel's row type; the panel reads the layout whatever the rows are.
  const content = <TableLayoutPanel layout={layout as TableLayout<unknown>} />;
  return (
    <PopoverNext content={content} placement="bottom-end">
      <Button icon={<ColumnLayoutIcon />} text="Layout" />
    </PopoverNext>
  );
}
