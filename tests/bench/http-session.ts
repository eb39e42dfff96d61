/** A signed-in client of a running server over real HTTP, as the SPA calls it (Sanctum style). */
import {
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../src/shared/http';

export interface Credentials {
  email: string;
  password: string;
}

export interface HttpSession {
  /** The Cookie header: session and anti-forgery cookies. */
  cookie: string;
  xsrf: string;
  /** Headers of a call in this session; the XSRF header is echoed on every call, as the SPA does. */
  headers: Record<string, string>;
}

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

function sessionOf(jar: Map<string, string>): HttpSession {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const xsrf = decodeURIComponent(jar.get(XSRF_COOKIE) ?? '');
  return {
    cookie,
    xsrf,
    headers: { cookie, [XSRF_HEADER]: xsrf, [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, accept: 'application/json' },
  };
}

/** GET /sanctum/csrf-cookie, then POST /login: the session and XSRF cookies of a signed-in user. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<HttpSession> {
  const jar = new Map<string, string>();
  cookiesOf(await fetch(`${baseUrl}/sanctum/csrf-cookie`), jar);
  const login = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { ...sessionOf(jar).headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${email} at ${baseUrl} answered ${login.status}: ${await login.text()}`);
  cookiesOf(login, jar);
  if (!jar.has(SESSION_COOKIE)) throw new Error(`sign-in at ${baseUrl} set no ${SESSION_COOKIE} cookie`);
  return sessionOf(jar);
}

/** One call's outcome; status 0 is a socket error or the client's timeout (`failure` says which). */
export interface CallOutcome {
  status: number;
  body: unknown;
  startedAt: number;
  endedAt: number;
  failure?: string;
}

/** A JSON call in the session, bounded by the client's timeout; never throws. */
export async function callApi(
  baseUrl: string,
  session: HttpSession,
  method: string,
  url: string,
  options: { body?: unknown; timeoutMs: number },
): Promise<CallOutcome> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...session.headers, ...(options.body !== undefined && { 'content-type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: kept as text, which the checks report */
    }
    return { status: response.status, body, startedAt, endedAt: Date.now() };
  } catch (error) {
    const failure =
      error instanceof Error && error.name === 'TimeoutError' ? 'client timeout' : `socket error: ${String(error)}`;
    return { status: 0, body: undefined, startedAt, endedAt: Date.now(), failure };
  }
}
