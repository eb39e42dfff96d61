import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { oneOfContractEnum } from './support/contractEnums';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like, regex } = MatchersV3;

const permission = regex(oneOfContractEnum('Permission'), 'list users');
const userType = regex(oneOfContractEnum('UserType'), 'Agency Staff');

describe('getCurrentUser (GET /api/user)', () => {
  const pact = webClientPact();

  describe('with a signed-in session', () => {
    const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

    it('answers the user, their permissions, type and current role (200)', () =>
      pact
        .addInteraction()
        .given(PROVIDER_STATES.signedInWithAllPermissions)
        .uponReceiving('a request for the signed-in user')
        .withRequest('GET', '/api/user', (request) => request.headers({ ...AJAX_HEADERS, ...sessionHeaders() }))
        .willRespondWith(200, (response) =>
          response.jsonBody({
            user: {
              id: integer(1),
              first_name: like('Amaka'),
              last_name: like('Okafor'),
              email: like('amaka.okafor@nhia.example'),
              user_type: userType,
              accessible_services: eachLike(regex(oneOfContractEnum('ServiceName'), 'User Management')),
              permissions: eachLike(permission),
            },
            permissions: eachLike(permission),
            type: userType,
            current_active_role_name: like('Super Admin'),
            // The state's role requires a second factor: its sign-in set one up, so the session is a full one.
            second_factor_enrolment_required: false,
          }),
        )
        .executeTest(async (mockServer) => {
          const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.getCurrentUser.initiate());
          expect(result.data).toMatchObject({
            user: { id: 1, user_type: 'Agency Staff', accessible_services: ['User Management'] },
            permissions: ['list users'],
            type: 'Agency Staff',
            current_active_role_name: 'Super Admin',
            second_factor_enrolment_required: false,
          });
        }));
  });

  describe('without a session', () => {
    const client = useWebClient();

    it('answers 401 with a message', () =>
      pact
        .addInteraction()
        .given(PROVIDER_STATES.noOneSignedIn)
        .uponReceiving('a request for the signed-in user when no one is signed in')
        .withRequest('GET', '/api/user', (request) => request.headers(AJAX_HEADERS))
        .willRespondWith(401, (response) => response.jsonBody({ message: like('Unauthenticated.') }))
        .executeTest(async (mockServer) => {
          const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.getCurrentUser.initiate());
          expect(result.error).toMatchObject({ status: 401, data: { message: 'Unauthenticated.' } });
        }));
  });
});
