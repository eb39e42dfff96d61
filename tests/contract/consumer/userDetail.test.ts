import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi, type UserDetail } from '../../../src/web/api/generated';
import { historyPageArgs } from '../../../src/web/components/history/historyPageArgs';
import { toUserUpdate, userFormOf } from '../../../src/web/features/users/userForm';
import { PROVIDER_STATES, type UserWithDetails } from '../providerStates';
import { creationEntryBody } from './support/activityEntryBodies';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { integerFromState, pathFromState, textFromState } from './support/providerStateValues';
import { anInstant, exactly, pagination } from './support/matchers';
import { userDetailBody } from './support/userDetailBody';
import { queryOf } from './support/usersView';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like } = MatchersV3;

const CLAIMS_OFFICER = (status: string, version = 1): UserWithDetails => ({
  user_type: 'Agency Staff',
  role: 'Claims Officer',
  status,
  version,
});

/** The user as the edit screen opened it (the state's user at version 1); ids and email are the state's. */
const opened: UserDetail = {
  id: 42,
  first_name: 'Chiamaka',
  middle_name: null,
  last_name: 'Obi',
  email: 'pact-user-1@pact.example',
  phone: '+2348031234567',
  user_type: 'Agency Staff',
  status: 'active',
  roles: [{ id: 7, name: 'Claims Officer' }],
  tpa: null,
  ministry: null,
  organisation_suspended: false,
  last_login_at: null,
  created_at: '2026-03-15T08:00:00.000Z',
  current_active_role_name: 'Claims Officer',
  updated_at: '2026-03-15T08:00:00.000Z',
  version: 1,
  pending_email: null,
  pending_email_expires_at: null,
  expires_on: null,
  dormancy_exempt: false,
  role_ends: [],
};

/** The edit screen's request after changing the phone number: built by the screen's own code. */
const userUpdate = toUserUpdate(opened, { ...userFormOf(opened), phone: '+2348099990000' });
const userUpdateBody = {
  ...userUpdate,
  email: textFromState('userEmail', opened.email),
  role_ids: [integerFromState('userRoleId', opened.roles[0].id)],
};

const userPath = (suffix = '') => pathFromState(`/api/users/\${userId}${suffix}`, `/api/users/${opened.id}${suffix}`);

describe('one user (GET, PUT /api/users/{id}; POST …/activate, …/deactivate)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const readHeaders = { ...AJAX_HEADERS, ...sessionHeaders() };
  const writeHeaders = { ...readHeaders, 'Content-Type': 'application/json' };

  it('getUser answers the user for the view and edit screens (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('active'))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for one user')
      .withRequest('GET', userPath(), (request) => request.headers(readHeaders))
      .willRespondWith(200, (response) => response.jsonBody(userDetailBody('active')))
      .executeTest(async (mockServer) => {
        const result = await client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.getUser.initiate({ id: opened.id }));
        expect(result.data).toMatchObject({
          id: 42,
          status: 'active',
          roles: [{ name: 'Claims Officer' }],
          version: 1,
        });
      }));

  it("getUserHistory answers the user's changes, newest first, a page at a time (200)", () => {
    const args = historyPageArgs(opened.id, 1);
    const { id: _id, ...query } = args;
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('active'))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving("a call for the first page of a user's history")
      .withRequest('GET', userPath('/history'), (request) => request.query(queryOf(query)).headers(readHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // The state's user has one entry: their creation, made by no request.
          activity_logs: eachLike(
            creationEntryBody({
              type: 'user',
              id: opened.id,
              label: opened.email,
              after: { first_name: like('Chiamaka'), last_name: like('Obi'), roles: eachLike(like('Claims Officer')) },
            }),
          ),
          no_of_batches: integer(1),
          pagination,
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.getUserHistory.initiate(args));
        expect(result.data?.activity_logs[0]).toMatchObject({
          action: 'created',
          changes: { after: { roles: ['Claims Officer'] } },
        });
      });
  });

  it('updateUser saves the edit made on the current version (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('active'))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an edit of a user on its current version')
      .withRequest('PUT', userPath(), (request) => request.headers(writeHeaders).jsonBody(userUpdateBody))
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...userDetailBody('active'), phone: like('+2348099990000'), version: like(2) }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.updateUser.initiate({ id: opened.id, userUpdate }));
        await expect(answer.unwrap()).resolves.toMatchObject({ id: 42, phone: '+2348099990000' });
      }));

  it('updateUser keeps the email and shows the new one as pending until the new address confirms it (200)', () => {
    const newEmail = 'pact-new-address@pact.example';
    const emailUpdate = toUserUpdate(opened, { ...userFormOf(opened), email: newEmail });
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('active'))
      .given(PROVIDER_STATES.emailFree, { email: newEmail })
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an edit of a user that changes their email')
      .withRequest('PUT', userPath(), (request) =>
        request
          .headers(writeHeaders)
          .jsonBody({ ...emailUpdate, role_ids: [integerFromState('userRoleId', opened.roles[0].id)] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...userDetailBody('active'),
          email: textFromState('userEmail', opened.email),
          version: like(2),
          pending_email: exactly(newEmail),
          pending_email_expires_at: anInstant(),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.updateUser.initiate({ id: opened.id, userUpdate: emailUpdate }));
        await expect(answer.unwrap()).resolves.toMatchObject({ email: opened.email, pending_email: newEmail });
      });
  });

  it('updateUser refuses an edit made on a version someone else has since replaced (409)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('active', 2))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an edit of a user on a version saved over since')
      .withRequest('PUT', userPath(), (request) => request.headers(writeHeaders).jsonBody(userUpdateBody))
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: like('This user was changed by someone else. Reload it and try again.') }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.updateUser.initiate({ id: opened.id, userUpdate }));
        await expect(answer.unwrap()).rejects.toMatchObject({ status: 409, data: { message: expect.any(String) } });
      }));

  it('deactivateUser deactivates an active user and answers them (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('active'))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a deactivation of one active user')
      .withRequest('POST', userPath('/deactivate'), (request) => request.headers(readHeaders))
      .willRespondWith(200, (response) => response.jsonBody({ ...userDetailBody('inactive'), version: like(2) }))
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.deactivateUser.initiate({ id: opened.id }));
        await expect(answer.unwrap()).resolves.toMatchObject({ id: 42, status: 'inactive' });
      }));

  it('activateUser activates an inactive user and answers them (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.userWithDetails, CLAIMS_OFFICER('inactive'))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an activation of one inactive user')
      .withRequest('POST', userPath('/activate'), (request) => request.headers(readHeaders))
      // The state's user never set a password: activation makes them pending until they do.
      .willRespondWith(200, (response) => response.jsonBody({ ...userDetailBody('pending'), version: like(2) }))
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.activateUser.initiate({ id: opened.id }));
        await expect(answer.unwrap()).resolves.toMatchObject({ id: 42, status: 'pending' });
      }));
});
