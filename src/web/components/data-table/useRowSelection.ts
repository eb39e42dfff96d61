import { useState } from 'react';

type RowKey = string | number;

/** The selected rows by key, kept across pages; select-all acts on the rows shown. */
export function useRowSelection(pageKeys: readonly RowKey[]) {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const chosenOnPage = pageKeys.filter((key) => selected.has(key)).length;
  const toggle = (key: RowKey) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      const allChosen = pageKeys.every((key) => current.has(key));
      for (const key of pageKeys) {
        if (allChosen) next.delete(key);
        else next.add(key);
      }
      return next;
    });
  return {
    selected,
    toggle,
    togglePage,
    clear: () => setSelected(new Set()),
    pageState: chosenOnPage === 0 ? 'none' : chosenOnPage === pageKeys.length ? 'all' : 'some',
    /** Selected rows not on the page shown: kept from other pages. */
    offPage: selected.size - chosenOnPage,
  } as const;
}

/** "14 selected, 2 on other pages": a selection kept across pages never goes unseen. */
export const selectionText = (count: number, offPage: number) =>
  offPage > 0 ? `${count} selected, ${offPage} on other pages` : `${count} selected`;

export type RowSelection = ReturnType<typeof useRowSelection>;
