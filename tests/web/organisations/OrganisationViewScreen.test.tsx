import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { userList } from '../data-table/support/users';
import { json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { historyEntry, member, ministry, tpa } from './support/organisations';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const sterling = tpa(4, {
  name: 'Sterling Health',
  code: 'NHIA/TPA/004',
  state: 'Kano',
  accreditation_date: '2024-02-29',
  users_count: 3,
});
const health = ministry(5, { name: 'Ministry of Health', status: 'suspended', users_count: 1 });

function backend(permissions: Permission[], routes: Record<string, FetchHandler> = {}) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/tpas/4': () => json(200, sterling),
    'GET /api/tpas/4/history': () =>
      json(
        200,
        historyPage([
          historyEntry(12, 4),
          historyEntry(11, 4, {
            action: 'created',
            changes: { before: {}, after: { name: 'Sterling Health', state: 'Kano' } },
          }),
        ]),
      ),
    'GET /api/ministries/5': () => json(200, health),
    'GET /api/ministries/5/history': () => json(200, historyPage([])),
    'GET /api/users': () =>
      json(200, userList([member(21, 4), member(22, 4, { last_login_at: '2026-02-03T08:15:00.000Z' })])),
    ...routes,
  });
}

const usersCalls = () =>
  fetchStub.requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/users');

describe('<OrganisationViewScreen>', () => {
  it("should show a TPA's details, status, its staff from the users list filtered to it, and its history", async () => {
    backend(['manage tpas', 'list users', 'view users']);
    renderApp(['/agency-panel/tpas/4']);
    await screen.findByRole('heading', { name: 'Sterling Health' });

    const details = screen.getByRole('region', { name: 'Details' });
    const facts = Object.fromEntries(
      [...details.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'NHIA registration code': 'NHIA/TPA/004',
      State: 'Kano',
      'Accreditation date': 'Feb 29, 2024',
      Status: 'active',
      Users: '3 users',
    });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/agency-panel/tpas/4/edit');

    const staff = await screen.findByRole('table', { name: 'Users of Sterling Health' });
    expect(
      within(staff)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['Chiamaka Obi 21', 'Chiamaka Obi 22']);
    expect(within(staff).getByRole('link', { name: 'View Chiamaka Obi 21' }).getAttribute('href')).toBe(
      '/agency-panel/users/21',
    );
    expect(screen.getByRole('link', { name: 'Open in the users list' }).getAttribute('href')).toBe(
      '/agency-panel/users?tpa=4',
    );
    expect(Object.fromEntries(usersCalls()[0].searchParams)).toEqual({
      page: '1',
      items_per_page: '12',
      sort: 'name',
      filters: JSON.stringify([{ name: 'tpa', type: 'select', value: [4] }]),
    });

    const history = screen.getByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(
      entries
        .filter((li) => li.classList.contains('history-entry'))
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Suspended', 'Created']);
    expect(within(entries[0]).getByRole('table', { name: 'Changes' }).textContent).toContain('suspended');
    expect(fetchStub.calls()).toContain('GET /api/tpas/4/history');
  });

  it("should open the users list filtered to a ministry's staff from its Users section", async () => {
    backend(['manage ministries', 'list users']);
    const user = userEvent.setup();
    renderApp(['/agency-panel/ministries/5']);
    await screen.findByRole('table', { name: 'Users of Ministry of Health' });
    const openList = within(screen.getByRole('region', { name: 'Users' })).getByRole('link', {
      name: 'Open in the users list',
    });
    expect(openList.getAttribute('href')).toBe('/agency-panel/users?ministry=5');

    await user.click(openList);
    await screen.findByRole('table', { name: 'Users' });
    // The users screen reads the filter from its address, as from a copied link.
    await waitFor(() =>
      expect(JSON.parse(usersCalls().at(-1)?.searchParams.get('filters') ?? 'null')).toEqual([
        { name: 'ministry', type: 'select', value: ['5'] },
      ]),
    );
  });

  it('should show only how many users a ministry has, and not ask for them, without "list users"', async () => {
    backend(['manage ministries']);
    renderApp(['/agency-panel/ministries/5']);
    await screen.findByRole('heading', { name: 'Ministry of Health' });
    const users = screen.getByRole('region', { name: 'Users' });
    expect(users.textContent).toBe('Users1 user');
    expect(screen.queryByText('State')).toBeNull();
    await screen.findByText('No changes recorded yet');
    expect(usersCalls()).toHaveLength(0);
  });

  it('should show "no such TPA" for an unknown id', async () => {
    backend(['manage tpas'], { 'GET /api/tpas/99': () => json(404, { message: 'No such TPA.' }) });
    renderApp(['/agency-panel/tpas/99']);
    expect(await screen.findByRole('heading', { name: 'No such TPA' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to TPAs' }).getAttribute('href')).toBe('/agency-panel/tpas');
  });
});

describe('suspending and reactivating', () => {
  it('should say how many users lose access and until when, then suspend the TPA', async () => {
    let stored = sterling;
    backend(['manage tpas'], {
      'GET /api/tpas/4': () => json(200, stored),
      'POST /api/tpas/4/suspend': () => {
        stored = { ...sterling, status: 'suspended', version: sterling.version + 1 };
        return json(200, stored);
      },
    });
    const user = userEvent.setup();
    renderApp(['/agency-panel/tpas/4']);
    await screen.findByRole('heading', { name: 'Sterling Health' });
    await user.click(screen.getByRole('button', { name: 'Suspend' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Sterling Health?' });
    expect(dialog.textContent).toContain(
      '3 users will lose access: they are signed out at once and cannot sign in until this TPA is reactivated.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchStub.calls()).toContain('POST /api/tpas/4/suspend');
    expect((await screen.findByRole('status')).textContent).toBe('Suspended Sterling Health.');
    // The detail and its history are read again: the tag follows the server.
    await waitFor(() => expect(fetchStub.calls().filter((call) => call === 'GET /api/tpas/4')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });

  it('should reactivate a suspended ministry after its confirm step, and keep the dialog open with the reason when refused', async () => {
    let answer = () => json(403, { message: 'You may not manage ministries.' });
    backend(['manage ministries'], { 'POST /api/ministries/5/reactivate': () => answer() });
    const user = userEvent.setup();
    renderApp(['/agency-panel/ministries/5']);
    await screen.findByRole('heading', { name: 'Ministry of Health' });
    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Ministry of Health?' });
    expect(dialog.textContent).toContain('1 user of this ministry will be able to sign in again.');

    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You may not manage ministries.');

    answer = () => json(200, { ...health, status: 'active' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchStub.calls().filter((call) => call === 'POST /api/ministries/5/reactivate')).toHaveLength(2);
    expect(fetchStub.calls()).not.toContain('POST /api/ministries/5/suspend');
  });
});
