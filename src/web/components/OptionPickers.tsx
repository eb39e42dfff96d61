import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Intent } from '@blueprintjs/core';
import { MultiSelect, Suggest } from '@blueprintjs/select';
import { useState } from 'react';
import { FETCH_DEBOUNCE_MS } from '../../shared/constants';
import type { Option, OptionList } from '../api/generated';
import { useDebouncedValue } from './data-table/useDebouncedValue';
import { matchesOptionText, noOptions, optionRenderer, sameOptionValue } from './optionItems';

/** A generated option call (useListRoleOptionsQuery …): options matching a search. */
export type UseOptionsQuery = (arg: { searchString?: string }) => { data?: OptionList; isFetching: boolean };

const sameOption = (a: Option, b: Option) => sameOptionValue(a.item_value, b.item_value);

/**
 * The options for what the user types: the server searches (an option call answers at most 100),
 * 500 ms after the last key; meanwhile the options at hand are narrowed as they type.
 */
function useSearchedOptions(useOptions: UseOptionsQuery, query: string) {
  const search = useDebouncedValue(query.trim(), FETCH_DEBOUNCE_MS, (text) => text);
  const { data, isFetching } = useOptions({ searchString: search || undefined });
  return { items: data?.options ?? [], noResults: noOptions(isFetching ? 'Loading…' : 'No matches') };
}

interface PickerProps {
  /** The input's id, which the field's label names. */
  id: string;
  useOptions: UseOptionsQuery;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/** One option, looked up by typing (a user's TPA or ministry, a role to assign). */
export function OptionSuggest({
  id,
  useOptions,
  invalid,
  describedBy,
  disabled,
  value,
  onChange,
}: PickerProps & {
  value: Option | null;
  onChange: (option: Option) => void;
}) {
  const [query, setQuery] = useState('');
  const { items, noResults } = useSearchedOptions(useOptions, query);
  return (
    <Suggest<Option>
      fill
      items={items}
      query={query}
      onQueryChange={setQuery}
      itemPredicate={matchesOptionText}
      itemRenderer={optionRenderer(value ? [value] : [])}
      noResults={noResults}
      selectedItem={value}
      onItemSelect={onChange}
      inputValueRenderer={(option) => option.item_text}
      disabled={disabled}
      popoverProps={{ minimal: true }}
      inputProps={{
        id,
        placeholder: 'Type to search…',
        intent: invalid ? Intent.DANGER : Intent.NONE,
        'aria-invalid': invalid,
        'aria-describedby': describedBy,
      }}
    />
  );
}

/** Several options, picked and removed as tags (a user's roles). */
export function OptionMultiSelect({
  id,
  useOptions,
  invalid,
  describedBy,
  disabled,
  value,
  onChange,
}: PickerProps & {
  value: readonly Option[];
  onChange: (options: Option[]) => void;
}) {
  const [query, setQuery] = useState('');
  const { items, noResults } = useSearchedOptions(useOptions, query);
  const toggle = (option: Option) =>
    onChange(
      value.some((v) => sameOption(v, option)) ? value.filter((v) => !sameOption(v, option)) : [...value, option],
    );
  return (
    <MultiSelect<Option>
      fill
      items={items}
      query={query}
      onQueryChange={setQuery}
      itemPredicate={matchesOptionText}
      itemRenderer={optionRenderer(value)}
      noResults={noResults}
      selectedItems={[...value]}
      onItemSelect={toggle}
      onRemove={toggle}
      tagRenderer={(option) => option.item_text}
      disabled={disabled}
      resetOnSelect
      popoverProps={{ minimal: true }}
      placeholder="Type to search…"
      tagInputProps={{
        intent: invalid ? Intent.DANGER : Intent.NONE,
        inputProps: { id, 'aria-invalid': invalid, 'aria-describedby': describedBy },
      }}
    />
  );
}
