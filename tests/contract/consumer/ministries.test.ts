import { generatedApi } from '../../../src/web/api/generated';
import { historyPageArgs } from '../../../src/web/components/history/historyPageArgs';
import { MINISTRY } from '../../../src/web/features/organisations/ministryKind';
import { commonInputOf } from '../../../src/web/features/organisations/organisationForm';
import { organisationUsersArgs } from '../../../src/web/features/organisations/organisationUsersQuery';
import type { OrganisationContract } from './support/organisationContract';
import { describeOrganisationReads } from './support/organisationReads';
import { describeOrganisationWrites } from './support/organisationWrites';

const { endpoints } = generatedApi;

const MINISTRY_CONTRACT: OrganisationContract = {
  kind: MINISTRY,
  stateKind: 'ministry',
  path: '/api/ministries',
  values: {
    name: 'Pact Ministry of Works',
    code: 'PACT/MINISTRY/001',
    email: 'pact.ministry@pact.example',
    phone: '+2348031234567',
    address: 'Central Business District, Abuja',
    contact_person: 'Musa Bello',
    state: '',
    accreditation_date: null,
  },
  payloadOf: commonInputOf,
  ownFilters: {},
  ownBody: {},
  calls: {
    list: (store, args) => store.dispatch(endpoints.listMinistries.initiate(args)).unwrap(),
    get: (store, id) => store.dispatch(endpoints.getMinistry.initiate({ id })).unwrap(),
    history: (store, id) => store.dispatch(endpoints.getMinistryHistory.initiate(historyPageArgs(id, 1))).unwrap(),
    create: (store, values) =>
      store.dispatch(endpoints.createMinistry.initiate({ ministryInput: commonInputOf(values) })).unwrap(),
    update: (store, id, values, version) =>
      store
        .dispatch(endpoints.updateMinistry.initiate({ id, ministryUpdate: { ...commonInputOf(values), version } }))
        .unwrap(),
    suspend: (store, id) => store.dispatch(endpoints.suspendMinistry.initiate({ id })).unwrap(),
    reactivate: (store, id) => store.dispatch(endpoints.reactivateMinistry.initiate({ id })).unwrap(),
    export: (store, args) => store.dispatch(endpoints.exportMinistries.initiate(args)).unwrap(),
    listUsers: (store, id) =>
      store.dispatch(endpoints.listUsers.initiate(organisationUsersArgs(MINISTRY, id, 1))).unwrap(),
  },
};

describe('the ministry screens (/api/ministries …): reads', () => {
  describeOrganisationReads(MINISTRY_CONTRACT);
});

describe('the ministry screens (/api/ministries …): changes', () => {
  describeOrganisationWrites(MINISTRY_CONTRACT);
});
