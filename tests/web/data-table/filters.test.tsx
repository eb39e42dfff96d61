import { screen, waitFor, within } from '@testing-library/react';
import { filterOptionsApi } from '../../../src/web/components/data-table/filterOptionsApi';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { chooseOption, clickOption, openFilters, optionsOf, pickDays, sentFilters } from './support/interactions';
import { listQueries, renderTable, TABLE_PATH } from './support/renderTable';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
const lastQuery = () => listQueries(fetchStub).at(-1) ?? {};

function backend(roleOptions: FetchHandler = () => json(200, { options: [] })) {
  fetchStub = stubFetch({
    'GET /api/users': () => json(200, userList(userRows(2))),
    'GET /api/roles/options': roleOptions,
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-03-10T12:00:00'));
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
});

/** Renders the table and waits for its first list call. */
async function ready(at?: string) {
  const rendered = renderTable({ at });
  await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
  return rendered;
}

describe('<DataTable> filters', () => {
  it('should send on Apply only the filters that have a value, as a JSON array of name, type and value', async () => {
    backend();
    const { user } = await ready();
    const panel = await openFilters(user);
    await chooseOption(user, 'User type', 'TPA Staff');
    await chooseOption(user, 'User type', 'Ministry Staff');
    // Well past the 500 ms debounce: a filter applied as it was chosen would have been asked for by now.
    await elapse(5_000);
    expect(listQueries(fetchStub)).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await elapse(500);
    expect(listQueries(fetchStub)).toHaveLength(2);
    expect(lastQuery()).toEqual({
      page: '1',
      items_per_page: '12',
      filters: JSON.stringify([{ name: 'user_type', type: 'select', value: ['TPA Staff', 'Ministry Staff'] }]),
    });
  });

  it('should wait 500 ms after Apply before it asks for the filtered list', async () => {
    backend();
    const { user } = await ready();
    const panel = await openFilters(user);
    await chooseOption(user, 'User type', 'TPA Staff');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await elapse(499);
    expect(listQueries(fetchStub)).toHaveLength(1);
    await elapse(1);
    expect(listQueries(fetchStub)).toHaveLength(2);
  });

  it('should send a single select as one value, chosen by autocomplete', async () => {
    backend();
    const { user } = await ready();
    const panel = await openFilters(user);
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.type(status, 'inac');
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['inactive']);
    await clickOption(user, 'inactive');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sentFilters(lastQuery())).toEqual([{ name: 'status', type: 'select', value: 'inactive' }]),
    );
  });

  it('should load options from an endpoint answering an array, keeping only item_text and item_value', async () => {
    backend(() => json(200, [{ item_text: 'Auditor', item_value: 3, guard_name: 'web' }]));
    const { user, store } = await ready();
    await openFilters(user);
    expect(await optionsOf(user, 'Role')).toEqual(['Auditor']);
    const request = { url: '/api/roles/options', textField: 'item_text', valueField: 'item_value' };
    expect(filterOptionsApi.endpoints.fetchFilterOptions.select(request)(store.getState()).data).toEqual([
      { item_text: 'Auditor', item_value: 3 },
    ]);
  });

  it("should use an object answer's first array property as the options", async () => {
    backend(() =>
      json(200, {
        total: 2,
        options: [
          { item_text: 'Auditor', item_value: 3 },
          { item_text: 'Clerk', item_value: 4 },
        ],
        other: [{ item_text: 'No', item_value: 9 }],
      }),
    );
    const { user } = await ready();
    await openFilters(user);
    expect(await optionsOf(user, 'Role')).toEqual(['Auditor', 'Clerk']);
  });

  it('should send a chosen API option by its value', async () => {
    backend(() => json(200, { options: [{ item_text: 'Auditor', item_value: 3 }] }));
    const { user } = await ready();
    const panel = await openFilters(user);
    await chooseOption(user, 'Role', 'Auditor');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sentFilters(lastQuery())).toEqual([{ name: 'role', type: 'select', value: ['3'] }]));
  });

  it.each([
    ['fails', () => json(500, { message: 'Server Error' })],
    ['answers no array', () => json(200, { message: 'no options here' })],
  ])('should only log to the console when the option call %s', async (_case, answer) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend(answer);
    const { user } = await ready();
    await openFilters(user);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('/api/roles/options'), expect.anything()),
    );
    expect(await optionsOf(user, 'Role')).toEqual(['No matches']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should apply the chosen date range on OK, as whole days', async () => {
    backend();
    const { user } = await ready();
    const panel = await openFilters(user);
    const picker = await pickDays(user, 'Created at', '5', '20');
    await user.click(within(picker).getByRole('button', { name: 'OK' }));
    // The range in the agency's format, as its chip shows it.
    expect(within(panel).getByRole('button', { name: 'Created at: Mar 5, 2026 – Mar 20, 2026' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sentFilters(lastQuery())).toEqual([
        { name: 'created_at', type: 'date_range', value: ['2026-03-05', '2026-03-20'] },
      ]),
    );
  });

  it.each([
    ['Today', 'Mar 10, 2026'],
    ['Last 7 days', 'Mar 4, 2026 – Mar 10, 2026'],
    ['Last 30 days', 'Feb 9, 2026 – Mar 10, 2026'],
    ['This month', 'Mar 1, 2026 – Mar 10, 2026'],
    ['Last month', 'Feb 1, 2026 – Feb 28, 2026'],
    ['This year', 'Jan 1, 2026 – Mar 10, 2026'],
  ])('should offer the preset "%s" in the range picker, applied on OK as %s', async (preset, shown) => {
    backend();
    const { user } = await ready();
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: /^Created at:/ }));
    const picker = await screen.findByRole('dialog', { name: 'Created at' });
    await user.click(within(picker).getByText(preset, { exact: true }));
    await user.click(within(picker).getByRole('button', { name: 'OK' }));
    expect(within(panel).getByRole('button', { name: `Created at: ${shown}` })).toBeTruthy();
  });

  it("should take today as the agency's day: late evening UTC is already tomorrow in Lagos", async () => {
    jest.setSystemTime(new Date('2026-03-10T23:30:00Z'));
    backend();
    const { user } = await ready();
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: /^Created at:/ }));
    const picker = await screen.findByRole('dialog', { name: 'Created at' });
    await user.click(within(picker).getByText('Today', { exact: true }));
    await user.click(within(picker).getByRole('button', { name: 'OK' }));
    expect(within(panel).getByRole('button', { name: 'Created at: Mar 11, 2026' })).toBeTruthy();
  });

  it('should discard the chosen date range on Cancel', async () => {
    backend();
    const { user } = await ready();
    const panel = await openFilters(user);
    const picker = await pickDays(user, 'Created at', '5', '20');
    await user.click(within(picker).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Created at' })).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Created at: Any date' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await elapse(500);
    expect(listQueries(fetchStub)).toEqual([{ page: '1', items_per_page: '12' }]);
  });

  it('should empty every filter on Clear, remove the saved filters and refetch without filters', async () => {
    backend();
    const { user, store, router } = await ready(
      `${TABLE_PATH}?user_type=TPA+Staff&status=active&created_at=2026-01-01..2026-01-31`,
    );
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(store.getState().savedFilters.byRoute[TABLE_PATH]).toHaveLength(3));
    expect(within(screen.getByRole('combobox', { name: 'User type' })).getByText('TPA Staff')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(2));
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '12' });
    expect(store.getState().savedFilters.byRoute[TABLE_PATH]).toBeUndefined();
    expect(router.state.location.search).toBe('');
    expect(within(screen.getByRole('combobox', { name: 'User type' })).queryByText('TPA Staff')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Status' }).value).toBe('');
    expect(within(panel).getByRole('button', { name: 'Created at: Any date' })).toBeTruthy();
  });

  it('should show applied filters as chips before the panel (its fields load when it first opens) has been opened', async () => {
    backend();
    const { user } = await ready(`${TABLE_PATH}?user_type=TPA+Staff&created_at=2026-03-05..2026-03-20`);
    const chips = screen.getByRole('group', { name: 'Applied filters' });
    expect(within(chips).getByRole('button', { name: 'Remove User type: TPA Staff' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Remove Created at: Mar 5, 2026 – Mar 20, 2026' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'User type' })).toBeNull();

    const panel = await openFilters(user);
    expect(within(screen.getByRole('combobox', { name: 'User type' })).getByText('TPA Staff')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Created at: Mar 5, 2026 – Mar 20, 2026' })).toBeTruthy();
  });

  it('should keep choices not applied yet while the panel is closed', async () => {
    backend();
    const { user } = await ready();
    await openFilters(user);
    await chooseOption(user, 'User type', 'TPA Staff');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull());

    await openFilters(user);
    expect(within(screen.getByRole('combobox', { name: 'User type' })).getByText('TPA Staff')).toBeTruthy();
    expect(listQueries(fetchStub)).toHaveLength(1);
  });

  it('should refetch on Clear even when no filter was applied', async () => {
    backend();
    const { user } = await ready();
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(2));
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '12' });
  });
});
