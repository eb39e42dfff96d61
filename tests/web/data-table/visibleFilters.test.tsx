import { screen, waitFor, within } from '@testing-library/react';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { chooseOption, openFilters, sentFilters } from './support/interactions';
import { listQueries, renderTable, shownEmails, TABLE_PATH } from './support/renderTable';
import { seedSavedFilters } from './support/savedFilters';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  fetchStub = stubFetch({
    'GET /api/users': () => json(200, userList(userRows(3))),
    'GET /api/roles/options': () => json(200, { options: [{ item_text: 'Claims Officer', item_value: 3 }] }),
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const lastQuery = () => listQueries(fetchStub).at(-1) ?? {};
const chips = () => screen.queryByRole('group', { name: 'Applied filters' });
/** Each chip by the name of its remove button ("Remove User type: Agency Staff" → "User type: Agency Staff"). */
const chipTexts = () =>
  chips() === null
    ? []
    : within(chips()!)
        .getAllByRole('button', { name: /^Remove / })
        .map((button) => button.getAttribute('aria-label')!.replace(/^Remove /, ''));
const removeChip = (text: string) => screen.getByRole('button', { name: `Remove ${text}` });
const filtersButton = () => screen.getByRole('button', { name: 'Filters' });

async function ready(at?: string) {
  const rendered = renderTable({ at });
  await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
  await waitFor(() => expect(shownEmails()).toHaveLength(3));
  return rendered;
}

const EVERY_KIND = `${TABLE_PATH}?search=ami&user_type=Agency+Staff&user_type=TPA+Staff&status=active&role=3&created_at=2026-03-05..2026-03-20`;

describe('<DataTable> applied filters on the Filters button', () => {
  it('should say nothing when no filter applies', async () => {
    await ready();
    expect(filtersButton().getAttribute('aria-describedby')).toBeNull();
    expect(filtersButton().textContent).toBe('Filters');
  });

  it('should show how many filters apply, counting a select with several values once, and not the search', async () => {
    await ready(EVERY_KIND);
    expect(screen.getByRole('button', { name: 'Filters', description: '4 filters applied' })).toBeTruthy();
    expect(filtersButton().textContent).toBe('Filters4');
  });

  it('should count a filter as it is applied, and only then', async () => {
    const { user } = await ready();
    const panel = await openFilters(user);
    await chooseOption(user, 'User type', 'TPA Staff');
    expect(filtersButton().getAttribute('aria-describedby')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Filters', description: '1 filter applied' })).toBeTruthy();
  });
});

describe('<DataTable> filter chips', () => {
  it('should show the search and every applied filter as a chip in human words: option texts, dates in the agency format', async () => {
    await ready(EVERY_KIND);
    await waitFor(() =>
      expect(chipTexts()).toEqual([
        'Search: “ami”',
        'User type: Agency Staff',
        'User type: TPA Staff',
        'Status: active',
        'Role: Claims Officer',
        'Created at: Mar 5, 2026 – Mar 20, 2026',
      ]),
    );
    expect(within(chips()!).getByText('Role: Claims Officer')).toBeTruthy();
    expect(within(chips()!).getByRole('button', { name: 'Clear all' })).toBeTruthy();
  });

  it('should show no chips, and no Clear all, when nothing is applied', async () => {
    await ready();
    expect(chips()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('should show a filter that came with a link the same way (the launcher opens users filtered to Agency Staff)', async () => {
    await ready(`${TABLE_PATH}?user_type=Agency+Staff`);
    expect(chipTexts()).toEqual(['User type: Agency Staff']);
    expect(screen.getByRole('button', { name: 'Filters', description: '1 filter applied' })).toBeTruthy();
  });

  it('should show a filter restored from the saved filters of an earlier visit the same way', async () => {
    await seedSavedFilters(TABLE_PATH, [{ name: 'status', value: 'active' }]);
    renderTable();
    await waitFor(() => expect(chipTexts()).toEqual(['Status: active']));
    expect(sentFilters(listQueries(fetchStub)[0])).toEqual([{ name: 'status', type: 'select', value: 'active' }]);
    expect(screen.getByRole('button', { name: 'Filters', description: '1 filter applied' })).toBeTruthy();
  });

  it('should show a filter applied in the panel as a chip', async () => {
    const { user } = await ready();
    const panel = await openFilters(user);
    await chooseOption(user, 'Role', 'Claims Officer');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(chipTexts()).toEqual(['Role: Claims Officer']);
  });

  it("should remove one value of a select with its chip: the list is asked for after the filters' 500 ms, the saved filters and the URL follow", async () => {
    const { user, store, router } = await ready();
    const panel = await openFilters(user);
    await chooseOption(user, 'User type', 'Agency Staff');
    await chooseOption(user, 'User type', 'TPA Staff');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await elapse(500);
    expect(listQueries(fetchStub)).toHaveLength(2);

    await user.click(removeChip('User type: Agency Staff'));
    expect(chipTexts()).toEqual(['User type: TPA Staff']);
    expect(router.state.location.search).toBe('?user_type=TPA+Staff');
    expect(store.getState().savedFilters.byRoute[TABLE_PATH]).toEqual([{ name: 'user_type', value: ['TPA Staff'] }]);
    await elapse(499);
    expect(listQueries(fetchStub)).toHaveLength(2);
    await elapse(1);
    expect(sentFilters(lastQuery())).toEqual([{ name: 'user_type', type: 'select', value: ['TPA Staff'] }]);
    // The panel follows too.
    expect(within(screen.getByRole('combobox', { name: 'User type' })).queryByText('Agency Staff')).toBeNull();
  });

  it('should remove a single select, a date range and the search with their chips', async () => {
    const { user, router } = await ready(`${TABLE_PATH}?search=ami&status=active&created_at=2026-03-05..2026-03-20`);
    await user.click(removeChip('Status: active'));
    await user.click(removeChip('Created at: Mar 5, 2026 – Mar 20, 2026'));
    expect(chipTexts()).toEqual(['Search: “ami”']);
    await user.click(removeChip('Search: “ami”'));
    expect(chips()).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    await elapse(500);
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '12' });
  });

  it('should take a removed saved filter out of storage, so it does not come back on the next visit', async () => {
    await seedSavedFilters(TABLE_PATH, [{ name: 'status', value: 'active' }]);
    const first = renderTable();
    await waitFor(() => expect(chipTexts()).toEqual(['Status: active']));
    await first.user.click(removeChip('Status: active'));
    expect(first.store.getState().savedFilters.byRoute[TABLE_PATH]).toBeUndefined();
    await first.persistor.flush();
    first.view.unmount();

    renderTable();
    await waitFor(() => expect(screen.getByRole('table', { name: 'People' })).toBeTruthy());
    await elapse(500);
    expect(chips()).toBeNull();
  });

  it('should empty the search and every filter on Clear all, forget the saved filters, and refetch the cached unfiltered list', async () => {
    const { user, store, router } = await ready();
    const panel = await openFilters(user);
    await chooseOption(user, 'User type', 'TPA Staff');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await user.type(screen.getByRole('searchbox'), 'ami');
    await elapse(500);
    expect(listQueries(fetchStub)).toHaveLength(2);
    expect(chipTexts()).toEqual(['Search: “ami”', 'User type: TPA Staff']);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(chips()).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(store.getState().savedFilters.byRoute[TABLE_PATH]).toBeUndefined();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    await elapse(500);
    // The first answer, for exactly these arguments, is still cached: it is asked for again all the same.
    expect(listQueries(fetchStub)).toEqual([
      { page: '1', items_per_page: '12' },
      expect.objectContaining({ search_string: 'ami' }),
      { page: '1', items_per_page: '12' },
    ]);
    expect(within(screen.getByRole('combobox', { name: 'User type' })).queryByText('TPA Staff')).toBeNull();
  });

  it("should refetch on the panel's Clear when the unfiltered list is cached", async () => {
    const { user } = await ready();
    const panel = await openFilters(user);
    await chooseOption(user, 'User type', 'TPA Staff');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await elapse(500);
    expect(listQueries(fetchStub)).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    await elapse(500);
    expect(listQueries(fetchStub)).toHaveLength(3);
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '12' });
    // Once: the refetch is not repeated by later renders.
    await elapse(5_000);
    expect(listQueries(fetchStub)).toHaveLength(3);
  });
});

describe('<DataTable> no results', () => {
  beforeEach(() => {
    fetchStub.restore();
    fetchStub = stubFetch({
      'GET /api/users': (request) => {
        const query = new URL(request.url).searchParams;
        const narrowed = query.has('filters') || query.has('search_string');
        return json(200, narrowed ? userList([], { total: 0 }) : userList(userRows(3)));
      },
      'GET /api/roles/options': () => json(200, { options: [{ item_text: 'Claims Officer', item_value: 3 }] }),
    });
  });
  const emptyState = () => screen.getByText('No entries found').closest<HTMLElement>('.bp6-non-ideal-state')!;

  it('should name what is filtered and searched, and offer to clear the filters and the search', async () => {
    renderTable({ at: `${TABLE_PATH}?search=zz&role=3&status=active` });
    await screen.findByText('No entries found');
    await waitFor(() =>
      expect(emptyState().textContent).toContain('Nothing matches Search: “zz”; Status: active; Role: Claims Officer.'),
    );
    expect(within(emptyState()).getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(within(emptyState()).getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });

  it('should clear the filters from the no-results view, keeping the search', async () => {
    const { user, router } = renderTable({ at: `${TABLE_PATH}?search=zz&status=active` });
    await screen.findByText('No entries found');
    await user.click(within(emptyState()).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?search=zz');
    await elapse(500);
    expect(lastQuery()).toEqual({ page: '1', items_per_page: '12', search_string: 'zz' });
  });

  it('should clear the search from the no-results view, and show the rows again', async () => {
    const { user, router } = renderTable({ at: `${TABLE_PATH}?search=zz` });
    await screen.findByText('No entries found');
    expect(within(emptyState()).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await user.click(within(emptyState()).getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    await elapse(500);
    await waitFor(() => expect(shownEmails()).toHaveLength(3));
    expect(screen.queryByText('No entries found')).toBeNull();
  });

  it('should offer nothing to clear when nothing narrows the list', async () => {
    fetchStub.restore();
    fetchStub = stubFetch({ 'GET /api/users': () => json(200, userList([], { total: 0 })) });
    renderTable();
    await screen.findByText('No entries found');
    expect(within(emptyState()).queryByRole('button')).toBeNull();
    expect(emptyState().textContent).not.toContain('Nothing matches');
  });
});
