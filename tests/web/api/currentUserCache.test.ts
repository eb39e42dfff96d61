import { generatedApi } from '../../../src/web/api/generated';
import { setupStore } from '../../../src/web/app/store';
import { sessionOf, TEST_ORIGIN } from '../support/fixtures';
import { json, noContent, stubFetch, type FetchStub } from '../support/fetchStub';
import { storeSettled } from '../support/settled';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const userCalls = () => fetchStub.calls().filter((call) => call === 'GET /api/user').length;

describe('the cached current user', () => {
  beforeEach(() => {
    fetchStub = stubFetch({
      'GET /api/user': () => json(200, sessionOf()),
      'POST /login': () => noContent(),
      'POST /logout': () => noContent(),
    });
  });

  it('should reuse the first successful answer, even after every reader has gone', async () => {
    const store = setupStore({ apiHost: TEST_ORIGIN });
    const first = store.dispatch(generatedApi.endpoints.getCurrentUser.initiate());
    await first;
    jest.useFakeTimers();
    first.unsubscribe();
    jest.advanceTimersByTime(24 * 60 * 60 * 1000);
    jest.useRealTimers();
    const again = await store.dispatch(generatedApi.endpoints.getCurrentUser.initiate());
    expect(again.data?.user.email).toBe('amina.bello@nhia.example');
    expect(userCalls()).toBe(1);
  });

  it.each(['login', 'logout'] as const)('should check GET /api/user again after %s', async (endpoint) => {
    const store = setupStore({ apiHost: TEST_ORIGIN });
    await store.dispatch(generatedApi.endpoints.getCurrentUser.initiate());
    if (endpoint === 'login') {
      await store.dispatch(
        generatedApi.endpoints.login.initiate({ loginRequest: { email: 'a@b.example', password: 'x' } }),
      );
    } else {
      await store.dispatch(generatedApi.endpoints.logout.initiate());
    }
    await storeSettled(store);
    expect(userCalls()).toBe(2);
  });

  it('should not check GET /api/user again after a failed sign-in', async () => {
    fetchStub.restore();
    fetchStub = stubFetch({
      'GET /api/user': () => json(401, { message: 'Unauthenticated.' }),
      'POST /login': () => json(422, { message: 'Invalid.', errors: { email: ['Wrong.'] } }),
    });
    const store = setupStore({ apiHost: TEST_ORIGIN });
    await store.dispatch(generatedApi.endpoints.getCurrentUser.initiate());
    await store.dispatch(
      generatedApi.endpoints.login.initiate({ loginRequest: { email: 'a@b.example', password: 'x' } }),
    );
    await storeSettled(store);
    expect(userCalls()).toBe(1);
  });
});
