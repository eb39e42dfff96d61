import { act, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { chooseOption, openFilters, pickDays } from './support/interactions';
import { listQueries, renderTable, TABLE_PATH } from './support/renderTable';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-03-10T12:00:00'));
  fetchStub = stubFetch({
    'GET /api/users': () => json(200, userList(userRows(12), { total: 100 })),
    'GET /api/roles/options': () => json(200, { options: [] }),
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const lastQuery = () => listQueries(fetchStub).at(-1);
const FULL_VIEW =
  '?page=3&items_per_page=25&search=ami&sort=-email&user_type=Agency+Staff&user_type=TPA+Staff&status=active&created_at=2026-01-01..2026-01-31';

describe('<DataTable> list state in the URL', () => {
  it('should open exactly the view a URL describes', async () => {
    renderTable({ at: `${TABLE_PATH}${FULL_VIEW}` });
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    expect(listQueries(fetchStub)[0]).toEqual({
      page: '3',
      items_per_page: '25',
      search_string: 'ami',
      sort: '-email',
      filters: JSON.stringify([
        { name: 'user_type', type: 'select', value: ['Agency Staff', 'TPA Staff'] },
        { name: 'status', type: 'select', value: 'active' },
        { name: 'created_at', type: 'date_range', value: ['2026-01-01', '2026-01-31'] },
      ]),
    });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('ami');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Items per page' }).value).toBe('25');
    expect(screen.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe('descending');
    expect((await screen.findByRole('link', { name: 'Page 3' })).getAttribute('aria-current')).toBe('page');
  });

  it('should write each change to the URL, leaving defaults out', async () => {
    const { user, router } = renderTable();
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    const search = () => router.state.location.search;

    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    expect(search()).toBe('?sort=name');
    await user.type(screen.getByRole('searchbox'), 'ami');
    expect(search()).toBe('?search=ami&sort=name');
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(search()).toBe('?page=2&search=ami&sort=name');
    await user.type(screen.getByRole('textbox', { name: 'Items per page' }), '5{Enter}', {
      initialSelectionStart: 0,
      initialSelectionEnd: 2,
    });
    expect(search()).toBe('?items_per_page=5&search=ami&sort=name');

    const panel = await openFilters(user);
    await chooseOption(user, 'User type', 'Agency Staff');
    await chooseOption(user, 'User type', 'TPA Staff');
    const picker = await pickDays(user, 'Created at', '12', '19');
    await user.click(within(picker).getByRole('button', { name: 'OK' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(search()).toBe(
      '?items_per_page=5&search=ami&sort=name&user_type=Agency+Staff&user_type=TPA+Staff&created_at=2026-03-12..2026-03-19',
    );
    await waitFor(() => expect(lastQuery()?.filters).toContain('2026-03-19'));
  });

  it('should restore the earlier view on Back', async () => {
    const { user, router } = renderTable({ at: `${TABLE_PATH}?status=pending` });
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    await user.click(await screen.findByRole('link', { name: 'Page 4' }));
    await waitFor(() => expect(lastQuery()?.page).toBe('4'));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?status=pending');
    // Page 1 is answered from the cache of its earlier call.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page'));
    expect(listQueries(fetchStub).map((query) => query.page)).toEqual(['1', '4']);
  });

  it('should put the search typed into the URL without a new history entry per keystroke', async () => {
    const { user, router } = renderTable();
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    await user.type(screen.getByRole('searchbox'), 'ami');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(TABLE_PATH);
    expect(router.state.location.search).toBe('?search=ami');
  });
});
