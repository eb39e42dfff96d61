import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_STATUSES, USER_TYPES } from '../../../src/shared/user-types';
import type { Permission } from '../../../src/web/api/generated';
import { listQueries, shownEmails } from '../data-table/support/renderTable';
import { chooseOption, openFilters, optionsOf, sentFilters } from '../data-table/support/interactions';
import { userList, userRow } from '../data-table/support/users';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf, USER_MANAGEMENT_URL } from '../support/fixtures';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

const amina = userRow(5, {
  first_name: 'Amina',
  middle_name: 'Zainab',
  last_name: 'Bello',
  email: 'amina@nhia.example',
  phone: '+2348012345678',
  user_type: 'TPA Staff',
  status: 'pending',
  roles: [
    { id: 2, name: 'Auditor' },
    { id: 3, name: 'Clerk' },
  ],
  tpa: { id: 9, name: 'Hygeia HMO' },
  last_login_at: '2026-02-03T08:15:00.000Z',
  created_at: '2026-01-15T23:30:00.000Z',
});
const musa = userRow(6, { ministry: { id: 4, name: 'Ministry of Health' }, tpa: null });

function backend(permissions: Permission[] = ['list users', 'view users', 'update users']) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/users': () => json(200, userList([amina, musa])),
    'GET /api/roles/options': () =>
      json(200, {
        options: [
          { item_text: 'Auditor', item_value: 2 },
          { item_text: 'Clerk', item_value: 3 },
        ],
      }),
    'GET /api/tpas/options': () =>
      json(200, {
        options: [
          { item_text: 'Hygeia HMO', item_value: 9 },
          { item_text: 'Sterling Health', item_value: 4 },
        ],
      }),
    'GET /api/ministries/options': () => json(200, { options: [{ item_text: 'Ministry of Health', item_value: 4 }] }),
  });
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('<UsersListScreen>', () => {
  it('should list users with their default columns on the users route, roles as tags and the last sign-in as a day', async () => {
    backend();
    renderApp(['/agency-panel/users']);
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    expect(within(table).getByRole('columnheader', { name: 'Select all rows on this page' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(1)
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'User type', 'Roles', 'Status', 'Created at', 'Last sign-in', 'Actions']);
    const cells = within(rowOf('Amina Zainab Bello'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    // Created at is the agency's calendar day (Africa/Lagos, UTC+1): 23:30 UTC is the next day.
    expect(cells.slice(1, 8)).toEqual([
      'Amina Zainab Bello',
      'amina@nhia.example',
      'TPA Staff',
      'Auditor+1',
      'pending',
      'Jan 16, 2026',
      'Feb 3, 2026',
    ]);
    expect(within(rowOf('Amina Zainab Bello')).getByText('Feb 3, 2026').getAttribute('title')).toBe(
      'Feb 3, 2026, 9:15 AM',
    );
    expect(within(rowOf('First6 Last6')).getAllByRole('cell')[7].textContent).toBe('Never');
  });

  it('should sort by last sign-in from its header', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Last sign-in' }));
    await waitFor(() => expect(listQueries(fetchStub).at(-1)?.sort).toBe('last_login_at'));
  });

  it('should show the phone and organisation columns once chosen in the Layout menu', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Layout' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Phone' }));
    await user.click(screen.getByRole('checkbox', { name: 'TPA or ministry' }));
    expect(within(rowOf('Amina Zainab Bello')).getByText('+2348012345678')).toBeTruthy();
    expect(within(rowOf('Amina Zainab Bello')).getByText('Hygeia HMO')).toBeTruthy();
    expect(within(rowOf('First6 Last6')).getByText('Ministry of Health')).toBeTruthy();
  });

  it('should open the launcher link filtered by user type Agency Staff', async () => {
    backend();
    const url = new URL(USER_MANAGEMENT_URL);
    renderApp([`${url.pathname}${url.search}`]);
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(1));
    expect(listQueries(fetchStub)[0]).toEqual({
      page: '1',
      items_per_page: '12',
      filters: JSON.stringify([{ name: 'user_type', type: 'select', value: ['Agency Staff'] }]),
    });
  });

  it('should offer View only with "view users" and Edit only with "update users"', async () => {
    backend(['list users', 'view users']);
    renderApp(['/agency-panel/users']);
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    const row = rowOf('Amina Zainab Bello');
    await waitFor(() =>
      expect(within(row).getByRole('link', { name: 'View Amina Zainab Bello' }).getAttribute('href')).toBe(
        '/agency-panel/users/5',
      ),
    );
    const edit = within(row).getByRole('link', { name: 'Edit Amina Zainab Bello', hidden: true });
    expect(edit.getAttribute('href')).toBe('/agency-panel/users/5/edit');
    expect(edit.closest<HTMLElement>('.permission-gate')?.style.display).toBe('none');
  });

  it('should offer row checkboxes only with "update users", the permission of its bulk actions', async () => {
    backend(['list users', 'view users']);
    renderApp(['/agency-panel/users']);
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    expect(within(screen.getByRole('table', { name: 'Users' })).queryAllByRole('checkbox')).toEqual([]);
  });

  it('should offer a checkbox on each row and on the page with "update users"', async () => {
    backend(['list users', 'view users', 'update users']);
    renderApp(['/agency-panel/users']);
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    const table = screen.getByRole('table', { name: 'Users' });
    await waitFor(() =>
      expect(within(table).getByRole('checkbox', { name: 'Select Amina Zainab Bello' })).toBeTruthy(),
    );
    expect(within(table).getByRole('checkbox', { name: 'Select all rows on this page' })).toBeTruthy();
  });

  it('should open a user\'s view on a click on their row with "view users"', async () => {
    backend(['list users', 'view users']);
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/users']);
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    await user.click(within(rowOf('Amina Zainab Bello')).getByText('amina@nhia.example'));
    expect(router.state.location.pathname).toBe('/agency-panel/users/5');
  });

  it('should keep rows closed to a user without "view users", as their View button is', async () => {
    backend(['list users', 'update users']);
    const user = userEvent.setup();
    const { router } = renderApp(['/agency-panel/users']);
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    await user.click(within(rowOf('Amina Zainab Bello')).getByText('amina@nhia.example'));
    expect(router.state.location.pathname).toBe('/agency-panel/users');
  });

  it('should search by name, email and phone and filter by user type, status, role and created at', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    expect(await screen.findByRole('searchbox', { name: 'Search by name, email, phone' })).toBeTruthy();
    const panel = await openFilters(user);
    expect(await optionsOf(user, 'User type')).toEqual([...USER_TYPES]);
    expect(await optionsOf(user, 'Status')).toEqual([...USER_STATUSES]);
    expect(await optionsOf(user, 'Role')).toEqual(['Auditor', 'Clerk']);
    expect(fetchStub.calls()).toContain('GET /api/roles/options');
    expect(within(panel).getByRole('button', { name: 'Created at: Any date' })).toBeTruthy();
  });

  it('should filter by TPA and by ministry, with their options from the server, sending their ids', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    await waitFor(() => expect(shownEmails()).toHaveLength(2));
    const panel = await openFilters(user);
    expect(await optionsOf(user, 'TPA')).toEqual(['Hygeia HMO', 'Sterling Health']);
    expect(await optionsOf(user, 'Ministry')).toEqual(['Ministry of Health']);
    expect(fetchStub.calls()).toEqual(expect.arrayContaining(['GET /api/tpas/options', 'GET /api/ministries/options']));

    await chooseOption(user, 'TPA', 'Hygeia HMO');
    await chooseOption(user, 'Ministry', 'Ministry of Health');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(listQueries(fetchStub).length).toBeGreaterThan(1));
    // The view lives in the URL, so ids travel as text; the server reads them as record ids.
    expect(sentFilters(listQueries(fetchStub).at(-1)!)).toEqual([
      { name: 'tpa', type: 'select', value: ['9'] },
      { name: 'ministry', type: 'select', value: ['4'] },
    ]);
  });

  it('should show its title once, as the level-one heading, with no breadcrumb repeating it', async () => {
    backend();
    renderApp(['/agency-panel/users']);
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Users']);
    expect(screen.queryByRole('navigation', { name: /breadcrumb/i })).toBeNull();
  });
});
