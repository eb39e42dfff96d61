import { generatedApi } from '../../../src/web/api/generated';
import { setupStore } from '../../../src/web/app/store';
import { userList, userRows } from '../data-table/support/users';
import { json, stubFetch, type FetchStub } from '../support/fetchStub';
import { sessionOf, TEST_ORIGIN } from '../support/fixtures';
import { historyPage } from '../support/listAnswers';
import { storeSettled } from '../support/settled';
import { userDetail } from '../users/support/userDetails';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const SIGNED_IN_ID = sessionOf().user.id;
const count = (call: string) => fetchStub.calls().filter((c) => c === call).length;

/** A store whose screens show the users list, users 5 and 6, user 5's history and the signed-in user. */
async function storeShowingUsers(answers: { put?: number } = {}) {
  fetchStub = stubFetch({
    'GET /api/user': () => json(200, sessionOf()),
    'GET /api/users': () => json(200, userList(userRows(2, 5))),
    'GET /api/users/5': () => json(200, userDetail(5)),
    'GET /api/users/6': () => json(200, userDetail(6)),
    'GET /api/users/5/history': () => json(200, historyPage([])),
    'PUT /api/users/5': () =>
      answers.put === 409 ? json(409, { message: 'Changed since.' }) : json(200, userDetail(5, { version: 4 })),
    'POST /api/users/status': () => json(200, { updated: 2 }),
    'POST /api/users/roles': () => json(200, { updated: 1 }),
    'POST /reset-password': () => json(200, { message: 'Your password has been reset.' }),
  });
  const store = setupStore({ apiHost: TEST_ORIGIN });
  const { endpoints } = generatedApi;
  await Promise.all([
    store.dispatch(endpoints.getCurrentUser.initiate()),
    store.dispatch(endpoints.listUsers.initiate({ page: 1, itemsPerPage: 12 })),
    store.dispatch(endpoints.getUser.initiate({ id: 5 })),
    store.dispatch(endpoints.getUser.initiate({ id: 6 })),
    store.dispatch(endpoints.getUserHistory.initiate({ id: 5, page: 1, itemsPerPage: 12 })),
  ]);
  return store;
}

const userEdit = { first_name: 'A', last_name: 'B', email: 'a@b.example', version: 3 };

describe('the users cache', () => {
  it("should refetch the list, the user's detail and history after an edit, and nobody else's", async () => {
    const store = await storeShowingUsers();
    await store.dispatch(generatedApi.endpoints.updateUser.initiate({ id: 5, userUpdate: userEdit }));
    await storeSettled(store);
    expect(count('GET /api/users/5/history')).toBe(2);
    expect(count('GET /api/users')).toBe(2);
    expect(count('GET /api/users/5')).toBe(2);
    expect(count('GET /api/users/6')).toBe(1);
    expect(count('GET /api/user')).toBe(1);
  });

  it('should refetch nothing after an edit refused with 409, so the form being edited stays', async () => {
    const store = await storeShowingUsers({ put: 409 });
    await store.dispatch(generatedApi.endpoints.updateUser.initiate({ id: 5, userUpdate: userEdit }));
    await storeSettled(store);
    expect(fetchStub.calls().filter((call) => call.startsWith('GET'))).toHaveLength(5);
  });

  it('should refetch every changed user after a bulk status change', async () => {
    const store = await storeShowingUsers();
    await store.dispatch(
      generatedApi.endpoints.setUsersStatus.initiate({ usersStatusChange: { ids: [5, 6], status: 'inactive' } }),
    );
    await storeSettled(store);
    expect(count('GET /api/users/6')).toBe(2);
    expect(count('GET /api/users/5')).toBe(2);
    expect(count('GET /api/users')).toBe(2);
    expect(count('GET /api/user')).toBe(1);
  });

  it('should check the signed-in user again after a change to their own roles', async () => {
    const store = await storeShowingUsers();
    await store.dispatch(
      generatedApi.endpoints.changeUsersRole.initiate({
        usersRoleChange: { ids: [6, SIGNED_IN_ID], role_id: 2, action: 'remove' },
      }),
    );
    await storeSettled(store);
    expect(count('GET /api/user')).toBe(2);
    expect(count('GET /api/users/6')).toBe(2);
  });

  it('should check the signed-in user again after a password reset, which ends sessions', async () => {
    const store = await storeShowingUsers();
    await store.dispatch(
      generatedApi.endpoints.resetPassword.initiate({
        passwordReset: { token: 't', email: 'a@b.example', password: 'p', password_confirmation: 'p' },
      }),
    );
    await storeSettled(store);
    expect(count('GET /api/user')).toBe(2);
    expect(count('GET /api/users')).toBe(1);
  });
});
