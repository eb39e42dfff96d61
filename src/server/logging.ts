import type { FastifyServerOptions } from 'fastify';
import type { Settings } from './config';

/** Path segments that are secrets: an export's download token, a set-password or email-change link's token. */
const SECRET_SEGMENT = /(\/(?:api\/exports\/download|password\/reset|email\/confirm)\/)[^/?#]+/;

/** A request's address as logged: tokens in the path, and a token or an email in the query, masked. */
function loggedUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[token]').replace(/([?&](token|email)=)[^&]+/g, '$1[hidden]');
}

/**
 * Structured JSON request logs (pino). Cookies and the anti-forgery header are never
 * logged, and the tokens a URL may carry are masked (loggedUrl).
 */
export function loggerOptions(
  settings: Settings,
  override?: boolean | { stream: NodeJS.WritableStream },
): FastifyServerOptions['logger'] {
  if (override === false) return false;
  return {
    level: settings.logLevel,
    ...(typeof override === 'object' && { stream: override.stream }),
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
