import { MatchersV3 } from '@pact-foundation/pact';
import { generatedApi } from '../../../src/web/api/generated';
import { exportArgsOf } from '../../../src/web/components/data-table/exportArgs';
import { PROVIDER_STATES } from '../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './support/clientHeaders';
import { queuedExportBody } from './support/exportJobBody';
import { exactly } from './support/matchers';
import { FILTERED_VIEW, OKAFORS, queryOf, usersListArgs } from './support/usersView';
import { useWebClient } from './support/webClient';
import { webClientPact } from './support/webClientPact';

const { eachLike, like } = MatchersV3;

/** As the Export dialog sends it (ExportControl). */
const exportArgs = (batch: number) => exportArgsOf(usersListArgs(FILTERED_VIEW), 'Okafor agency staff', batch);

describe('exportUsers (GET /api/users/export)', () => {
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));

  it('queues an export of the filtered list and answers the job (202)', () => {
    const args = exportArgs(1);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.usersWithLastName, OKAFORS)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an export request of batch 1 of the filtered users list')
      .withRequest('GET', '/api/users/export', (request) =>
        request.query(queryOf(args)).headers({ ...AJAX_HEADERS, ...sessionHeaders() }),
      )
      .willRespondWith(202, (response) =>
        response.jsonBody(queuedExportBody(exactly('users'), 'Okafor agency staff.xlsx', args)),
      )
      .executeTest(async (mockServer) => {
        const answer = client.storeFor(mockServer).dispatch(generatedApi.endpoints.exportUsers.initiate(args));
        await expect(answer.unwrap()).resolves.toMatchObject({
          resource: 'users',
          file_name: 'Okafor agency staff.xlsx',
          batch: 1,
          status: 'queued',
        });
      });
  });

  it("refuses a batch beyond the list's batches with a message naming the batch (422)", () => {
    // The state's users make one batch; the list can shrink between showing the dialog and submitting.
    const args = exportArgs(2);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.usersWithLastName, OKAFORS)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving('an export request of a batch beyond the filtered users list')
      .withRequest('GET', '/api/users/export', (request) =>
        request.query(queryOf(args)).headers({ ...AJAX_HEADERS, ...sessionHeaders() }),
      )
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
