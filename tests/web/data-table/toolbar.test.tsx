import { screen, waitFor } from '@testing-library/react';
import type { TableSelection } from '../../../src/web/components/data-table';
import { renderTable, shownEmails } from './support/renderTable';
import { serveThreeUsers } from './support/users';

serveThreeUsers();

/** A screen's own toolbar content: what it sees of the selection, and a button that clears it. */
const toolbar = ({ keys, clear }: TableSelection) => (
  <>
    <output aria-label="Chosen">{keys.join(',')}</output>
    <button type="button" onClick={clear}>
      Clear selection
    </button>
  </>
);

describe('<DataTable> toolbar', () => {
  it("should render the screen's toolbar content with the selected rows' keys", async () => {
    const { user } = renderTable({ toolbar });
    await waitFor(() => expect(shownEmails()).toHaveLength(3));
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('');
    await user.click(screen.getByRole('checkbox', { name: 'Select First3 Last3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select First1 Last1' }));
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('3,1');
  });

  it('should let the toolbar content clear the selection', async () => {
    const { user } = renderTable({ toolbar });
    await waitFor(() => expect(shownEmails()).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText('3 selected')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select First2 Last2' }).checked).toBe(false);
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('');
  });
});
