import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { DEFAULT_LIST_STATE, toQueryArgs } from '../../../src/web/components/data-table/listState';
import { activityFilters } from '../../../src/web/features/activity-logs/activityLogsConfig';
import { PROVIDER_STATES, type ActivityLogged } from '../providerStates';
import { loggedEntryBody } from './support/activityEntryBodies';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { pagination } from './support/matchers';
import { pathFromState } from './support/providerStateValues';
import { queryOf } from './support/usersView';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like } = MatchersV3;

/** A role's permissions changed, as the state writes it: found by the list view below. */
const ROLE_UPDATED: ActivityLogged = { action: 'updated', subject_type: 'role', subject_label: 'Pact Ledger Role' };
/** A user deactivated: the only entry of that new user's history. */
const USER_DEACTIVATED: ActivityLogged = {
  action: 'deactivated',
  subject_type: 'user',
  subject_label: 'pact.history@pact.example',
};

describe('the activity log (GET /api/user-activity-logs, …/{id}, /api/users/{id}/history)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, ...sessionHeaders() };

  it('listActivityLogs answers the entries of the chosen action and subject type matching the search (200)', () => {
    // Built as the screen builds it: its filter definitions and the data-table's encoder.
    const args = toQueryArgs(
      { ...DEFAULT_LIST_STATE, search: 'pact ledger', filters: { action: ['updated'], subject_type: ['role'] } },
      activityFilters,
    );
    expect(JSON.parse(args.filters!)).toEqual([
      { name: 'action', type: 'select', value: ['updated'] },
      { name: 'subject_type', type: 'select', value: ['role'] },
    ]);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.activityLogged, ROLE_UPDATED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an activity-log list call filtered by action and subject type, with a search')
      .withRequest('GET', '/api/user-activity-logs', (request) => request.query(queryOf(args)).headers(headers))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          activity_logs: eachLike(loggedEntryBody(ROLE_UPDATED)),
          no_of_batches: integer(1),
          pagination,
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.listActivityLogs.initiate(args));
        expect(result.data).toMatchObject({
          activity_logs: [
            {
              action: 'updated',
              subject_type: 'role',
              subject_label: 'Pact Ledger Role',
              changes: { after: { status: 'inactive' } },
            },
          ],
          pagination: { total: 1 },
        });
      });
  });

  it('getActivityLog answers one entry for the details drawer (200)', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.activityLogged, ROLE_UPDATED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for one activity-log entry')
      .withRequest(
        'GET',
        pathFromState('/api/user-activity-logs/${entryId}', '/api/user-activity-logs/41'),
        (request) => request.headers(headers),
      )
      .willRespondWith(200, (response) => response.jsonBody(loggedEntryBody(ROLE_UPDATED)))
      .executeTest(async (mockServer) => {
        const result = await client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.getActivityLog.initiate({ id: 41 }));
        expect(result.data).toMatchObject({
          id: 41,
          action: 'updated',
          causer: { email: 'pact-auditor-1@nhia.example' },
          user_agent: expect.any(String),
        });
      }));

  it('getActivityLog answers 404 for an entry that does not exist', () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a call for an activity-log entry that does not exist')
      .withRequest('GET', '/api/user-activity-logs/2147483000', (request) => request.headers(headers))
      .willRespondWith(404, (response) => response.jsonBody({ message: like('No such activity-log entry.') }))
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.getActivityLog.initiate({ id: 2147483000 }));
        await expect(answer.unwrap()).rejects.toMatchObject({ status: 404, data: { message: expect.any(String) } });
      }));

  it("getUserHistory answers the user's entries, newest first, one page (200)", () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.activityLogged, USER_DEACTIVATED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving("a call for one user's history")
      .withRequest('GET', pathFromState('/api/users/${subjectId}/history', '/api/users/2/history'), (request) =>
        request.query({ page: '1', items_per_page: '12' }).headers(headers),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          activity_logs: eachLike(loggedEntryBody(USER_DEACTIVATED)),
          no_of_batches: integer(1),
          pagination,
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.getUserHistory.initiate({ id: 2, page: 1, itemsPerPage: 12 }));
        expect(result.data).toMatchObject({
          activity_logs: [
            { action: 'deactivated', subject_type: 'user', subject_id: 2, changes: { before: { status: 'active' } } },
          ],
          pagination: { total: 1, current_page: 1 },
        });
      }));
});
