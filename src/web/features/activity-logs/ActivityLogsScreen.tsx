import './activity-logs.css';
import { Button } from '@blueprintjs/core';
import { EyeOpenIcon } from '@blueprintjs/icons';
import { useCallback, useState } from 'react';
import { useLazyExportActivityLogsQuery, useListActivityLogsQuery, type ActivityLog } from '../../api/generated';
import { useRouteTitle } from '../../app/useRouteTitle';
import { DataTable } from '../../components/data-table';
import { ActivityLogDrawer } from './ActivityLogDrawer';
import { activityColumns, activityFilters, activitySearchFields, entryName } from './activityLogsConfig';

const entryKey = (entry: ActivityLog) => entry.id;

/**
 * The user activity log (docs/records.md, The activity log): the data-table workspace; a row
 * (or its Details) opens the entry with its diff.
 */
export function ActivityLogsScreen() {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = useCallback((entry: ActivityLog) => setOpenId(entry.id), []);
  const details = useCallback(
    (entry: ActivityLog) => (
      <Button
        variant="minimal"
        icon={<EyeOpenIcon />}
        text="Details"
        aria-label={`Details of ${entryName(entry)}`}
        onClick={() => open(entry)}
      />
    ),
    [open],
  );
  return (
    <>
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
        onRowOpen={open}
      />
      <ActivityLogDrawer entryId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
