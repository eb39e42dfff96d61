/** HTTP stubbed at the fetch boundary: answers per "METHOD /path", records every request. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

export interface FetchStub {
  /** Every request seen, in order. */
  requests: Request[];
  /** "METHOD /path" of every request, in order. */
  calls(): string[];
  restore(): void;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

const keyOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

export function stubFetch(routes: Record<string, FetchHandler>): FetchStub {
  const original = globalThis.fetch;
  const requests: Request[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const handler = routes[keyOf(request)];
    return handler ? handler(request) : json(404, { message: `No stub for ${keyOf(request)}` });
  };
  return {
    requests,
    calls: () => requests.map(keyOf),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** A promise whose resolution the test controls (to hold a call in flight). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
