import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { filterOptionsApi } from '../../../src/web/components/data-table/filterOptionsApi';
import { userFilters } from '../../../src/web/features/users/usersListConfig';
import { PROVIDER_STATES, type RolesNamed } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like } = MatchersV3;

const ROLES: RolesNamed = { names: ['Claims Officer', 'Auditor'] };

describe('listRoleOptions (GET /api/roles/options)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  it('answers the roles as options of the role filter (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.rolesNamed, ROLES)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for the role options')
      .withRequest('GET', '/api/roles/options', (request) => request.headers({ ...AJAX_HEADERS, ...sessionHeaders() }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ options: eachLike({ item_text: like('Auditor'), item_value: integer(3) }) }),
      )
      .executeTest(async (mockServer) => {
        const store = client.storeFor(mockServer);
        const result = await store.dispatch(generatedApi.endpoints.listRoleOptions.initiate({}));
        expect(result.data).toEqual({ options: [{ item_text: 'Auditor', item_value: 3 }] });

        // The users screen's role filter loads the very same call through its api_endpoint.
        const roleFilter = userFilters.find((filter) => filter.name === 'role');
        if (roleFilter?.type !== 'select' || !roleFilter.api_endpoint)
          throw new Error('The users screen has no role filter loaded from the API.');
        const options = await store.dispatch(
          filterOptionsApi.endpoints.fetchFilterOptions.initiate({
            url: roleFilter.api_endpoint,
            textField: 'item_text',
            valueField: 'item_value',
          }),
        );
        expect(options.data).toEqual([{ item_text: 'Auditor', item_value: 3 }]);
      }));
});
