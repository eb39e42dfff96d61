import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { MAX_ITEMS_PER_PAGE } from '../../../shared/constants';

const MINIMUM = 1;

/** Whether this Backspace would leave the field empty. */
function wouldEmpty(input: HTMLInputElement): boolean {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const removed = start !== end ? end - start : Math.min(start, 1);
  return input.value.length - removed <= 0;
}

/** A key that types a character other than a digit (Tab, arrows, shortcuts pass). */
function typesNonDigit(event: KeyboardEvent<HTMLInputElement>): boolean {
  return event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export interface ItemsPerPageFieldProps {
  value: number;
  onApply: (itemsPerPage: number) => void;
}

/** Digits only, minimum 1 (and at most the contract's maximum), applied on Enter; Backspace never empties it. */
export function ItemsPerPageField({ value, onApply }: ItemsPerPageFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Above the contract's maximum the server answers 422, which the list would swallow: clamp instead.
      const itemsPerPage = Math.min(MAX_ITEMS_PER_PAGE, Math.max(MINIMUM, Number(draft) || MINIMUM));
      setDraft(String(itemsPerPage));
      onApply(itemsPerPage);
    } else if ((event.key === 'Backspace' && wouldEmpty(event.currentTarget)) || typesNonDigit(event)) {
      event.preventDefault();
    }
  };

  return (
    <FormGroup label="Items per page" labelFor={id} inline className="data-table-items-per-page">
      <InputGroup
        id={id}
        inputMode="numeric"
        value={draft}
        onKeyDown={onKeyDown}
        // A paste can still bring other characters: keep the digits.
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
      />
    </FormGroup>
  );
}
