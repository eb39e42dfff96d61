/** A signed-in client of a running server over real HTTP, as the SPA calls it (Sanctum style). */
import { systemClock } from '../../src/server/clock';
import {
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../src/shared/http';
import type { BenchDatabase } from './postgres-bench-db';
import { finishSignIn, type Answer, type HeldFactors, type SigningClient } from '../server/support/second-factor';

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

/** Calls in the jar's session, keeping the cookies each answer sets. */
function clientOf(baseUrl: string, jar: Map<string, string>): SigningClient {
  return {
    async call(method, url, body): Promise<Answer> {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { ...sessionOf(jar).headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      cookiesOf(response, jar);
      const text = await response.text();
      return { statusCode: response.status, body: text, json: () => JSON.parse(text) };
    },
    // A benchmark's server runs on the real clock at an IP address, where WebAuthn takes no passkey.
    clock: systemClock,
  };
}

/**
 * The authenticator apps enrolled for the benchmarks' users, by email: a run's servers share one
 * database (a reused one's earlier factors are removed by postgres-bench-db.ts), and a sign-in of
 * a user enrolled on another database enrols anew.
 */
const enrolled = new Map<string, HeldFactors>();

/** The authenticator app `signIn` enrolled for this user, to answer a sign-in made elsewhere (the end-to-end browser). */
export const enrolledFactorsOf = (email: string): HeldFactors | undefined => enrolled.get(email);

/**
 * GET /sanctum/csrf-cookie, POST /login, then every step the product asks for: the seed
 * administrator's role requires a second factor, enrolled through the API at the first sign-in
 * and answered with its app's code afterwards (tests/server/support/second-factor.ts).
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<HttpSession> {
  const jar = new Map<string, string>();
  const client = clientOf(baseUrl, jar);
  await client.call('GET', '/sanctum/csrf-cookie');
  const passwordStep = await client.call('POST', '/login', { email, password });
  const { response, held } =
    passwordStep.statusCode === 200
      ? await finishSignIn(client, passwordStep, password, enrolled.get(email))
      : { response: passwordStep, held: undefined };
  if (response.statusCode !== 204)
    throw new Error(`sign-in as ${email} at ${baseUrl} answered ${response.statusCode}: ${response.body}`);
  if (held) enrolled.set(email, held);
  if (!jar.has(SESSION_COOKIE)) throw new Error(`sign-in at ${baseUrl} set no ${SESSION_COOKIE} cookie`);
  return sessionOf(jar);
}

/** The seed administrator signed in, as cookies a browser driven by puppeteer takes for `baseUrl`'s host. */
export async function administratorCookies(baseUrl: string, { settings, password }: BenchDatabase) {
  const { cookie } = await signIn(baseUrl, settings.seedAdminEmail, password);
  const { hostname } = new URL(baseUrl);
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
  });
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
