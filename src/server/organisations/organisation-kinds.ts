import type { SubjectType } from '../activity-log';
import type { ResourceExport } from '../exports/batch-rows';
import type { ListDefinition } from '../lists/engine';
import type { OperationId } from '../operations';
import {
  ministriesExport,
  ministriesList,
  tpasExport,
  tpasList,
  type OrganisationRecord,
  type OrganisationRow,
} from './organisation-lists';

/** What differs between the two kinds of organisation users belong to; the handlers are shared. */
export interface OrganisationKind {
  subject: Extract<SubjectType, 'tpa' | 'ministry'>;
  table: 'tpas' | 'ministries';
  /** As messages name one ("No such TPA."). */
  noun: string;
  /** The users column that points at one. */
  userColumn: 'tpa_id' | 'ministry_id';
  /** Editable fields beyond those every organisation has. */
  extraFields: readonly ('state' | 'accreditation_date')[];
  list: ListDefinition<OrganisationRow, OrganisationRecord, 'tpas' | 'ministries'>;
  exportFile: ResourceExport;
  /** The contract's ExportResource of its list. */
  exportResource: 'tpas' | 'ministries';
  operationIds: OrganisationOperations;
}

/** Each of a kind's operations, by the contract's operationId. */
export interface OrganisationOperations {
  list: Extract<OperationId, 'listTpas' | 'listMinistries'>;
  create: Extract<OperationId, 'createTpa' | 'createMinistry'>;
  export: Extract<OperationId, 'exportTpas' | 'exportMinistries'>;
  get: Extract<OperationId, 'getTpa' | 'getMinistry'>;
  update: Extract<OperationId, 'updateTpa' | 'updateMinistry'>;
  suspend: Extract<OperationId, 'suspendTpa' | 'suspendMinistry'>;
  reactivate: Extract<OperationId, 'reactivateTpa' | 'reactivateMinistry'>;
  history: Extract<OperationId, 'getTpaHistory' | 'getMinistryHistory'>;
}

export const TPA: OrganisationKind = {
  subject: 'tpa',
  table: 'tpas',
  noun: 'TPA',
  userColumn: 'tpa_id',
  extraFields: ['state', 'accreditation_date'],
  list: tpasList,
  exportFile: tpasExport,
  exportResource: 'tpas',
  operationIds: {
    list: 'listTpas',
    create: 'createTpa',
    export: 'exportTpas',
    get: 'getTpa',
    update: 'updateTpa',
    suspend: 'suspendTpa',
    reactivate: 'reactivateTpa',
    history: 'getTpaHistory',
  },
};

export const MINISTRY: OrganisationKind = {
  subject: 'ministry',
  table: 'ministries',
  noun: 'ministry',
  userColumn: 'ministry_id',
  extraFields: [],
  list: ministriesList,
  exportFile: ministriesExport,
  exportResource: 'ministries',
  operationIds: {
    list: 'listMinistries',
    create: 'createMinistry',
    export: 'exportMinistries',
    get: 'getMinistry',
    update: 'updateMinistry',
    suspend: 'suspendMinistry',
    reactivate: 'reactivateMinistry',
    history: 'getMinistryHistory',
  },
};
