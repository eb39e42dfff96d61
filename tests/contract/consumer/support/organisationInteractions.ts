import { MatchersV3 } from '@pact-foundation/pact';
import { setupStore } from '../../../../src/web/app/store';
import { DEFAULT_LIST_STATE, toQueryArgs } from '../../../../src/web/components/data-table/listState';
import { withXlsxExtension } from '../../../../src/web/components/data-table/exportFileName';
import { historyPageArgs } from '../../../../src/web/components/history/historyPageArgs';
import type { OrganisationFormValues } from '../../../../src/web/features/organisations/organisationForm';
import type { OrganisationKindBase } from '../../../../src/web/features/organisations/organisationKind';
import { organisationUsersArgs } from '../../../../src/web/features/organisations/organisationUsersQuery';
import { PROVIDER_STATES, type OrganisationMade } from '../../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './clientHeaders';
import { oneOfContractEnum } from './contractEnums';
import { pathFromState } from './providerStateValues';
import { ISO_INSTANT } from './userDetailBody';
import { queryOf } from './usersView';
import { useWebClient } from './webClient';
import { webClientPact } from './webClientPact';

const { eachLike, integer, like, regex } = MatchersV3;

type Store = ReturnType<typeof setupStore>;
type ListArgs = ReturnType<typeof toQueryArgs>;

/** The real generated endpoints of one kind, each dispatched and unwrapped as the screens' hooks call them. */
export interface OrganisationCalls {
  list(store: Store, args: ListArgs): Promise<unknown>;
  get(store: Store, id: number): Promise<unknown>;
  history(store: Store, id: number): Promise<unknown>;
  create(store: Store, values: OrganisationFormValues): Promise<unknown>;
  update(store: Store, id: number, values: OrganisationFormValues, version: number): Promise<unknown>;
  suspend(store: Store, id: number): Promise<unknown>;
  reactivate(store: Store, id: number): Promise<unknown>;
  export(store: Store, args: Omit<ListArgs, 'itemsPerPage'> & { batch: number; exportFileName: string }): Promise<unknown>;
  listUsers(store: Store, id: number): Promise<unknown>;
}

/** What differs between the TPA and the ministry interactions. */
export interface OrganisationContract {
  kind: OrganisationKindBase;
  stateKind: OrganisationMade['kind'];
  /** The list, in the URL's sense: /api/tpas, /api/ministries. */
  path: string;
  /** Example values for the form's fields, as a user fills them. */
  values: OrganisationFormValues;
  /** The form's payload as the kind's create call sends it (the screens' own builder). */
  payloadOf: (values: OrganisationFormValues) => object;
  /** A list view: the screen's filters (beyond status) on the state's organisation. */
  ownFilters: Record<string, string[]>;
  /** Matchers of the kind's own fields in an answer (a TPA's state and accreditation date). */
  ownBody: Record<string, unknown>;
  calls: OrganisationCalls;
}

const EXAMPLE_ID = 42;
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

/** Matchers of a TPA's own fields, as the organisationMade state makes them. */
export const TPA_OWN_BODY = { state: regex(oneOfContractEnum('NigerianState'), 'Lagos'), accreditation_date: regex(DAY, '2024-02-29') };

/** An organisation as the screens read it. Loose: values of the right types; status, users and version as the call makes them. */
function organisationBody(contract: OrganisationContract, { status, users = 0, version = 1 }: { status: string; users?: number; version?: number }) {
  return {
    id: integer(EXAMPLE_ID),
    name: like(contract.values.name),
    code: like(contract.values.code),
    email: like(contract.values.email),
    phone: like(contract.values.phone),
    address: like(contract.values.address),
    contact_person: like(contract.values.contact_person),
    ...contract.ownBody,
    status: regex(`^${status}$`, status),
    users_count: integer(users),
    created_at: regex(ISO_INSTANT, '2026-03-15T08:00:00.000Z'),
    updated_at: regex(ISO_INSTANT, '2026-03-15T08:00:00.000Z'),
    version: integer(version),
  };
}

const pagination = { total: integer(1), last_page: integer(1), current_page: integer(1), per_page: integer(12), from: integer(1), to: integer(1) };
const fieldErrors = (field: string, message: string) => ({ message: like(message), errors: { [field]: eachLike(like(message)) } });

/**
 * Every call the TPA or ministry screens make, as Pact interactions driven through the real
 * generated endpoints with the arguments the screens build (list config, form payload, the
 * members' users call, the history panel's page).
 */
