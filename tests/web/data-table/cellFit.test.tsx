import { act, screen, waitFor, within } from '@testing-library/react';
import { CELL_TOOLTIP_DELAY_MS } from '../../../src/web/components/data-table/useTableFit';
import { columnWidths, fitColumns } from './support/fit';
import { renderTable, shownEmails } from './support/renderTable';
import { serveThreeUsers } from './support/users';

serveThreeUsers();

/** Lays an element out as an ellipsis would cut it: its text needs `needs` px, it has `has` (jsdom lays nothing out). */
function cut(element: Element, needs = 320, has = 120): void {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: needs });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: has });
}

async function ready() {
  const rendered = renderTable({ columns: fitColumns });
  await waitFor(() => expect(shownEmails()).toHaveLength(3));
  return rendered;
}

const cellOf = (text: string) => screen.getByText(text).closest('td')!;
const tooltip = () => document.querySelector('.data-table-cell-tooltip');

describe('<DataTable> cells cut with an ellipsis', () => {
  it("should show a cut cell's full text in a tooltip once the pointer rests on it, and hide it when it leaves", async () => {
    const { user } = await ready();
    const email = cellOf('user2@nhia.example');
    cut(email);
    await user.hover(email);
    act(() => jest.advanceTimersByTime(CELL_TOOLTIP_DELAY_MS - 1));
    expect(tooltip()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(tooltip()?.textContent).toBe('user2@nhia.example'));
    await user.unhover(email);
    await waitFor(() => expect(tooltip()).toBeNull());
  });

  it('should show no tooltip over a cell whose text fits', async () => {
    const { user } = await ready();
    const email = cellOf('user2@nhia.example');
    cut(email, 120, 120);
    await user.hover(email);
    act(() => jest.advanceTimersByTime(CELL_TOOLTIP_DELAY_MS * 2));
    expect(tooltip()).toBeNull();
  });

  it('should move the tooltip to the next cut cell, never leaving the last one behind', async () => {
    const { user } = await ready();
    const first = cellOf('user1@nhia.example');
    const second = cellOf('First3 Last3');
    cut(first);
    cut(second);
    await user.hover(first);
    act(() => jest.advanceTimersByTime(CELL_TOOLTIP_DELAY_MS));
    await waitFor(() => expect(tooltip()?.textContent).toBe('user1@nhia.example'));
    await user.hover(second);
    expect(tooltip()).toBeNull();
    act(() => jest.advanceTimersByTime(CELL_TOOLTIP_DELAY_MS));
    await waitFor(() => expect(tooltip()?.textContent).toBe('First3 Last3'));
  });

  it("should show a cut header label's full text the same way", async () => {
    const { user } = await ready();
    const header = screen.getByRole('columnheader', { name: 'Email' });
    cut(header.querySelector('.data-table-header-label')!);
    await user.hover(header);
    act(() => jest.advanceTimersByTime(CELL_TOOLTIP_DELAY_MS));
    await waitFor(() => expect(tooltip()?.textContent).toBe('Email'));
  });
});

describe('<DataTable> column widths and pinned columns', () => {
  it('should give each shown column its width, the one naming the row taking the room left over', async () => {
    await ready();
    const table = screen.getByRole('table');
    // Name grows (no width of its own); Email, Roles, then the actions column.
    expect(columnWidths(table)).toEqual(['', '200px', '160px', '96px']);
    // Past its least width the table scrolls in its area rather than squeezing columns: 40 + 150 + 200 + 160 + 96.
    expect(table.style.minWidth).toBe('646px');
  });

  it('should mark the selection and actions columns, header and cells, as the pinned ones', async () => {
    await ready();
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers[0].classList.contains('data-table-select')).toBe(true);
    expect(headers.at(-1)!.classList.contains('data-table-actions')).toBe(true);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      expect(cells[0].classList.contains('data-table-select')).toBe(true);
      expect(cells.at(-1)!.classList.contains('data-table-actions')).toBe(true);
    }
  });
});
