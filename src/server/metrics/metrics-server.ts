import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * Prometheus's scrape endpoint, GET /metrics, on a port of its own (METRICS_PORT) and never on
 * the app's: the reverse proxy publishes only the app's port, so the figures are not public and
 * no token is needed (docs/operations.md). Anything else answers 404.
 */
export async function listenForMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}

/** The port a metrics server listens on (port 0 picks a free one, as tests do). */
export const portOf = (server: Server): number => (server.address() as AddressInfo).port;
