import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { BULK_ACTIONS } from '../../../src/web/features/users/bulkActions';
import { PROVIDER_STATES, type UserWithDetails } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { integerFromState } from './support/providerStateValues';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { integer } = MatchersV3;

const USER_ID = 42;
const ACTIVE_CLAIMS_OFFICER: UserWithDetails = {
  user_type: 'Agency Staff',
  role: 'Claims Officer',
  status: 'active',
  version: 1,
};
const AUDITOR = { item_text: 'Auditor', item_value: 8 };

describe('bulk actions on the selected users (POST /api/users/status, /api/users/roles)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };

  it('setUsersStatus deactivates the selected users and counts the changed ones (200)', () => {
    const request = BULK_ACTIONS.deactivate.request({ ids: [USER_ID] }, null);
    if (request.operation !== 'setUsersStatus') throw new Error('Deactivate is a status change.');
    const { usersStatusChange } = request.arg;
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, ACTIVE_CLAIMS_OFFICER)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a deactivation of the selected users')
      .withRequest('POST', '/api/users/status', (builder) =>
        builder.headers(headers).jsonBody({ ...usersStatusChange, ids: [integerFromState('userId', USER_ID)] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ updated: integer(1), skipped: integer(0), bulk_change_id: integer(7) }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.setUsersStatus.initiate(request.arg));
        await expect(answer.unwrap()).resolves.toEqual({ updated: 1, skipped: 0, bulk_change_id: 7 });
      });
  });

  it('changeUsersRole assigns a role to the selected users and counts the changed ones (200)', () => {
    const request = BULK_ACTIONS.assign.request({ ids: [USER_ID] }, AUDITOR);
    if (request.operation !== 'changeUsersRole') throw new Error('Assign role is a role change.');
    const { usersRoleChange } = request.arg;
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, ACTIVE_CLAIMS_OFFICER)
      .given(PROVIDER_STATES.roleNamed, { name: AUDITOR.item_text })
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a role assigned to the selected users')
      .withRequest('POST', '/api/users/roles', (builder) =>
        builder.headers(headers).jsonBody({
          ...usersRoleChange,
          ids: [integerFromState('userId', USER_ID)],
          role_id: integerFromState('roleId', AUDITOR.item_value),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ updated: integer(1), skipped: integer(0), bulk_change_id: integer(7) }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.changeUsersRole.initiate(request.arg));
        await expect(answer.unwrap()).resolves.toEqual({ updated: 1, skipped: 0, bulk_change_id: 7 });
      });
  });
});
