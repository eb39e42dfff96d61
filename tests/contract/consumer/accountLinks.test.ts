import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES, type UserWithDetails } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { pathFromState } from './support/providerStateValues';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { like } = MatchersV3;

const CLAIMS_OFFICER = (status: string): UserWithDetails => ({
  user_type: 'Agency Staff',
  role: 'Claims Officer',
  status,
  version: 1,
});
const EXAMPLE_ID = 42;
const userPath = (suffix: string) =>
  pathFromState(`/api/users/\${userId}${suffix}`, `/api/users/${EXAMPLE_ID}${suffix}`);

describe("a user's account mails (POST /api/users/{id}/invitation, …/password-reset)", () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, ...sessionHeaders() };

  it('resendInvitation mails a pending user a new invitation and says so (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('pending'))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a new invitation for a pending user')
      .withRequest('POST', userPath('/invitation'), (request) => request.headers(headers))
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: like('A new invitation was emailed to chiamaka.obi@pact.example.') }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.resendInvitation.initiate({ id: EXAMPLE_ID }));
        await expect(answer.unwrap()).resolves.toEqual({ message: expect.stringContaining('invitation') });
      }));

  it('resendInvitation refuses a user who is active, naming the status (422)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('active'))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a new invitation for an active user')
      .withRequest('POST', userPath('/invitation'), (request) => request.headers(headers))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: like('Only a pending user is invited.'),
          errors: { status: [like('Only a pending user is invited.')] },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.resendInvitation.initiate({ id: EXAMPLE_ID }));
        await expect(answer.unwrap()).rejects.toMatchObject({
          status: 422,
          data: { errors: { status: [expect.any(String)] } },
        });
      }));

  it('sendPasswordReset mails an active user a reset link and says so (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('active'))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a password reset link for an active user')
      .withRequest('POST', userPath('/password-reset'), (request) => request.headers(headers))
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: like('A password reset link was emailed to chiamaka.obi@pact.example.') }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.sendPasswordReset.initiate({ id: EXAMPLE_ID }));
        await expect(answer.unwrap()).resolves.toEqual({ message: expect.stringContaining('password reset') });
      }));
});
