// eslint-disable-next-line no-restricted-syntax -- the chips are removable: Blueprint's Tag draws their remove button.
import { Button, Classes, Intent, Tag } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import type { AppliedItem } from './appliedFilters';
import { describeRange } from './dateRange';
import { describeRelativeDay } from './relativeDay';
import { chosenOptions } from './selectValue';
import { useFilterOptions } from './useFilterOptions';

type SelectItem = Extract<AppliedItem, { kind: 'select' }>;

/** A select's value by its option's text (the value itself until the options have loaded, or when none has it). */
function useSelectText({ definition, value }: SelectItem): string {
  const options = useFilterOptions(definition);
  return `${definition.label}: ${chosenOptions(value, options)[0]?.item_text ?? String(value)}`;
}

function plainText(item: Exclude<AppliedItem, SelectItem>): string {
  if (item.kind === 'search') return `Search: “${item.value}”`;
  if (item.kind === 'relative_day')
    return `${item.definition.label}: ${describeRelativeDay(item.definition, item.value)}`;
  return `${item.definition.label}: ${describeRange(item.value)}`;
}

function SelectText({ item }: { item: SelectItem }) {
  return useSelectText(item);
}

/** What an applied item is called, as people read it: "User type: Agency Staff", "Search: “ami”". */
export function AppliedText({ item }: { item: AppliedItem }) {
  return item.kind === 'select' ? <SelectText item={item} /> : plainText(item);
}

/**
 * A removable Blueprint Tag. Its remove button is our own with Blueprint's class: Tag's built-in
 * one is named "Remove tag" on every chip, which tells a screen-reader user nothing.
 */
function Chip({ text, onRemove }: { text: string; onRemove: () => void }) {
  const remove = (
    <button type="button" className={Classes.TAG_REMOVE} aria-label={`Remove ${text}`} onClick={onRemove}>
      <SmallCrossIcon />
    </button>
  );
  return (
    <Tag minimal intent={Intent.PRIMARY} endIcon={remove} htmlTitle={text}>
      {text}
    </Tag>
  );
}

function SelectChip({ item, onRemove }: { item: SelectItem; onRemove: () => void }) {
  return <Chip text={useSelectText(item)} onRemove={onRemove} />;
}

export interface FilterChipsProps {
  items: readonly AppliedItem[];
  onRemove: (item: AppliedItem) => void;
  onClearAll: () => void;
}

/**
 * The applied filters and the search as chips above the table, whether they were chosen here,
 * restored from the saved filters or brought by a link, each removable, and "Clear all".
 */
export function FilterChips({ items, onRemove, onClearAll }: FilterChipsProps) {
  if (items.length === 0) return null;
  return (
    <div role="group" aria-label="Applied filters" className="data-table-chips">
      {items.map((item) =>
        item.kind === 'select' ? (
          <SelectChip key={item.key} item={item} onRemove={() => onRemove(item)} />
        ) : (
          <Chip key={item.key} text={plainText(item)} onRemove={() => onRemove(item)} />
        ),
      )}
      <Button variant="minimal" size="small" text="Clear all" onClick={onClearAll} />
    </div>
  );
}
