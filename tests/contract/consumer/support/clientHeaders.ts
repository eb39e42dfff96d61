import { MatchersV3, type V3RegexMatcher } from '@pact-foundation/pact';
import {
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../../../src/shared/http';
import type { SessionValues } from '../../providerStates';

/** Stand-ins for a live session in the consumer test; the verifier replaces them (see sessionHeaders). */
export const EXAMPLE_SESSION: SessionValues = {
  sessionCookie: 'example-session-token',
  xsrfToken: 'example-xsrf-token',
};

/** The cookies of a browser holding that session, in the order it sends them. */
export function cookiesOf(session: SessionValues): Record<string, string> {
  return { [SESSION_COOKIE]: session.sessionCookie, [XSRF_COOKIE]: session.xsrfToken };
}

/** Every call of the web client, whatever its session (docs/architecture.md, Calls). */
export const AJAX_HEADERS = { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, Accept: 'application/json' };

type InjectedRegex = V3RegexMatcher & { 'pact:generator:type': 'ProviderState'; expression: string };

/**
 * Checked by a regex in the consumer test; at verification the value is built from what the
 * provider state returned (`${name}` in the expression), because sessions and anti-forgery
 * tokens are random per server and cannot be written into the pact.
 */
function injectedFromProviderState(pattern: string, expression: string, example: string): InjectedRegex {
  return { ...MatchersV3.regex(pattern, example), 'pact:generator:type': 'ProviderState', expression };
}

const TOKEN = '[^;\\s]+';

function cookieHeaderOf(session: SessionValues): string {
  return Object.entries(cookiesOf(session))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Pact provider-state expressions: the verifier puts in the values the state handler returned. */
const FROM_PROVIDER_STATE: SessionValues = { sessionCookie: '${sessionCookie}', xsrfToken: '${xsrfToken}' };

/** The headers of a call made from a session: both cookies, and the anti-forgery token echoed. */
export function sessionHeaders(): Record<string, InjectedRegex> {
  return {
    Cookie: injectedFromProviderState(
      `^${SESSION_COOKIE}=${TOKEN}; ${XSRF_COOKIE}=${TOKEN}$`,
      cookieHeaderOf(FROM_PROVIDER_STATE),
      cookieHeaderOf(EXAMPLE_SESSION),
    ),
    [XSRF_HEADER]: injectedFromProviderState(`^${TOKEN}$`, FROM_PROVIDER_STATE.xsrfToken, EXAMPLE_SESSION.xsrfToken),
  };
}
