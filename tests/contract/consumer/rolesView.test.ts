import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES, type ActivityLogged, type RoleMade } from '../providerStates';
import { loggedEntryBody } from './support/activityEntryBodies';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { exactly, pagination } from './support/matchers';
import { pathFromState } from './support/providerStateValues';
import { permissionEntryBody, permissionName, roleBody } from './support/roleBodies';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { atLeastLike, eachLike, integer, like } = MatchersV3;

const VIEWED: RoleMade = {
  name: 'Pact Viewed Role',
  description: 'Shown on its own screen',
  permissions: ['list roles', 'view roles'],
};
/** A change to a role, written to the log as the server writes one. */
const CHANGED: ActivityLogged = { action: 'updated', subject_type: 'role', subject_label: 'Pact Chronicled Role' };

describe('a role on its own screen and in the matrix (GET /api/roles/{id}, …/history, /api/roles/matrix)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, ...sessionHeaders() };

  it('getRole answers the role with its permissions and the users holding it (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.roleMade, VIEWED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for one role')
      .withRequest('GET', pathFromState('/api/roles/${roleId}', '/api/roles/5'), (request) => request.headers(headers))
      .willRespondWith(200, (response) => response.jsonBody(roleBody({ ...VIEWED, permission: 'list roles' })))
      .executeTest(async (mockServer) => {
        const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.getRole.initiate({ id: 5 }));
        expect(result.data).toMatchObject({
          id: 5,
          name: VIEWED.name,
          permissions: ['list roles'],
          users_count: 0,
          version: 1,
        });
      }));

  it('getRole answers 404 for a role that does not exist', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for a role that does not exist')
      .withRequest('GET', '/api/roles/2147483000', (request) => request.headers(headers))
      .willRespondWith(404, (response) => response.jsonBody({ message: like('No such role.') }))
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.getRole.initiate({ id: 2147483000 }));
        await expect(answer.unwrap()).rejects.toMatchObject({ status: 404 });
      }));

  it("getRoleHistory answers the role's changes from the activity log, newest first (200)", () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.activityLogged, CHANGED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving("a call for a role's history")
      .withRequest('GET', pathFromState('/api/roles/${subjectId}/history', '/api/roles/5/history'), (request) =>
        request.query({ page: '1', items_per_page: '12' }).headers(headers),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          activity_logs: eachLike(loggedEntryBody(CHANGED, { subjectId: 5, subjectType: exactly('role') })),
          no_of_batches: integer(1),
          pagination,
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.getRoleHistory.initiate({ id: 5, page: 1, itemsPerPage: 12 }));
        expect(result.data).toMatchObject({
          activity_logs: [{ action: 'updated', subject_type: 'role', causer: { name: expect.any(String) } }],
        });
      }));

  it('getRoleMatrix answers the catalogue and every role with its permissions (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for the permission matrix')
      .withRequest('GET', '/api/roles/matrix', (request) => request.headers(headers))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          permissions: eachLike(permissionEntryBody),
          // Some roles grant nothing (the beneficiaries'): a role's list may be empty.
          roles: eachLike({
            id: integer(1),
            name: like('Auditor'),
            permissions: atLeastLike(permissionName('list users'), 0, 1),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.getRoleMatrix.initiate());
        expect(result.data).toEqual({
          permissions: [
            { id: 1, name: 'list users', group: 'users', description: 'See the users list and the user activity log' },
          ],
          roles: [{ id: 1, name: 'Auditor', permissions: ['list users'] }],
        });
      }));
});
