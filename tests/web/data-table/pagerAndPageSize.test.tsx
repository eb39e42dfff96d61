import { act, screen, waitFor, within } from '@testing-library/react';
import { enhancedApi } from '../../../src/web/api/enhancedApi';
import { setupStore } from '../../../src/web/app/store';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf, TEST_ORIGIN } from '../support/fixtures';
import { listQueries, renderTable, TABLE_PATH } from './support/renderTable';
import { rehydrated } from './support/savedFilters';
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
      const shown = Math.max(0, Math.min(perPage, TOTAL - (page - 1) * perPage, 12));
      return json(200, userList(userRows(shown, (page - 1) * perPage + 1), { page, perPage, total: TOTAL }));
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
const jumpField = () => within(pager()).getByRole<HTMLInputElement>('textbox', { name: 'Go to page' });
const itemsPerPage = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Items per page' });
/** Lets the promises of a call started now run, and no timer move: a call made here was made at once. */
const atOnce = () => elapse(0);

async function ready(at?: string, options: Parameters<typeof renderTable>[0] = {}) {
  const rendered = renderTable({ at, ...options });
  await waitFor(() => expect(listQueries(fetchStub).length).toBeGreaterThan(0));
  await screen.findByText(/^Showing [1-9]/);
  return rendered;
}

describe('<DataTable> pager: first, last, "Page n of m", go to page', () => {
  it('should link to the first and the last page and say "Page n of m"', async () => {
    await ready(`${TABLE_PATH}?page=6`);
    expect(within(pager()).getByText('Page 6 of 20')).toBeTruthy();
    expect(link('First page').getAttribute('href')).toBe(TABLE_PATH);
    expect(link('Last page').getAttribute('href')).toBe(`${TABLE_PATH}?page=20`);
    expect(link('First page').getAttribute('aria-disabled')).not.toBe('true');
    expect(
      within(pager())
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((a) => a.textContent),
    ).toEqual(['3', '4', '5', '6', '7', '8', '9']);
  });

  it('should disable First and Previous on the first page, Next and Last on the last', async () => {
    await ready();
    expect(link('First page').getAttribute('aria-disabled')).toBe('true');
    expect(link('Previous page').getAttribute('aria-disabled')).toBe('true');
    expect(link('Last page').getAttribute('aria-disabled')).not.toBe('true');
  });

  it('should open the last page from Last, at once, and then disable Next and Last', async () => {
    const { user } = await ready();
    await user.click(link('Last page'));
    await atOnce();
    expect(lastQuery()).toEqual({ page: '20', items_per_page: '12' });
    await within(pager()).findByText('Page 20 of 20');
    expect(link('Next page').getAttribute('aria-disabled')).toBe('true');
    expect(link('Last page').getAttribute('aria-disabled')).toBe('true');
    // Page 1's answer is cached: shown at once, with no call.
    await user.click(link('First page'));
    await atOnce();
    expect(within(pager()).getByText('Page 1 of 20')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 1 to 12 of 240 entries');
  });

  it('should jump to the page typed in "Go to page" on Enter, at once, digits only', async () => {
    const { user, router } = await ready();
    await user.type(jumpField(), '1x5');
    expect(jumpField().value).toBe('15');
    await elapse(5_000);
    expect(listQueries(fetchStub)).toHaveLength(1);
    await user.keyboard('{Enter}');
    await atOnce();
    expect(lastQuery()).toEqual({ page: '15', items_per_page: '12' });
    expect(router.state.location.search).toBe('?page=15');
    await within(pager()).findByText('Page 15 of 20');
    expect(jumpField().value).toBe('');
  });

  it('should keep a jump between the first and the last page', async () => {
    const { user } = await ready(`${TABLE_PATH}?page=2`);
    await user.type(jumpField(), '999{Enter}');
    await atOnce();
    expect(lastQuery()?.page).toBe('20');
    await within(pager()).findByText('Page 20 of 20');
    await user.type(jumpField(), '0{Enter}');
    await atOnce();
    expect(lastQuery()?.page).toBe('1');
    await within(pager()).findByText('Page 1 of 20');
  });
});

describe('<DataTable> page and sort changes go at once; search and filters wait 500 ms', () => {
  it('should ask for a page as soon as its link is clicked', async () => {
    const { user } = await ready();
    await user.click(link('Page 3'));
    await atOnce();
    expect(listQueries(fetchStub)).toEqual([
      { page: '1', items_per_page: '12' },
      { page: '3', items_per_page: '12' },
    ]);
    await user.click(link('Next page'));
    await atOnce();
    expect(lastQuery()?.page).toBe('4');
  });

  it('should ask for a new sort as soon as its header is clicked', async () => {
    const { user } = await ready();
    await user.click(within(screen.getByRole('columnheader', { name: 'Email' })).getByRole('button'));
    await atOnce();
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '12', sort: 'email' });
  });

  it('should ask for a new page size as soon as it is applied', async () => {
    const { user } = await ready();
    await user.type(itemsPerPage(), '25{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    await atOnce();
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '25' });
  });

  it('should hold a page change made while a search waits, and make one call once the 500 ms have passed', async () => {
    const { user } = await ready(`${TABLE_PATH}?page=3`);
    await user.type(screen.getByRole('searchbox'), 'ami');
    await elapse(499);
    expect(listQueries(fetchStub)).toHaveLength(1);
    await elapse(1);
    expect(listQueries(fetchStub)).toEqual([
      { page: '3', items_per_page: '12' },
      { page: '1', items_per_page: '12', search_string: 'ami' },
    ]);
  });
});

