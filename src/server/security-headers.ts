import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Settings } from './config';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every response: the SPA, its files, the API and error pages
 * (Swagger UI's differs in its styles only, see registerSecurityHeaders). Scripts only from this origin and never inline (the parcel build and
 * Swagger UI load every script from a file); styles from files too: React and Blueprint's
 * popovers set element styles through the DOM, which CSP allows, so the SPA needs no 'unsafe-inline'.
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

function securityHeaderOptions(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(https) },
    xFrameOptions: { action: 'deny' },
    // A reset link carries its token in the address: no Referer ever repeats it, here or elsewhere.
    referrerPolicy: { policy: 'no-referrer' },
    // Only over https (a browser ignores it otherwise); the agency's other services are its own hosts, not our subdomains to commit.
    strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  };
}

/**
 * Registered first, so its hook runs before any route, error or 404 answer is written. Swagger UI
 * (under `referencePrefix`) renders a <style> element of its own, so its pages alone may apply
 * inline styles; their scripts stay as strict as everywhere else.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: Settings,
  referencePrefix: string,
): Promise<void> {
  const https = settings.appUrl.startsWith('https://');
  const directives = contentSecurityDirectives(https);
  const reference = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, 'style-src': ["'self'", "'unsafe-inline'"] },
    },
  };
  // Set on the route's config, where the plugin looks for a route's own options, whatever order the onRoute hooks run in.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(referencePrefix)) route.config = Object.assign(route.config ?? {}, { helmet: reference });
  });
  await app.register(helmet, securityHeaderOptions(https));
  // API answers and errors hold personal data and the session's state: no browser or shared cache keeps them.
  // Files (the SPA, icons, Swagger UI's) and downloads set their own Cache-Control, which stays.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
