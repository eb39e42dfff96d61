/**
 * A service address on this app's own origin becomes a router path (path, query and hash),
 * so the router can open it without reloading; any other address stays external.
 */
export function inAppPath(serviceUrl: string, appOrigin: string): string | undefined {
  const url = new URL(serviceUrl, appOrigin);
  return url.origin === appOrigin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
