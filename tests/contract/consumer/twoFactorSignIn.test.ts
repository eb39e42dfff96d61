import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { patternFromState } from './support/providerStateValues';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

// The provider state enrols this account's authenticator app; the request then uses these very values.
// Not the plain sign-in's account (login.test.ts): that one signs in with its password alone.
const ACCOUNT = { email: 'second.factor@nhia.example', password: 'correct horse battery staple' };

describe('the two-step sign-in (POST /login, then POST /two-factor-challenge)', () => {
  const pact = webClientPact();
  // The sign-in screen fetched the anti-forgery cookie first: the browser holds a session.
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  const postHeaders = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };

  it('asks for the second step when the user has an authenticator app (200, two_factor: true)', () => {
    const loginRequest = { ...ACCOUNT, remember: false };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithAuthenticator, ACCOUNT)
      .given(PROVIDER_STATES.guestSession)
      .uponReceiving('a sign-in with the right password of a user with an authenticator app')
      .withRequest('POST', '/login', (request) => request.headers(postHeaders).jsonBody(loginRequest))
      .willRespondWith(200, (response) => response.jsonBody({ two_factor: true }))
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.login.initiate({ loginRequest }));
        await expect(answer.unwrap()).resolves.toEqual({ two_factor: true });
      });
  });

  it('signs in with a current code from the app (204)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signInAwaitsSecondStep)
      .uponReceiving('the second step of a sign-in with a current code from the authenticator app')
      .withRequest('POST', '/two-factor-challenge', (request) =>
        request.headers(postHeaders).jsonBody({
          // Computed by the state at verification time from the secret it enrolled: codes change every 30 s.
          code: patternFromState('code', '^[0-9]{6}$', '123456'),
        }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.twoFactorChallenge.initiate({ twoFactorChallenge: { code: '123456' } }));
        await expect(answer.unwrap()).resolves.toBeNull();
      }));
});
