import { Button } from '@blueprintjs/core';
import { selectionText, type RowSelection } from './useRowSelection';

export interface SelectionSummaryProps {
  selection: RowSelection;
  /** How many rows the list's query matches, once answered. */
  total: number | undefined;
  /** What the rows are, in the plural ("users"). */
  noun: string;
  /** The screen can act on every matching row (docs/lists.md, Selection). */
  offersAllMatching: boolean;
}

const count = (n: number) => n.toLocaleString('en-GB');

/**
 * What is selected, in words: "3 selected, 2 on other pages"; with the whole page selected, a
 * button selects every row the query matches; then it says so, with the way back.
 */
export function SelectionSummary({ selection, total, noun, offersAllMatching }: SelectionSummaryProps) {
  if (selection.allMatching && total !== undefined) {
    return (
      <span className="data-table-selection">
        <span role="status">{`All ${count(total)} matching ${noun} are selected.`}</span>
        <Button variant="minimal" intent="primary" text="Clear selection" onClick={selection.clear} />
      </span>
    );
  }
  if (selection.selected.size === 0) return null;
  const more =
    offersAllMatching && selection.pageState === 'all' && total !== undefined && total > selection.selected.size;
  return (
    <span className="data-table-selection">
      <span role="status">{selectionText(selection.selected.size, selection.offPage)}</span>
      {more && (
        <Button
          variant="minimal"
          intent="primary"
          text={`Select all ${count(total)} matching`}
          onClick={selection.selectAllMatching}
        />
      )}
    </span>
  );
}
