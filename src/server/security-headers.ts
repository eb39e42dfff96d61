import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Settings } from './config';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The one Content-Security-Policy of every response: the SPA, its files, the API, error pages
 * and Swagger UI alike. Scripts only from this origin and never inline (the parcel build and
 * Swagger UI load every script from a file); styles from files too: React and Blueprint's
 * popovers set element styles through the DOM, which CSP allows, so no 'unsafe-inline'.
 * Images may be data: URLs (Blueprint's and Swagger UI's stylesheets embed their small icons).
 */
function contentSecurityDirectives(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Under plain http (local runs) upgrading would point the page's own files at a port with no TLS.
    ...(https && { 'upgrade-insecure-requests': [] }),
  };
}

export function securityHeaderOptions(settings: Settings): FastifyHelmetOptions {
  const https = settings.appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(https) },
    xFrameOptions: { action: 'deny' },
    // A reset link carries its token in the address: no Referer ever repeats it, here or elsewhere.
    referrerPolicy: { policy: 'no-referrer' },
    // Only over https (a browser ignores it otherwise); the agency's other services are its own hosts, not our subdomains to commit.
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  };
}

/** Registered first, so its hook runs before any route, error or 404 answer is written. */
export async function registerSecurityHeaders(app: FastifyInstance, settings: Settings): Promise<void> {
  await app.register(helmet, securityHeaderOptions(settings));
}
