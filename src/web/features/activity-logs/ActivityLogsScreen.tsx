import './activity-logs.css';
import { Button } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useLazyExportActivityLogsQuery, useListActivityLogsQuery, type ActivityLog } from '../../api/generated';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable } from '../../components/data-table';
import { ActivityLogDrawer } from './ActivityLogDrawer';
import { activityColumns, activityFilters, activitySearchFields, entryName } from './activityLogsConfig';

const entryKey = (entry: ActivityLog) => entry.id;

const details = (entry: ActivityLog, openDetail: () => void) => (
  <Button
    variant="minimal"
    icon={<EyeOpenIcon />}
    text="Details"
    aria-label={`Details of ${entryName(entry)}`}
    onClick={openDetail}
  />
);

/**
 * The user activity log (docs/records.md, The activity log): the data-table workspace; a row
 * (or its Details) opens the entry with its diff, and the drawer steps through the list.
 */
export function ActivityLogsScreen() {
  return (
    <DataTable
      title={useRouteTitle()}
      columns={activityColumns}
      filters={activityFilters}
      searchFields={activitySearchFields}
      recordsKey="activity_logs"
      viewsList="activity_logs"
      useDataQuery={useListActivityLogsQuery}
      useLazyExportQuery={useLazyExportActivityLogsQuery}
      rowKey={entryKey}
      rowLabel={entryName}
      rowActions={details}
      rowDetail={(detail) => (
        <ActivityLogDrawer
          entryId={detail.row?.id ?? null}
          onClose={detail.onClose}
          previous={detail.previous}
          next={detail.next}
        />
      )}
    />
  );
}
