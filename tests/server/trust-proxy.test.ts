import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { loadSettings } from '../../src/server/config';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../src/shared/http';
import { DATABASE_KINDS } from './support/databases';
import { startTestServer, type TestServer } from './support/server';

/**
 * TRUST_PROXY names the proxies (docs/security.md, Anonymous and heavy calls). Only a peer it names
 * may tell the client's address in X-Forwarded-For; anyone else's header is ignored by the activity
 * log, the request log and the rate limits. `true` (anyone) and a hop count (which Fastify ignores)
 * are refused.
 */

const PROXY = '10.0.0.5';
const FORGED = '203.0.113.66';

describe('TRUST_PROXY', () => {
  it.each(['true', '1', '2', 'proxy.internal', '10.0.0.0/33', '10.0.0.5,,nonsense'])(
    'refuses %p at start, saying what to write instead',
    (value) => {
      expect(() => loadSettings({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY.*(Name the proxies|not an address)/s);
    },
  );

  it('takes addresses, networks and range names, and trusts nobody when unset or false', () => {
    expect(loadSettings({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
    expect([loadSettings({}).trustProxy, loadSettings({ TRUST_PROXY: 'false' }).trustProxy]).toEqual([false, false]);
  });
});

describe.each(DATABASE_KINDS)('X-Forwarded-For on %s', (kind) => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const env = { TRUST_PROXY: `${PROXY},10.9.0.0/16`, LOG_LEVEL: 'info', RATE_LIMIT_PUBLIC_PER_MINUTE: '3' };
    server = await startTestServer(kind, { env, logger: { stream } });
  });
  afterAll(() => server.close());

  /** A guest session opened from `peer`, then a failed sign-in as `email`, both with a forged-or-relayed X-Forwarded-For. */
  async function failedSignIn(peer: string, email: string): Promise<LightMyRequestResponse> {
    const headers = { 'x-forwarded-for': FORGED, accept: 'application/json' };
    const guest = await server.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress: peer, headers });
    const cookies = Object.fromEntries(
      (guest.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]),
    );
    return server.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: peer,
      cookies: { [SESSION_COOKIE]: cookies[SESSION_COOKIE], [XSRF_COOKIE]: cookies[XSRF_COOKIE] },
      headers: { ...headers, [XSRF_HEADER.toLowerCase()]: cookies[XSRF_COOKIE] },
      payload: { email, password: 'not the password' },
    });
  }

  const loggedAddress = async (email: string) =>
    (
      await server.database.db
        .selectFrom('activity_logs')
        .select('ip_address')
        .where('action', '=', 'login_failed')
        .where(sql`properties->>'email'`, '=', email)
        .executeTakeFirstOrThrow()
    ).ip_address;
  const requestLogAddresses = (peerLines: string[]) =>
    peerLines
      .map((line) => JSON.parse(line) as { req?: { url: string; ip: string } })
      .filter((entry) => entry.req?.url === '/login')
      .map((entry) => entry.req!.ip);

  it('logs the peer, not a forged X-Forwarded-For, when the peer is not a named proxy', async () => {
    const from = logLines.length;
    expect((await failedSignIn('198.51.100.7', 'forged@nhia.example')).statusCode).toBe(422);
    expect(await loggedAddress('forged@nhia.example')).toBe('198.51.100.7');
    expect(requestLogAddresses(logLines.slice(from))).toEqual(['198.51.100.7']);
  });

  it('logs the client a named proxy (an address, or one in a named network) relays', async () => {
    for (const [peer, email] of [
      [PROXY, 'relayed@nhia.example'],
      ['10.9.3.4', 'relayed.network@nhia.example'],
    ]) {
      const from = logLines.length;
      expect((await failedSignIn(peer, email)).statusCode).toBe(422);
      expect({
        peer,
        activityLog: await loggedAddress(email),
        requestLog: requestLogAddresses(logLines.slice(from)),
      }).toEqual({ peer, activityLog: FORGED, requestLog: [FORGED] });
    }
  });

  it("counts an untrusted peer under its own address however X-Forwarded-For varies; a named proxy's clients apart", async () => {
    const csrfCookie = (peer: string, client: string) =>
      server.app
        .inject({
          method: 'GET',
          url: '/sanctum/csrf-cookie',
          remoteAddress: peer,
          headers: { 'x-forwarded-for': client },
        })
        .then((r) => r.statusCode);
    const untrusted = [];
    for (let i = 1; i <= 4; i++) untrusted.push(await csrfCookie('198.51.100.20', `203.0.113.${i}`));
    expect(untrusted).toEqual([204, 204, 204, 429]);

    const relayed = [];
    for (let i = 1; i <= 4; i++) relayed.push(await csrfCookie(PROXY, `192.0.2.${i}`));
    expect(relayed).toEqual([204, 204, 204, 204]);
    const oneClient = [];
    for (let i = 1; i <= 4; i++) oneClient.push(await csrfCookie(PROXY, '192.0.2.200'));
    expect(oneClient).toEqual([204, 204, 204, 429]);
  });
});
