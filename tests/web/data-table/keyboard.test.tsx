import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserSummary } from '../../../src/web/api/generated';
import { elapse } from '../support/clock';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { listQueries, renderTable, shownEmails } from './support/renderTable';
import { userList, userRow, userRows } from './support/users';

/** 30 users, 12 a page: three pages, each answered with its own rows. */
let fetchStub: FetchStub;
beforeEach(() => {
  jest.useFakeTimers();
  fetchStub = stubFetch({
    'GET /api/users': (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      if (query.get('search_string') === 'Okafor')
        return json(200, userList([userRow(101, { last_name: 'Okafor' }), userRow(102, { last_name: 'Okafor' })]));
      return json(200, userList(userRows(12, (page - 1) * 12 + 1), { page, total: 30 }));
    },
  });
});
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});

/** Actions with a button each, so the tab order has something to skip. */
const actions = (u: UserSummary) => <button type="button">{`Edit ${u.first_name}`}</button>;

async function ready(options: Parameters<typeof renderTable>[0] = {}) {
  const rendered = renderTable({ rowActions: actions, ...options });
  await waitFor(() => expect(shownEmails()).toHaveLength(12));
  return rendered;
}

const table = () => screen.getByRole('group', { name: 'People' });
const search = () => screen.getByRole<HTMLInputElement>('searchbox');
/** The e-mail of the row the keyboard is on: the one aria-activedescendant names, drawn with the focus outline. */
function focusedEmail(): string | undefined {
  const id = table().getAttribute('aria-activedescendant');
  if (!id) return undefined;
  const row = document.getElementById(id)!;
  expect(row.classList.contains('data-table-row-focused')).toBe(true);
  expect(document.querySelectorAll('.data-table-row-focused')).toHaveLength(1);
  return row.querySelectorAll('td')[2].textContent ?? undefined;
}
const checked = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Select ${name}` }).checked;
const pageOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search).get('page');

describe('<DataTable> keyboard', () => {
  it('/ puts the keyboard in the search, its text selected, without typing a slash', async () => {
    const { user } = await ready({ at: '/people?search=amina' });
    await user.keyboard('/');
    expect(document.activeElement).toBe(search());
    expect(search().value).toBe('amina');
    expect([search().selectionStart, search().selectionEnd]).toEqual([0, 5]);
    // In the search, / is a character like any other.
    await user.keyboard('{End}/');
    expect(search().value).toBe('amina/');
  });

  it('j and k move a visible row focus from anywhere on the page and put the keyboard on the table', async () => {
    const { user } = await ready();
    expect(focusedEmail()).toBeUndefined();
    await user.keyboard('j');
    expect(focusedEmail()).toBe('user1@nhia.example');
    expect(document.activeElement).toBe(table());
    await user.keyboard('jj');
    expect(focusedEmail()).toBe('user3@nhia.example');
    await user.keyboard('k');
    expect(focusedEmail()).toBe('user2@nhia.example');
    await user.keyboard('kkk');
    expect(focusedEmail()).toBe('user1@nhia.example');
    await user.keyboard('j'.repeat(20));
    expect(focusedEmail()).toBe('user12@nhia.example');
  });

  it('the arrow keys move the row focus on the focused table', async () => {
    const { user } = await ready();
    act(() => table().focus());
    expect(focusedEmail()).toBe('user1@nhia.example');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(focusedEmail()).toBe('user3@nhia.example');
    await user.keyboard('{ArrowUp}');
    expect(focusedEmail()).toBe('user2@nhia.example');
  });

  it('Enter and o open the focused row', async () => {
    const onRowOpen = jest.fn();
    const { user } = await ready({ onRowOpen });
    await user.keyboard('jj{Enter}');
    expect(onRowOpen).toHaveBeenLastCalledWith(userRow(2));
    await user.keyboard('jo');
    expect(onRowOpen).toHaveBeenLastCalledWith(userRow(3));
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it("Enter on a row's own button is that button's, not the row's", async () => {
    const onRowOpen = jest.fn();
    const edit = jest.fn();
    const { user } = await ready({
      onRowOpen,
      rowActions: (u) => <button type="button" onClick={() => edit(u.id)}>{`Edit ${u.first_name}`}</button>,
    });
    await user.keyboard('j');
    act(() => screen.getByRole('button', { name: 'Edit First1' }).focus());
    await user.keyboard('{Enter}');
    expect(edit).toHaveBeenCalledWith(1);
    expect(onRowOpen).not.toHaveBeenCalled();
  });

  it('x toggles the focused row; Shift+x extends the selection from the row last toggled', async () => {
    const { user } = await ready();
    await user.keyboard('jjx');
    expect(checked('First2 Last2')).toBe(true);
    await user.keyboard('jjj{Shift>}x{/Shift}');
    expect([2, 3, 4, 5].map((n) => checked(`First${n} Last${n}`))).toEqual([true, true, true, true]);
    expect([checked('First1 Last1'), checked('First6 Last6')]).toEqual([false, false]);
    expect(screen.getByText('4 selected')).toBeTruthy();
    // Unselecting a row and extending from it unselects the range.
    await user.keyboard('x');
    await user.keyboard('kk{Shift>}x{/Shift}');
    expect([2, 3, 4, 5].map((n) => checked(`First${n} Last${n}`))).toEqual([true, false, false, false]);
    await user.keyboard('x');
    expect(checked('First3 Last3')).toBe(true);
  });

  it('on a list without actions on selected rows: no checkbox, x selects nothing, and ? lists no selection key', async () => {
    const { user } = await ready({ selectable: false, onRowOpen: jest.fn() });
    expect(within(screen.getByRole('table', { name: 'People' })).queryAllByRole('checkbox')).toEqual([]);
    await user.keyboard('jjx');
    expect(screen.queryByText(/selected$/)).toBeNull();
    await user.keyboard('{Shift>}?{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const labels = [...dialog.querySelectorAll('.bp6-hotkey-label')].map((label) => label.textContent);
    expect(labels).toContain('Open the row');
    expect(labels.filter((label) => /selection|Select/.test(label ?? ''))).toEqual([]);
  });

  it('[ and ] show the previous and next page, and the focus goes to the first row there', async () => {
    const { user, router } = await ready();
    await user.keyboard('jjj]');
    expect(pageOf(router)).toBe('2');
    await elapse(500);
    await waitFor(() => expect(shownEmails()[0]).toBe('user13@nhia.example'));
    expect(listQueries(fetchStub).at(-1)?.page).toBe('2');
    expect(focusedEmail()).toBe('user13@nhia.example');
    await user.keyboard(']');
    expect(pageOf(router)).toBe('3');
    await user.keyboard(']');
    expect(pageOf(router)).toBe('3');
    // user-event writes a [ as [[.
    await user.keyboard('[[[[');
    expect(pageOf(router)).toBeNull();
    await user.keyboard('[[');
    expect(pageOf(router)).toBeNull();
  });

  it('Escape leaves the search, keeping what was typed, and otherwise clears the selection', async () => {
    const { user } = await ready();
    await user.keyboard('jx');
    await user.keyboard('/');
    await user.keyboard('Oka{Escape}');
    expect(document.activeElement).toBe(table());
    expect(search().value).toBe('Oka');
    // The rows wait for the search (skeletons meanwhile); the selection is kept.
    expect(screen.getByText(/^1 selected/)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/selected/)).toBeNull();
  });

  it('Enter in the search fetches at once, without the debounce, and puts the focus on the first result', async () => {
    const onRowOpen = jest.fn();
    const { user } = await ready({ onRowOpen });
    const calls = listQueries(fetchStub).length;
    await user.keyboard('/Okafor{Enter}');
    // No time passes on the fake clock: only Enter sent the call.
    await waitFor(() => expect(listQueries(fetchStub)).toHaveLength(calls + 1));
    expect(listQueries(fetchStub).at(-1)?.search_string).toBe('Okafor');
    await waitFor(() => expect(shownEmails()).toEqual(['user101@nhia.example', 'user102@nhia.example']));
    expect(document.activeElement).toBe(table());
    await user.keyboard('j{Enter}');
    expect(onRowOpen).toHaveBeenCalledWith(userRow(102, { last_name: 'Okafor' }));
  });

  it('keys pressed in a dialog are the dialog’s: the list behind does not move', async () => {
    const { user, router } = await ready();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getAllByRole('button')[0].focus();
    await user.keyboard('j]');
    expect(focusedEmail()).toBeUndefined();
    expect(pageOf(router)).toBeNull();
  });

  it('? shows every shortcut of the list', async () => {
    const { user } = await ready({ onRowOpen: jest.fn() });
    await user.keyboard('{Shift>}?{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const labels = [...dialog.querySelectorAll('.bp6-hotkey-label')].map((label) => label.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Go to the search',
        'Next row',
        'Previous row',
        'Previous page',
        'Next page',
        'Clear the selection',
        'Open the row',
        'Select or unselect the row',
        'Extend the selection from the row last toggled to this one',
        'Search now',
        'Leave the search',
      ]),
    );
  });

  it('makes the table one tab stop: of the rows, only the focused one’s controls are reached', async () => {
    const { user } = await ready();
    /** Every tab stop from the Export button to the footer's first field. */
    async function tabStops(): Promise<Element[]> {
      act(() => screen.getByRole('button', { name: 'Export' }).focus());
      const stops: Element[] = [];
      for (let i = 0; i < 40 && !document.activeElement?.closest('.data-table-footer'); i += 1) {
        await user.tab();
        stops.push(document.activeElement!);
      }
      return stops.slice(0, -1);
    }
    const inRows = (stops: Element[]) => stops.filter((stop) => stop.closest('tbody'));

    const names = (stops: Element[]) => stops.map((stop) => stop.getAttribute('aria-label') || stop.textContent);

    // Tab reaches the table, which puts the focus on its first row; then the header's select-all and
    // sortable columns, then that row's checkbox and button, and on to the footer.
    const before = await tabStops();
    expect(before[0]).toBe(table());
    expect(names(before.slice(1))).toEqual([
      'Select all rows on this page',
      'Name',
      'Email',
      'Select First1 Last1',
      'Edit First1',
    ]);

    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('jj');
    expect(names(inRows(await tabStops()))).toEqual(['Select First3 Last3', 'Edit First3']);
  });
});
