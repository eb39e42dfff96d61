import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DATABASE_KINDS } from '../support/databases';
import { appOnDatabase, tempDataDir } from '../support/exports';
import { ADMIN_EMAIL, Browser, createUserWith, startTestServer, type TestServer } from '../support/server';

/**
 * Headers (docs/security.md): every kind of response carries the same protective headers; HSTS
 * only over https. Every API answer says Cache-Control: no-store, and the API reference is off in
 * production.
 */

/** A stand-in for the parcel build (the real one is checked in chromium by tests/e2e/security-headers.ts). */
function webDirWithApp(): string {
  const dir = path.join(tempDataDir(), 'web');
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><div id="app"></div><script type="module" src="/web.js"></script>',
  );
  writeFileSync(path.join(dir, 'web.js'), 'document.title = "User Management";');
  return dir;
}

function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const entries = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(entries.map(([name, ...values]) => [name, values]));
}

/** What a response must carry; a readable record, so a failure names the response and the header. */
function protectionOf(response: LightMyRequestResponse) {
  const csp = directivesOf(response);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  return {
    scriptOnlyFromFiles:
      scriptSrc.length > 0 &&
      !scriptSrc.some((source) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:'].includes(source)),
    scriptAttributesNone: csp.get('script-src-attr')?.join(' ') === "'none'",
    framingForbidden:
      csp.get('frame-ancestors')?.join(' ') === "'none'" && response.headers['x-frame-options'] === 'DENY',
    objectsNone: csp.get('object-src')?.join(' ') === "'none'",
    styles: csp.get('style-src')?.join(' '),
    nosniff: response.headers['x-content-type-options'] === 'nosniff',
    referrerPolicy: response.headers['referrer-policy'],
    hsts: response.headers['strict-transport-security'],
  };
}

/** The status a response's name says (a number in it, 200 otherwise), so each name is what it checks. */
const statusNamed = (name: string) => `${name}: ${/\b([1-5]\d\d)\b/.exec(name)?.[1] ?? '200'}`;

const NO_PERMISSIONS = 'no-permissions@nhia.example';
const PROTECTED = {
  scriptOnlyFromFiles: true,
  scriptAttributesNone: true,
  framingForbidden: true,
  objectsNone: true,
  nosniff: true,
  referrerPolicy: 'no-referrer',
};

/** Inline styles nowhere but in Swagger UI, whose own <style> element needs them (its scripts stay strict). */
const stylesOf = (name: string) => (name.startsWith('Swagger UI') ? "'self' 'unsafe-inline'" : "'self'");

describe.each(DATABASE_KINDS)('security headers on %s', (kind) => {
  let server: TestServer;
  let httpsApp: FastifyInstance;
  const webDir = webDirWithApp();

  beforeAll(async () => {
    const env = { WEB_DIR: webDir, DATA_DIR: tempDataDir() };
    server = await startTestServer(kind, { env });
    await createUserWith(server.database, { email: NO_PERMISSIONS, permissions: [] });
    // Production keeps the API reference off unless API_DOCS=true; this app serves it so its headers can be checked.
    httpsApp = await appOnDatabase(server.database, {
      env: { ...env, APP_URL: 'https://users.nhia.example', API_DOCS: 'true' },
    });
  });
  afterAll(async () => {
    await httpsApp.close();
    await server.close();
  });

  /** One response of each kind the server writes: API JSON and its errors, the SPA and its files, the reference, an HTML error page. */
  async function everyKindOfResponse(app: FastifyInstance): Promise<Record<string, LightMyRequestResponse>> {
    const browser = new Browser(app);
    const responses: Record<string, LightMyRequestResponse> = {
      'API JSON (200)': await browser.call('GET', '/api/health'),
      'API 401': await browser.call('GET', '/api/user'),
      'API 404': await browser.call('GET', '/api/nothing-here'),
      'API 419': await browser.call('POST', '/logout'),
      'session cookie (204)': await browser.call('GET', '/sanctum/csrf-cookie'),
      'API 422': await browser.call('POST', '/login', { email: 'not-an-email', password: 'x' }),
      'the contract (YAML)': await browser.call('GET', '/api/openapi.yaml'),
      'SPA index.html (history fallback)': await browser.call('GET', '/agency-panel/users', undefined, {
        accept: 'text/html',
      }),
      'SPA file': await browser.call('GET', '/web.js', undefined, { accept: '*/*' }),
      'service icon': await browser.call('GET', '/icons/claims-management.svg', undefined, { accept: 'image/*' }),
      'Swagger UI page': await browser.call('GET', '/api/docs/', undefined, { accept: 'text/html' }),
      'Swagger UI script': await browser.call('GET', '/api/docs/static/swagger-ui-bundle.js', undefined, {
        accept: '*/*',
      }),
    };
    await browser.signIn(ADMIN_EMAIL);
    responses['download error page (404, HTML)'] = await browser.call(
      'GET',
      `/api/exports/download/${'n'.repeat(43)}`,
      undefined,
      { accept: 'text/html' },
    );
    const lacking = new Browser(app);
    await lacking.signIn(NO_PERMISSIONS);
    responses['API 403'] = await lacking.call('GET', '/api/users');
    return responses;
  }

  it('protects every kind of response served over http, without HSTS', async () => {
    const responses = await everyKindOfResponse(server.app);
    expect(Object.entries(responses).map(([name, response]) => `${name}: ${response.statusCode}`)).toEqual(
      Object.keys(responses).map(statusNamed),
    );
    expect(responses['SPA index.html (history fallback)'].body).toContain('<div id="app">');
    expect(responses['download error page (404, HTML)'].headers['content-type']).toMatch(/^text\/html/);
    expect(responses['Swagger UI page'].body).toContain('swagger-ui-bundle.js');
    for (const [name, response] of Object.entries(responses)) {
      expect({ name, ...protectionOf(response) }).toEqual({
        name,
        ...PROTECTED,
        styles: stylesOf(name),
        hsts: undefined,
      });
    }
  });

  /** Answers of the API (its errors included), as against files: the SPA, its icons and Swagger UI's files keep their own caching. */
  const API_ANSWERS = [
    'API JSON (200)',
    'API 401',
    'API 404',
    'API 419',
    'session cookie (204)',
    'API 422',
    'the contract (YAML)',
    'download error page (404, HTML)',
    'API 403',
  ];

  it('tells browsers and shared caches to keep no API answer (Cache-Control: no-store), a 429 included', async () => {
    const responses = await everyKindOfResponse(server.app);
    const limited = await appOnDatabase(server.database, { env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1' } });
    try {
      await limited.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress: '192.0.2.9' });
      responses['API 429'] = await limited.inject({
        method: 'GET',
        url: '/sanctum/csrf-cookie',
        remoteAddress: '192.0.2.9',
      });
    } finally {
      await limited.close();
    }
    expect(responses['API 429'].statusCode).toBe(429);
    const caching = (names: string[]) =>
      Object.fromEntries(names.map((name) => [name, responses[name].headers['cache-control']]));
    const answers = [...API_ANSWERS, 'API 429'];
    expect(caching(answers)).toEqual(Object.fromEntries(answers.map((name) => [name, 'no-store'])));
  });

  it('adds HSTS for a year, and upgrades insecure requests, when APP_URL is https', async () => {
    for (const [name, response] of Object.entries(await everyKindOfResponse(httpsApp))) {
      expect({ name, ...protectionOf(response) }).toEqual({
        name,
        ...PROTECTED,
        styles: stylesOf(name),
        hsts: 'max-age=31536000',
      });
      expect({ name, upgrade: directivesOf(response).has('upgrade-insecure-requests') }).toEqual({
        name,
        upgrade: true,
      });
    }
    expect(directivesOf(await server.app.inject('/api/health')).has('upgrade-insecure-requests')).toBe(false);
  });

  describe('the API reference (Swagger UI and /api/openapi.yaml)', () => {
    it.each([
      { where: 'development (http, no NODE_ENV)', env: {}, served: true },
      { where: 'production by an https APP_URL', env: { APP_URL: 'https://users.nhia.example' }, served: false },
      { where: 'production by NODE_ENV=production', env: { NODE_ENV: 'production' }, served: false },
      { where: 'production with API_DOCS=true', env: { NODE_ENV: 'production', API_DOCS: 'true' }, served: true },
      { where: 'development with API_DOCS=false', env: { API_DOCS: 'false' }, served: false },
    ])('served: $served, in $where', async ({ env, served }) => {
      const app = await appOnDatabase(server.database, { env });
      try {
        const statuses = {
          swaggerUi: (await app.inject({ method: 'GET', url: '/api/docs/', headers: { accept: 'text/html' } }))
            .statusCode,
          contract: (await app.inject({ method: 'GET', url: '/api/openapi.yaml' })).statusCode,
        };
        expect(statuses).toEqual(served ? { swaggerUi: 200, contract: 200 } : { swaggerUi: 404, contract: 404 });
      } finally {
        await app.close();
      }
    });
  });
});
