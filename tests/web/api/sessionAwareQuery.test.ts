import { generatedApi } from '../../../src/web/api/generated';
import { setupStore } from '../../../src/web/app/store';
import { sessionOf, TEST_ORIGIN } from '../support/fixtures';
import { json, noContent, stubFetch, type FetchStub } from '../support/fetchStub';

let fetchStub: FetchStub;
afterEach(() => fetchStub.restore());

const expired = () => json(419, { message: 'CSRF token mismatch.' });

/** A store whose cookie jar hands out the token the last csrf-cookie call issued. */
function storeWithJar() {
  const jar = { token: 'stale-token' };
  const store = setupStore({
    apiHost: TEST_ORIGIN,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? jar.token : undefined),
  });
  return { store, jar };
}

const logout = (store: ReturnType<typeof setupStore>) => store.dispatch(generatedApi.endpoints.logout.initiate());

describe('the base query', () => {
  it('should send the XMLHttpRequest marker, cookies and the XSRF token on every call', async () => {
    fetchStub = stubFetch({ 'GET /api/user': () => json(200, sessionOf()) });
    const { store } = storeWithJar();
    await store.dispatch(generatedApi.endpoints.getCurrentUser.initiate());
    const [request] = fetchStub.requests;
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('stale-token');
    expect(request.credentials).toBe('include');
    expect(request.url).toBe(`${TEST_ORIGIN}/api/user`);
  });

  it('should fetch a fresh csrf cookie once on 419 and retry the call once with the new token', async () => {
    const { store, jar } = storeWithJar();
    fetchStub = stubFetch({
      'GET /sanctum/csrf-cookie': () => {
        jar.token = 'fresh-token';
        return noContent();
      },
      'POST /logout': (request) => (request.headers.get('X-XSRF-TOKEN') === 'fresh-token' ? noContent() : expired()),
    });
    const result = await logout(store);
    expect(result.error).toBeUndefined();
    expect(fetchStub.calls()).toEqual(['POST /logout', 'GET /sanctum/csrf-cookie', 'POST /logout']);
  });

  it('should pass a second 419 on unchanged instead of retrying again', async () => {
    const { store } = storeWithJar();
    fetchStub = stubFetch({ 'GET /sanctum/csrf-cookie': () => noContent(), 'POST /logout': () => expired() });
    const result = await logout(store);
    expect(result.error).toMatchObject({ status: 419, data: { message: 'CSRF token mismatch.' } });
    expect(fetchStub.calls()).toEqual(['POST /logout', 'GET /sanctum/csrf-cookie', 'POST /logout']);
  });

  it('should pass the 419 on when the csrf cookie cannot be fetched', async () => {
    const { store } = storeWithJar();
    fetchStub = stubFetch({
      'GET /sanctum/csrf-cookie': () => json(500, { message: 'Server Error' }),
      'POST /logout': () => expired(),
    });
    const result = await logout(store);
    expect(result.error).toMatchObject({ status: 419 });
    expect(fetchStub.calls()).toEqual(['POST /logout', 'GET /sanctum/csrf-cookie']);
  });

  it('should share one csrf refresh between calls that fail together', async () => {
    const { store, jar } = storeWithJar();
    fetchStub = stubFetch({
      'GET /sanctum/csrf-cookie': () => {
        jar.token = 'fresh-token';
        return noContent();
      },
      'POST /logout': (request) => (request.headers.get('X-XSRF-TOKEN') === 'fresh-token' ? noContent() : expired()),
    });
    await Promise.all([logout(store), logout(store)]);
    expect(fetchStub.calls().filter((call) => call === 'GET /sanctum/csrf-cookie')).toHaveLength(1);
  });

  it('should leave other errors alone', async () => {
    const { store } = storeWithJar();
    fetchStub = stubFetch({ 'POST /logout': () => json(401, { message: 'Unauthenticated.' }) });
    const result = await logout(store);
    expect(result.error).toMatchObject({ status: 401 });
    expect(fetchStub.calls()).toEqual(['POST /logout']);
  });
});