export function describeOrganisationInteractions(contract: OrganisationContract) {
  const { kind, stateKind, path, values, payloadOf, calls } = contract;
  const { noun } = kind;
  const made = (name: string, code: string, status: OrganisationMade['status'] = 'active', staff = 0): OrganisationMade => ({
    kind: stateKind, name, code, status, staff,
  });
  const onePath = (suffix = '') => pathFromState(`${path}/\${organisationId}${suffix}`, `${path}/${EXAMPLE_ID}${suffix}`);
  const pact = webClientPact();
  const client = useWebClient(cookiesOf(EXAMPLE_SESSION));
  const readHeaders = { ...AJAX_HEADERS, ...sessionHeaders() };
  const writeHeaders = { ...readHeaders, 'Content-Type': 'application/json' };

  const listed = made(`Pact Listed ${noun}`, `PACT/${stateKind}/LISTED`);
  const listArgs = toQueryArgs(
    { ...DEFAULT_LIST_STATE, search: `pact listed ${noun}`, sort: 'name', filters: { status: ['active'], ...contract.ownFilters } },
    kind.filters,
  );

  it(`lists ${kind.plural} matching the filters and the search (200)`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, listed)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a ${noun} list call with filters and a search`)
      .withRequest('GET', path, (request) => request.query(queryOf(listArgs)).headers(readHeaders))
      .willRespondWith(200, (response) =>
        response.jsonBody({ [kind.recordsKey]: eachLike(organisationBody(contract, { status: 'active' })), no_of_batches: integer(1), pagination }),
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
        await expect(calls.get(client.storeFor(mockServer), EXAMPLE_ID)).resolves.toMatchObject({ id: EXAMPLE_ID, users_count: 0, version: 1 });
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

  it(`creates a ${noun} and answers it (201)`, () => {
    const created = { ...values, name: `Pact New ${noun}`, code: `PACT/${stateKind}/NEW` };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationCodeFree, { kind: stateKind, code: created.code })
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call creating a ${noun}`)
      .withRequest('POST', path, (request) => request.headers(writeHeaders).jsonBody(payloadOf(created)))
      .willRespondWith(201, (response) => response.jsonBody({ ...organisationBody(contract, { status: 'active' }), code: like(created.code) }))
      .executeTest(async (mockServer) => {
        await expect(calls.create(client.storeFor(mockServer), created)).resolves.toMatchObject({ code: created.code, status: 'active', version: 1 });
      });
  });

  it(`refuses a code another ${noun} has, in any case, with a message at the code (422)`, () => {
    const taken = made(`Pact Taken ${noun}`, `PACT/${stateKind}/TAKEN`);
    const clash = { ...values, code: taken.code.toLowerCase() };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, taken)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call creating a ${noun} with a code already taken`)
      .withRequest('POST', path, (request) => request.headers(writeHeaders).jsonBody(payloadOf(clash)))
      .willRespondWith(422, (response) => response.jsonBody(fieldErrors('code', 'The code has already been taken.')))
      .executeTest(async (mockServer) => {
        await expect(calls.create(client.storeFor(mockServer), clash)).rejects.toMatchObject({ status: 422, data: { errors: { code: [expect.any(String)] } } });
      });
  });

  const edited = made(`Pact Edited ${noun}`, `PACT/${stateKind}/EDITED`);
  const change = { ...values, name: `Pact Renamed ${noun}`, code: edited.code };

  it(`saves a change to a ${noun} made on the version it was opened on (200)`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, edited)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call saving a change to a ${noun}`)
      .withRequest('PUT', onePath(), (request) => request.headers(writeHeaders).jsonBody({ ...payloadOf(change), version: 1 }))
      .willRespondWith(200, (response) => response.jsonBody({ ...organisationBody(contract, { status: 'active', version: 2 }), name: like(change.name) }))
      .executeTest(async (mockServer) => {
        await expect(calls.update(client.storeFor(mockServer), EXAMPLE_ID, change, 1)).resolves.toMatchObject({ name: change.name, version: 2 });
      }));

  it(`refuses a change to a ${noun} made on an older version with 409, saving nothing`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, edited)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call saving a change to a ${noun} made on an older version`)
      .withRequest('PUT', onePath(), (request) => request.headers(writeHeaders).jsonBody({ ...payloadOf(change), version: 7 }))
      .willRespondWith(409, (response) => response.jsonBody({ message: like(`This ${noun} was changed by someone else since you opened it.`) }))
      .executeTest(async (mockServer) => {
        await expect(calls.update(client.storeFor(mockServer), EXAMPLE_ID, change, 7)).rejects.toMatchObject({ status: 409, data: { message: expect.any(String) } });
      }));

  it(`suspends an active ${noun}, answering it with its users counted (200)`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, made(`Pact Suspended ${noun}`, `PACT/${stateKind}/SUSPENDED`, 'active', 2))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call suspending a ${noun}`)
      .withRequest('POST', onePath('/suspend'), (request) => request.headers(readHeaders))
      .willRespondWith(200, (response) => response.jsonBody(organisationBody(contract, { status: 'suspended', users: 2, version: 2 })))
      .executeTest(async (mockServer) => {
        await expect(calls.suspend(client.storeFor(mockServer), EXAMPLE_ID)).resolves.toMatchObject({ status: 'suspended', users_count: 2 });
      }));

  it(`reactivates a suspended ${noun} (200)`, () =>
    pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, made(`Pact Reactivated ${noun}`, `PACT/${stateKind}/REACTIVATED`, 'suspended', 1))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a call reactivating a suspended ${noun}`)
      .withRequest('POST', onePath('/reactivate'), (request) => request.headers(readHeaders))
      .willRespondWith(200, (response) => response.jsonBody(organisationBody(contract, { status: 'active', users: 1, version: 2 })))
      .executeTest(async (mockServer) => {
        await expect(calls.reactivate(client.storeFor(mockServer), EXAMPLE_ID)).resolves.toMatchObject({ status: 'active', users_count: 1 });
      }));

  it(`queues an export of the filtered ${noun} list and answers the job (202)`, () => {
    const { itemsPerPage: _perPage, ...listQuery } = listArgs;
    const args = { ...listQuery, batch: 1, exportFileName: withXlsxExtension(`Listed ${kind.plural}`) };
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, listed)
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`an export request of batch 1 of the filtered ${noun} list`)
      .withRequest('GET', `${path}/export`, (request) => request.query(queryOf(args)).headers(readHeaders))
      .willRespondWith(202, (response) =>
        response.jsonBody({
          id: integer(5),
          resource: regex(`^${kind.recordsKey}$`, kind.recordsKey),
          file_name: like(args.exportFileName),
          batch: integer(1),
          status: regex(oneOfContractEnum('ExportStatus'), 'queued'),
          row_count: null,
          error: null,
          created_at: regex(ISO_INSTANT, '2026-03-15T08:00:00.000Z'),
          finished_at: null,
          download_url: null,
          expires_at: null,
        }),
      )
      .executeTest(async (mockServer) => {
        await expect(calls.export(client.storeFor(mockServer), args)).resolves.toMatchObject({ resource: kind.recordsKey, batch: 1, status: 'queued' });
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
          activity_logs: eachLike({
            id: integer(301),
            causer: null,
            action: regex(oneOfContractEnum('ActivityAction'), 'created'),
            subject_type: regex(`^${stateKind}$`, stateKind),
            subject_id: integer(EXAMPLE_ID),
            subject_label: like(`Pact Chronicled ${noun}`),
            changes: { before: {}, after: { name: like(`Pact Chronicled ${noun}`), code: like(`PACT/${stateKind}/CHRONICLED`) } },
            ip_address: null,
            user_agent: null,
            created_at: regex(ISO_INSTANT, '2026-03-15T08:00:00.000Z'),
          }),
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
    const filtersFromState = MatchersV3.fromProviderState(filters!.replace(`[${EXAMPLE_ID}]`, '[${organisationId}]'), filters!);
    return pact
      .addInteraction()
      .given(PROVIDER_STATES.organisationMade, made(`Pact Staffed ${noun}`, `PACT/${stateKind}/STAFFED`, 'active', 2))
      .given(PROVIDER_STATES.signedInWithAllPermissions)
      .uponReceiving(`a users list call for a ${noun}'s staff`)
      .withRequest('GET', '/api/users', (request) => request.query({ ...queryOf(rest), filters: filtersFromState }).headers(readHeaders))
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
            ministry: stateKind === 'ministry' ? { id: integer(EXAMPLE_ID), name: like('Pact Staffed ministry') } : null,
            last_login_at: null,
            created_at: regex(ISO_INSTANT, '2026-03-15T08:00:00.000Z'),
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
