import { Classes, useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { rove } from './roving';

/** What the keys act on: the rows shown, the selection, the pages, the search box. */
export interface TableKeysTarget {
  rowCount: number;
  /** The fetched list query: when it changes (another page, a search), the row focus goes back to the first row. */
  listKey: string;
  /** The rows shown are not yet those of the query asked for: nothing is opened from them. */
  loading: boolean;
  /** Opens the row at this index; absent where rows do not open. */
  open?: (index: number) => void;
  /** Select and extend the selection; absent where rows cannot be selected (no bulk action). */
  toggle?: (index: number) => void;
  extend?: (index: number) => void;
  hasSelection: boolean;
  clearSelection: () => void;
  page: number;
  lastPage: number;
  goToPage: (page: number) => void;
  search: RefObject<HTMLInputElement | null>;
}

/** Groups of the `?` dialog: keys that work anywhere on a list, and those of the focused table. */
export const LIST_KEYS = 'List';
export const ROW_KEYS = 'List: the focused table';

/** A key pressed inside a dialog, drawer, popover or the palette belongs to it, not to the list behind. */
const fromOverlay = (event: Event) => event.target instanceof Element && event.target.closest(`.${Classes.PORTAL}`);

/**
 * The list's keyboard model (docs/lists.md, Keyboard): a visible row focus on the table, which
 * is one tab stop (aria-activedescendant names the focused row; only the focused row's controls
 * are in the tab order), and Blueprint hotkeys, all listed in its `?` dialog.
 */
export function useTableKeys(target: TableKeysTarget) {
  const latest = useRef(target);
  latest.current = target;
  const body = useRef<HTMLDivElement>(null);
  const idBase = useId();
  const [focus, setFocus] = useState<{ index: number | null; of: string }>({ index: null, of: target.listKey });
  // Another list query puts a focus back on the first row, rather than on a row index of other records.
  const stale = focus.of !== target.listKey;
  const index =
    focus.index === null || target.rowCount === 0 ? null : stale ? 0 : Math.min(focus.index, target.rowCount - 1);
  const current = useRef(index);
  current.current = index;

  // A page asked for by [ or ] until the list shows another page: keys pressed faster than the address changes count from it.
  const asked = useRef<{ page: number; from: number }>(undefined);
  if (asked.current && asked.current.from !== target.page) asked.current = undefined;
  const turnPage = (step: number) => {
    const { page, lastPage, goToPage } = latest.current;
    const next = (asked.current?.page ?? page) + step;
    if (next < 1 || next > lastPage) return;
    asked.current = { page: next, from: page };
    goToPage(next);
  };

  const focusRow = (next: number | null) => setFocus({ index: next, of: latest.current.listKey });
  const move = (step: number) => {
    const { rowCount } = latest.current;
    if (rowCount === 0) return;
    const from = current.current;
    focusRow(from === null ? 0 : Math.max(0, Math.min(rowCount - 1, from + step)));
    body.current?.focus();
  };
  const onFocused = (act: (index: number) => void) => () => {
    if (current.current !== null) act(current.current);
  };

  const canOpen = target.open !== undefined;
  const canSelect = target.toggle !== undefined;
  const keys = useMemo<HotkeyConfig[]>(() => {
    const global = (combo: string, label: string, act: () => void): HotkeyConfig => ({
      combo,
      label,
      global: true,
      group: LIST_KEYS,
      preventDefault: true,
      onKeyDown: (event) => {
        if (!fromOverlay(event)) act();
      },
    });
    const local = (combo: string, label: string, onKeyDown: () => void): HotkeyConfig => ({
      combo,
      label,
      group: ROW_KEYS,
      preventDefault: true,
      onKeyDown,
    });
    const open = onFocused((i) => {
      if (!latest.current.loading) latest.current.open?.(i);
    });
    // Only where rows can be selected: the `?` dialog lists no key that does nothing.
    const selectionKeys: HotkeyConfig[] = canSelect
      ? [
          {
            combo: 'esc',
            label: 'Clear the selection',
            global: true,
            group: LIST_KEYS,
            // Escape that closed a dialog or popover is that overlay's; an empty selection leaves Escape alone.
            onKeyDown: (event) => {
              if (!fromOverlay(event) && !event.defaultPrevented && latest.current.hasSelection) {
                event.preventDefault();
                latest.current.clearSelection();
              }
            },
          },
          local(
            'x',
            'Select or unselect the row',
            onFocused((i) => latest.current.toggle?.(i)),
          ),
          local(
            'shift+x',
            'Extend the selection from the row last toggled to this one',
            onFocused((i) => latest.current.extend?.(i)),
          ),
        ]
      : [];
    return [
      global('/', 'Go to the search', () => {
        latest.current.search.current?.focus();
        latest.current.search.current?.select();
      }),
      global('j', 'Next row', () => move(1)),
      global('k', 'Previous row', () => move(-1)),
      global('[', 'Previous page', () => turnPage(-1)),
      global(']', 'Next page', () => turnPage(1)),
      local('down', 'Next row', () => move(1)),
      local('up', 'Previous row', () => move(-1)),
      ...(canOpen ? [local('enter', 'Open the row', open), local('o', 'Open the row', open)] : []),
      ...selectionKeys,
    ];
    // The handlers read `latest`: the keys are made once per kind of list, so they are registered once.
  }, [canOpen, canSelect]);
  const { handleKeyDown, handleKeyUp } = useHotkeys(keys);

  const rowId = (i: number) => `${idBase}-row-${i}`;
  useEffect(() => {
    if (index !== null) document.getElementById(rowId(index))?.scrollIntoView?.({ block: 'nearest' });
  }, [index]);
  // The rows' own controls leave the tab order, but the focused row's (rows re-render on their own too).
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return undefined;
    const update = () => rove(element, index === null ? null : document.getElementById(rowId(index)));
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [index]);

  /** Puts the keyboard on the table; with `first`, on its first row. */
  const focusTable = (first = false) => {
    if (first || current.current === null) focusRow(0);
    body.current?.focus();
  };

  return {
    focused: index,
    rowId,
    focusTable,
    /** For the element around the table: its one tab stop. */
    body: {
      ref: body,
      id: `${idBase}-table`,
      tabIndex: 0,
      'aria-activedescendant': index === null ? undefined : rowId(index),
      // Only keys pressed on the table itself: Enter on a row's button is that button's.
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) handleKeyDown(event);
      },
      onKeyUp: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) handleKeyUp(event);
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget && current.current === null && latest.current.rowCount > 0)
          focusRow(0);
      },
    },
  };
}

export type TableKeys = ReturnType<typeof useTableKeys>;
