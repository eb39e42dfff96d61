import { screen, waitFor, within } from '@testing-library/react';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { listQueries, renderTable, TABLE_PATH } from './support/renderTable';
import { userList, userRows } from './support/users';

/**
 * Next and Previous read the neighbouring page by the answer's cursor (docs/lists.md, Cursors);
 * a page number, the first and the last page, and any other change of the view go by number.
 */
const TOTAL = 240;
const LAST = TOTAL / 12;
let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  fetchStub = stubFetch({
    'GET /api/users': (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const answer = userList(userRows(12, (page - 1) * 12 + 1), { page, total: TOTAL });
      answer.pagination.next_cursor = page < LAST ? `after-${page}` : null;
      answer.pagination.previous_cursor = page > 1 ? `before-${page}` : null;
      return json(200, answer);
    },
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const lastQuery = () => listQueries(fetchStub).at(-1);
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
const link = (name: string) => within(pager()).getByRole('link', { name });

async function ready(at?: string) {
  const rendered = renderTable({ at });
  await waitFor(() => expect(listQueries(fetchStub).length).toBeGreaterThan(0));
  await screen.findByText(/^Showing [1-9]/);
  return rendered;
}

describe('<DataTable> pager with cursors', () => {
  it('should ask for the next page by the answer’s next cursor, and the one before by its previous cursor', async () => {
    const { user } = await ready(`${TABLE_PATH}?page=5`);
    expect(link('Next page').getAttribute('href')).toBe(`${TABLE_PATH}?page=6&cursor=after-5`);
    await user.click(link('Next page'));
    await elapse(0);
    expect(lastQuery()).toEqual({ page: '6', items_per_page: '12', cursor: 'after-5' });
    await within(pager()).findByText('Page 6 of 20');
    await screen.findByText('Showing 61 to 72 of 240 entries');
    await user.click(link('Previous page'));
    await elapse(0);
    expect(lastQuery()).toEqual({ page: '5', items_per_page: '12', cursor: 'before-6' });
    await within(pager()).findByText('Page 5 of 20');
  });

  it('should link the neighbouring page numbers by cursor, the others, the first and the last by number', async () => {
    await ready(`${TABLE_PATH}?page=2`);
    expect(link('Page 3').getAttribute('href')).toBe(`${TABLE_PATH}?page=3&cursor=after-2`);
    expect(link('Page 4').getAttribute('href')).toBe(`${TABLE_PATH}?page=4`);
    expect(link('Previous page').getAttribute('href')).toBe(TABLE_PATH);
    expect(link('First page').getAttribute('href')).toBe(TABLE_PATH);
    expect(link('Last page').getAttribute('href')).toBe(`${TABLE_PATH}?page=${LAST}`);
  });

  it('should jump by number from a page reached by cursor, and drop the cursor when the sort changes', async () => {
    const { user } = await ready(`${TABLE_PATH}?page=6&cursor=after-5`);
    expect(lastQuery()).toEqual({ page: '6', items_per_page: '12', cursor: 'after-5' });
    await user.click(link('Page 9'));
    await elapse(0);
    expect(lastQuery()).toEqual({ page: '9', items_per_page: '12' });
    // Next has page 9's cursor once page 9's answer is in.
    await screen.findByText('Showing 97 to 108 of 240 entries');
    await user.click(link('Next page'));
    await elapse(0);
    expect(lastQuery()).toEqual({ page: '10', items_per_page: '12', cursor: 'after-9' });
    await within(pager()).findByText('Page 10 of 20');
    await user.click(within(screen.getByRole('columnheader', { name: 'Email' })).getByRole('button'));
    await elapse(0);
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '12', sort: 'email' });
  });
});
