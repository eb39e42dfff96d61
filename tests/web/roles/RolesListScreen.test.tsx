import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { chooseOption, openFilters, optionsOf, sentFilters } from '../data-table/support/interactions';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { CATALOGUE, catalogueList, role, roleList } from './support/roles';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

const auditor = role(3, {
  name: 'Auditor',
  description: 'Reads users',
  permissions: ['list users', 'view users', 'list roles'],
  users_count: 4,
});
const empty = role(4, { name: 'Facility Officer', description: '', permissions: [], users_count: 0 });

function backend(permissions: Permission[] = ['list roles', 'view roles', 'update roles', 'create roles']) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/roles': () => json(200, roleList([auditor, empty])),
    'GET /api/permissions': () => json(200, catalogueList()),
  });
}

const roleQueries = () =>
  fetchStub.requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/roles')
    .map((url) => Object.fromEntries(url.searchParams));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function openList() {
  const rendered = renderApp(['/agency-panel/roles']);
  const table = await screen.findByRole('table', { name: 'Roles' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  return { table, ...rendered };
}

describe('<RolesListScreen>', () => {
  it('should list roles with their name, description, permissions, users and dates', async () => {
    backend();
    const { table } = await openList();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Description', 'Permissions', 'Users', 'Created at', 'Updated at', 'Actions']);
    const cells = within(rowOf('Auditor'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    // Created at is the agency's calendar day (Africa/Lagos): 23:30 UTC is the next day.
    expect(cells.slice(0, 6)).toEqual([
      'Auditor',
      'Reads users',
      'list usersview userslist roles',
      '4',
      'Jan 16, 2026',
      'Feb 1, 2026',
    ]);
    expect(within(rowOf('Facility Officer')).getAllByRole('cell')[2].textContent).toBe('None');
  });

  it('should sort by name, users and creation, and search by name and description', async () => {
    backend();
    await openList();
    expect(screen.getByRole('button', { name: /^Users/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Created at/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Description/ })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search by name, description' })).toBeTruthy();
  });

  it("should filter by the catalogue's permissions and by creation day, sending permission names", async () => {
    backend();
    const user = userEvent.setup();
    await openList();
    const panel = await openFilters(user);
    expect(await optionsOf(user, 'Permission')).toEqual(CATALOGUE.map((p) => p.name));
    expect(fetchStub.calls()).toContain('GET /api/permissions');
    expect(within(panel).getByRole('button', { name: 'Created at: Any date' })).toBeTruthy();
    await chooseOption(user, 'Permission', 'update roles');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(sentFilters(roleQueries().at(-1)!)).toEqual([
        { name: 'permission', type: 'select', value: ['update roles'] },
      ]),
    );
  });

  it('should offer View with "view roles", Edit with "update roles", Create with "create roles", and the matrix', async () => {
    backend(['list roles', 'view roles']);
    await openList();
    const row = rowOf('Auditor');
    await waitFor(() =>
      expect(within(row).getByRole('link', { name: 'View Auditor' }).getAttribute('href')).toBe(
        '/agency-panel/roles/3',
      ),
    );
    const edit = within(row).getByRole('link', { name: 'Edit Auditor', hidden: true });
    expect(edit.getAttribute('href')).toBe('/agency-panel/roles/3/edit');
    expect(edit.closest<HTMLElement>('.permission-gate')?.style.display).toBe('none');
    const create = screen.getByRole('link', { name: 'Create role', hidden: true });
    expect(create.getAttribute('href')).toBe('/agency-panel/roles/create');
    expect(create.closest<HTMLElement>('.permission-gate')?.style.display).toBe('none');
    expect(screen.getByRole('link', { name: 'Permission matrix' }).getAttribute('href')).toBe(
      '/agency-panel/roles/matrix',
    );
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('should open a role\'s view on a click on its row with "view roles"', async () => {
    backend(['list roles', 'view roles']);
    const user = userEvent.setup();
    const { router } = await openList();
    await user.click(within(rowOf('Auditor')).getByText('Reads users'));
    expect(router.state.location.pathname).toBe('/agency-panel/roles/3');
  });

  it('should keep rows closed to a user without "view roles", as their View button is', async () => {
    backend(['list roles']);
    const user = userEvent.setup();
    const { router } = await openList();
    await user.click(within(rowOf('Auditor')).getByText('Reads users'));
    expect(router.state.location.pathname).toBe('/agency-panel/roles');
  });

  it('should show Create role to a user with "create roles"', async () => {
    backend();
    await openList();
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Create role' }).closest<HTMLElement>('.permission-gate')?.style.display,
      ).toBe('contents'),
    );
  });
});
