import { screen, waitFor, within } from '@testing-library/react';
import { MAX_ITEMS_PER_PAGE } from '../../../src/shared/constants';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { listQueries, renderTable, TABLE_PATH } from './support/renderTable';
import { userList, userRows } from './support/users';

const TOTAL = 240;
let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  fetchStub = stubFetch({
    'GET /api/users': (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const perPage = Number(query.get('items_per_page'));
      return json(
        200,
        userList(userRows(Math.min(perPage, 12), (page - 1) * perPage + 1), { page, perPage, total: TOTAL }),
      );
    },
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const lastQuery = () => listQueries(fetchStub).at(-1);
const itemsPerPage = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Items per page' });
const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByRole('link', { name: /^Page \d+$/ });

async function ready(at?: string) {
  const rendered = renderTable({ at });
  await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
  await screen.findByText(/^Showing [1-9]/);
  return rendered;
}

describe('<DataTable> footer', () => {
  it('should say "Showing {from} to {to} of {total} entries"', async () => {
    await ready(`${TABLE_PATH}?page=2`);
    expect(screen.getByRole('status').textContent).toBe('Showing 13 to 24 of 240 entries');
  });

  it('should say "Showing 0 to 0 of 0 entries" and show an empty state for an empty page', async () => {
    fetchStub.restore();
    fetchStub = stubFetch({ 'GET /api/users': () => json(200, userList([], { total: 0 })) });
    renderTable();
    expect(await screen.findByText('No entries found')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 0 to 0 of 0 entries');
  });
});

describe('<DataTable> items per page', () => {
  it('should ignore keys other than digits and apply the number only on Enter', async () => {
    const { user } = await ready();
    await user.type(itemsPerPage(), 'x5e-');
    expect(itemsPerPage().value).toBe('125');
    // Well past the 500 ms debounce: a number applied while typing would have been asked for by now.
    await elapse(5_000);
    expect(listQueries(fetchStub)).toHaveLength(1);
    await user.keyboard('{Enter}');
    await elapse(500);
    expect(listQueries(fetchStub)).toEqual([
      { page: '1', items_per_page: '12' },
      { page: '1', items_per_page: '125' },
    ]);
  });

  it('should block the Backspace that would empty the field', async () => {
    const { user } = await ready();
    await user.type(itemsPerPage(), '{Backspace}', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    expect(itemsPerPage().value).toBe('12');
    await user.type(itemsPerPage(), '{Backspace}');
    expect(itemsPerPage().value).toBe('1');
    await user.type(itemsPerPage(), '{Backspace}');
    expect(itemsPerPage().value).toBe('1');
  });

  it(`should keep to at most the contract's maximum of ${MAX_ITEMS_PER_PAGE}`, async () => {
    const { user } = await ready();
    await user.type(itemsPerPage(), '9999{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    expect(itemsPerPage().value).toBe(String(MAX_ITEMS_PER_PAGE));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', items_per_page: String(MAX_ITEMS_PER_PAGE) }));
  });

  it('should keep to a minimum of 1', async () => {
    const { user } = await ready();
    await user.type(itemsPerPage(), '0{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    expect(itemsPerPage().value).toBe('1');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', items_per_page: '1' }));
  });
});

describe('<DataTable> pager', () => {
  it('should show 7 page links, previous and next, with the current page marked', async () => {
    await ready();
    expect(pageLinks().map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 2' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(`${TABLE_PATH}?page=2`);
  });

  it('should open a page from its link and centre the current page', async () => {
    const { user } = await ready();
    await user.click(screen.getByRole('link', { name: 'Page 6' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '6', items_per_page: '12' }));
    await screen.findByText('Showing 61 to 72 of 240 entries');
    expect(pageLinks().map((link) => link.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9']);
    expect(screen.getByRole('link', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()?.page).toBe('7'));
  });

  it('should end the links at the last page', async () => {
    await ready(`${TABLE_PATH}?page=20`);
    expect(pageLinks().map((link) => link.textContent)).toEqual(['14', '15', '16', '17', '18', '19', '20']);
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
  });
});
