import { screen, waitFor, within } from '@testing-library/react';
import { enhancedApi } from '../../../src/web/api/enhancedApi';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { chooseOption, openFilters, sentFilters } from './support/interactions';
import { listQueries, renderTable, TABLE_PATH } from './support/renderTable';
import { seedSavedFilters } from './support/savedFilters';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  fetchStub = stubFetch({
    'GET /api/users': () => json(200, userList(userRows(2))),
    'GET /api/roles/options': () => json(200, { options: [] }),
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const firstQuery = async () => {
  await waitFor(() => expect(listQueries(fetchStub).length).toBeGreaterThan(0));
  return listQueries(fetchStub)[0];
};
const TPA_STAFF = [{ name: 'user_type', type: 'select', value: ['TPA Staff'] }];

describe('<DataTable> saved filters', () => {
  it('should save applied filters with their route in localStorage, and never the API cache', async () => {
    const { user, store, persistor } = renderTable();
    await firstQuery();
    const panel = await openFilters(user);
    await chooseOption(user, 'User type', 'TPA Staff');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(store.getState().savedFilters.byRoute).toEqual({
      [TABLE_PATH]: [{ name: 'user_type', value: ['TPA Staff'] }],
    });
    await persistor.flush();
    expect(Object.keys(localStorage)).toContain('persist:savedFilters');
    expect(Object.keys(localStorage).filter((key) => key.includes(enhancedApi.reducerPath))).toEqual([]);
    expect(localStorage.getItem('persist:savedFilters')).toContain('TPA Staff');
  });

  it('should restore them on a later visit of the same route, from a fresh store', async () => {
    const first = renderTable();
    await firstQuery();
    const panel = await openFilters(first.user);
    await chooseOption(first.user, 'User type', 'TPA Staff');
    await first.user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await first.persistor.flush();
    first.view.unmount();
    fetchStub.requests.length = 0;

    const { router } = renderTable();
    expect(sentFilters(await firstQuery())).toEqual(TPA_STAFF);
    await waitFor(() => expect(router.state.location.search).toBe('?user_type=TPA+Staff'));
  });

  it('should not restore them on another route', async () => {
    await seedSavedFilters(TABLE_PATH, [{ name: 'user_type', value: ['TPA Staff'] }]);
    renderTable({ at: '/other-people' });
    expect(await firstQuery()).toEqual({ page: '1', items_per_page: '12' });
  });

  it('should drop a saved filter the table no longer defines', async () => {
    await seedSavedFilters(TABLE_PATH, [
      { name: 'department', value: ['Claims'] },
      { name: 'user_type', value: ['TPA Staff'] },
    ]);
    const { store } = renderTable();
    expect(sentFilters(await firstQuery())).toEqual(TPA_STAFF);
    await waitFor(() =>
      expect(store.getState().savedFilters.byRoute[TABLE_PATH]).toEqual([{ name: 'user_type', value: ['TPA Staff'] }]),
    );
    expect(listQueries(fetchStub)).toHaveLength(1);
  });

  it('should let list state in the URL win over the saved filters', async () => {
    await seedSavedFilters(TABLE_PATH, [{ name: 'user_type', value: ['TPA Staff'] }]);
    renderTable({ at: `${TABLE_PATH}?status=active` });
    expect(sentFilters(await firstQuery())).toEqual([{ name: 'status', type: 'select', value: 'active' }]);
    await screen.findByRole('table', { name: 'People' });
  });
});
