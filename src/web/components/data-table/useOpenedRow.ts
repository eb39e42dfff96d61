import { useEffect, useState } from 'react';

/** What a row's detail panel gets: the row (null: closed), and steps to its neighbours in the list's order. */
export interface RowDetailProps<Row> {
  row: Row | null;
  onClose: () => void;
  /** Absent at the list's first row (or when the row is no longer on the page shown). */
  previous?: () => void;
  /** Absent at the list's last row. */
  next?: () => void;
}

interface ShownPage<Row> {
  rows: readonly Row[];
  loading: boolean;
  page: number;
  lastPage: number;
  goToPage: (page: number) => void;
}

/**
 * The row open in a detail panel beside the list, stepping through the page shown and on to the
 * next or previous page: past the page's last row the list turns to the next page and the panel
 * opens its first row once it has loaded (its last row, going back).
 */
export function useOpenedRow<Row>(shown: ShownPage<Row>, rowKey: (row: Row) => string | number) {
  const [row, setRow] = useState<Row | null>(null);
  /** A page being turned to, and which of its rows to open once it has loaded. */
  const [landing, setLanding] = useState<{ page: number; at: 'first' | 'last' } | null>(null);
  const { rows, loading, page, lastPage, goToPage } = shown;

  useEffect(() => {
    if (!landing || landing.page !== page || loading || rows.length === 0) return;
    setRow(landing.at === 'first' ? rows[0] : rows[rows.length - 1]);
    setLanding(null);
  }, [landing, page, loading, rows]);

  const index = row === null ? -1 : rows.findIndex((candidate) => rowKey(candidate) === rowKey(row));
  const onPage = index >= 0 && !landing;
  const turnTo = (to: number, at: 'first' | 'last') => {
    setLanding({ page: to, at });
    goToPage(to);
  };

  const detail: RowDetailProps<Row> = {
    row,
    onClose: () => {
      setRow(null);
      setLanding(null);
    },
    previous:
      onPage && index > 0
        ? () => setRow(rows[index - 1])
        : onPage && page > 1
          ? () => turnTo(page - 1, 'last')
          : undefined,
    next:
      onPage && index < rows.length - 1
        ? () => setRow(rows[index + 1])
        : onPage && page < lastPage
          ? () => turnTo(page + 1, 'first')
          : undefined,
  };
  return { detail, open: setRow };
}