describe('<DataTable> page size remembered per list and per user', () => {
  async function signedInStore(userId: number) {
    const store = setupStore({ apiHost: TEST_ORIGIN });
    const session = sessionOf();
    await store.dispatch(
      enhancedApi.util.upsertQueryData('getCurrentUser', undefined, {
        ...session,
        user: { ...session.user, id: userId },
      }),
    );
    return store;
  }

  it('should open the list at the page size its user typed on an earlier visit, from a fresh store', async () => {
    const first = await ready(undefined, { store: await signedInStore(7) });
    await first.user.type(itemsPerPage(), '25{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    await atOnce();
    expect(first.store.getState().pageSizes.byUser).toEqual({ 7: { users: 25 } });
    await act(() => first.persistor.flush());
    first.view.unmount();
    fetchStub.requests.length = 0;

    const { router } = await ready(undefined, { store: await signedInStore(7) });
    expect(listQueries(fetchStub)).toEqual([{ page: '1', items_per_page: '25' }]);
    expect(itemsPerPage().value).toBe('25');
    // Its page links keep it.
    expect(link('Page 2').getAttribute('href')).toBe(`${TABLE_PATH}?page=2&items_per_page=25`);
    expect(router.state.location.pathname).toBe(TABLE_PATH);
  });

  it("should keep each user's page size their own", async () => {
    const first = await ready(undefined, { store: await signedInStore(7) });
    await first.user.type(itemsPerPage(), '25{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    await atOnce();
    await act(() => first.persistor.flush());
    first.view.unmount();
    fetchStub.requests.length = 0;

    const other = await ready(undefined, { store: await signedInStore(8) });
    await rehydrated(other.persistor);
    expect(other.store.getState().pageSizes.byUser[7]).toEqual({ users: 25 });
    expect(listQueries(fetchStub)).toEqual([{ page: '1', items_per_page: '12' }]);
  });

  it("should let a link's own items_per_page win, also the default one, and keep it on its page links", async () => {
    const first = await ready(undefined, { store: await signedInStore(7) });
    await first.user.type(itemsPerPage(), '25{Enter}', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    await atOnce();
    await act(() => first.persistor.flush());
    first.view.unmount();
    fetchStub.requests.length = 0;

    await ready(`${TABLE_PATH}?items_per_page=12`, { store: await signedInStore(7) });
    expect(listQueries(fetchStub)).toEqual([{ page: '1', items_per_page: '12' }]);
    expect(link('Page 2').getAttribute('href')).toBe(`${TABLE_PATH}?page=2&items_per_page=12`);
  });

  it('should remember only a size typed in "Items per page", not one a link brought', async () => {
    const { store } = await ready(`${TABLE_PATH}?items_per_page=50`, { store: await signedInStore(7) });
    expect(lastQuery()?.items_per_page).toBe('50');
    expect(store.getState().pageSizes.byUser).toEqual({});
  });
});
