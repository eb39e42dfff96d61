import { MatchersV3 } from '@pact-foundation/pact';
import type { setupStore } from '../../../../src/web/app/store';
import { DEFAULT_LIST_STATE, toQueryArgs } from '../../../../src/web/components/data-table/listState';
import type { OrganisationFormValues } from '../../../../src/web/features/organisations/organisationForm';
import type { OrganisationKindBase } from '../../../../src/web/features/organisations/organisationKind';
import type { OrganisationMade } from '../../providerStates';
import { AJAX_HEADERS, cookiesOf, EXAMPLE_SESSION, sessionHeaders } from './clientHeaders';
import { oneOfContractEnum } from './contractEnums';
import { anInstant, exactly } from './matchers';
import { pathFromState } from './providerStateValues';
import { useWebClient } from './webClient';
import { webClientPact } from './webClientPact';

const { integer, like, regex } = MatchersV3;

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
  export(
    store: Store,
    args: Omit<ListArgs, 'itemsPerPage'> & { batch: number; exportFileName: string },
  ): Promise<unknown>;
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

/** The id the consumer tests use; at verification, the organisationMade state's. */
export const EXAMPLE_ID = 42;
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

/** Matchers of a TPA's own fields, as the organisationMade state makes them. */
export const TPA_OWN_BODY = {
  state: regex(oneOfContractEnum('NigerianState'), 'Lagos'),
  accreditation_date: regex(DAY, '2024-02-29'),
};

/** An organisation as the screens read it. Loose: values of the right types; status, users and version as the call makes them. */
export function organisationBody(
  contract: OrganisationContract,
  { status, users = 0, version = 1 }: { status: string; users?: number; version?: number },
) {
  return {
    id: integer(EXAMPLE_ID),
    name: like(contract.values.name),
    code: like(contract.values.code),
    email: like(contract.values.email),
    phone: like(contract.values.phone),
    address: like(contract.values.address),
    contact_person: like(contract.values.contact_person),
    ...contract.ownBody,
    status: exactly(status),
    users_count: integer(users),
    created_at: anInstant(),
    updated_at: anInstant(),
    version: integer(version),
  };
}

/**
 * What every organisation interaction needs: the Pact, the web client (registers its jest
 * hooks), the headers, the states' params and the paths, and the screen's list view.
 */
export function organisationPact(contract: OrganisationContract) {
  const { kind, stateKind, path } = contract;
  const made = (
    name: string,
    code: string,
    status: OrganisationMade['status'] = 'active',
    staff = 0,
  ): OrganisationMade => ({
    kind: stateKind,
    name,
    code,
    status,
    staff,
  });
  const readHeaders = { ...AJAX_HEADERS, ...sessionHeaders() };
  return {
    pact: webClientPact(),
    client: useWebClient(cookiesOf(EXAMPLE_SESSION)),
    readHeaders,
    writeHeaders: { ...readHeaders, 'Content-Type': 'application/json' },
    made,
    onePath: (suffix = '') => pathFromState(`${path}/\${organisationId}${suffix}`, `${path}/${EXAMPLE_ID}${suffix}`),
    /** The state behind the list view (and its export). */
    listed: made(`Pact Listed ${kind.noun}`, `PACT/${stateKind}/LISTED`),
    listArgs: toQueryArgs(
      {
        ...DEFAULT_LIST_STATE,
        search: `pact listed ${kind.noun}`,
        sort: 'name',
        filters: { status: ['active'], ...contract.ownFilters },
      },
      kind.filters,
    ),
  };
}
