import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Option, Permission } from '../../../src/web/api/generated';
import { userList, userRow, userRows } from '../data-table/support/users';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { ALL_PERMISSIONS, sessionOf } from '../support/fixtures';
import { renderApp } from '../support/renderApp';

let fetchStub: FetchStub;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

const chidi = userRow(5, { first_name: 'Chidi', last_name: 'Okafor', email: 'chidi.okafor@nhia.example' });

/** An option call answering, like the server, the options whose text holds what was searched. */
const optionCall = (options: Option[]) => (request: Request) => {
  const search = (new URL(request.url).searchParams.get('search_string') ?? '').toLowerCase();
  return json(200, { options: options.filter((o) => o.item_text.toLowerCase().includes(search)) });
};

function backend(permissions: Permission[] = ALL_PERMISSIONS) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/users': () => json(200, userList([userRow(1), chidi, ...userRows(2, 6)])),
    'GET /api/users/options': optionCall([{ item_text: 'Chidi Okafor <chidi.okafor@nhia.example>', item_value: 5 }]),
    'GET /api/roles/options': optionCall([{ item_text: 'Auditor', item_value: 2 }]),
    'GET /api/tpas/options': optionCall([{ item_text: 'Health Partners HMO', item_value: 9 }]),
    'GET /api/ministries/options': optionCall([{ item_text: 'Ministry of Health', item_value: 4 }]),
  });
}

async function onUsersList(permissions?: Permission[]) {
  backend(permissions);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = renderApp(['/agency-panel/users']);
  await screen.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
  return { user, ...rendered };
}

const palette = () => screen.getByRole('combobox', { name: 'Command palette' });
const results = () => screen.getByRole('listbox', { name: 'Results' });
/** The palette's groups and their options, as shown. */
function shownGroups(): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  let current = '';
  for (const item of results().querySelectorAll('li')) {
    if (item.getAttribute('role') === 'separator') current = item.textContent ?? '';
    else if (item.getAttribute('role') === 'option' && current) (groups[current] ??= []).push(item.textContent ?? '');
  }
  return groups;
}
const optionCalls = (path: string) =>
  fetchStub.requests.filter((r) => new URL(r.url).pathname === path).map((r) => new URL(r.url).searchParams);

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(document.activeElement).toBe(palette()));
}

