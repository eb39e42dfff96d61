import { Classes } from '@blueprintjs/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '../../../src/web/api/generated';
import { clickOption } from '../data-table/support/interactions';
import { userList, userRows } from '../data-table/support/users';
import { deferred, json, stubFetch, type FetchHandler, type FetchStub } from '../support/fetchStub';
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
  matchingStatus?: FetchHandler;
  undo?: FetchHandler;
  /** How many users the list's query matches (4 rows shown). */
  total?: number;
  /** What the preview of every matching user answers. */
  preview?: typeof PREVIEW;
  /** How the preview answers, when not at once with `preview`. */
  matching?: FetchHandler;
}

const changed = (updated: number, bulk_change_id: number | null = 7) => ({ updated, skipped: 0, bulk_change_id });
const PREVIEW = {
  total: 40,
  names: ['First1 Last1', 'First2 Last2', 'First3 Last3', 'First4 Last4', 'Ada Obi'],
  beyond_authority: 2,
  includes_you: true,
  fingerprint: 'a'.repeat(64),
};

function backend({
  permissions = ['list users', 'view users', 'update users'],
  status,
  roles,
  matchingStatus,
  undo,
  total = 4,
  preview = PREVIEW,
  matching = () => json(200, preview),
}: Backend = {}) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf({ permissions })),
    'GET /api/users': () => json(200, userList(userRows(4), { total })),
    'GET /api/users/matching': matching,
    'POST /api/users/matching/status': matchingStatus ?? (() => json(200, { ...changed(37), skipped: 3 })),
    'POST /api/users/bulk-changes/7/undo': undo ?? (() => json(200, { restored: 2 })),
    'GET /api/roles/options': () =>
      json(200, {
        options: [
          { item_text: 'Auditor', item_value: 2 },
          { item_text: 'Clerk', item_value: 3 },
        ],
      }),
    'POST /api/users/status': status ?? (() => json(200, changed(3))),
    'POST /api/users/roles': roles ?? (() => json(200, changed(2))),
  });
}

/** Ticks "Select all rows on this page" once the page's rows are in (a tick while it loads selects nothing). */
async function selectWholePage(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('First1 Last1', undefined);
  const page = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
  await user.click(page);
  await waitFor(() => expect((page as HTMLInputElement).checked).toBe(true));
}

const listCalls = () => fetchStub.calls().filter((call) => call === 'GET /api/users').length;

/** The users list with these rows selected. */
async function select(...names: string[]) {
  const user = userEvent.setup();
  renderApp(['/agency-panel/users']);
  await screen.findByRole('checkbox', { name: `Select ${names[0]}` });
  for (const name of names) await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
  return user;
}

/** What the toasts say (each message is an alert). */
const toastTexts = () =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.closest(`.${Classes.TOAST}`))
    .map((alert) => alert.textContent);

const bulkButtons = () => screen.queryByRole('group', { name: 'Actions on the selected users' });

