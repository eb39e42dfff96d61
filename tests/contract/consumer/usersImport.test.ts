import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like } = MatchersV3;

const EMAIL = 'chidi.eze@pact.example';

/** The import screen's file: a provider staff member, then a row whose email is not one. */
const usersImportFile = {
  file_name: 'staff.csv',
  file: Buffer.from(
    `First,Last,Email,Type\r\nChidi,Eze,${EMAIL},Provider Staff\r\nAda,Obi,not-an-email,Provider Staff\r\n`,
  ).toString('base64'),
  mapping: { first_name: 'First', last_name: 'Last', email: 'Email', user_type: 'Type' },
  mode: 'create_only' as const,
};

describe('dryRunUsersImport (POST /api/users/import/dry-run)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const headers = { ...AJAX_HEADERS, 'Content-Type': 'application/json', ...sessionHeaders() };

  it('counts the rows, what a commit would do, and lists each bad row with its messages per field (200)', () => {
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.emailFree, { email: EMAIL })
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('a CSV file of users with one bad row, checked without writing')
      .withRequest('POST', '/api/users/import/dry-run', (request) => request.headers(headers).jsonBody(usersImportFile))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          total_rows: integer(2),
          valid_rows: integer(1),
          invalid_rows: integer(1),
          to_create: integer(1),
          to_update: integer(0),
          unchanged: integer(0),
          row_errors: eachLike({ row: integer(3), errors: { email: eachLike(like('Enter a valid email address.')) } }),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client
          .storeFor(mockServer)
          .dispatch(generatedApi.endpoints.dryRunUsersImport.initiate({ usersImportFile }));
        await expect(answer.unwrap()).resolves.toMatchObject({
          total_rows: 2,
          valid_rows: 1,
          row_errors: [{ row: 3, errors: { email: [expect.any(String)] } }],
        });
      });
  });
});
