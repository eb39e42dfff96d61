import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { Settings } from './config';

/** Path segments that are secrets: an export's download token, a set-password or email-change link's token. */
const SECRET_SEGMENT = /(\/(?:api\/exports\/download|password\/reset|email\/confirm)\/)[^/?#]+/;

/** A request's address as logged: tokens in the path, and a token or an email in the query, masked. */
function loggedUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[token]').replace(/([?&](token|email)=)[^&]+/g, '$1[hidden]');
}

/** Pretty lines for a person at a terminal; JSON lines for a log collector (or LOG_FORMAT=json). */
function prettyWanted(settings: Settings): boolean {
  return settings.logFormat === 'pretty' || (settings.logFormat === 'auto' && process.stdout.isTTY === true);
}

/** One short line per entry: the time, the level and the message (a request's says it all). */
const prettyStream = () =>
  pinoPretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime,component',
    singleLine: true,
  });

/**
 * pino's logger: JSON, or pretty at a terminal. Cookies and the anti-forgery header are never
 * logged, and the tokens a URL may carry are masked (loggedUrl).
 */
export function loggerOptions(
  settings: Settings,
  override?: boolean | { stream: NodeJS.WritableStream },
): FastifyServerOptions['logger'] {
  if (override === false) return false;
  const stream = typeof override === 'object' ? override.stream : prettyWanted(settings) ? prettyStream() : undefined;
  return {
    level: settings.logLevel,
    ...(stream && { stream }),
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: loggedUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

/** The contract's operationId a request was routed to; "other" for static files and unknown paths. */
export const operationOf = (request: FastifyRequest): string => request.routeOptions.config.operationId ?? 'other';

/**
 * One line per request once it is answered (not Fastify's two): method, address, status and time
 * in the message, the same as fields for a log collector. Health probes at debug.
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : request.routeOptions.config.probe ? 'debug' : 'info';
    const milliseconds = Math.round(reply.elapsedTime);
    request.log[level](
      {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
        ...(error && { err: error }),
      },
      `${request.method} ${loggedUrl(request.url)} ${reply.statusCode} ${milliseconds} ms`,
    );
  }
}
