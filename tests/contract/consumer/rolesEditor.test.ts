import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi, type RoleUpdate } from '../../../src/web/api/generated';
import { PROVIDER_STATES, type RoleMade, type RoleNamed, type RolesNamed } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { pathFromState } from './support/providerStateValues';
import { permissionName, roleBody } from './support/roleBodies';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like } = MatchersV3;

/** The role the editor changes: made afresh for each interaction, so its version is 1. */
const DESK_OFFICER: RoleMade = {
  name: 'Pact Desk Officer',
  description: 'Answers the front desk',
  permissions: ['list users', 'view users'],
};
const NEW_ROLE: RoleNamed = { name: 'Pact Claims Reviewer' };
const TAKEN: RolesNamed = { names: ['Pact Existing Role'] };

/** The editor's change: a new name, "view users" taken away, "update users" granted. */
const RENAMED: RoleNamed = { name: 'Pact Senior Desk Officer' };
const change = (version: number): RoleUpdate => ({
  name: RENAMED.name,
  description: 'Answers the front desk',
  permissions: ['list users', 'update users'],
  version,
});
const rolePath = (suffix = '') => pathFromState(`/api/roles/\${roleId}${suffix}`, `/api/roles/5${suffix}`);

const fieldErrors = (field: string, message: string) => ({
  message: like(message),
  errors: { [field]: eachLike(like(message)) },
});

describe('the role editor (POST /api/roles, PUT /api/roles/{id}, POST /api/roles/{id}/preview)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };

  it('createRole creates the role and answers it (201)', () => {
    const roleInput = { name: NEW_ROLE.name, description: 'Reviews claims', permissions: ['view users' as const] };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.roleNameFree, NEW_ROLE)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call creating a role')
      .withRequest('POST', '/api/roles', (request) => request.headers(headers).jsonBody(roleInput))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          ...roleBody({ ...roleInput, permission: 'view users' }),
          name: NEW_ROLE.name,
          version: integer(1),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.createRole.initiate({ roleInput }));
        await expect(answer.unwrap()).resolves.toMatchObject({
          name: NEW_ROLE.name,
          permissions: ['view users'],
          users_count: 0,
        });
      });
  });

  it('createRole refuses a name another role has, in any case, with a message at the name (422)', () => {
    const roleInput = { name: TAKEN.names[0].toUpperCase(), description: '', permissions: [] };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.rolesNamed, TAKEN)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call creating a role with a name already taken')
      .withRequest('POST', '/api/roles', (request) => request.headers(headers).jsonBody(roleInput))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrors('name', 'Another role already has this name. Enter a different name.')),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.createRole.initiate({ roleInput }));
        await expect(answer.unwrap()).rejects.toMatchObject({
          status: 422,
          data: { errors: { name: [expect.any(String)] } },
        });
      });
  });

  it('previewRoleUpdate answers the permissions added and removed, the rename and the users reached, changing nothing (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.roleMade, DESK_OFFICER)
      // An earlier save (another verification run on the same database) may hold the new name.
      .given(PROVIDER_STATES.roleNameFree, RENAMED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call previewing a change to a role')
      .withRequest('POST', rolePath('/preview'), (request) => request.headers(headers).jsonBody(change(1)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          added: eachLike(permissionName('update users')),
          removed: eachLike(permissionName('view users')),
          renamed: true,
          affected_users: integer(0),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.previewRoleUpdate.initiate({ id: 5, roleUpdate: change(1) }));
        await expect(answer.unwrap()).resolves.toEqual({
          added: ['update users'],
          removed: ['view users'],
          renamed: true,
          affected_users: 0,
        });
      }));

  it('updateRole saves the change sent with the version it was opened on (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.roleMade, DESK_OFFICER)
      .given(PROVIDER_STATES.roleNameFree, RENAMED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call saving a change to a role')
      .withRequest('PUT', rolePath(), (request) => request.headers(headers).jsonBody(change(1)))
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...roleBody({ ...change(1), permission: 'list users' }), version: integer(2) }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.updateRole.initiate({ id: 5, roleUpdate: change(1) }));
        await expect(answer.unwrap()).resolves.toMatchObject({
          name: RENAMED.name,
          permissions: ['list users'],
          version: 2,
        });
      }));

  it('updateRole refuses a change made on an older version with 409, saving nothing', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.roleMade, DESK_OFFICER)
      .given(PROVIDER_STATES.roleNameFree, RENAMED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call saving a change to a role made on an older version')
      .withRequest('PUT', rolePath(), (request) => request.headers(headers).jsonBody(change(7)))
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: like('This role was changed by someone else since you opened it.') }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.updateRole.initiate({ id: 5, roleUpdate: change(7) }));
        await expect(answer.unwrap()).rejects.toMatchObject({ status: 409, data: { message: expect.any(String) } });
      }));
});
