import { MatchersV3 } from '@pact-foundation/pact';
import { MAX_ITEMS_PER_PAGE } from '../../../src/shared/constants';
import { generatedApi } from '../../../src/web/api/generated';
import { exportArgsOf } from '../../../src/web/components/data-table/exportArgs';
import { filterOptionsApi } from '../../../src/web/components/data-table/filterOptionsApi';
import { DEFAULT_LIST_STATE, toQueryArgs } from '../../../src/web/components/data-table/listState';
import { roleFilters } from '../../../src/web/features/roles/rolesListConfig';
import { PROVIDER_STATES, type RoleMade } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { queuedExportBody } from './support/exportJobBody';
import { exactly, pagination } from './support/matchers';
import { permissionEntryBody, roleBody } from './support/roleBodies';
import { queryOf } from './support/usersView';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer } = MatchersV3;

/** The role the list view below finds: it grants "list roles" and its name holds "pact claims". */
const CLAIMS_AUDITOR: RoleMade = {
  name: 'Pact Claims Auditor',
  description: 'Audits claims for the pact',
  permissions: ['list users', 'view users', 'list roles'],
};

/** The roles screen's list call for a view: holders of "list roles", searched for "pact claims", by name. */
const listArgs = () =>
  toQueryArgs(
    { ...DEFAULT_LIST_STATE, search: 'pact claims', sort: 'name', filters: { permission: ['list roles'] } },
    roleFilters,
  );

describe('the roles list (GET /api/roles, /api/roles/export, /api/permissions)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, ...sessionHeaders() };

  it('listRoles answers the roles granting the chosen permission that match the search (200)', () => {
    const args = listArgs();
    expect(JSON.parse(args.filters!)).toEqual([{ name: 'permission', type: 'select', value: ['list roles'] }]);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.roleMade, CLAIMS_AUDITOR)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a roles list call filtered by permission, with a search')
      .withRequest('GET', '/api/roles', (request) => request.query(queryOf(args)).headers(headers))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          roles: eachLike(roleBody({ ...CLAIMS_AUDITOR, permission: 'list roles' })),
          no_of_batches: integer(1),
          pagination,
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.listRoles.initiate(args));
        expect(result.data).toMatchObject({
          roles: [{ name: CLAIMS_AUDITOR.name, permissions: ['list roles'], users_count: 0 }],
          pagination: { total: 1 },
        });
      });
  });

  it('exportRoles queues an export of the filtered list and answers the job (202)', () => {
    // As the Export dialog sends it (ExportControl).
    const args = exportArgsOf(listArgs(), 'claims roles', 1);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.roleMade, CLAIMS_AUDITOR)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an export request of batch 1 of the filtered roles list')
      .withRequest('GET', '/api/roles/export', (request) => request.query(queryOf(args)).headers(headers))
      .willRespondWith(202, (response) =>
        response.jsonBody(queuedExportBody(exactly('roles'), 'claims roles.xlsx', args)),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.exportRoles.initiate(args));
        await expect(answer.unwrap()).resolves.toMatchObject({
          resource: 'roles',
          file_name: 'claims roles.xlsx',
          status: 'queued',
        });
      });
  });

  it('listPermissions answers the whole catalogue with groups and descriptions, for the editor and the permission filter (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for the whole permissions catalogue')
      .withRequest('GET', '/api/permissions', (request) =>
        request.query({ page: '1', items_per_page: String(MAX_ITEMS_PER_PAGE) }).headers(headers),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          permissions: eachLike(permissionEntryBody),
          no_of_batches: integer(1),
          pagination: { ...pagination, per_page: integer(MAX_ITEMS_PER_PAGE), total: integer(10), to: integer(10) },
        }),
      )
      .executeTest(async (mockServer) => {
        const store = client.storeFor(mockServer);
        const result = await store.dispatch(
          generatedApi.endpoints.listPermissions.initiate({ page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE }),
        );
        expect(result.data?.permissions[0]).toEqual({
          id: 1,
          name: 'list users',
          group: 'users',
          description: 'See the users list and the user activity log',
        });

        // The roles screen's permission filter loads the very same call through its api_endpoint.
        const filter = roleFilters.find((f) => f.name === 'permission');
        if (filter?.type !== 'select' || !filter.api_endpoint || !filter.item_text || !filter.item_value)
          throw new Error('The roles screen has no permission filter loaded from the API.');
        const options = await store.dispatch(
          filterOptionsApi.endpoints.fetchFilterOptions.initiate({
            url: filter.api_endpoint,
            textField: filter.item_text,
            valueField: filter.item_value,
          }),
        );
        expect(options.data).toEqual([{ item_text: 'list users', item_value: 'list users' }]);
      }));
});
