import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { withXlsxExtension } from '../../../src/web/components/data-table/exportFileName';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { oneOfContractEnum } from './support/contractEnums';
import { FILTERED_VIEW, OKAFORS, queryOf, usersListArgs } from './support/usersView';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, like, regex } = MatchersV3;

const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** As the Export dialog sends it (ExportControl): the list's query without items_per_page. */
function exportArgsOf(batch: number) {
  const { itemsPerPage: _perPage, ...listQuery } = usersListArgs(FILTERED_VIEW);
  return { ...listQuery, batch, exportFileName: withXlsxExtension('Okafor agency staff') };
}

describe('exportUsers (GET /api/users/export)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  it('queues an export of the filtered list and answers the job (202)', () => {
    const args = exportArgsOf(1);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.usersWithLastName, OKAFORS)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an export request of batch 1 of the filtered users list')
      .withRequest('GET', '/api/users/export', (request) => request.query(queryOf(args)).headers({ ...AJAX_HEADERS, ...sessionHeaders() }))
      .willRespondWith(202, (response) =>
        response.jsonBody({
          id: integer(5),
          resource: regex('^users$', 'users'),
          file_name: like('Okafor agency staff.xlsx'),
          batch: integer(1),
          status: regex(oneOfContractEnum('ExportStatus'), 'queued'),
          // Just queued: nothing counted, failed, finished or downloadable yet.
          row_count: null,
          error: null,
          created_at: regex(ISO_INSTANT, '2026-03-15T08:00:00.000Z'),
          finished_at: null,
          download_url: null,
          expires_at: null,
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.exportUsers.initiate(args));
        await expect(answer.unwrap()).resolves.toMatchObject({ resource: 'users', file_name: 'Okafor agency staff.xlsx', batch: 1, status: 'queued' });
      });
  });

  it("refuses a batch beyond the list's batches with a message naming the batch (422)", () => {
    // The state's users make one batch; the list can shrink between showing the dialog and submitting.
    const args = exportArgsOf(2);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.usersWithLastName, OKAFORS)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an export request of a batch beyond the filtered users list')
      .withRequest('GET', '/api/users/export', (request) => request.query(queryOf(args)).headers({ ...AJAX_HEADERS, ...sessionHeaders() }))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          message: like('The batch field must be between 1 and 1.'),
          errors: { batch: eachLike(like('The batch field must be between 1 and 1.')) },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.exportUsers.initiate(args));
        await expect(answer.unwrap()).rejects.toMatchObject({
          status: 422,
          data: { message: expect.any(String), errors: { batch: [expect.any(String)] } },
        });
      });
  });
});
