import { InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';

export interface SearchBoxProps {
  fields: readonly string[];
  value: string;
  /** Every keystroke; the list call that follows is debounced (docs/lists.md, Debounce). */
  onChange: (search: string) => void;
}

/** The hint "Search by {fields}". */
export function SearchBox({ fields, value, onChange }: SearchBoxProps) {
  const hint = `Search by ${fields.join(', ')}`;
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  // Follow the URL (Back, a link) but never overwrite what the user is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value]);
  return (
    <InputGroup
      type="search"
      className="data-table-search"
      leftIcon={<SearchIcon />}
      placeholder={hint}
      aria-label={hint}
      inputRef={input}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}
