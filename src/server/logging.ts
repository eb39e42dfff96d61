import type { FastifyServerOptions } from 'fastify';
import type { Settings } from './config';

/**
 * Structured JSON request logs (pino). Cookies and the anti-forgery header are never
 * logged, and a download link's token is masked in the logged URL.
 */
export function loggerOptions(settings: Settings, override?: boolean | { stream: NodeJS.WritableStream }): FastifyServerOptions['logger'] {
  if (override === false) return false;
  return {
    level: settings.logLevel,
    ...(typeof override === 'object' && { stream: override.stream }),
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.replace(/(\/download\/)[^/?]+/, '$1[token]').replace(/([?&](token|email)=)[^&]+/g, '$1[hidden]'),
        ip: request.ip,
      }),
    },
  };
}
