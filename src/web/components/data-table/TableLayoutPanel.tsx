import { H6, SegmentedControl } from '@blueprintjs/core';
import { useId } from 'react';
import { ColumnChooser } from './ColumnChooser';
import type { Density } from './tablePreferencesSlice';
import type { TableLayout } from './useTableLayout';

const DENSITIES: { label: string; value: Density }[] = [
  { label: 'Compact', value: 'compact' },
  { label: 'Comfortable', value: 'comfortable' },
];

const isDensity = (value: string): value is Density => DENSITIES.some((d) => d.value === value);

/** What "Layout" opens: row density (every list) and this list's columns (TableLayoutMenu). */
export default function TableLayoutPanel<Row>({ layout }: { layout: TableLayout<Row> }) {
  const rowsId = useId();
  const columnsId = useId();
  return (
    <div className="data-table-layout-menu">
      <H6 id={rowsId}>Rows</H6>
      <SegmentedControl
        aria-labelledby={rowsId}
        size="small"
        options={DENSITIES}
        value={layout.density}
        onValueChange={(value) => {
          if (isDensity(value)) layout.setDensity(value);
        }}
      />
      <H6 id={columnsId}>Columns</H6>
      <ColumnChooser layout={layout} />
    </div>
  );
}
