import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { myExportsArgs } from '../../../src/web/features/exports/useMyExports';
import { PROVIDER_STATES, type QueuedExport } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { oneOfContractEnum } from './support/contractEnums';
import { queuedExportBody } from './support/exportJobBody';
import { queryOf } from './support/usersView';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, integer, regex } = MatchersV3;

const QUEUED: QueuedExport = { resource: 'users', file_name: 'Okafor agency staff.xlsx', batch: 1 };

describe('listMyExports (GET /api/exports)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  it("answers the first page of the signed-in user's export jobs (200)", () => {
    // As the My exports panel asks for it.
    const args = myExportsArgs(1);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithQueuedExport, QUEUED)
      .uponReceiving("a call for the first page of the signed-in user's exports")
      .withRequest('GET', '/api/exports', (request) =>
        request.query(queryOf(args)).headers({ ...AJAX_HEADERS, ...sessionHeaders() }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // Any resource may stand in the list; the state's job is still queued.
          exports: eachLike(queuedExportBody(regex(oneOfContractEnum('ExportResource'), 'users'), QUEUED.file_name)),
          no_of_batches: integer(1),
          pagination: {
            total: integer(1),
            last_page: integer(1),
            current_page: integer(1),
            per_page: integer(args.itemsPerPage),
            from: integer(1),
            to: integer(1),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const result = await client.storeFor(mockServer).dispatch(generatedApi.endpoints.listMyExports.initiate(args));
        expect(result.data).toMatchObject({
          exports: [{ resource: 'users', file_name: QUEUED.file_name, batch: 1, status: 'queued', download_url: null }],
          pagination: { total: 1, current_page: 1 },
        });
      });
  });
});
