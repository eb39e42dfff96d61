import { screen, waitFor, within } from '@testing-library/react';
import { userFilters } from '../../../src/web/features/users/usersListConfig';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { openFilters, sentFilters } from './support/interactions';
import { listQueries, renderTable } from './support/renderTable';
import { userList, userRows } from './support/users';

let fetchStub: FetchStub;
const lastQuery = () => listQueries(fetchStub).at(-1) ?? {};
const relativeDays = userFilters.filter((f) => f.type === 'relative_day');

beforeEach(() => {
  jest.useFakeTimers();
  fetchStub = stubFetch({ 'GET /api/users': () => json(200, userList(userRows(2))) });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

async function ready(at?: string) {
  const rendered = renderTable({ at, filters: relativeDays });
  await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
  return rendered;
}

const chips = () =>
  within(screen.getByRole('group', { name: 'Applied filters' }))
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label'));

describe('<RelativeDayFilter> on the users list', () => {
  it('should offer never, the preset numbers of days (35: dormancy) and any other number, for last sign-in', async () => {
    await openFilters((await ready()).user);
    const select = screen.getByRole('combobox', { name: 'Last sign-in' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Any',
      'Never signed in',
      'More than 7 days ago',
      'More than 30 days ago',
      'More than 35 days ago',
      'More than 90 days ago',
      'More than … days ago',
    ]);
    const expiry = screen.getByRole('combobox', { name: 'Expiry' });
    expect(
      within(expiry)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Any',
      'Expired',
      'Within the next 7 days',
      'Within the next 30 days',
      'Within the next 90 days',
      'Within the next … days',
      'No expiry',
    ]);
  });

  it('should apply a preset as one word, keep it in the address and show it as a plain-words chip that removes it', async () => {
    const { user, router } = await ready();
    const panel = await openFilters(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Last sign-in' }), 'More than 35 days ago');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await elapse(500);
    expect(sentFilters(lastQuery())).toEqual([
      { name: 'last_sign_in', type: 'relative_day', value: 'more_than_days:35' },
    ]);
    expect(new URLSearchParams(router.state.location.search).get('last_sign_in')).toBe('more_than_days:35');
    expect(chips()).toEqual(['Remove Last sign-in: more than 35 days ago']);
    await user.click(screen.getByRole('button', { name: 'Remove Last sign-in: more than 35 days ago' }));
    await elapse(500);
    expect(router.state.location.search).not.toContain('last_sign_in');
    expect(screen.queryByRole('group', { name: 'Applied filters' })).toBeNull();
  });

  it('should take a typed number of days, and refuse to apply one that is not a whole number from 1 to 36500', async () => {
    const { user } = await ready();
    const panel = await openFilters(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Last sign-in' }), 'More than … days ago');
    const days = screen.getByRole('spinbutton', { name: 'Last sign-in: number of days' });
    const apply = within(panel).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    for (const wrong of ['-3', '0', '40000', '2.5']) {
      await user.clear(days);
      await user.type(days, wrong);
      expect({ wrong, invalid: days.getAttribute('aria-invalid') }).toEqual({ wrong, invalid: 'true' });
      expect(days.getAttribute('aria-describedby')).toBe(
        screen.getByText('Enter a whole number of days from 1 to 36500.').id,
      );
      expect(apply.disabled).toBe(true);
    }
    await user.clear(days);
    await user.type(days, '12');
    expect(days.getAttribute('aria-invalid')).toBe('false');
    await user.click(apply);
    await elapse(500);
    expect(sentFilters(lastQuery())).toEqual([
      { name: 'last_sign_in', type: 'relative_day', value: 'more_than_days:12' },
    ]);
    expect(chips()).toEqual(['Remove Last sign-in: more than 12 days ago']);
  });

  it('should restore the filters from the address, and leave out a value that is none of the forms', async () => {
    await ready('/people?expires=within_days:30&last_sign_in=more_than_days:abc');
    expect(sentFilters(listQueries(fetchStub)[0])).toEqual([
      { name: 'expires', type: 'relative_day', value: 'within_days:30' },
    ]);
    expect(chips()).toEqual(['Remove Expiry: within the next 30 days']);
  });

  it('should show never and no expiry in plain words, and clear both with Clear all', async () => {
    const { user } = await ready('/people?last_sign_in=none&expires=none');
    expect(chips()).toEqual(['Remove Last sign-in: never signed in', 'Remove Expiry: no expiry']);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await elapse(500);
    expect(screen.queryByRole('group', { name: 'Applied filters' })).toBeNull();
    expect(sentFilters(lastQuery())).toBeUndefined();
  });
});
