import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { columnWidths, fitColumns, headerLabels, signedInStore } from './support/fit';
import { renderTable, shownEmails, tableReady } from './support/renderTable';
import { serveThreeUsers } from './support/users';

serveThreeUsers();

/** The table for user `id`, its first answer shown, the Layout menu open. */
async function openChooser(id = 7) {
  const rendered = renderTable({ columns: fitColumns, store: await signedInStore(id) });
  const table = await tableReady();
  await waitFor(() => expect(shownEmails()).toHaveLength(3));
  await rendered.user.click(screen.getByRole('button', { name: 'Layout' }));
  const chooser = await screen.findByRole('list', { name: 'Columns' });
  return { ...rendered, table, chooser };
}

/** Leaves the screen with everything written to localStorage, as a reload would. */
async function leave(rendered: Awaited<ReturnType<typeof openChooser>>) {
  await act(() => rendered.persistor.flush());
  rendered.view.unmount();
}

describe('<DataTable> column chooser', () => {
  it('should show the declared columns by default, those hidden by default left to the chooser', async () => {
    const { table, chooser } = await openChooser();
    expect(headerLabels(table)).toEqual(['Name', 'Email', 'Roles', 'Actions']);
    expect(
      within(chooser)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, false, true]);
  });

  it('should not let the column naming the row be hidden', async () => {
    const { chooser } = await openChooser();
    const name = within(chooser).getByRole('checkbox', { name: 'Name (always shown)' });
    expect((name as HTMLInputElement).disabled).toBe(true);
  });

  it('should show and hide columns, and keep that for the same user on a later visit', async () => {
    const first = await openChooser();
    await first.user.click(within(first.chooser).getByRole('checkbox', { name: 'Phone' }));
    await first.user.click(within(first.chooser).getByRole('checkbox', { name: 'Email' }));
    expect(headerLabels(first.table)).toEqual(['Name', 'Phone', 'Roles', 'Actions']);
    expect(within(first.table).getAllByRole('row')[1].textContent).toContain('+23480000');
    await leave(first);

    const again = await openChooser();
    expect(headerLabels(again.table)).toEqual(['Name', 'Phone', 'Roles', 'Actions']);
  });

  it('should reorder columns with Move up and Move down, and keep the order', async () => {
    const first = await openChooser();
    await first.user.click(within(first.chooser).getByRole('button', { name: 'Move Roles up' }));
    await first.user.click(within(first.chooser).getByRole('button', { name: 'Move Roles up' }));
    expect(headerLabels(first.table)).toEqual(['Name', 'Roles', 'Email', 'Actions']);
    await first.user.click(within(first.chooser).getByRole('button', { name: 'Move Name down' }));
    expect(headerLabels(first.table)).toEqual(['Roles', 'Name', 'Email', 'Actions']);
    expect((within(first.chooser).getByRole('button', { name: 'Move Roles up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await leave(first);

    const again = await openChooser();
    expect(headerLabels(again.table)).toEqual(['Roles', 'Name', 'Email', 'Actions']);
  });

  it('should resize a column from the keyboard: arrows step by 10 px, Shift by 50, typing a width applies it', async () => {
    const { user, table, chooser } = await openChooser();
    const email = within(chooser).getByRole('spinbutton', { name: 'Width of Email in pixels' });
    expect((email as HTMLInputElement).value).toBe('200');
    await user.click(email);
    await user.keyboard('{ArrowUp}');
    expect(columnWidths(table)[1]).toBe('210px');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(columnWidths(table)[1]).toBe('160px');
    await user.clear(email);
    await user.type(email, '320');
    expect(columnWidths(table)[1]).toBe('320px');
  });

  it('should resize a column by dragging the right edge of its header, and keep the width', async () => {
    const first = await openChooser();
    const header = within(first.table).getByRole('columnheader', { name: 'Email' });
    const edge = header.querySelector('.data-table-resize-handle')!;
    fireEvent.mouseDown(edge, { button: 0, clientX: 500 });
    fireEvent.mouseMove(window, { clientX: 560 });
    fireEvent.mouseMove(window, { clientX: 580 });
    fireEvent.mouseUp(window, { clientX: 580 });
    fireEvent.mouseMove(window, { clientX: 700 });
    expect(columnWidths(first.table)[1]).toBe('280px');
    await leave(first);

    const again = await openChooser();
    expect(columnWidths(again.table)[1]).toBe('280px');
    expect(
      (within(again.chooser).getByRole('spinbutton', { name: 'Width of Email in pixels' }) as HTMLInputElement).value,
    ).toBe('280');
  });

  it('should not sort when the edge of a sortable header is dragged', async () => {
    const { table, router } = await openChooser();
    const edge = within(table).getByRole('columnheader', { name: 'Email' }).querySelector('.data-table-resize-handle')!;
    fireEvent.mouseDown(edge, { button: 0, clientX: 500 });
    fireEvent.mouseUp(window, { clientX: 520 });
    fireEvent.click(edge);
    expect(router.state.location.search).toBe('');
  });

  it('should go back to the declared columns with "Reset columns", for good', async () => {
    const first = await openChooser();
    const reset = within(first.chooser.parentElement!).getByRole('button', { name: 'Reset columns' });
    expect((reset as HTMLButtonElement).disabled).toBe(true);
    await first.user.click(within(first.chooser).getByRole('checkbox', { name: 'Phone' }));
    await first.user.click(within(first.chooser).getByRole('button', { name: 'Move Email down' }));
    await first.user.click(within(first.chooser).getByRole('spinbutton', { name: 'Width of Name in pixels' }));
    await first.user.keyboard('{ArrowUp}');
    await first.user.click(reset);
    expect(headerLabels(first.table)).toEqual(['Name', 'Email', 'Roles', 'Actions']);
    expect(columnWidths(first.table)).toEqual(['', '200px', '160px', expect.any(String)]);
    await leave(first);

    const again = await openChooser();
    expect(headerLabels(again.table)).toEqual(['Name', 'Email', 'Roles', 'Actions']);
  });

  it("should keep each user's columns apart on one machine", async () => {
    const first = await openChooser(7);
    await first.user.click(within(first.chooser).getByRole('checkbox', { name: 'Email' }));
    await leave(first);

    const other = await openChooser(8);
    expect(headerLabels(other.table)).toEqual(['Name', 'Email', 'Roles', 'Actions']);
    await leave(other);

    const back = await openChooser(7);
    expect(headerLabels(back.table)).toEqual(['Name', 'Roles', 'Actions']);
  });
});
