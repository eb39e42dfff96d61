import type { SubjectType } from '../activity-log';
import type { ResourceExport } from '../exports/batch-rows';
import type { ListDefinition } from '../lists/engine';
import { ministriesExport, ministriesList, tpasExport, tpasList, type OrganisationRecord, type OrganisationRow } from './organisation-lists';

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
  list: ListDefinition<OrganisationRow, OrganisationRecord>;
  exportFile: ResourceExport;
  /** The contract's ExportResource of its list. */
  exportResource: 'tpas' | 'ministries';
  operationIds: Record<'list' | 'create' | 'export' | 'get' | 'update' | 'suspend' | 'reactivate' | 'history', string>;
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
    list: 'listTpas', create: 'createTpa', export: 'exportTpas', get: 'getTpa', update: 'updateTpa',
    suspend: 'suspendTpa', reactivate: 'reactivateTpa', history: 'getTpaHistory',
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
    list: 'listMinistries', create: 'createMinistry', export: 'exportMinistries', get: 'getMinistry', update: 'updateMinistry',
    suspend: 'suspendMinistry', reactivate: 'reactivateMinistry', history: 'getMinistryHistory',
  },
};
