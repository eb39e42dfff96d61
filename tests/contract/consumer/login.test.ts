import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, like } = MatchersV3;

// The provider state creates this account; the requests then use these very values.
// An account whose roles require no second factor: the password alone signs it in (the Super Admin's would be sent to enrol).
const ACCOUNT = { email: 'password.only@nhia.example', password: 'correct horse battery staple' };

describe('login (POST /login)', () => {
  const pact = webClientPact();
  // The sign-in screen fetched the anti-forgery cookie first: the browser holds a guest session.
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  const signInHeaders = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };

  it('signs in with the right password (204)', () => {
    const loginRequest = { ...ACCOUNT, remember: true };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithPassword, ACCOUNT)
      .given(PROVIDER_STATES.guestSession)
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/login', (request) => request.headers(signInHeaders).jsonBody(loginRequest))
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.login.initiate({ loginRequest }));
        await expect(answer.unwrap()).resolves.toBeNull();
      });
  });

  it('refuses a wrong password with a message at the email field (422)', () => {
    const loginRequest = { email: ACCOUNT.email, password: 'not the password', remember: false };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithPassword, ACCOUNT)
      .given(PROVIDER_STATES.guestSession)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/login', (request) => request.headers(signInHeaders).jsonBody(loginRequest))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: like('These credentials do not match our records.'),
          errors: { email: eachLike('These credentials do not match our records.') },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.login.initiate({ loginRequest }));
        await expect(answer.unwrap()).rejects.toMatchObject({
          status: 422,
          data: { message: expect.any(String), errors: { email: [expect.any(String)] } },
        });
      });
  });
});
