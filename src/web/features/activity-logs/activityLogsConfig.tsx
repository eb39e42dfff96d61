import { Classes, Intent } from '@blueprintjs/core';
import { StaticTag } from '../../components/StaticTag';
import { ACTIVITY_ACTION_LABELS, SUBJECT_TYPE_LABELS, labelOf } from '../../../shared/activity-labels';
import { AGENCY_TIME_ZONE, DEFAULT_LOCALE } from '../../../shared/constants';
import { ACTIVITY_LOGS_LIST } from '../../../shared/lists/activity-logs';
import type { SortKey } from '../../../shared/lists/declaration';
import type { ActivityAction, ActivityLog } from '../../api/generated';
import type { DataTableColumn, FilterDefinition } from '../../components/data-table';
import { filterDefinitionsOf } from '../../components/data-table/declaredFilters';

// The labels live in src/shared (the export file uses them too); this fails to compile when the contract's enum grows.
const actionLabels: Record<ActivityAction, string> = ACTIVITY_ACTION_LABELS;
const subjectTypeLabels: Record<NonNullable<ActivityLog['subject_type']>, string> = SUBJECT_TYPE_LABELS;

/** Dates are ISO strings end to end; shown as the agency's wall-clock time. */
const timeFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: AGENCY_TIME_ZONE,
});

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
export const actionLabel = (action: ActivityAction) => labelOf(actionLabels, action);
export const subjectTypeLabel = (type: ActivityLog['subject_type']) => labelOf(subjectTypeLabels, type);

/** Refusals and access losses stand out; everything else reads calmly. */
const ACTION_INTENT: Partial<Record<ActivityAction, Intent>> = {
  login_failed: Intent.DANGER,
  login_locked: Intent.DANGER,
  two_factor_failed: Intent.DANGER,
  password_confirmation_failed: Intent.DANGER,
  two_factor_removed: Intent.WARNING,
  recovery_code_used: Intent.WARNING,
  two_factor_reset: Intent.WARNING,
  passkey_removed: Intent.WARNING,
  session_ended: Intent.WARNING,
  deactivated: Intent.WARNING,
  suspended: Intent.WARNING,
  role_removed: Intent.WARNING,
  created: Intent.SUCCESS,
  activated: Intent.SUCCESS,
  reactivated: Intent.SUCCESS,
};

/** Who acted: the causer, or nobody signed in (a failed sign-in for an unknown address, a reset request). */
export const causerText = (entry: ActivityLog) => entry.causer?.name ?? 'Not signed in';

export const subjectText = (entry: ActivityLog) =>
  entry.subject_type === null
    ? ''
    : [subjectTypeLabel(entry.subject_type), entry.subject_label ?? `#${entry.subject_id ?? ''}`].join(': ');

/** Names an entry for screen readers: "Signed in by Ada Okafor, Jan 5, 2026, 10:00:00 AM". */
export const entryName = (entry: ActivityLog) =>
  `${actionLabel(entry.action)} by ${causerText(entry)}, ${formatTime(entry.created_at)}`;

export function ActionTag({ action }: { action: ActivityAction }) {
  return (
    <StaticTag minimal intent={ACTION_INTENT[action] ?? Intent.NONE}>
      {actionLabel(action)}
    </StaticTag>
  );
}

export const activityColumns: readonly DataTableColumn<ActivityLog, SortKey<typeof ACTIVITY_LOGS_LIST>>[] = [
  {
    key: 'created_at',
    header: 'Time',
    sortKey: 'created_at',
    render: (entry) => formatTime(entry.created_at),
    width: 190,
    hideable: false,
  },
  {
    key: 'causer',
    header: 'User',
    render: (entry) =>
      entry.causer ? (
        <span title={entry.causer.email}>{entry.causer.name}</span>
      ) : (
        <span className={Classes.TEXT_MUTED}>{causerText(entry)}</span>
      ),
    width: 180,
  },
  {
    key: 'action',
    header: 'Action',
    sortKey: 'action',
    render: (entry) => <ActionTag action={entry.action} />,
    width: 190,
  },
  { key: 'subject', header: 'Subject', sortKey: 'subject_type', render: subjectText, width: 240, grows: true },
  { key: 'ip_address', header: 'IP address', render: (entry) => entry.ip_address ?? '', width: 130 },
];

export const activityFilters: readonly FilterDefinition[] = filterDefinitionsOf(
  ACTIVITY_LOGS_LIST,
  { causer: 'User', action: 'Action', subject_type: 'Subject type', created_at: 'Date' },
  { action: actionLabels, subject_type: subjectTypeLabels },
);

export const activitySearchFields: readonly string[] = ACTIVITY_LOGS_LIST.searchFields;
