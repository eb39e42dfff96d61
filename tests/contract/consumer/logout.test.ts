import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

describe('logout (POST /logout)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  it('ends the session (204)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedIn)
      .uponReceiving('a sign-out')
      .withRequest('POST', '/logout', (request) => request.headers({ ...AJAX_HEADERS, ...sessionHeaders() }))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.logout.initiate());
        await expect(answer.unwrap()).resolves.toBeNull();
      }));
});
