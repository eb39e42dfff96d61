import { ACTIVITY_ACTION_LABELS, SUBJECT_TYPE_LABELS, labelOf } from '../../shared/activity-labels';
import { agencyTime } from '../exports/agency-time';
import { defineExport } from '../exports/batch-rows';
import { activityLogsList, type ActivityLogRow } from './activity-logs-list';

/** A spreadsheet cell holds at most 32,767 characters. */
const CELL_LIMIT = 32_000;

/** `field: before → after` per changed field, one line each. */
export function changesText(changes: ActivityLogRow['changes']): string | null {
  if (!changes) return null;
  const fields = [...new Set([...Object.keys(changes.before), ...Object.keys(changes.after)])];
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  const text = fields
    .map((field) => `${field}: ${show(changes.before[field])} → ${show(changes.after[field])}`)
    .join('\n');
  return text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT)}…` : text || null;
}

/** The activity log's export file: the same rows as the screen, with readable columns. */
export const activityLogsExport = defineExport(activityLogsList, [
  { header: 'Time', width: 20, isDate: true, value: (row) => agencyTime(row.created_at) },
  { header: 'User', width: 26, value: (row) => row.causer_name || null },
  { header: 'User email', width: 30, value: (row) => row.causer_email },
  { header: 'Action', width: 22, value: (row) => labelOf(ACTIVITY_ACTION_LABELS, row.action) },
  { header: 'Subject type', width: 12, value: (row) => labelOf(SUBJECT_TYPE_LABELS, row.subject_type) || null },
  { header: 'Subject', width: 30, value: (row) => row.subject_label },
  { header: 'Subject ID', width: 10, value: (row) => row.subject_id },
  { header: 'IP address', width: 16, value: (row) => row.ip_address },
  { header: 'User agent', width: 40, value: (row) => row.user_agent },
  { header: 'Changes', width: 60, value: (row) => changesText(row.changes) },
]);
