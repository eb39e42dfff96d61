import {
  Button,
  ButtonGroup,
  Callout,
  Classes,
  Drawer,
  H4,
  H5,
  HTMLTable,
  IconSize,
  Intent,
  Spinner,
} from '@blueprintjs/core';
import { ChevronDownIcon, ChevronUpIcon, SmallCrossIcon } from '@blueprintjs/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetActivityLogQuery, type ActivityLog } from '../../api/generated';
import { paths } from '../../app/paths';
import { useMayOpen } from '../../app/useCanOpen';
import { ChangeDiff } from '../../components/change-diff/ChangeDiff';
import { actionLabel, ActionTag, causerText, formatTime, subjectTypeLabel } from './activityLogsConfig';

export interface ActivityLogDrawerProps {
  /** The entry to show; null keeps the drawer closed. */
  entryId: number | null;
  onClose: () => void;
  /** The list's previous and next entries, across its pages; absent at either end. */
  previous?: () => void;
  next?: () => void;
}

/** The screen of an entry's subject, where it has one: users, roles, TPAs and ministries. */
function subjectAddress(entry: ActivityLog): string | undefined {
  if (entry.subject_id === null) return undefined;
  const screens = { user: paths.users, role: paths.roles, tpa: paths.tpas, ministry: paths.ministries } as const;
  const type = entry.subject_type;
  return type && type in screens ? screens[type as keyof typeof screens].view(entry.subject_id) : undefined;
}

/** The subject by its label, linked to its screen when the user may open it. */
function Subject({ entry }: { entry: ActivityLog }) {
  const mayOpen = useMayOpen();
  const name = entry.subject_label ?? (entry.subject_id === null ? null : `#${entry.subject_id}`);
  if (name === null) return muted('None');
  const address = subjectAddress(entry);
  if (!address || !mayOpen(address)) return name;
  return (
    <Link to={address} aria-label={`Open ${subjectTypeLabel(entry.subject_type)} ${name}`}>
      {name}
    </Link>
  );
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
    ['Subject', <Subject key="subject" entry={entry} />],
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
 * before → after values, beside the list, with steps to the list's previous and next entries
 * and a link to its subject. Blueprint's Drawer gives its panel no dialog role, so the panel's
 * frame carries it, named by its own heading.
 */
export function ActivityLogDrawer({ entryId, onClose, previous, next }: ActivityLogDrawerProps) {
  const titleId = useId();
  const { data, isFetching, isError } = useGetActivityLogQuery(entryId === null ? skipToken : { id: entryId });
  const entry = data && data.id === entryId ? data : undefined;
  return (
    <Drawer isOpen={entryId !== null} onClose={onClose} size={DRAWER_WIDTH} className="activity-log-drawer">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="activity-log-drawer-frame">
        <div className={Classes.DRAWER_HEADER}>
          <H4 id={titleId}>{entry ? actionLabel(entry.action) : 'Activity entry'}</H4>
          <ButtonGroup variant="minimal">
            <Button icon={<ChevronUpIcon />} text="Previous" disabled={!previous} onClick={previous} />
            <Button icon={<ChevronDownIcon />} text="Next" disabled={!next} onClick={next} />
          </ButtonGroup>
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
