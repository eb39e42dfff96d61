import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { SESSION_COOKIE, XSRF_COOKIE } from '../../../src/shared/http';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS } from './support/clientHeaders';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { regex } = MatchersV3;

describe('getCsrfCookie (GET /sanctum/csrf-cookie)', () => {
  const pact = webClientPact();
  const client = useWebClient();

  it('starts a session: the page can then read XSRF-TOKEN to echo it', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.noOneSignedIn)
      .uponReceiving('a request for the anti-forgery cookie')
      .withRequest('GET', '/sanctum/csrf-cookie', (request) => request.headers(AJAX_HEADERS))
      .willRespondWith(204, (response) =>
        response.headers({
          // The verifier applies this to every Set-Cookie the server sends: each must be one of
          // the two cookies of the contract, the session one out of the page's reach (HttpOnly).
          'Set-Cookie': regex(
            `^(${SESSION_COOKIE}=[^;\\s]+;.*\\bHttpOnly\\b.*|${XSRF_COOKIE}=[^;\\s]+(;.*)?)$`,
            `${XSRF_COOKIE}=example-xsrf-token; Path=/; SameSite=Lax`,
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.getCsrfCookie.initiate());
        expect(result.isSuccess).toBe(true);
        expect(client.cookie(XSRF_COOKIE)).toBe('example-xsrf-token');
      }));
});