describe('bulk actions on the users list', () => {
  it('should offer them only once rows are selected', async () => {
    backend();
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    const first = await screen.findByRole('checkbox', { name: 'Select First1 Last1' });
    expect(bulkButtons()).toBeNull();
    await user.click(first);
    expect(
      within(bulkButtons()!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Activate', 'Deactivate', 'Assign role', 'Remove role']);
  });

  it('should deactivate the selected users after a confirm step that states the count, then refetch and report', async () => {
    backend({ status: () => json(200, changed(2)) });
    const user = await select('First1 Last1', 'First2 Last2', 'First4 Last4');
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 3 users?' });
    expect(dialog.textContent).toContain('signed out at once');
    const before = listCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate 3 users' }));
    await waitFor(() => expect(toastTexts()).toContain('Deactivated 2 users; 1 unchanged.'));
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
    await waitFor(() => expect(toastTexts()).toContain(done));
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

  it('should name the first five selected users and the count in the confirm step', async () => {
    backend();
    const user = await select('First1 Last1', 'First2 Last2', 'First4 Last4');
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Remove role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove a role from 3 users?' });
    const names = within(dialog).getByRole('list', { name: 'Users to change' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First1 Last1', 'First2 Last2', 'First4 Last4']);
  });

  it('should select every matching user once the page is, say so, and undo that with Clear selection', async () => {
    backend({ total: 40 });
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    await screen.findByText('First1 Last1', undefined);
    expect(screen.queryByRole('button', { name: /Select all 40 matching/ })).toBeNull();
    await selectWholePage(user);
    await user.click(await screen.findByRole('button', { name: 'Select all 40 matching' }));
    expect(screen.getByText('All 40 matching users are selected.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText('All 40 matching users are selected.')).toBeNull();
    expect(bulkButtons()).toBeNull();
  });

  it('should act on every matching user by the query: the preview names five and the count, and what it leaves', async () => {
    backend({ total: 40 });
    const user = userEvent.setup();
    renderApp(['/agency-panel/users?search=first&status=active']);
    await selectWholePage(user);
    await user.click(await screen.findByRole('button', { name: 'Select all 40 matching' }));
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 40 users?' });
    const names = await within(dialog).findByRole('list', { name: 'Users to change' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...PREVIEW.names, 'and 35 more']);
    expect(dialog.textContent).toContain(
      '3 users of them will be left as they are: they hold permissions you do not have; you cannot deactivate yourself.',
    );
    const previewCall = fetchStub.requests.find((request) => request.url.includes('/api/users/matching?'))!;
    const asked = new URL(previewCall.url, 'http://localhost').searchParams;
    expect(asked.get('search_string')).toBe('first');
    expect(JSON.parse(asked.get('filters')!)).toEqual([{ name: 'status', type: 'select', value: ['active'] }]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate 40 users' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Deactivated 37 users. 3 users left as they are (beyond your permissions, or you).',
      ),
    );
    expect(await lastBody(fetchStub.requests, 'POST', '/api/users/matching/status')).toEqual({
      matching: { filters: asked.get('filters'), search_string: 'first', total: 40, fingerprint: PREVIEW.fingerprint },
      status: 'inactive',
    });
  });

  it('should say it is finding the matching users, not "and 40 more", while the preview is on its way', async () => {
    const answer = deferred<Response>();
    backend({ total: 40, matching: () => answer.promise });
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    await selectWholePage(user);
    await user.click(await screen.findByRole('button', { name: 'Select all 40 matching' }));
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 40 users?' });
    expect((await within(dialog).findByRole('status')).textContent).toBe('Finding the 40 matching users…');
    expect(within(dialog).queryByRole('list', { name: 'Users to change' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Deactivate 40 users' }).hasAttribute('disabled')).toBe(true);
    answer.resolve(json(200, PREVIEW));
    const names = await within(dialog).findByRole('list', { name: 'Users to change' });
    expect(
      within(names)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...PREVIEW.names, 'and 35 more']);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it("should keep the confirm step open with the server's word when the matching users changed since (409)", async () => {
    backend({
      total: 40,
      matchingStatus: () =>
        json(409, { message: '41 users match now, not the 40 you confirmed: someone changed one.' }),
    });
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    await selectWholePage(user);
    await user.click(await screen.findByRole('button', { name: 'Select all 40 matching' }));
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate 40 users?' });
    const previews = () => fetchStub.calls().filter((call) => call === 'GET /api/users/matching').length;
    const asked = previews();
    await user.click(within(dialog).getByRole('button', { name: 'Activate 40 users' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '41 users match now, not the 40 you confirmed: someone changed one.',
    );
    // The preview is asked again, so the step shows what matches now.
    await waitFor(() => expect(previews()).toBe(asked + 1));
  });

  it('should refuse to confirm a change of more than 10,000 matching users, and say to narrow the query', async () => {
    backend({ total: 10_001, preview: { ...PREVIEW, total: 10_001, beyond_authority: 0, includes_you: false } });
    const user = userEvent.setup();
    renderApp(['/agency-panel/users']);
    // The rows first: the page's box selects the rows shown.
    await screen.findByRole('checkbox', { name: 'Select First1 Last1' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 10,001 matching' }));
    await user.click(within(bulkButtons()!).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate 10,001 users?' });
    expect(
      await within(dialog).findByText(
        'More than 10,000 users match: narrow the filters or the search and change them in parts.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Activate 10,001 users' }).hasAttribute('disabled')).toBe(true);
  });

  describe('the undo toast', () => {
    beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
    afterEach(() => jest.useRealTimers());

    it('should offer Undo for 10 s, which restores the users and says so', async () => {
      backend();
      const user = await select('First1 Last1', 'First2 Last2');
      await user.click(within(bulkButtons()!).getByRole('button', { name: 'Deactivate' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate 2 users?' });
      await user.click(within(dialog).getByRole('button', { name: 'Deactivate 2 users' }));
      await waitFor(() => expect(toastTexts()).toContain('Deactivated 3 users.'));
      act(() => jest.advanceTimersByTime(9_000));
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(toastTexts()).toContain('Undone: 2 users restored as they were.'));
      expect(fetchStub.calls()).toContain('POST /api/users/bulk-changes/7/undo');
    });

    it('should take the Undo away after 10 s', async () => {
      backend();
      const user = await select('First1 Last1');
      await user.click(within(bulkButtons()!).getByRole('button', { name: 'Activate' }));
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Activate 1 user?' })).getByRole('button', {
          name: 'Activate 1 user',
        }),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy());
      act(() => jest.advanceTimersByTime(10_500));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
      expect(fetchStub.calls()).not.toContain('POST /api/users/bulk-changes/7/undo');
    });

    it('should say why an undo was refused, and keep saying it until dismissed', async () => {
      backend({
        undo: () =>
          json(409, { message: 'Nothing was undone: user 2 changed again since. Change them by hand instead.' }),
      });
      const user = await select('First1 Last1', 'First2 Last2');
      await user.click(within(bulkButtons()!).getByRole('button', { name: 'Deactivate' }));
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Deactivate 2 users?' })).getByRole('button', {
          name: 'Deactivate 2 users',
        }),
      );
      await user.click(await screen.findByRole('button', { name: 'Undo' }));
      const refusal = 'Not undone: Nothing was undone: user 2 changed again since. Change them by hand instead.';
      await waitFor(() => expect(toastTexts()).toContain(refusal));
      act(() => jest.advanceTimersByTime(60_000));
      expect(toastTexts()).toContain(refusal);
    });
  });

  it('should offer neither them nor a way to select rows without "update users"', async () => {
    backend({ permissions: ['list users'] });
    renderApp(['/agency-panel/users']);
    await screen.findByText('First1 Last1', undefined);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Actions on the selected users', hidden: true })).toBeNull();
  });
});
