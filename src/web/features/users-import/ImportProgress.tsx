import { Callout, Intent, ProgressBar } from '@blueprintjs/core';
import { useId } from 'react';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import type { UsersImportJob } from '../../api/generated';
import { paths } from '../../app/paths';
import { RouteGate } from '../../app/useCanOpen';
import { filteredListPath } from '../../components/data-table/listUrl';
import { RouterAnchorButton } from '../../components/RouterAnchorButton';
import { usersCount } from '../../components/usersCount';
import { errorLines, ImportErrorsTable } from './ImportErrorsTable';
import type { ColumnMapping } from './importFields';
import { isImporting, useImportJob } from './useImportJob';

/** Where the invited users are: pending, newest first (the list's default order). */
export const INVITED_USERS_PATH = filteredListPath(paths.users.list, { status: ['pending'] });

const COUNTS: { key: 'created' | 'updated' | 'unchanged' | 'failed'; label: string }[] = [
  { key: 'created', label: 'Created and invited' },
  { key: 'updated', label: 'Updated' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'failed', label: 'Failed' },
];

/** Step 4: the import job's progress, asked again until it ends, then what it did and where the invited users are. */
export function ImportProgress({ started, mapping }: { started: UsersImportJob; mapping: ColumnMapping }) {
  const headingId = useId();
  const { job, failure } = useImportJob(started);
  const importing = isImporting(job);
  const share = job.total_rows > 0 ? job.processed_rows / job.total_rows : 0;
  return (
    <div className="users-import-step" aria-busy={importing}>
      <p role="status">
        {importing
          ? `Importing "${job.file_name}": ${job.processed_rows.toLocaleString('en')} of ${job.total_rows.toLocaleString('en')} rows done.`
          : job.status === 'done'
            ? `"${job.file_name}" is imported.`
            : `The import of "${job.file_name}" stopped.`}
      </p>
      <ProgressBar
        value={importing ? share : 1}
        intent={job.status === 'failed' ? Intent.DANGER : importing ? Intent.PRIMARY : Intent.SUCCESS}
        animate={importing}
        stripes={importing}
        aria-label="Import progress"
      />
      {failure && <Callout intent={Intent.WARNING} compact title={describeFailure(toApiFailure(failure))} />}
      {job.status === 'failed' && job.error && (
        <Callout intent={Intent.DANGER} role="alert" compact>
          {job.error}
        </Callout>
      )}
      <dl className="users-import-counts" aria-label="Rows imported">
        {COUNTS.map(({ key, label }) => (
          <div key={key} className={key === 'failed' && job.failed > 0 ? 'users-import-invalid' : undefined}>
            <dt>{label}</dt>
            <dd>{job[key].toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
      {job.row_errors.length > 0 && (
        <>
          <h2 id={headingId} className="users-import-subheading">
            Rows refused while importing
          </h2>
          <ImportErrorsTable lines={errorLines(job.row_errors, mapping)} labelledBy={headingId} />
        </>
      )}
      {!importing && job.created > 0 && (
        <div className="users-import-actions">
          <RouteGate to={paths.users.list}>
            <RouterAnchorButton
              to={INVITED_USERS_PATH}
              intent={Intent.PRIMARY}
              text={`See the invited users (${usersCount(job.created)} created)`}
            />
          </RouteGate>
        </div>
      )}
    </div>
  );
}
