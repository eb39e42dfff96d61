import { MenuItem } from '@blueprintjs/core';
import type { ItemPredicate, ItemRenderer } from '@blueprintjs/select';
import { searchWords } from '../../shared/search-words';
import type { Option } from '../api/generated';

/** Options whose text is their value (a user type, a status, a state). */
export const optionsOf = (values: readonly string[]): Option[] =>
  values.map((value) => ({ item_text: value, item_value: value }));

/** Option values compare as text: a URL or a saved filter gives "7" for the server's 7. */
export const sameOptionValue = (a: string | number, b: string | number) => String(a) === String(b);

/** What the user typed narrows the options at hand by their text, word by word as the server's search does. */
export const matchesOptionText: ItemPredicate<Option> = (query, option) => {
  const text = option.item_text.toLowerCase();
  return searchWords(query).every((word) => text.includes(word));
};

/** The options of a Suggest or MultiSelect as menu items, the chosen ones marked selected. */
export function optionRenderer(chosen: readonly Option[]): ItemRenderer<Option> {
  return (option, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={String(option.item_value)}
        ref={ref}
        roleStructure="listoption"
        text={option.item_text}
        active={modifiers.active}
        selected={chosen.some((c) => sameOptionValue(c.item_value, option.item_value))}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;
}

/** The menu's one line when no option is shown: "No matches", or "Loading…" while a search is under way. */
export const noOptions = (text: string) => <MenuItem disabled roleStructure="listoption" text={text} />;
