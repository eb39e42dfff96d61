import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { oneOfContractEnum } from './support/contractEnums';
import { anInstant } from './support/matchers';
import { FILTERED_VIEW, OKAFORS, queryOf, usersListArgs } from './support/usersView';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like, regex } = MatchersV3;

/**
 * A user row as the screen renders it. Loose: any values of the right types. The state's users
 * have no middle name, no TPA or ministry and never signed in, hence the nulls.
 */
const userRow = {
  id: integer(41),
  first_name: like('Adaeze'),
  middle_name: null,
  last_name: like('Okafor'),
  email: like('adaeze.okafor.1@pact.example'),
  phone: like('+2348000000001'),
  user_type: regex(oneOfContractEnum('UserType'), 'Agency Staff'),
  status: regex(oneOfContractEnum('UserStatus'), 'active'),
  roles: eachLike({ id: integer(7), name: like('Claims Officer') }),
  tpa: null,
  ministry: null,
  organisation_suspended: false,
  last_login_at: null,
  expires_on: null,
  created_at: anInstant(),
};

describe('listUsers (GET /api/users)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, ...sessionHeaders() };

  it('answers one page of the users matching the filters and the search (200)', () => {
    const args = usersListArgs(FILTERED_VIEW);
    expect(JSON.parse(args.filters!)).toEqual([
      { name: 'user_type', type: 'select', value: ['Agency Staff'] },
      { name: 'created_at', type: 'date_range', value: ['2026-01-01', '2026-12-31'] },
    ]);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.usersWithLastName, OKAFORS)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a users list call with filters and a search')
      .withRequest('GET', '/api/users', (request) => request.query(queryOf(args)).headers(headers))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          users: eachLike(userRow),
          no_of_batches: integer(1),
          pagination: {
            total: integer(3),
            last_page: integer(1),
            current_page: integer(1),
            per_page: integer(12),
            from: integer(1),
            to: integer(3),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.listUsers.initiate(args));
        expect(result.data).toMatchObject({
          users: [
            {
              last_name: 'Okafor',
              user_type: 'Agency Staff',
              tpa: null,
              ministry: null,
              roles: [{ name: 'Claims Officer' }],
            },
          ],
          no_of_batches: 1,
          pagination: { total: 3, current_page: 1, per_page: 12, from: 1, to: 3 },
        });
      });
  });

  it('refuses a malformed filter with a message naming it (422)', () => {
    // 30 February: a date range can only arrive so from a hand-edited URL (the view lives there).
    const args = usersListArgs({ filters: { created_at: ['2026-02-30', '2026-03-31'] } });
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a users list call with a malformed date range filter')
      .withRequest('GET', '/api/users', (request) => request.query(queryOf(args)).headers(headers))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: like('The created_at filter must be [from, to] as YYYY-MM-DD days.'),
          errors: {
            'filters.created_at': eachLike(like('The created_at filter must be [from, to] as YYYY-MM-DD days.')),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.listUsers.initiate(args));
        await expect(answer.unwrap()).rejects.toMatchObject({
          status: 422,
          data: { message: expect.any(String), errors: { 'filters.created_at': [expect.any(String)] } },
        });
      });
  });
});
