import { useEffect, useState } from 'react';

type RowKey = string | number;

/**
 * The selected rows by key, kept across pages; select-all acts on the rows shown. Once the page
 * is selected, every row matching the query may be (docs/lists.md, Selection): a change of the
 * query (`queryKey`), or of the selection by hand, ends that.
 */
export function useRowSelection(pageKeys: readonly RowKey[], queryKey = '') {
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  useEffect(() => setAllMatching(false), [queryKey]);
  // The row last toggled: where an extended selection (Shift+x) starts.
  const [anchor, setAnchor] = useState<RowKey>();
  const chosenOnPage = allMatching ? pageKeys.length : pageKeys.filter((key) => selected.has(key)).length;
  const toggle = (key: RowKey) => {
    setAllMatching(false);
    setAnchor(key);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  };
  /** The rows from the anchor to `key` on this page take the anchor's state (as a shift-click does); no anchor here: a toggle. */
  const extend = (key: RowKey) => {
    const from = anchor === undefined ? -1 : pageKeys.indexOf(anchor);
    const to = pageKeys.indexOf(key);
    if (from < 0 || to < 0) return toggle(key);
    setAllMatching(false);
    setAnchor(key);
    setSelected((current) => {
      const next = new Set(current);
      const choose = current.has(pageKeys[from]);
      for (const k of pageKeys.slice(Math.min(from, to), Math.max(from, to) + 1)) {
        if (choose) next.add(k);
        else next.delete(k);
      }
      return next;
    });
  };
  const togglePage = () => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      const allChosen = pageKeys.every((key) => current.has(key));
      for (const key of pageKeys) {
        if (allChosen) next.delete(key);
        else next.add(key);
      }
      return next;
    });
  };
  return {
    selected,
    isSelected: (key: RowKey) => allMatching || selected.has(key),
    /** Every row the list's query matches is selected, on every page. */
    allMatching,
    selectAllMatching: () => setAllMatching(true),
    toggle,
    extend,
    togglePage,
    clear: () => {
      setAllMatching(false);
      setSelected(new Set());
    },
    pageState: chosenOnPage === 0 ? 'none' : chosenOnPage === pageKeys.length ? 'all' : 'some',
    /** Selected rows not on the page shown: kept from other pages. */
    offPage: selected.size - chosenOnPage,
  } as const;
}

/** "14 selected, 2 on other pages": a selection kept across pages never goes unseen. */
export const selectionText = (count: number, offPage: number) =>
  offPage > 0 ? `${count} selected, ${offPage} on other pages` : `${count} selected`;

export type RowSelection = ReturnType<typeof useRowSelection>;
