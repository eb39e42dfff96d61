import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { DATABASE_KINDS } from './support/databases';
import { tempDataDir } from './support/exports';
import { startTestServer, type TestServer } from './support/server';

/**
 * The SPA's files (docs/architecture.md, Weight): each sent as the build compressed it (brotli or
 * gzip, by the request's Accept-Encoding, with Vary), content-hashed files cached a year and
 * immutable, index.html checked every time. The real build is checked in chromium by tests/e2e/weight.ts.
 */

const INDEX_HTML = '<!doctype html><div id="app"></div><script type="module" src="/web.1a2b3c4d.js"></script>';
const HASHED_SCRIPT = `document.title = ${JSON.stringify('User Management '.repeat(40))};`;
const HASHED_NAME = 'web.1a2b3c4d.js';

/** A stand-in for the parcel build: each file with the .br and .gz the compressor plugins write beside it. */
function builtWebDir(): string {
  const dir = path.join(tempDataDir(), 'web');
  mkdirSync(dir);
  for (const [name, text] of [
    ['index.html', INDEX_HTML],
    [HASHED_NAME, HASHED_SCRIPT],
  ]) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

/** What a browser sees of an answer: its status, encoding, caching, variance and the text once decoded. */
function seen(response: LightMyRequestResponse) {
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  return {
    status: response.statusCode,
    encoding,
    type: String(response.headers['content-type']).split(';')[0],
    cacheControl: response.headers['cache-control'],
    vary: String(response.headers.vary ?? '').toLowerCase(),
    text: decoders[encoding](response.rawPayload).toString('utf8'),
  };
}

const A_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(DATABASE_KINDS)('the web app files on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { WEB_DIR: builtWebDir(), DATA_DIR: tempDataDir() } });
  });
  afterAll(() => server.close());

  const get = async (url: string, acceptEncoding?: string) =>
    seen(
      await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: '*/*', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      }),
    );

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    [undefined, 'identity'],
  ])('sends a content-hashed file to Accept-Encoding %p as %s, cached a year and immutable', async (accepted, sent) => {
    expect(await get(`/${HASHED_NAME}`, accepted)).toEqual({
      status: 200,
      encoding: sent,
      type: 'application/javascript',
      cacheControl: A_YEAR_IMMUTABLE,
      vary: 'accept-encoding',
      text: HASHED_SCRIPT,
    });
  });

  it.each(['/', '/index.html', '/agency-panel/users'])(
    'answers %s with index.html, compressed and never cached unchecked',
    async (url) => {
      expect(await get(url, 'br, gzip')).toEqual({
        status: 200,
        encoding: 'br',
        type: 'text/html',
        cacheControl: 'no-cache',
        vary: 'accept-encoding',
        text: INDEX_HTML,
      });
    },
  );

  it('keeps API answers out of every cache', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
