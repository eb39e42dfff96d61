import type { FastifyInstance } from 'fastify';
import { DATABASE_KINDS } from './support/databases';
import { appOnDatabase } from './support/exports';
import { Browser, createUserWith, fakeClock, startTestServer, type TestServer } from './support/server';

/**
 * docs/security.md, Anonymous and heavy calls: the rate limits' settings, windows and callers
 * (their exactness under parallel calls, at the defaults, is the concurrency suite's:
 * tests/server/hardening/concurrency.test.ts).
 */
describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  const clock = fakeClock();
  let server: TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startTestServer(kind);
    app = await appOnDatabase(server.database, {
      clock,
      env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3', RATE_LIMIT_LISTS_PER_MINUTE: '4', RATE_LIMIT_EXPORTS_PER_MINUTE: '2' },
    });
    await createUserWith(server.database, { email: 'first.lister@nhia.example', permissions: ['list users'] });
    await createUserWith(server.database, { email: 'second.lister@nhia.example', permissions: ['list users'] });
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const csrfCookie = (remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress }).then((r) => r.statusCode);

  it('counts each public call per address in a one-minute window, then lets the address in again', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await csrfCookie('192.0.2.50'));
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await csrfCookie('192.0.2.51')).toBe(204);
    clock.advanceMinutes(0.5);
    expect(await csrfCookie('192.0.2.50')).toBe(429);
    clock.advanceMinutes(0.6);
    expect(await csrfCookie('192.0.2.50')).toBe(204);
  });

  it('counts an IPv6 client by its /64, which it commonly holds whole', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push(await csrfCookie(`2001:db8:1:2::${i}`));
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await csrfCookie('2001:db8:1:3::1')).toBe(204);
  });

  it('answers 429 in the Error shape with the limit, the seconds to wait and Retry-After', async () => {
    for (let i = 0; i < 3; i++) await csrfCookie('192.0.2.60');
    clock.advanceMinutes(0.25);
    const refused = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress: '192.0.2.60' });
    expect({ status: refused.statusCode, retryAfter: refused.headers['retry-after'], body: refused.json() }).toEqual({
      status: 429,
      retryAfter: '45',
      body: {
        message: 'Too many requests from this address (at most 3 a minute). Please try again in 45 seconds.',
        retry_after: 45,
      },
    });
  });

  it('counts list calls per signed-in user across every list, whatever the address; another user has their own', async () => {
    const first = new Browser(app);
    const second = new Browser(app);
    await first.signIn('first.lister@nhia.example');
    await second.signIn('second.lister@nhia.example');
    const lists = ['/api/users', '/api/user-activity-logs', '/api/users', '/api/exports', '/api/users'];
    const statuses = [];
    for (const [i, url] of lists.entries())
      statuses.push((await first.call('GET', url, undefined, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await first.call('GET', '/api/users');
    expect(refused.json().message).toMatch(
      /^Too many list requests \(at most 4 a minute\)\. Please try again in \d+ seconds\.$/,
    );
    expect((await second.call('GET', '/api/users')).statusCode).toBe(200);
    expect((await first.call('GET', '/api/users/options')).statusCode).toBe(200);
  });
});
