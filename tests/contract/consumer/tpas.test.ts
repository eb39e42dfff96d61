import { generatedApi } from '../../../src/web/api/generated';
import { historyPageArgs } from '../../../src/web/components/history/historyPageArgs';
import { organisationUsersArgs } from '../../../src/web/features/organisations/organisationUsersQuery';
import { TPA, tpaInputOf } from '../../../src/web/features/organisations/tpaKind';
import { TPA_OWN_BODY, type OrganisationContract } from './support/organisationContract';
import { describeOrganisationReads } from './support/organisationReads';
import { describeOrganisationWrites } from './support/organisationWrites';

const { endpoints } = generatedApi;

const TPA_CONTRACT: OrganisationContract = {
  kind: TPA,
  stateKind: 'tpa',
  path: '/api/tpas',
  values: {
    name: 'Pact Health TPA',
    code: 'PACT/TPA/001',
    email: 'pact.tpa@pact.example',
    phone: '+2348031234567',
    address: '12 Marina, Lagos',
    contact_person: 'Ada Obi',
    state: 'Lagos',
    accreditation_date: '2024-02-29',
  },
  payloadOf: tpaInputOf,
  ownFilters: { state: ['Lagos'] },
  ownBody: TPA_OWN_BODY,
  calls: {
    list: (store, args) => store.dispatch(endpoints.listTpas.initiate(args)).unwrap(),
    get: (store, id) => store.dispatch(endpoints.getTpa.initiate({ id })).unwrap(),
    history: (store, id) => store.dispatch(endpoints.getTpaHistory.initiate(historyPageArgs(id, 1))).unwrap(),
    create: (store, values) => store.dispatch(endpoints.createTpa.initiate({ tpaInput: tpaInputOf(values) })).unwrap(),
    update: (store, id, values, version) =>
      store.dispatch(endpoints.updateTpa.initiate({ id, tpaUpdate: { ...tpaInputOf(values), version } })).unwrap(),
    suspend: (store, id) => store.dispatch(endpoints.suspendTpa.initiate({ id })).unwrap(),
    reactivate: (store, id) => store.dispatch(endpoints.reactivateTpa.initiate({ id })).unwrap(),
    export: (store, args) => store.dispatch(endpoints.exportTpas.initiate(args)).unwrap(),
    listUsers: (store, id) => store.dispatch(endpoints.listUsers.initiate(organisationUsersArgs(TPA, id, 1))).unwrap(),
  },
};

describe('the TPA screens (/api/tpas …): reads', () => {
  describeOrganisationReads(TPA_CONTRACT);
});

describe('the TPA screens (/api/tpas …): changes', () => {
  describeOrganisationWrites(TPA_CONTRACT);
});
