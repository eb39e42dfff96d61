/**
 * The cookies a browser keeps for the API's origin. Node's fetch has no cookie store, so the
 * real client, run here, would send no Cookie header where a browser sends one; this jar does
 * what the browser does with `credentials: 'include'`: it sends what it holds and keeps what
 * Set-Cookie answers.
 */
export class BrowserCookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }

  /** As the page reads document.cookie (values are URL-encoded there). */
  readonly read = (name: string): string | undefined => {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : decodeURIComponent(value);
  };

  /** The Cookie header a browser would send: every held cookie, in the order received. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Replaces the global fetch (which RTK Query's fetchBaseQuery calls) until the returned undo runs. */
  install(): () => void {
    const networkFetch = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      const cookie = this.header();
      if (cookie) headers.set('Cookie', cookie);
      const response = await networkFetch(new Request(request, { headers }));
      for (const line of response.headers.getSetCookie()) this.keep(line);
      return response;
    };
    return () => {
      globalThis.fetch = networkFetch;
    };
  }

  private keep(setCookie: string): void {
    const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const expired =
      value === '' ||
      attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()));
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
