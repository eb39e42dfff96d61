import { screen, waitFor, within } from '@testing-library/react';
import { renderTable, shownEmails } from './support/renderTable';
import { serveThreeUsers } from './support/users';

serveThreeUsers();

async function ready() {
  const rendered = renderTable();
  await waitFor(() => expect(shownEmails()).toHaveLength(3));
  return rendered;
}
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const selectAll = () => checkbox('Select all rows on this page');

describe('<DataTable> row selection and actions', () => {
  it('should select a row by its labelled checkbox, by click or Space', async () => {
    const { user } = await ready();
    await user.click(checkbox('Select First1 Last1'));
    expect(checkbox('Select First1 Last1').checked).toBe(true);
    checkbox('Select First2 Last2').focus();
    await user.keyboard(' ');
    expect(checkbox('Select First2 Last2').checked).toBe(true);
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(selectAll().indeterminate).toBe(true);
  });

  it('should select and clear every row of the page with select-all', async () => {
    const { user } = await ready();
    await user.click(selectAll());
    expect(['First1 Last1', 'First2 Last2', 'First3 Last3'].map((n) => checkbox(`Select ${n}`).checked)).toEqual([
      true,
      true,
      true,
    ]);
    expect(selectAll().checked).toBe(true);
    await user.click(selectAll());
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(checkbox('Select First3 Last3').checked).toBe(false);
  });

  it('should end each row with its actions under an Actions header', async () => {
    await ready();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.at(-1)).toBe('Actions');
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Open First1' }).getAttribute('href')).toBe('/people/1');
  });
});
