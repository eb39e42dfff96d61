import { screen, within } from '@testing-library/react';
import type { Permission } from '../../../src/web/api/generated';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { catalogueList, role, roleHistoryEntry } from './support/roles';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const auditor = role(3, {
  name: 'Auditor',
  description: 'Reads users and roles',
  permissions: ['list users', 'view users', 'list roles', 'view roles'],
  users_count: 4,
});

function backend(permissions?: Permission[]) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf(permissions && { permissions })),
    'GET /api/permissions': () => json(200, catalogueList()),
    'GET /api/roles/3': () => json(200, auditor),
    'GET /api/roles/3/history': () =>
      json(
        200,
        historyPage([
          roleHistoryEntry(12, 3),
          roleHistoryEntry(11, 3, {
            action: 'created',
            changes: {
              before: {},
              after: { name: 'Auditor', description: 'Reads users', permissions: ['list users'] },
            },
          }),
        ]),
      ),
  });
}

async function openView(permissions?: Permission[]) {
  backend(permissions);
  renderApp(['/agency-panel/roles/3']);
  await screen.findByRole('heading', { name: 'Auditor' });
}

describe('<RoleViewScreen>', () => {
  it('should show the description, the users holding it and its permissions under their groups', async () => {
    await openView();
    expect(screen.getByText('Reads users and roles')).toBeTruthy();
    expect(screen.getByText('4 users')).toBeTruthy();
    expect(screen.getByText('Second factor').nextElementSibling?.textContent).toBe('Not required');
    const list = (await screen.findByText("Open a role's details")).closest<HTMLElement>('.role-permission-list')!;
    const groups = [...list.querySelectorAll('.role-permission-list-group')].map((group) => ({
      group: group.querySelector('dt')?.textContent,
      permissions: [...group.querySelectorAll('dd')].map(
        (dd) => dd.querySelector('.role-permission-name')?.textContent ?? dd.textContent,
      ),
    }));
    expect(groups).toEqual([
      { group: 'Users', permissions: ['list users', 'view users'] },
      { group: 'Roles', permissions: ['list roles', 'view roles'] },
      { group: 'TPAs', permissions: ['None'] },
      { group: 'Ministries', permissions: ['None'] },
      { group: 'Lists', permissions: ['None'] },
    ]);
  });

  it('should link to the users list filtered by this role, and to the editor, each with its permission', async () => {
    await openView(['view roles', 'list users']);
    expect(screen.getByRole('link', { name: 'Users with this role' }).getAttribute('href')).toBe(
      '/agency-panel/users?role=3',
    );
    expect(screen.getByRole('link', { name: 'show them' }).getAttribute('href')).toBe('/agency-panel/users?role=3');
    const edit = screen.getByRole('link', { name: 'Edit', hidden: true });
    expect(edit.getAttribute('href')).toBe('/agency-panel/roles/3/edit');
    expect(edit.closest<HTMLElement>('.permission-gate')?.style.display).toBe('none');
  });

  it('should say "no such role", and ask the server nothing, for an address naming no role', async () => {
    backend();
    renderApp(['/agency-panel/roles/not-an-id']);
    expect(await screen.findByRole('heading', { name: 'No such role' })).toBeTruthy();
    expect(screen.getByText('The address names no role.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to roles' }).getAttribute('href')).toBe('/agency-panel/roles');
    expect(fetchStub.calls().filter((call) => call.startsWith('GET /api/roles/'))).toEqual([]);
  });

  it("should show the server's message when the role cannot be read", async () => {
    fetchStub = stubFetch({
      'GET /api/user': () => json(200, sessionOf()),
      'GET /api/roles/3': () => json(503, { message: 'The database is restarting.' }),
    });
    renderApp(['/agency-panel/roles/3']);
    expect(await screen.findByRole('heading', { name: 'The database is restarting.' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No such role' })).toBeNull();
  });

  it('should show its change history, newest first, with who changed what before → after', async () => {
    await openView();
    const history = await screen.findByRole('list', { name: 'Changes, newest first' });
    const entries = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('history-entry'));
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual(['Updated', 'Created']);
    expect(entries[0].textContent).toContain('by Amina Bello');
    const diff = within(entries[0]).getByRole('table', { name: 'Changes' });
    expect(within(diff).getByRole('rowheader').textContent).toBe('Permissions');
    expect(within(diff).getByText('+ update users')).toBeTruthy();
    expect(fetchStub.calls()).toContain('GET /api/roles/3/history');
  });
});
