import { screen, waitFor, within } from '@testing-library/react';
import type { ListView, ListViews, Permission } from '../../../src/web/api/generated';
import { json, noContent, stubFetch, type FetchStub, type FetchHandler } from '../support/fetchStub';
import { ALL_PERMISSIONS, sessionOf, TEST_ORIGIN } from '../support/fixtures';
import { enhancedApi } from '../../../src/web/api/enhancedApi';
import { setupStore } from '../../../src/web/app/store';
import { sentFilters } from './support/interactions';
import { listQueries, renderTable, TABLE_PATH } from './support/renderTable';
import { seedSavedFilters } from './support/savedFilters';
import { userList, userRows } from './support/users';

const ME = 7;
const TPA_STAFF = [{ name: 'user_type', type: 'select' as const, value: ['TPA Staff'] }];

/** A saved view of the users list; `owner` 7 is the signed-in user. */
function viewOf(id: number, name: string, over: Partial<ListView> = {}): ListView {
  return {
    id,
    list: 'users',
    name,
    state: { filters: TPA_STAFF, search: 'okafor', sort: 'name', items_per_page: 12 },
    visibility: 'personal',
    role: null,
    owner: { id: ME, name: 'Amina Bello' },
    version: 1,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...over,
  };
}

const MINE = viewOf(5, 'TPA Okafors');
const SHARED = viewOf(6, 'Pending staff', {
  state: { filters: [{ name: 'status', type: 'select' as const, value: 'pending' }] },
  visibility: 'everyone',
  owner: { id: 9, name: 'Chidi Obi' },
});

let fetchStub: FetchStub;
function backend(views: ListViews, more: Record<string, FetchHandler> = {}) {
  fetchStub = stubFetch({
    'GET /api/users': () => json(200, userList(userRows(2))),
    'GET /api/list-views': () => json(200, views),
    ...more,
  });
}
afterEach(() => {
  fetchStub.restore();
  jest.useRealTimers();
  localStorage.clear();
});
beforeEach(() => jest.useFakeTimers());

async function signedIn(permissions: Permission[] = ALL_PERMISSIONS) {
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const session = sessionOf({ permissions });
  await store.dispatch(enhancedApi.util.upsertQueryData('getCurrentUser', undefined, session));
  return store;
}

const firstQuery = async () => {
  await waitFor(() => expect(listQueries(fetchStub).length).toBeGreaterThan(0));
  return listQueries(fetchStub)[0];
};
const chips = async () => (await screen.findByRole('group', { name: 'Applied filters' })).textContent;
const bodyOf = async (call: string) => {
  const request = fetchStub.requests.find((r) => `${r.method} ${new URL(r.url).pathname}` === call);
  return request?.json();
};

