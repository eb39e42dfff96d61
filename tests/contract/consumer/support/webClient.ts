import type { V3MockServer } from '@pact-foundation/pact';
import { setupStore } from '../../../../src/web/app/store';
import { BrowserCookieJar } from './browserCookieJar';

/**
 * The app's own store (real RTK Query endpoints) pointed at the Pact mock server, with a fresh
 * browser cookie jar per test holding `cookies` at the start. Registers its jest hooks.
 */
export function useWebClient(cookies: Record<string, string> = {}) {
  let jar = new BrowserCookieJar();
  let uninstall = () => {};
  beforeEach(() => {
    jar = new BrowserCookieJar(cookies);
    uninstall = jar.install();
  });
  afterEach(() => uninstall());
  return {
    storeFor: (mockServer: V3MockServer) => setupStore({ apiHost: mockServer.url, readCookie: jar.read }),
    cookie: (name: string) => jar.read(name),
  };
}
