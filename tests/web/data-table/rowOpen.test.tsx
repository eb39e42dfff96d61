import { Button, Classes, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserSummary } from '../../../src/web/api/generated';
import { renderTable, shownEmails } from './support/renderTable';
import { serveThreeUsers, userRow } from './support/users';

serveThreeUsers();
afterEach(() => window.getSelection()?.removeAllRanges());

/** An action button, and a menu whose popover renders in a portal outside the row. */
const actions = (u: UserSummary) => (
  <>
    <Button text="Archive" aria-label={`Archive ${u.first_name}`} />
    <PopoverNext
      content={
        <div>
          <p>{`More for ${u.first_name}`}</p>
          <Menu>
            <MenuItem text="Duplicate" />
          </Menu>
        </div>
      }
    >
      <Button text="More" aria-label={`More for ${u.first_name}`} />
    </PopoverNext>
  </>
);

async function ready(onRowOpen?: (row: UserSummary) => void) {
  const rendered = renderTable({ rowActions: actions, onRowOpen });
  await waitFor(() => expect(shownEmails()).toHaveLength(3));
  return rendered;
}
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('<DataTable> rows that open on click', () => {
  it('should open a row, in a table marked interactive, on a click on one of its cells', async () => {
    const onRowOpen = jest.fn();
    const { user } = await ready(onRowOpen);
    const row = rowOf('First2 Last2');
    expect(screen.getByRole('table').classList.contains(Classes.INTERACTIVE)).toBe(true);
    await user.click(within(row).getByText('user2@nhia.example'));
    expect(onRowOpen).toHaveBeenCalledTimes(1);
    expect(onRowOpen).toHaveBeenCalledWith(userRow(2));
  });

  it("should not open a row on a click on its checkbox, an action button, the action's popover or beside them", async () => {
    const onRowOpen = jest.fn();
    const { user } = await ready(onRowOpen);
    const checkbox = screen.getByRole('checkbox', { name: 'Select First1 Last1' });
    const archive = screen.getByRole('button', { name: 'Archive First1' });
    await user.click(checkbox);
    await user.click(archive);
    // A near miss in the selection or actions cell is not a wish to open the record.
    await user.click(checkbox.closest('td')!);
    await user.click(archive.closest('td')!);
    await user.click(screen.getByRole('button', { name: 'More for First1' }));
    // The popover lives in a portal, yet React bubbles its clicks through the row.
    await user.click(await screen.findByText('More for First1'));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    expect(onRowOpen).not.toHaveBeenCalled();
  });

  it('should not open a row on a click that ends a text selection', async () => {
    const onRowOpen = jest.fn();
    const { user } = await ready(onRowOpen);
    const email = within(rowOf('First1 Last1')).getByText('user1@nhia.example');
    // Press, drag across the e-mail and release on it: the release clicks the cell.
    await user.pointer([{ keys: '[MouseLeft>]', target: email, offset: 0 }, { offset: 5 }, { keys: '[/MouseLeft]' }]);
    expect(window.getSelection()?.toString()).toBe('user1');
    expect(onRowOpen).not.toHaveBeenCalled();
  });

  it('should leave rows plain without onRowOpen', async () => {
    const { user, router } = await ready();
    const row = rowOf('First1 Last1');
    expect(screen.getByRole('table').classList.contains(Classes.INTERACTIVE)).toBe(false);
    await user.click(within(row).getByText('user1@nhia.example'));
    expect(router.state.location.pathname).toBe('/people');
  });
});
