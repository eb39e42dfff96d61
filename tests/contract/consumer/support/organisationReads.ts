import { MatchersV3 } from '@pact-foundation/pact';
import { exportArgsOf } from '../../../../src/web/components/data-table/exportArgs';
import { historyPageArgs } from '../../../../src/web/components/history/historyPageArgs';
import { organisationUsersArgs } from '../../../../src/web/features/organisations/organisationUsersQuery';
import { PROVIDER_STATES } from '../../providerStates';
import { creationEntryBody } from './activityEntryBodies';
import { oneOfContractEnum } from './contractEnums';
import { queuedExportBody } from './exportJobBody';
import { anInstant, exactly, pagination } from './matchers';
import { EXAMPLE_ID, organisationBody, organisationPact, type OrganisationContract } from './organisationContract';
import { queryOf } from './usersView';

const { eachLike, integer, like, regex } = MatchersV3;

/**
 * The calls of the TPA or ministry list and view screens, as Pact interactions driven through
 * the real generated endpoints with the arguments the screens build (list view, the members'
 * users call, the history panel's page).
 */
export function describeOrganisationReads(contract: OrganisationContract) {
  const { kind, stateKind, path, calls } = contract;
  const { noun } = kind;
  const { pact, client, readHeaders, made, onePath, listed, listArgs } = organisationPact(contract);

  it(`lists ${kind.plural} matching the filters and the search (200)`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, listed)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a ${noun} list call with filters and a search`)
      .withRequest('GET', path, (request) => request.query(queryOf(listArgs)).headers(readHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          [kind.recordsKey]: eachLike(organisationBody(contract, { status: 'active' })),
          no_of_batches: integer(1),
          pagination,
        }),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.list(client.storeFor(mockServer), listArgs)).resolves.toMatchObject({
          [kind.recordsKey]: [{ id: EXAMPLE_ID, status: 'active' }],
          pagination: { total: 1 },
        });
      }));

  it(`answers one ${noun} for the view and edit screens (200)`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, made(`Pact Viewed ${noun}`, `PACT/${stateKind}/VIEWED`))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call for one ${noun}`)
      .withRequest('GET', onePath(), (request) => request.headers(readHeaders))
      .willRespondWith(200, (response) => response.jsonBody(organisationBody(contract, { status: 'active' })))
      .executeTest(async (mockServer) => {
        await expect(calls.get(client.storeFor(mockServer), EXAMPLE_ID)).resolves.toMatchObject({
          id: EXAMPLE_ID,
          users_count: 0,
          version: 1,
        });
      }));

  it(`answers 404 for a ${noun} that does not exist`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call for a ${noun} that does not exist`)
      .withRequest('GET', `${path}/2147483000`, (request) => request.headers(readHeaders))
      .willRespondWith(404, (response) => response.jsonBody({ message: like(`No such ${noun}.`) }))
      .executeTest(async (mockServer) => {
        await expect(calls.get(client.storeFor(mockServer), 2147483000)).rejects.toMatchObject({ status: 404 });
      }));

  it(`queues an export of the filtered ${noun} list and answers the job (202)`, () => {
    const args = exportArgsOf(listArgs, `Listed ${kind.plural}`, 1);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, listed)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`an export request of batch 1 of the filtered ${noun} list`)
      .withRequest('GET', `${path}/export`, (request) => request.query(queryOf(args)).headers(readHeaders))
      .willRespondWith(202, (response) =>
        response.jsonBody(queuedExportBody(exactly(kind.recordsKey), args.exportFileName, args)),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.export(client.storeFor(mockServer), args)).resolves.toMatchObject({
          resource: kind.recordsKey,
          batch: 1,
          status: 'queued',
        });
      });
  });

  it(`answers a ${noun}'s changes from the activity log, newest first (200)`, () => {
    const { id: _id, ...page } = historyPageArgs(EXAMPLE_ID, 1);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, made(`Pact Chronicled ${noun}`, `PACT/${stateKind}/CHRONICLED`))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call for a ${noun}'s history`)
      .withRequest('GET', onePath('/history'), (request) => request.query(queryOf(page)).headers(readHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // The state's organisation has one entry: its creation, made by no request.
          activity_logs: eachLike(
            creationEntryBody({
              type: stateKind,
              id: EXAMPLE_ID,
              label: `Pact Chronicled ${noun}`,
              after: { name: like(`Pact Chronicled ${noun}`), code: like(`PACT/${stateKind}/CHRONICLED`) },
            }),
          ),
          no_of_batches: integer(1),
          pagination,
        }),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.history(client.storeFor(mockServer), EXAMPLE_ID)).resolves.toMatchObject({
          activity_logs: [{ action: 'created', subject_type: stateKind, subject_id: EXAMPLE_ID }],
        });
      });
  });

  it(`lists a ${noun}'s staff through the users list filtered to it (200)`, () => {
    const { filters, ...rest } = organisationUsersArgs(kind, EXAMPLE_ID, 1);
    // The filter holds the state's id: the example's id is swapped for the provider state's value.
    const filtersFromState = MatchersV3.fromProviderState(
      filters!.replace(`[${EXAMPLE_ID}]`, '[${organisationId}]'),
      filters!,
    );
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, made(`Pact Staffed ${noun}`, `PACT/${stateKind}/STAFFED`, 'active', 2))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a users list call for a ${noun}'s staff`)
      .withRequest('GET', '/api/users', (request) =>
        request.query({ ...queryOf(rest), filters: filtersFromState }).headers(readHeaders),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          users: eachLike({
            id: integer(51),
            first_name: like('Adaeze'),
            middle_name: null,
            last_name: like('Staff'),
            email: like('pact-staff-1@pact.example'),
            phone: null,
            user_type: regex(oneOfContractEnum('UserType'), stateKind === 'tpa' ? 'TPA Staff' : 'Ministry Staff'),
            status: regex(oneOfContractEnum('UserStatus'), 'active'),
            roles: [],
            tpa: stateKind === 'tpa' ? { id: integer(EXAMPLE_ID), name: like('Pact Staffed TPA') } : null,
            ministry:
              stateKind === 'ministry' ? { id: integer(EXAMPLE_ID), name: like('Pact Staffed ministry') } : null,
            last_login_at: null,
            created_at: anInstant(),
          }),
          no_of_batches: integer(1),
          pagination: { ...pagination, total: integer(2), to: integer(2) },
        }),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.listUsers(client.storeFor(mockServer), EXAMPLE_ID)).resolves.toMatchObject({
          users: [{ [kind.usersFilter]: { id: EXAMPLE_ID } }],
          pagination: { total: 2 },
        });
      });
  });
}
