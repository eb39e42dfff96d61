import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  generatedApi,
  type CurrentUserResponse,
  type Permission,
  type RoleUpdate,
} from '../../../src/web/api/generated';
import { setupStore } from '../../../src/web/app/store';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf, TEST_ORIGIN } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { renderApp } from '../support/renderApp';
import { storeSettled } from '../support/settled';
import { catalogueList, role, roleList } from './support/roles';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const count = (call: string) => fetchStub.calls().filter((c) => c === call).length;
const clerk = role(5, { name: 'Clerk', permissions: ['list users', 'view users'], version: 3 });

/** A store whose screens show the roles list, the matrix, role 5 with its history, the catalogue and the signed-in user. */
async function storeShowingRoles(session: CurrentUserResponse, answers: { put?: number } = {}) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, session),
    'GET /api/roles': () => json(200, roleList([clerk])),
    'GET /api/roles/matrix': () => json(200, { permissions: catalogueList().permissions, roles: [clerk] }),
    'GET /api/roles/5': () => json(200, clerk),
    'GET /api/roles/5/history': () => json(200, historyPage([])),
    'GET /api/permissions': () => json(200, catalogueList()),
    'POST /api/roles': () => json(201, role(6)),
    'POST /api/roles/5/preview': () => json(200, { added: [], removed: [], renamed: false, affected_users: 1 }),
    'PUT /api/roles/5': () =>
      answers.put === 409 ? json(409, { message: 'Changed since.' }) : json(200, { ...clerk, version: 4 }),
  });
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const { endpoints } = generatedApi;
  await Promise.all([
    store.dispatch(endpoints.getCurrentUser.initiate()),
    store.dispatch(endpoints.listRoles.initiate({ page: 1, itemsPerPage: 12 })),
    store.dispatch(endpoints.getRoleMatrix.initiate()),
    store.dispatch(endpoints.getRole.initiate({ id: 5 })),
    store.dispatch(endpoints.getRoleHistory.initiate({ id: 5, page: 1, itemsPerPage: 12 })),
    store.dispatch(endpoints.listPermissions.initiate({ page: 1, itemsPerPage: 500 })),
  ]);
  return store;
}

const update = (change: Partial<RoleUpdate>) => ({
  id: 5,
  roleUpdate: { name: 'Clerk', description: clerk.description, permissions: clerk.permissions, version: 3, ...change },
});
const GETS = 6;

describe('the roles cache', () => {
  it('should refetch the list, the matrix, the role and its history after a save, but not api/user when the change cannot reach its user', async () => {
    // Without "view users", the signed-in user cannot hold this role, whatever it loses or gains.
    const store = await storeShowingRoles(sessionOf({ permissions: ['list users', 'list roles', 'update roles'] }));
    await store.dispatch(
      generatedApi.endpoints.updateRole.initiate(update({ permissions: ['list users', 'manage tpas'] })),
    );
    await storeSettled(store);
    expect(count('GET /api/roles/5/history')).toBe(2);
    expect(count('GET /api/roles')).toBe(2);
    expect(count('GET /api/roles/matrix')).toBe(2);
    expect(count('GET /api/roles/5')).toBe(2);
    expect(count('GET /api/user')).toBe(1);
  });

  it('should not check the signed-in user again when the role gains only what they already hold', async () => {
    const store = await storeShowingRoles(sessionOf());
    await store.dispatch(
      generatedApi.endpoints.updateRole.initiate(update({ permissions: ['list users', 'view users', 'manage tpas'] })),
    );
    await storeSettled(store);
    expect(count('GET /api/roles/5')).toBe(2);
    expect(count('GET /api/user')).toBe(1);
  });

  const reaching: [string, Permission[], string | null, Partial<RoleUpdate>][] = [
    [
      'takes a permission they hold',
      ['list users', 'view users', 'list roles'],
      'Auditor',
      { permissions: ['list users'] },
    ],
    [
      'grants one they lack',
      ['list users', 'view users', 'list roles'],
      'Auditor',
      { permissions: ['list users', 'view users', 'manage tpas'] },
    ],
    ['renames their current role', ['list users', 'view users'], 'Clerk', { name: 'Senior Clerk' }],
  ];
  it.each(reaching)(
    'should check the signed-in user again when the save %s',
    async (_case, permissions, roleName, change) => {
      const store = await storeShowingRoles(sessionOf({ permissions, role: roleName }));
      await store.dispatch(generatedApi.endpoints.updateRole.initiate(update(change)));
      await storeSettled(store);
      expect(count('GET /api/user')).toBe(2);
    },
  );

  it('should refetch nothing after a preview, or after a save refused with 409, so the form being edited stays', async () => {
    const store = await storeShowingRoles(sessionOf({ permissions: ['list roles'] }), { put: 409 });
    await store.dispatch(generatedApi.endpoints.previewRoleUpdate.initiate(update({ permissions: [] })));
    await store.dispatch(generatedApi.endpoints.updateRole.initiate(update({ permissions: [] })));
    await storeSettled(store);
    expect(fetchStub.calls().filter((call) => call.startsWith('GET'))).toHaveLength(GETS);
  });

  it('should refetch the roles and the matrix after a role is created, not api/user', async () => {
    const store = await storeShowingRoles(sessionOf());
    await store.dispatch(
      generatedApi.endpoints.createRole.initiate({
        roleInput: { name: 'New', description: '', permissions: ['manage tpas'] },
      }),
    );
    await storeSettled(store);
    expect(count('GET /api/roles/matrix')).toBe(2);
    expect(count('GET /api/roles')).toBe(2);
    expect(count('GET /api/user')).toBe(1);
  });
});

describe("a change to the signed-in user's own role", () => {
  it('should change their navigation as soon as it is saved', async () => {
    let session = sessionOf({ permissions: ['list users', 'list roles', 'view roles', 'update roles'], role: 'Clerk' });
    fetchStub = stubFetch({
      'GET /api/user': () => json(200, session),
      'GET /api/permissions': () => json(200, catalogueList()),
      'GET /api/roles/5': () => json(200, role(5, { name: 'Clerk', permissions: session.permissions, version: 3 })),
      'GET /api/roles/5/history': () => json(200, historyPage([])),
      'POST /api/roles/5/preview': () =>
        json(200, { added: [], removed: ['list users'], renamed: false, affected_users: 1 }),
      'PUT /api/roles/5': () => {
        // What the server answers from now on: the role no longer grants "list users".
        session = sessionOf({ permissions: ['list roles', 'view roles', 'update roles'], role: 'Clerk' });
        return json(200, role(5, { name: 'Clerk', permissions: session.permissions, version: 4 }));
      },
    });
    const user = userEvent.setup();
    renderApp(['/agency-panel/roles/5/edit']);
    await screen.findByRole('heading', { name: 'Edit Clerk' });
    const nav = screen.getByRole('navigation', { name: 'Agency panel' });
    const usersLink = () =>
      within(nav).getByRole('link', { name: 'Users', hidden: true }).closest<HTMLElement>('.permission-gate');
    expect(usersLink()?.style.display).toBe('contents');

    await user.click(await screen.findByRole('checkbox', { name: /^list users/ }));
    await user.click(screen.getByRole('button', { name: 'Review and save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(count('GET /api/user')).toBe(2));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Agency panel' }))
          .getByRole('link', { name: 'Users', hidden: true })
          .closest<HTMLElement>('.permission-gate')?.style.display,
      ).toBe('none'),
    );
  });
});
