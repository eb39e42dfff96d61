import { ACTIVITY_ACTION_LABELS, SUBJECT_TYPE_LABELS } from '../activity-labels';
import type { ListDeclaration } from './declaration';

/** The user activity log (listActivityLogs). */
export const ACTIVITY_LOGS_LIST = {
  operationId: 'listActivityLogs',
  recordsKey: 'activity_logs',
  filters: [
    {
      name: 'causer',
      kind: 'select',
      multiple: true,
      values: 'record ids',
      options: { endpoint: '/api/users/options' },
    },
    {
      name: 'action',
      kind: 'select',
      multiple: true,
      values: { contractEnum: 'ActivityAction' },
      options: Object.keys(ACTIVITY_ACTION_LABELS),
    },
    {
      name: 'subject_type',
      kind: 'select',
      multiple: true,
      values: { contractEnum: 'SubjectType' },
      options: Object.keys(SUBJECT_TYPE_LABELS),
    },
    { name: 'created_at', kind: 'date_range' },
  ],
  searchFields: ['user', 'email', 'subject', 'IP address'],
  sortKeys: ['created_at', 'action', 'subject_type'],
  defaultSort: '-created_at',
} as const satisfies ListDeclaration;
