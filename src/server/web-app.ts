import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from './project-root';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Parcel names every file but index.html after its content (`web.1a2b3c4d.js`): a changed file is a new address. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

/** What the build compressed beside each file (.parcelrc): the file sent, once its encoding's extension is taken off. */
const PRECOMPRESSED_EXTENSION = /\.(br|gz)$/;

/**
 * Cache rules of the SPA's files (docs/architecture.md, Weight): a content-hashed file never
 * changes, so a browser keeps it a year without asking again; index.html names the current ones,
 * so it is checked every time. Each answer may be brotli, gzip or plain by the request's
 * Accept-Encoding, which caches must key on.
 */
function setWebFileHeaders(response: SetHeadersResponse, filePath: string): void {
  const name = path.basename(filePath).replace(PRECOMPRESSED_EXTENSION, '');
  response.setHeader(
    'cache-control',
    CONTENT_HASHED.test(name) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
  );
  response.setHeader('vary', 'Accept-Encoding');
}

/** The service catalogue's icons (Material Design paths), named by the API's icon paths. */
const serviceIconsDir = path.join(projectRoot, 'src/web/public/icons');

/** The SPA with history-mode fallback: unknown GETs outside the API get index.html. */
export function registerWebApp(app: FastifyInstance, webDir: string | undefined): void {
  const hasWebApp = webDir !== undefined && existsSync(path.join(webDir, 'index.html'));
  app.register(fastifyStatic, { root: serviceIconsDir, prefix: '/icons/', decorateReply: !hasWebApp });
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build wrote name.br and name.gz beside each file; the one the browser accepts is sent as is.
      preCompressed: true,
      cacheControl: false,
      setHeaders: setWebFileHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/sanctum/');
    if (hasWebApp && request.method === 'GET' && !isApi) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ message: 'Not found.' });
  });
}
