import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi, type MatchingUsersQuery } from '../../../src/web/api/generated';
import { BULK_ACTIONS } from '../../../src/web/features/users/bulkActions';
import { PROVIDER_STATES, type MatchingQuery, type UsersWithLastName } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { integerFromState, pathFromState, patternFromState } from './support/providerStateValues';
import { queryOf, usersListArgs } from './support/usersView';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like, regex } = MatchersV3;

/** Users only this file's view finds (its search), so the set a change by query acts on is theirs alone. */
const NWOSUS: UsersWithLastName = {
  count: 3,
  last_name: 'Nwosu',
  user_type: 'Agency Staff',
  role: 'Claims Officer',
  created_at: '2026-04-20T10:00:00+01:00',
};

/** The users screen filtered to agency staff and searched for "nwosu", newest first, its page selected and then every match. */
const args = usersListArgs({ search: 'nwosu', sort: '-created_at', filters: { user_type: ['Agency Staff'] } });

/** The query as the list hands it to its bulk actions (DataTable's selection.matching), and as the preview takes it. */
const listQuery = { filters: args.filters, searchString: args.searchString, sort: args.sort };

/** The same query as a provider state's params (the preview's contract names). */
const PREVIEWED: MatchingQuery = { filters: args.filters, search_string: args.searchString };

const FINGERPRINT = '^[0-9a-f]{64}$';
const EXAMPLE_FINGERPRINT = 'a'.repeat(64);

/** What the confirm step sends back: the query, and the total and fingerprint its preview answered. */
const confirmed = (total: number, fingerprint: string): MatchingUsersQuery => ({
  filters: listQuery.filters,
  search_string: listQuery.searchString,
  total,
  fingerprint,
});

/** Deactivate, confirmed on every matching user: the call the bulk action makes. */
function deactivateMatching() {
  const request = BULK_ACTIONS.deactivate.request({ matching: confirmed(3, EXAMPLE_FINGERPRINT) }, null);
  if (request.operation !== 'setMatchingUsersStatus') throw new Error('Deactivate by query is a status change.');
  return request.arg;
}

describe("bulk actions on every user the list's query matches (GET /api/users/matching, POST /api/users/matching/status)", () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, ...sessionHeaders() };
  const postHeaders = { ...headers, 'Content-Type': 'application/json' };

  it('previewMatchingUsers answers the total, the first names and the fingerprint of the users the filters and search match (200)', () => {
    expect(JSON.parse(listQuery.filters!)).toEqual([{ name: 'user_type', type: 'select', value: ['Agency Staff'] }]);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.usersWithLastName, NWOSUS)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving("a preview of the users a list's filters and search match")
      .withRequest('GET', '/api/users/matching', (request) => request.query(queryOf(listQuery)).headers(headers))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          total: integer(3),
          names: eachLike(like('Adaeze Nwosu')),
          // The state's users hold no permission at all; the caller is not among them (the search).
          beyond_authority: 0,
          includes_you: false,
          fingerprint: regex(FINGERPRINT, EXAMPLE_FINGERPRINT),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.previewMatchingUsers.initiate(listQuery));
        await expect(answer.unwrap()).resolves.toEqual({
          total: 3,
          names: ['Adaeze Nwosu'],
          beyond_authority: 0,
          includes_you: false,
          fingerprint: EXAMPLE_FINGERPRINT,
        });
      });
  });

  /** The change's body as sent, its total and fingerprint those the provider's preview answered. */
  const previewedBody = (arg: ReturnType<typeof deactivateMatching>) => ({
    ...arg.matchingUsersStatusChange,
    matching: {
      ...arg.matchingUsersStatusChange.matching,
      total: integerFromState('matchingTotal', 3),
      fingerprint: patternFromState('matchingFingerprint', FINGERPRINT, EXAMPLE_FINGERPRINT),
    },
  });

  it('setMatchingUsersStatus deactivates the users the preview answered and counts them, with the change to undo (200)', () => {
    const arg = deactivateMatching();
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.usersWithLastName, NWOSUS)
      .given(PROVIDER_STATES.matchingPreviewed, PREVIEWED)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a deactivation of every user a previewed query matches')
      .withRequest('POST', '/api/users/matching/status', (request) =>
        request.headers(postHeaders).jsonBody(previewedBody(arg)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ updated: integer(3), skipped: integer(0), bulk_change_id: integer(9) }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.setMatchingUsersStatus.initiate(arg));
        await expect(answer.unwrap()).resolves.toEqual({ updated: 3, skipped: 0, bulk_change_id: 9 });
      });
  });

  it('setMatchingUsersStatus refuses with 409, changing nothing, when a user was added to the matching set since its preview', () => {
    const arg = deactivateMatching();
    return (
      pact
        .addInteraction()
        .given(PROVIDER_STATES.usersWithLastName, NWOSUS)
        .given(PROVIDER_STATES.matchingPreviewed, PREVIEWED)
        // States are set up in the order given: this Nwosu arrives after the preview.
        .given(PROVIDER_STATES.usersWithLastName, { ...NWOSUS, count: 1 })
        .given(PROVIDER_STATES.signedInWithAllPermissions)
        .uponReceiving('a deactivation of every user a query matches, the matching users changed since its preview')
        .withRequest('POST', '/api/users/matching/status', (request) =>
          request.headers(postHeaders).jsonBody(previewedBody(arg)),
        )
        .willRespondWith(409, (response) =>
          response.jsonBody({
            message: like(
              '4 users match now, not the 3 you confirmed: someone changed, added or removed one since. Nothing was changed. Look at the list again and confirm what it shows now.',
            ),
          }),
        )
        .executeTest(async (mockServer) => {
          const answer = client
            .storeFor(mockServer)
            .dispatch(generatedApi.endpoints.setMatchingUsersStatus.initiate(arg));
          await expect(answer.unwrap()).rejects.toMatchObject({ status: 409, data: { message: expect.any(String) } });
        })
    );
  });
});

describe('undoing a bulk change (POST /api/users/bulk-changes/{bulkChange}/undo)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  it("undoUsersBulkChange restores the users of its caller's own change, counting them (200)", () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInAfterBulkChange)
      .uponReceiving('an undo of the bulk change its caller has just made')
      .withRequest(
        'POST',
        pathFromState('/api/users/bulk-changes/${bulkChangeId}/undo', '/api/users/bulk-changes/9/undo'),
        (request) => request.headers({ ...AJAX_HEADERS, ...sessionHeaders() }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ restored: integer(1) }))
      .executeTest(async (mockServer) => {
        // The toast's Undo, as the users screen calls it with the change's id (BulkResult.bulk_change_id).
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.undoUsersBulkChange.initiate({ bulkChange: 9 }));
        await expect(answer.unwrap()).resolves.toEqual({ restored: 1 });
      }));
});
