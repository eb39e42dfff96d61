import { act, screen, waitFor, within } from '@testing-library/react';
import { fitColumns, signedInStore } from './support/fit';
import { renderTable, shownEmails, tableReady } from './support/renderTable';
import { serveThreeUsers } from './support/users';

serveThreeUsers();

/** The list screen's density, as its class says (docs/lists.md, Fit and density). */
const density = () => {
  const screenElement = screen.getByRole('table').closest('section')!;
  return ['compact', 'comfortable'].filter((d) => screenElement.classList.contains(`data-table-${d}`));
};

async function openAs(id: number) {
  const rendered = renderTable({ columns: fitColumns, store: await signedInStore(id) });
  await tableReady();
  await waitFor(() => expect(shownEmails()).toHaveLength(3));
  return rendered;
}

async function choose(rendered: Awaited<ReturnType<typeof openAs>>, option: 'Compact' | 'Comfortable') {
  await rendered.user.click(screen.getByRole('button', { name: 'Layout' }));
  const rows = await screen.findByRole('radiogroup', { name: 'Rows' });
  await rendered.user.click(within(rows).getByRole('radio', { name: option }));
}

async function leave(rendered: Awaited<ReturnType<typeof openAs>>) {
  await act(() => rendered.persistor.flush());
  rendered.view.unmount();
}

describe('<DataTable> density', () => {
  it('should start compact', async () => {
    const { user } = await openAs(7);
    expect(density()).toEqual(['compact']);
    await user.click(screen.getByRole('button', { name: 'Layout' }));
    const rows = await screen.findByRole('radiogroup', { name: 'Rows' });
    expect(within(rows).getByRole('radio', { name: 'Compact' }).getAttribute('aria-checked')).toBe('true');
  });

  it('should switch to comfortable rows and back from the Layout menu', async () => {
    const rendered = await openAs(7);
    await choose(rendered, 'Comfortable');
    expect(density()).toEqual(['comfortable']);
    await rendered.user.click(screen.getByRole('radio', { name: 'Compact' }));
    expect(density()).toEqual(['compact']);
  });

  it('should remember the choice for the signed-in user, and only for them', async () => {
    const first = await openAs(7);
    await choose(first, 'Comfortable');
    await leave(first);
    expect(localStorage.getItem('persist:tablePreferences')).toContain('comfortable');

    const other = await openAs(8);
    expect(density()).toEqual(['compact']);
    await leave(other);

    await openAs(7);
    expect(density()).toEqual(['comfortable']);
  });
});
