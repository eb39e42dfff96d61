import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadSettings } from '../../src/server/config';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/shared/http';
import { appOnDatabase } from './support/exports';
import { startTestServer, type TestServer } from './support/server';

/**
 * A slow or idle client cannot hold a socket (docs/security.md, Anonymous and heavy calls). A real
 * listening server and raw sockets: a body trickled a byte at a time is cut at REQUEST_TIMEOUT_MS
 * (408), a socket that sends nothing at CONNECTION_TIMEOUT_MS, a kept-alive socket at
 * KEEP_ALIVE_TIMEOUT_MS. No rows are read or written, so PGlite alone serves.
 */

interface RawSocket {
  socket: net.Socket;
  received(): string;
  /** Resolves when the server has closed the socket. */
  closed: Promise<void>;
}

function connect(app: FastifyInstance): Promise<RawSocket> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
  });
}

describe('HTTP server timeouts', () => {
  let server: TestServer;
  /** One listening app per timeout under test, the other two left at their (long) defaults. */
  const apps: FastifyInstance[] = [];

  async function listening(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
    const app = await appOnDatabase(server.database, { env });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await server.close();
  });

  it('has defaults: 60 s idle, 30 s to receive a request, 72 s kept alive, 1 MiB bodies', () => {
    const { connectionTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, bodyLimitBytes } = loadSettings({});
    expect({ connectionTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, bodyLimitBytes }).toEqual({
      connectionTimeoutMs: 60_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      bodyLimitBytes: 1_048_576,
    });
  });

  it('answers 408 and closes a socket that trickles its body past REQUEST_TIMEOUT_MS, however busy it keeps the socket', async () => {
    const app = await listening({ REQUEST_TIMEOUT_MS: '1000' });
    // A guest session and its token, so the request passes the anti-forgery check and its body is read.
    const guest = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const cookies = (guest.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`);
    const xsrf = (guest.cookies as { name: string; value: string }[]).find((c) => c.name === XSRF_COOKIE)!.value;
    const raw = await connect(app);
    const bodyLength = 100_000;
    const head = [
      `POST /login HTTP/1.1`,
      'Host: localhost',
      'Content-Type: application/json',
      `Content-Length: ${bodyLength}`,
      `Cookie: ${cookies.join('; ')}`,
      `${XSRF_HEADER}: ${xsrf}`,
    ];
    raw.socket.write(`${head.join('\r\n')}\r\n\r\n{`);
    let sent = 1;
    // A byte every 50 ms keeps the socket far from idle; the whole body would take 80 minutes.
    const trickle = setInterval(() => {
      if (!raw.socket.destroyed && sent < bodyLength) {
        raw.socket.write(' ');
        sent++;
      }
    }, 50);
    try {
      await raw.closed;
    } finally {
      clearInterval(trickle);
    }
    expect({ closedBeforeTheBodyEnded: sent < bodyLength, answer: raw.received().split('\r\n')[0] }).toEqual({
      closedBeforeTheBodyEnded: true,
      answer: 'HTTP/1.1 408 Request Timeout',
    });
  }, 30_000);

  it('closes a socket that sends nothing after CONNECTION_TIMEOUT_MS', async () => {
    const raw = await connect(await listening({ CONNECTION_TIMEOUT_MS: '500' }));
    await raw.closed;
    expect(raw.received()).toBe('');
  }, 30_000);

  it('closes a kept-alive socket left idle after its answer, after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const raw = await connect(await listening({ KEEP_ALIVE_TIMEOUT_MS: '500' }));
    raw.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    await raw.closed;
    expect(raw.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*keep-alive/i);
  }, 30_000);
});
