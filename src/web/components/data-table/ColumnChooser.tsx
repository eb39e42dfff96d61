import { Button, Checkbox, NumericInput } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, type LaidOutColumn } from './columnLayout';
import type { TableLayout } from './useTableLayout';

/** A column's width in px: arrows step by 10 (Shift: 50), typing applies once the number is a width. */
function WidthField({ header, width, onResize }: { header: string; width: number; onResize: (w: number) => void }) {
  const [draft, setDraft] = useState(String(width));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(String(width));
  }, [width, editing]);
  return (
    <NumericInput
      className="data-table-width-field"
      size="small"
      buttonPosition="none"
      min={MIN_COLUMN_WIDTH}
      max={MAX_COLUMN_WIDTH}
      stepSize={10}
      majorStepSize={50}
      minorStepSize={null}
      value={draft}
      aria-label={`Width of ${header} in pixels`}
      onFocus={() => setEditing(true)}
      onBlur={() => setEditing(false)}
      onValueChange={(value, text) => {
        setDraft(text);
        if (value >= MIN_COLUMN_WIDTH && value <= MAX_COLUMN_WIDTH) onResize(value);
      }}
    />
  );
}

function ChooserLine<Row>({
  laidOut,
  index,
  count,
  layout,
}: {
  laidOut: LaidOutColumn<Row>;
  index: number;
  count: number;
  layout: TableLayout<Row>;
}) {
  const { key, header } = laidOut.column;
  return (
    <li className="data-table-chooser-line">
      <Checkbox
        className="data-table-chooser-shown"
        label={laidOut.hideable ? header : `${header} (always shown)`}
        checked={laidOut.shown}
        disabled={!laidOut.hideable}
        onChange={(event) => layout.show(key, event.currentTarget.checked)}
      />
      <Button
        variant="minimal"
        size="small"
        icon={<ArrowUpIcon />}
        aria-label={`Move ${header} up`}
        disabled={index === 0}
        onClick={() => layout.move(key, -1)}
      />
      <Button
        variant="minimal"
        size="small"
        icon={<ArrowDownIcon />}
        aria-label={`Move ${header} down`}
        disabled={index === count - 1}
        onClick={() => layout.move(key, 1)}
      />
      <WidthField header={header} width={laidOut.width} onResize={(width) => layout.resize(key, width)} />
    </li>
  );
}

/**
 * Which columns show, in which order and how wide (docs/lists.md, Fit and density): a line per
 * column with its checkbox, Move up and Move down, and its width; "Reset columns" goes back to the
 * list's declared columns. The column naming the row cannot be hidden.
 */
export function ColumnChooser<Row>({ layout }: { layout: TableLayout<Row> }) {
  return (
    <div className="data-table-column-chooser">
      <ul aria-label="Columns" className="data-table-chooser-lines">
        {layout.columns.map((laidOut, index) => (
          <ChooserLine
            key={laidOut.column.key}
            laidOut={laidOut}
            index={index}
            count={layout.columns.length}
            layout={layout}
          />
        ))}
      </ul>
      <Button text="Reset columns" size="small" disabled={!layout.customised} onClick={layout.reset} />
    </div>
  );
}
