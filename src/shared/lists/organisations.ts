import { NIGERIAN_STATES, ORGANISATION_STATUSES } from '../organisations';
import type { ListDeclaration } from './declaration';

const status = {
  name: 'status',
  kind: 'select',
  multiple: true,
  values: { contractEnum: 'OrganisationStatus' },
  options: ORGANISATION_STATUSES,
} as const;
const createdAt = { name: 'created_at', kind: 'date_range' } as const;
/** Both kinds search the same fields. */
export const ORGANISATION_SEARCH_FIELDS = ['name', 'code', 'email', 'phone', 'contact person'] as const;

/** Third-party administrators (listTpas): a state and an accreditation date besides what every organisation has. */
export const TPAS_LIST = {
  operationId: 'listTpas',
  recordsKey: 'tpas',
  filters: [
    status,
    {
      name: 'state',
      kind: 'select',
      multiple: true,
      values: { contractEnum: 'NigerianState' },
      options: NIGERIAN_STATES,
    },
    { name: 'accreditation_date', kind: 'date_range' },
    createdAt,
  ],
  searchFields: ORGANISATION_SEARCH_FIELDS,
  sortKeys: ['name', 'code', 'state', 'status', 'accreditation_date', 'users_count', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListDeclaration;

/** Ministries (listMinistries). */
export const MINISTRIES_LIST = {
  operationId: 'listMinistries',
  recordsKey: 'ministries',
  filters: [status, createdAt],
  searchFields: ORGANISATION_SEARCH_FIELDS,
  sortKeys: ['name', 'code', 'status', 'users_count', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListDeclaration;
