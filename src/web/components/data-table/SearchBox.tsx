import { InputGroup, useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';

export interface SearchBoxProps {
  fields: readonly string[];
  value: string;
  /** Every keystroke; the list call that follows is debounced (docs/lists.md, Debounce). */
  onChange: (search: string) => void;
  /** Enter: search for this at once (docs/lists.md, Keyboard). */
  onSubmit?: (search: string) => void;
  /** Escape: the keyboard leaves the search. */
  onLeave?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}

const SEARCH_KEYS = 'Search box';

/** The hint "Search by {fields}". */
export function SearchBox({ fields, value, onChange, onSubmit, onLeave, inputRef }: SearchBoxProps) {
  const hint = `Search by ${fields.join(', ')}`;
  const [text, setText] = useState(value);
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  // Follow the URL (Back, a link) but never overwrite what the user is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value, input]);
  const latest = useRef({ onSubmit, onLeave });
  latest.current = { onSubmit, onLeave };
  const keys = useMemo<HotkeyConfig[]>(
    () => [
      {
        combo: 'enter',
        label: 'Search now',
        group: SEARCH_KEYS,
        allowInInput: true,
        preventDefault: true,
        onKeyDown: (event) => latest.current.onSubmit?.((event.target as HTMLInputElement).value),
      },
      // Escape would also empty a search field: leaving it keeps what was typed.
      {
        combo: 'esc',
        label: 'Leave the search',
        group: SEARCH_KEYS,
        allowInInput: true,
        preventDefault: true,
        onKeyDown: () => latest.current.onLeave?.(),
      },
    ],
    [],
  );
  const { handleKeyDown, handleKeyUp } = useHotkeys(keys);
  return (
    <InputGroup
      type="search"
      className="data-table-search"
      leftIcon={<SearchIcon />}
      placeholder={hint}
      aria-label={hint}
      inputRef={input}
      value={text}
      onKeyDown={handleKeyDown}
      onKeyUp={handleKeyUp}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}
