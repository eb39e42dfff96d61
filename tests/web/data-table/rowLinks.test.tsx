import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { renderTable, shownEmails } from './support/renderTable';
import { serveThreeUsers, userList, userRow, userRows } from './support/users';

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
/** The links inside the rows' cells other than the actions cell. */
const cellLinks = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .flatMap((row) => [...row.querySelectorAll('td:not(.data-table-actions) a')]);

describe('<DataTable> rows as links', () => {
  serveThreeUsers();
  const rowHref = (u: { id: number }) => `/people/${u.id}`;

  async function ready(options: Parameters<typeof renderTable>[0]) {
    const rendered = renderTable({ rowActions: () => null, ...options });
    await waitFor(() => expect(shownEmails()).toHaveLength(3));
    return rendered;
  }

  it("should make each row's first cell a real link to its record", async () => {
    await ready({ rowHref });
    const link = within(rowOf('First2 Last2')).getByRole('link', { name: 'First2 Last2' });
    expect(link.getAttribute('href')).toBe('/people/2');
    expect(link.closest('td')).toBe(rowOf('First2 Last2').querySelectorAll('td')[1]);
    expect(cellLinks()).toHaveLength(3);
  });

  it('should open the row in place on a plain click on its link, and at its address', async () => {
    const { user, router } = await ready({ rowHref });
    await user.click(within(rowOf('First2 Last2')).getByRole('link', { name: 'First2 Last2' }));
    expect(router.state.location.pathname).toBe('/people/2');
  });

  it("should open a row's link through the row's own opening when it has one", async () => {
    const onRowOpen = jest.fn();
    const { user, router } = await ready({ rowHref, onRowOpen });
    await user.click(within(rowOf('First3 Last3')).getByRole('link', { name: 'First3 Last3' }));
    expect(onRowOpen).toHaveBeenCalledTimes(1);
    expect(onRowOpen).toHaveBeenCalledWith(userRow(3));
    expect(router.state.location.pathname).toBe('/people');
  });

  it('should leave Ctrl, Cmd, Shift and middle clicks to the browser (a new tab or window)', async () => {
    const onRowOpen = jest.fn();
    const { router } = await ready({ rowHref, onRowOpen });
    const link = within(rowOf('First1 Last1')).getByRole('link', { name: 'First1 Last1' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // Not cancelled: the browser goes on to open the address in a new tab.
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(onRowOpen).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/people');
  });

  it('should give rows that do not open no links', async () => {
    await ready({});
    expect(cellLinks()).toEqual([]);
  });

  it('should give rows that open in place (a drawer) no links', async () => {
    await ready({ onRowOpen: jest.fn() });
    expect(cellLinks()).toEqual([]);
  });
});

describe('the list screens: rows link to their records', () => {
  let fetchStub: FetchStub;
  afterEach(() => {
    fetchStub.restore();
    localStorage.clear();
  });
  function backend(permissions: Permission[]) {
    fetchStub = stubFetch({
      'GET /api/user': () => json(200, sessionOf({ permissions })),
      'GET /api/users': () => json(200, userList(userRows(2))),
    });
  }

  it("should link a user's name to the user's view for those who may open it", async () => {
    backend(['list users', 'view users']);
    const { router } = renderApp(['/agency-panel/users']);
    await screen.findByRole('table', { name: 'Users' });
    const link = await screen.findByRole('link', { name: 'First2 Last2' });
    expect(link.getAttribute('href')).toBe('/agency-panel/users/2');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/2'));
  });

  it('should not link names for those who may not open a user', async () => {
    backend(['list users']);
    renderApp(['/agency-panel/users']);
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'First2 Last2' })).toBeNull();
  });
});