describe('the command palette (Ctrl/Cmd-K)', () => {
  it('should open with Ctrl-K anywhere, even in a field, list the screens the user may open, and close with Escape', async () => {
    const { user } = await onUsersList();
    act(() => screen.getByRole('searchbox').focus());
    await openPalette(user);
    expect(shownGroups().Screens).toEqual([
      'Users',
      'Import users',
      'Roles',
      'Permission matrix',
      'Create role',
      'User activity logs',
      'TPAs',
      'Create TPA',
      'Ministries',
      'Create ministry',
      'Access reviews',
      'Start a review',
      'My reviews',
      'My exports',
      'Security',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Command palette' })).toBeNull());
  });

  it('should close with a second Ctrl-K and open again with a third (its code loaded at the first)', async () => {
    const { user } = await onUsersList();
    expect(screen.queryByRole('combobox', { name: 'Command palette' })).toBeNull();
    await openPalette(user);
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Command palette' })).toBeNull());
    await openPalette(user);
    expect(shownGroups().Screens).toContain('Users');
  });

  it('should jump to a user found by email: type it, Enter, and the user opens', async () => {
    const { user, router } = await onUsersList();
    await openPalette(user);
    await user.keyboard('chidi.okafor@nhia.example');
    await elapse(500);
    await waitFor(() => expect(shownGroups().Users).toEqual(['Chidi Okafor <chidi.okafor@nhia.example>']));
    expect(optionCalls('/api/users/options').at(-1)?.get('search_string')).toBe('chidi.okafor@nhia.example');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/users/5'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Command palette' })).toBeNull());
  });

  it('should find roles, TPAs and ministries by name, grouped, and move through them with the arrow keys', async () => {
    const { user, router } = await onUsersList();
    await openPalette(user);
    await user.keyboard('h');
    // One letter looks up no records.
    await elapse(500);
    expect(optionCalls('/api/tpas/options')).toEqual([]);
    await user.keyboard('e');
    await elapse(500);
    await waitFor(() => expect(shownGroups().TPAs).toEqual(['Health Partners HMO']));
    expect(shownGroups()).toEqual({ TPAs: ['Health Partners HMO'], Ministries: ['Ministry of Health'] });
    const active = () => document.getElementById(palette().getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('Health Partners HMO');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Ministry of Health');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agency-panel/ministries/4'));
  });

  it('should offer no role screen or role to a user without "list roles", and no role to one without "view roles"', async () => {
    const { user } = await onUsersList(['list users', 'view users', 'manage tpas']);
    await openPalette(user);
    expect(shownGroups().Screens).toEqual([
      'Users',
      'User activity logs',
      'TPAs',
      'Create TPA',
      'My exports',
      'Security',
    ]);
    await user.keyboard('Aud');
    await elapse(500);
    await waitFor(() => expect(optionCalls('/api/users/options')).toHaveLength(1));
    expect(optionCalls('/api/roles/options')).toEqual([]);
    expect(optionCalls('/api/ministries/options')).toEqual([]);
    expect(shownGroups().Roles).toBeUndefined();
  });

  it('should list the roles screen but no roles to a user with "list roles" and without "view roles"', async () => {
    const { user } = await onUsersList(['list users', 'list roles']);
    await openPalette(user);
    expect(shownGroups().Screens).toEqual([
      'Users',
      'Roles',
      'Permission matrix',
      'User activity logs',
      'My exports',
      'Security',
    ]);
    await user.keyboard('Auditor');
    await elapse(500);
    expect(optionCalls('/api/roles/options')).toEqual([]);
    // Nor users: "view users" opens a user.
    expect(optionCalls('/api/users/options')).toEqual([]);
    expect(shownGroups()).toEqual({});
    expect(within(results()).getByText('No matches')).toBeTruthy();
  });

  it("should run the list's bulk actions on the selected rows", async () => {
    const { user } = await onUsersList();
    await user.keyboard('jxjx');
    await openPalette(user);
    expect(shownGroups()['Selected rows']).toEqual([
      'Activate (2 users selected)',
      'Deactivate (2 users selected)',
      'Assign role (2 users selected)',
      'Remove role (2 users selected)',
    ]);
    await user.keyboard('deac{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Deactivate 2 users?' })).toBeTruthy();
  });

  it('should offer no bulk actions with nothing selected', async () => {
    const { user } = await onUsersList();
    await openPalette(user);
    expect(shownGroups()['Selected rows']).toBeUndefined();
  });

  it('should offer no bulk actions to a user without "update users"', async () => {
    const { user } = await onUsersList(['list users', 'view users']);
    // Without a bulk action the rows cannot be selected: x selects nothing.
    await user.keyboard('jx');
    expect(screen.queryByText(/selected$/)).toBeNull();
    await openPalette(user);
    expect(shownGroups()['Selected rows']).toBeUndefined();
  });
});

describe('the panel keys in the ? dialog', () => {
  it('should list the palette and the dialog itself among the shortcuts', async () => {
    const { user } = await onUsersList();
    await user.keyboard('{Shift>}?{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const shortcuts = [...dialog.querySelectorAll('.bp6-hotkey')].map((hotkey) => [
      hotkey.querySelector('.bp6-hotkey-label')?.textContent,
      hotkey.querySelector('.bp6-key-combo')?.textContent,
    ]);
    expect(shortcuts).toEqual(
      expect.arrayContaining([
        ['Open the command palette', 'ctrlK'],
        ['Show every shortcut', '?'],
      ]),
    );
  });
});

describe('the skip link', () => {
  it('should be the first tab stop of a list screen and put the keyboard on the table', async () => {
    const { user } = await onUsersList();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to table' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Users' }));
    // The table takes the keyboard from its first row.
    const focusedRow = document.getElementById(document.activeElement!.getAttribute('aria-activedescendant')!);
    expect(focusedRow?.textContent).toContain('First1 Last1');
  });
});
