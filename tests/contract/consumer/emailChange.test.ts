import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi, type EmailChangeConfirmation } from '../../../src/web/api/generated';
import { PROVIDER_STATES, type EmailChangeLink } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, like } = MatchersV3;

describe('confirming an email change (POST /email/confirm)', () => {
  const pact = webClientPact();
  // The confirmation page is reached from a mail, signed in or not: a guest session and its anti-forgery token.
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };

  it("confirmEmailChange applies the change with the link's token (200)", () => {
    const link: EmailChangeLink = {
      new_email: 'moved.pact@pact.example',
      token: 'pact-email-change-valid',
      expired: false,
    };
    const emailChangeConfirmation: EmailChangeConfirmation = { token: link.token };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.emailChangeRequested, link)
      .given(PROVIDER_STATES.guestSession)
      .uponReceiving('the token of a valid email change link')
      .withRequest('POST', '/email/confirm', (request) => request.headers(headers).jsonBody(emailChangeConfirmation))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          message: like(
            'Your email address is now moved.pact@pact.example. Every session of your account has ended: sign in with the new address.',
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.confirmEmailChange.initiate({ emailChangeConfirmation }));
        await expect(answer.unwrap()).resolves.toEqual({ message: expect.any(String) });
      });
  });

  it('confirmEmailChange refuses an expired link, naming the token (422)', () => {
    const link: EmailChangeLink = {
      new_email: 'late.pact@pact.example',
      token: 'pact-email-change-expired',
      expired: true,
    };
    const emailChangeConfirmation: EmailChangeConfirmation = { token: link.token };
    const expired = 'This link has expired. Ask your administrator to request the change of your email address again.';
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.emailChangeRequested, link)
      .given(PROVIDER_STATES.guestSession)
      .uponReceiving('the token of an expired email change link')
      .withRequest('POST', '/email/confirm', (request) => request.headers(headers).jsonBody(emailChangeConfirmation))
      .willRespondWith(422, (response) =>
        response.jsonBody({ message: like(expired), errors: { token: eachLike(like(expired)) } }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.confirmEmailChange.initiate({ emailChangeConfirmation }));
        await expect(answer.unwrap()).rejects.toMatchObject({
          status: 422,
          data: { errors: { token: [expect.any(String)] } },
        });
      });
  });
});
