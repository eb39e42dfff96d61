import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { EMPTY_USER_FORM, toUserInput, type UserFormValues } from '../../../src/web/features/users/userForm';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { exactly } from './support/matchers';
import { integerFromState } from './support/providerStateValues';
import { userDetailBody } from './support/userDetailBody';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like } = MatchersV3;

const EMAIL = 'ngozi.eze@pact.example';
const CLAIMS_OFFICER = { item_text: 'Claims Officer', item_value: 7 };

/** The create screen's request for an agency staff member, built by the screen's own code. */
const agencyStaff = (values: Partial<UserFormValues>) =>
  toUserInput('Agency Staff', {
    ...EMPTY_USER_FORM,
    first_name: 'Ngozi',
    last_name: 'Eze',
    email: EMAIL,
    phone: '+2348012345678',
    ...values,
  });

describe('createUser (POST /api/users)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };

  it('creates a pending agency staff member with the picked role (201)', () => {
    const userInput = agencyStaff({ roles: [CLAIMS_OFFICER] });
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.emailFree, { email: EMAIL })
      .given(PROVIDER_STATES.roleNamed, { name: CLAIMS_OFFICER.item_text })
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a new agency staff member with one role')
      .withRequest('POST', '/api/users', (request) =>
        request
          .headers(headers)
          .jsonBody({ ...userInput, role_ids: [integerFromState('roleId', CLAIMS_OFFICER.item_value)] }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          ...userDetailBody('pending'),
          first_name: like('Ngozi'),
          last_name: like('Eze'),
          email: like(EMAIL),
          phone: like('+2348012345678'),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.createUser.initiate({ userInput }));
        await expect(answer.unwrap()).resolves.toMatchObject({
          email: EMAIL,
          status: 'pending',
          roles: [{ name: 'Claims Officer' }],
        });
      });
  });

  it('creates one who expires on a day, is exempt from dormancy and holds a role until a day (201)', () => {
    // Far ahead, so that the day stays after today wherever the pact is verified.
    const userInput = agencyStaff({
      roles: [CLAIMS_OFFICER],
      role_ends: { [CLAIMS_OFFICER.item_value]: '2099-06-30' },
      expires_on: '2099-12-31',
      dormancy_exempt: true,
    });
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.emailFree, { email: EMAIL })
      .given(PROVIDER_STATES.roleNamed, { name: CLAIMS_OFFICER.item_text })
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a new agency staff member with an expiry day, a dormancy exemption and a role that ends')
      .withRequest('POST', '/api/users', (request) =>
        request.headers(headers).jsonBody({
          ...userInput,
          role_ids: [integerFromState('roleId', CLAIMS_OFFICER.item_value)],
          role_ends: [{ role_id: integerFromState('roleId', CLAIMS_OFFICER.item_value), ends_on: '2099-06-30' }],
        }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          ...userDetailBody('pending'),
          email: like(EMAIL),
          role_ends: [{ role_id: integer(7), ends_on: exactly('2099-06-30') }],
          expires_on: exactly('2099-12-31'),
          dormancy_exempt: true,
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.createUser.initiate({ userInput }));
        await expect(answer.unwrap()).resolves.toMatchObject({
          expires_on: '2099-12-31',
          dormancy_exempt: true,
          role_ends: [{ ends_on: '2099-06-30' }],
        });
      });
  });

  it('refuses an agency staff member without a role, naming the roles field (422)', () => {
    const userInput = agencyStaff({ roles: [] });
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.emailFree, { email: EMAIL })
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a new agency staff member without a role')
      .withRequest('POST', '/api/users', (request) => request.headers(headers).jsonBody(userInput))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: like('Choose at least one role for an agency staff user.'),
          errors: { role_ids: eachLike(like('Choose at least one role for an agency staff user.')) },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.createUser.initiate({ userInput }));
        await expect(answer.unwrap()).rejects.toMatchObject({
          status: 422,
          data: { errors: { role_ids: [expect.any(String)] } },
        });
      });
  });
});
