import { screen, waitFor, within } from '@testing-library/react';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { listQueries, renderTable, shownEmails, tableReady } from './support/renderTable';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  fetchStub = stubFetch({
    'GET /api/users': () => json(200, userList(userRows(3))),
    'GET /api/roles/options': () => json(200, { options: [] }),
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const lastQuery = () => listQueries(fetchStub).at(-1);
const header = (name: string) => screen.getByRole('columnheader', { name });

async function ready() {
  const rendered = renderTable();
  await waitFor(() => expect(shownEmails()).toHaveLength(3));
  expect(listQueries(fetchStub)).toHaveLength(1);
  return rendered;
}

describe('<DataTable> list call', () => {
  it('should ask for the first page of 12 with no filters, search or sort by default', async () => {
    renderTable();
    await tableReady();
    await waitFor(() => expect(shownEmails()).toHaveLength(3));
    expect(listQueries(fetchStub)).toEqual([{ page: '1', items_per_page: '12' }]);
  });

  it('should show the hint "Search by {fields}" and send the search 500 ms after the last keystroke', async () => {
    const { user } = await ready();
    const search = screen.getByRole('searchbox', { name: 'Search by name, email, phone' });
    expect(search.getAttribute('placeholder')).toBe('Search by name, email, phone');
    await user.type(search, 'ami');
    await elapse(499);
    expect(listQueries(fetchStub)).toHaveLength(1);
    await elapse(1);
    expect(listQueries(fetchStub)).toHaveLength(2);
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '12', search_string: 'ami' });
  });

  it('should restart the 500 ms wait on every keystroke, making one call for a burst', async () => {
    const { user } = await ready();
    const search = screen.getByRole('searchbox', { name: 'Search by name, email, phone' });
    await user.type(search, 'am');
    await elapse(400);
    await user.type(search, 'i');
    await elapse(499);
    expect(listQueries(fetchStub)).toHaveLength(1);
    await elapse(1);
    expect(listQueries(fetchStub)).toHaveLength(2);
    expect(lastQuery()?.search_string).toBe('ami');
  });
});

describe('<DataTable> sortable column headers', () => {
  it('should sort ascending, then descending, on clicks of the header button, with aria-sort on the header', async () => {
    const { user } = await ready();
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', items_per_page: '12', sort: 'name' }));
    await user.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(lastQuery()?.sort).toBe('-name'));
    await user.click(within(header('Email')).getByRole('button', { name: 'Email' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    await waitFor(() => expect(lastQuery()?.sort).toBe('email'));
  });

  it('should sort from the keyboard with Enter and Space', async () => {
    const { user } = await ready();
    within(header('Email')).getByRole('button', { name: 'Email' }).focus();
    await user.keyboard('{Enter}');
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');
    await user.keyboard(' ');
    expect(header('Email').getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(lastQuery()?.sort).toBe('-email'));
  });

  it('should leave a column without a sort key as a plain header', async () => {
    await ready();
    expect(header('Phone').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Phone')).queryByRole('button')).toBeNull();
  });
});

describe('<DataTable> accessibility', () => {
  it('should name the table by its heading and reach the controls in document order with Tab', async () => {
    const { user } = await ready();
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'People' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search by name, email, phone' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Layout' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export' }));
    await user.tab();
    // The table itself is one tab stop (docs/lists.md, Keyboard), then its header's controls.
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'People' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
  });

  it('should expand the Filters panel from the keyboard and say so with aria-expanded', async () => {
    const { user } = await ready();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
  });
});
