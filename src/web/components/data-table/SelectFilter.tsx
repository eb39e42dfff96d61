import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { MultiSelect, Suggest } from '@blueprintjs/select';
import { matchesOptionText, noOptions, optionRenderer, sameOptionValue } from '../optionItems';
import { asList, chosenOptions } from './selectValue';
import type { SelectFilterDefinition, SelectValue, FilterOption } from './types';
import { useFilterOptions } from './useFilterOptions';

export interface SelectFilterProps {
  id: string;
  definition: SelectFilterDefinition;
  value: SelectValue;
  onChange: (value: SelectValue) => void;
}

const noMatches = noOptions('No matches');

/** A select filter: an autocomplete, multiple when allow_multiple. */
export function SelectFilter({ id, definition, value, onChange }: SelectFilterProps) {
  const options = useFilterOptions(definition);
  const chosen = chosenOptions(value, options);
  const shared = {
    items: [...options],
    itemPredicate: matchesOptionText,
    itemRenderer: optionRenderer(chosen),
    noResults: noMatches,
    popoverProps: { minimal: true },
    resetOnSelect: true,
  };
  if (definition.allow_multiple) {
    const values = asList(value);
    const toggle = (option: FilterOption) =>
      onChange(
        values.some((v) => sameOptionValue(v, option.item_value))
          ? values.filter((v) => !sameOptionValue(v, option.item_value))
          : [...values, option.item_value],
      );
    return (
      <MultiSelect<FilterOption>
        {...shared}
        fill
        selectedItems={chosen}
        onItemSelect={toggle}
        onRemove={toggle}
        tagRenderer={(option) => option.item_text}
        tagInputProps={{ inputProps: { id } }}
        popoverTargetProps={{ 'aria-label': definition.label }}
        placeholder="Any"
      />
    );
  }
  const clear = value !== null && (
    <Button
      variant="minimal"
      icon={<CrossIcon />}
      aria-label={`Clear ${definition.label}`}
      onClick={() => onChange(null)}
    />
  );
  return (
    <Suggest<FilterOption>
      {...shared}
      fill
      selectedItem={chosen[0] ?? null}
      onItemSelect={(option) => onChange(option.item_value)}
      inputValueRenderer={(option) => option.item_text}
      inputProps={{ id, placeholder: 'Any', rightElement: clear || undefined }}
    />
  );
}