describe('<DataTable> saved views', () => {
  it("should list the user's views and those shared with them in a menu beside the search, and apply one from the keyboard", async () => {
    backend({ views: [MINE, SHARED], default_view_id: null });
    const { user, router } = renderTable({ viewsList: 'users', store: await signedIn() });
    expect(await firstQuery()).toEqual({ page: '1', items_per_page: '12' });
    const button = await screen.findByRole('button', { name: 'Saved views: none shown' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Saved views' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['TPA Okafors', 'Pending staffChidi Obi', 'Save current view…']);
    const item = within(menu).getByRole('menuitem', { name: /TPA Okafors/ });
    item.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=okafor&sort=name&user_type=TPA+Staff&view=5'),
    );
    await waitFor(() => expect(sentFilters(listQueries(fetchStub).at(-1)!)).toEqual(TPA_STAFF));
    expect(listQueries(fetchStub).at(-1)).toMatchObject({ search_string: 'okafor', sort: 'name' });
    expect((await screen.findByRole('button', { name: 'Saved views: TPA Okafors' })).textContent).toContain(
      'View: TPA Okafors',
    );
    expect(await chips()).toContain('TPA Staff');
    expect(await chips()).toContain('okafor');
  });

  it("should open the view a link names for another user, its filters the first call's and shown as chips", async () => {
    backend({ views: [], default_view_id: null }, { 'GET /api/list-views/6': () => json(200, SHARED) });
    const { router } = renderTable({ at: `${TABLE_PATH}?view=6`, viewsList: 'users', store: await signedIn() });
    expect(sentFilters(await firstQuery())).toEqual([{ name: 'status', type: 'select', value: 'pending' }]);
    expect(listQueries(fetchStub)).toHaveLength(1);
    expect(router.state.location.search).toBe('?status=pending&view=6');
    expect(await screen.findByRole('button', { name: 'Saved views: Pending staff' })).toBeTruthy();
    expect(await chips()).toContain('pending');
  });

  it('should say plainly that a linked view is not available, and show the list without it', async () => {
    backend(
      { views: [], default_view_id: null },
      { 'GET /api/list-views/9': () => json(404, { message: 'No such view, or it is not shared with you.' }) },
    );
    const { router } = renderTable({ at: `${TABLE_PATH}?view=9`, viewsList: 'users', store: await signedIn() });
    expect(await firstQuery()).toEqual({ page: '1', items_per_page: '12' });
    expect((await screen.findByRole('alert')).textContent).toContain('This saved view is not available to you');
    expect(router.state.location.search).toBe('');
  });

  it('should open the list with the default view when its address carries no list state, and never over one that does', async () => {
    backend({ views: [MINE, SHARED], default_view_id: 6 });
    const first = renderTable({ viewsList: 'users', store: await signedIn() });
    expect(sentFilters(await firstQuery())).toEqual([{ name: 'status', type: 'select', value: 'pending' }]);
    await waitFor(() => expect(first.router.state.location.search).toBe('?status=pending&view=6'));
    first.view.unmount();
    fetchStub.requests.length = 0;

    renderTable({ at: `${TABLE_PATH}?user_type=Beneficiary`, viewsList: 'users', store: await signedIn() });
    expect(sentFilters(await firstQuery())).toEqual([{ name: 'user_type', type: 'select', value: ['Beneficiary'] }]);
  });

  it('should keep restoring the filters saved with the route when the user has no default view', async () => {
    await seedSavedFilters(TABLE_PATH, [{ name: 'user_type', value: ['TPA Staff'] }]);
    backend({ views: [MINE], default_view_id: null });
    renderTable({ viewsList: 'users', store: await signedIn() });
    expect(sentFilters(await firstQuery())).toEqual(TPA_STAFF);
    expect(listQueries(fetchStub)).toHaveLength(1);
  });

  it('should save the current view under a name, shared with everyone, and make it the default', async () => {
    backend(
      { views: [], default_view_id: null },
      {
        'POST /api/list-views': () => json(201, viewOf(12, 'Beneficiaries', { visibility: 'everyone' })),
        'PUT /api/list-views/default': () => noContent(),
      },
    );
    const { user, router } = renderTable({
      at: `${TABLE_PATH}?user_type=Beneficiary&sort=-email&items_per_page=30`,
      viewsList: 'users',
      store: await signedIn(),
    });
    await firstQuery();
    await user.click(await screen.findByRole('button', { name: 'Saved views: none shown' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Beneficiaries');
    await user.click(within(dialog).getByRole('radio', { name: 'Everyone who may open this list' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Open this list with it' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=12'));
    expect(await bodyOf('POST /api/list-views')).toEqual({
      list: 'users',
      name: 'Beneficiaries',
      state: {
        filters: [{ name: 'user_type', type: 'select', value: ['Beneficiary'] }],
        sort: '-email',
        items_per_page: 30,
      },
      visibility: 'everyone',
      role_id: null,
    });
    expect(await bodyOf('PUT /api/list-views/default')).toEqual({ list: 'users', view_id: 12 });
  });

  it('should offer sharing only to those holding "share list views", and show the server\'s refusal at its field', async () => {
    backend(
      { views: [], default_view_id: null },
      {
        'POST /api/list-views': () =>
          json(422, {
            message: 'You already have a view of this list with this name; choose another.',
            errors: { name: ['You already have a view of this list with this name; choose another.'] },
          }),
      },
    );
    const { user } = renderTable({
      viewsList: 'users',
      store: await signedIn(ALL_PERMISSIONS.filter((p) => p !== 'share list views')),
    });
    await firstQuery();
    await user.click(await screen.findByRole('button', { name: 'Saved views: none shown' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
    expect(dialog.textContent).toContain('Only you will see it.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/already have a view of this list/)).toBeTruthy();
  });

  it('should make the shown view the default, and stop it being one', async () => {
    backend({ views: [MINE], default_view_id: 5 }, { 'PUT /api/list-views/default': () => noContent() });
    const { user } = renderTable({ viewsList: 'users', store: await signedIn() });
    await firstQuery();
    await user.click(await screen.findByRole('button', { name: 'Saved views: TPA Okafors' }));
    expect((await screen.findByRole('menuitem', { name: 'TPA Okafors Default' })).textContent).toContain('Default');
    await user.click(screen.getByRole('menuitem', { name: 'Stop opening the list with this view' }));
    await waitFor(async () =>
      expect(await bodyOf('PUT /api/list-views/default')).toEqual({ list: 'users', view_id: null }),
    );
  });
});
