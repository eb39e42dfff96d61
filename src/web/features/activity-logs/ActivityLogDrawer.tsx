import { Button, Callout, Classes, Drawer, H4, H5, HTMLTable, IconSize, Intent, Spinner } from '@blueprintjs/core';
import { SmallCrossIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, type ReactNode } from 'react';
import { useGetActivityLogQuery, type ActivityLog } from '../../api/generated';
import { ChangeDiff } from '../../components/change-diff/ChangeDiff';
import { actionLabel, ActionTag, causerText, formatTime, subjectTypeLabel } from './activityLogsConfig';

export interface ActivityLogDrawerProps {
  /** The entry to show; null keeps the drawer closed. */
  entryId: number | null;
  onClose: () => void;
}

/** Wide enough for the before → after table, never wider than the screen. */
const DRAWER_WIDTH = 'min(560px, 100vw)';

const muted = (text: string) => <span className={Classes.TEXT_MUTED}>{text}</span>;

function facts(entry: ActivityLog): [string, ReactNode][] {
  return [
    ['Time', formatTime(entry.created_at)],
    ['User', entry.causer ? `${entry.causer.name} <${entry.causer.email}>` : muted(causerText(entry))],
    ['Action', <ActionTag key="action" action={entry.action} />],
    ['Subject type', entry.subject_type ? subjectTypeLabel(entry.subject_type) : muted('None')],
    ['Subject', entry.subject_label ?? (entry.subject_id === null ? muted('None') : `#${entry.subject_id}`)],
    ['Subject ID', entry.subject_id ?? muted('None')],
    ['IP address', entry.ip_address ?? muted('Not recorded')],
    ['User agent', entry.user_agent ?? muted('Not recorded')],
  ];
}

function EntryDetail({ entry }: { entry: ActivityLog }) {
  return (
    <>
      <HTMLTable compact className="activity-log-facts" aria-label="Entry">
        <tbody>
          {facts(entry).map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <H5 className="activity-log-changes-heading">Changes</H5>
      <ChangeDiff changes={entry.changes} />
    </>
  );
}

/**
 * One activity-log entry, read fresh from getActivityLog: every field, the user agent and its
 * before → after values, beside the list. Blueprint's Drawer gives its panel no dialog role,
 * so the panel's frame carries it, named by its own heading.
 */
export function ActivityLogDrawer({ entryId, onClose }: ActivityLogDrawerProps) {
  const titleId = useId();
  const { data, isFetching, isError } = useGetActivityLogQuery(entryId === null ? skipToken : { id: entryId });
  const entry = data && data.id === entryId ? data : undefined;
  return (
    <Drawer isOpen={entryId !== null} onClose={onClose} size={DRAWER_WIDTH} className="activity-log-drawer">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="activity-log-drawer-frame">
        <div className={Classes.DRAWER_HEADER}>
          <H4 id={titleId}>{entry ? actionLabel(entry.action) : 'Activity entry'}</H4>
          <Button
            aria-label="Close"
            className={Classes.DIALOG_CLOSE_BUTTON}
            variant="minimal"
            icon={<SmallCrossIcon size={IconSize.LARGE} />}
            onClick={onClose}
          />
        </div>
        <div className={`${Classes.DRAWER_BODY} activity-log-detail`}>
          {entry && <EntryDetail entry={entry} />}
          {!entry && isFetching && <Spinner aria-label="Loading the entry" />}
          {!entry && !isFetching && isError && (
            <Callout intent={Intent.DANGER} title="This entry could not be loaded.">
              Close the panel and try again.
            </Callout>
          )}
        </div>
      </div>
    </Drawer>
  );
}
