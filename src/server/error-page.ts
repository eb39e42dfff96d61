import type { FastifyRequest } from 'fastify';

type ResponseSchemas = Record<string, { content?: Record<string, unknown> } | undefined>;

/**
 * True when a person's browser opened this address (it asks for HTML, not JSON) and the
 * contract gives this status an HTML page: an emailed download link, for instance.
 */
export function wantsErrorPage(request: FastifyRequest, status: number): boolean {
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  const responses = (request.routeOptions.schema as { response?: ResponseSchemas } | undefined)?.response;
  return Boolean(responses?.[String(status)]?.content?.['text/html']);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain page (no script, no inline style: it passes the strictest policy) with the message. */
export function errorPage(message: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>User Management</title></head>
<body>
<h1>User Management</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Go to User Management</a></p>
</body>
</html>
`;
}
