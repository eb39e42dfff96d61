import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi, type PasswordReset } from '../../../src/web/api/generated';
import { PROVIDER_STATES, type PasswordLink } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, like } = MatchersV3;

const NEW_PASSWORD = 'Kettle-Harbour-Lantern-92';
const resetOf = ({ email, token }: PasswordLink): PasswordReset => ({
  token,
  email,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
});

describe('the password flows (POST /forgot-password, /reset-password)', () => {
  const pact = webClientPact();
  // The screens are reached signed out: the browser holds a guest session and its anti-forgery token.
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };

  it('requestPasswordReset answers one message whatever the address (200)', () => {
    const account = { email: 'forgetful.pact@nhia.example', password: 'an old forgotten passphrase' };
    const passwordResetRequest = { email: account.email };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithPassword, account)
      .given(PROVIDER_STATES.guestSession)
      .uponReceiving('a password reset request')
      .withRequest('POST', '/forgot-password', (request) => request.headers(headers).jsonBody(passwordResetRequest))
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: like('If an account exists for this email address, we have emailed it a link.') }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.requestPasswordReset.initiate({ passwordResetRequest }));
        await expect(answer.unwrap()).resolves.toEqual({ message: expect.any(String) });
      });
  });

  it("resetPassword sets the new password with the link's token (200)", () => {
    const link: PasswordLink = { email: 'reset.pact@nhia.example', token: 'pact-reset-link-valid', expired: false };
    const passwordReset = resetOf(link);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.passwordLinkIssued, link)
      .given(PROVIDER_STATES.guestSession)
      .uponReceiving('a new password with a valid reset link')
      .withRequest('POST', '/reset-password', (request) => request.headers(headers).jsonBody(passwordReset))
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: like('Your password has been reset. Sign in with your new password.') }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.resetPassword.initiate({ passwordReset }));
        await expect(answer.unwrap()).resolves.toEqual({ message: expect.any(String) });
      });
  });

  it('resetPassword refuses an expired link, naming the token (422)', () => {
    const link: PasswordLink = { email: 'expired.pact@nhia.example', token: 'pact-reset-link-expired', expired: true };
    const passwordReset = resetOf(link);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.passwordLinkIssued, link)
      .given(PROVIDER_STATES.guestSession)
      .uponReceiving('a new password with an expired reset link')
      .withRequest('POST', '/reset-password', (request) => request.headers(headers).jsonBody(passwordReset))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: like('This link has expired. Request a new one from the password reset page.'),
          errors: { token: eachLike(like('This link has expired. Request a new one from the password reset page.')) },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.resetPassword.initiate({ passwordReset }));
        await expect(answer.unwrap()).rejects.toMatchObject({
          status: 422,
          data: { errors: { token: [expect.any(String)] } },
        });
      });
  });
});
