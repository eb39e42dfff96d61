import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { clickOption } from '../data-table/support/interactions';
import { userList, userRows } from '../data-table/support/users';
import { json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
import { sessionOf } from '../support/fixtures';
import { lastBody } from '../support/forms';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
afterEach(() => {
  fetchStub.restore();
  localStorage.clear();
});

interface Backend {
  permissions?: Permission[];
  status?: FetchHandler;
  roles?: FetchHandler;
}

function backend({ permissions = ['list users', 'view users', 'update users'], status, roles }: Backend = {}) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/users': () => json(200, userList(userRows(4))),
    'GET /api/roles/options': () =>
      json(200, {
        options: [
          { item_text: 'Auditor', item_value: 2 },
          { item_text: 'Clerk', item_value: 3 },
        ],
      }),
    'POST /api/users/status': status ?? (() => json(200, { updated: 3 })),
    'POST /api/users/roles': roles ?? (() => json(200, { updated: 2 })),
  });
}

const listCalls = () => fetchStub.calls().filter((call) => call === 'GET /api/users').length;

/** The users list with these rows selected. */
async function select(...names: string[]) {
  const user = userEvent.setup();
  renderApp(['/agency-panel/users']);
  await screen.findByRole('checkbox', { name: `Select ${names[0]}` }, { timeout: 5000 });
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  return user;
}

/** What the live regions say (the list's footer is one, the result notice another). */
const statusTexts = () => screen.queryAllByRole('status').map((region) => region.textContent);

const bulkButtons = () => screen.queryByRole('group', { name: 'Actions on the selected users' });

describe('bulk actions on the users list', () => {
  it('should offer them only once rows are selected', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    const first = await screen.findByRole('checkbox', { name: 'Select First1 Last1' }, { timeout: 5000 });
    expect(bulkButtons()).toBeNull();
    await user.click(first);
    expect(
      within(bulkButtons()!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Activate', 'Deactivate', 'Assign role', 'Remove role']);
  });

  it('should deactivate the selected users after a confirm step that states the count, then refetch and report', async () => {
    backend({ status: () => json(200, { updated: 2 }) });
    const user = await select('First1 Last1', 'First2 Last2', 'First4 Last4');
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 3 users?' });
    expect(dialog.textContent).toContain('signed out at once');
    const before = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate 3 users' }));
    await waitFor(() => expect(statusTexts()).toContain('Deactivated 2 users; 1 unchanged.'));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users/status')).toEqual({
      ids: [1, 2, 4],
      status: 'inactive',
    });
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('3 selected')).toBeNull();
  });

  it('should activate the selected users', async () => {
    backend();
    const user = await select('First3 Last3');
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate 1 user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate 1 user' }));
    await waitFor(() => expect(fetchStub.calls()).toContain('POST /api/users/status'));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users/status')).toEqual({ ids: [3], status: 'active' });
  });

  it.each([
    ['Assign role', 'Assign a role to 2 users?', 'Assign to 2 users', 'assign', 'Assigned Clerk to 2 users.'],
    ['Remove role', 'Remove a role from 2 users?', 'Remove from 2 users', 'remove', 'Removed Clerk from 2 users.'],
  ])('should %s only once a role is picked, then report', async (button, question, confirm, action, done) => {
    backend();
    const user = await select('First1 Last1', 'First2 Last2');
    await user.click(within(bulkButtons()!).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('alertdialog', { name: question });
    const confirmButton = within(dialog).getByRole('button', { name: confirm });
    expect(confirmButton.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByLabelText('Role'));
    await clickOption(user, 'Clerk');
    await waitFor(() => expect(confirmButton.hasAttribute('disabled')).toBe(false));
    await user.click(confirmButton);
    await waitFor(() => expect(statusTexts()).toContain(done));
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users/roles')).toEqual({ ids: [1, 2], role_id: 3, action });
  });

  it("should keep the dialog and the selection when the server refuses, with the server's reason", async () => {
    backend({
      status: () =>
        json(422, { message: 'The given data was invalid.', errors: { ids: ['You cannot deactivate yourself.'] } }),
    });
    const user = await select('First1 Last1');
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 1 user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate 1 user' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You cannot deactivate yourself.');
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('should hide them without "update users"', async () => {
    backend({ permissions: ['list users'] });
    await select('First1 Last1');
    const group = screen.getByRole('group', { name: 'Actions on the selected users', hidden: true });
    await waitFor(() => expect(group.closest<HTMLElement>('.permission-gate')?.style.display).toBe('none'));
  });
});
