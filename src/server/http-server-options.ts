import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Settings } from './config';
import type { ContractOperation } from './contract';

/** Room beside the file for the rest of an upload's JSON body (the file's name, a column mapping). */
const UPLOAD_ENVELOPE_BYTES = 65_536;

/**
 * The largest body the server reads for an operation (413 above): BODY_LIMIT_BYTES, or for an
 * upload (`x-file-upload`) a file of IMPORT_FILE_LIMIT_BYTES in base64 (4 bytes for every 3) and
 * its envelope, so that the handler, not the reader, answers a file just over its limit.
 */
export function bodyLimitOf(op: Pick<ContractOperation, 'spec'>, settings: Settings): number {
  if (op.spec['x-file-upload'] !== true) return settings.bodyLimitBytes;
  return Math.max(settings.bodyLimitBytes, Math.ceil((settings.importFileLimitBytes * 4) / 3) + UPLOAD_ENVELOPE_BYTES);
}

/** Node checks request and header timeouts only this often (30 s unless told): a tenth of the timeout keeps the cut near it. */
function timeoutCheckEveryMs(requestTimeoutMs: number): number {
  return requestTimeoutMs > 0 ? Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 10))) : 30_000;
}

/**
 * The HTTP server's limits, so a slow or idle client cannot hold a socket for ever: an idle socket
 * closes after connectionTimeout, a request not fully received within requestTimeout is answered
 * 408 and closed, a kept-alive socket closes after keepAliveTimeout, and a larger body is a 413.
 * Only the proxies TRUST_PROXY names may tell the client's address.
 */
export function httpServerOptions(settings: Settings): FastifyHttpOptions<Server> {
  return {
    trustProxy: settings.trustProxy,
    connectionTimeout: settings.connectionTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    bodyLimit: settings.bodyLimitBytes,
    // Node 20 enforces requestTimeout only when the server is created with it; Fastify sets it afterwards.
    http: {
      requestTimeout: settings.requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckEveryMs(settings.requestTimeoutMs),
    },
  };
}
