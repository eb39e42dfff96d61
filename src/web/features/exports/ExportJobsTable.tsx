import { HTMLTable } from '@blueprintjs/core';
import type { ExportJob } from '../../api/generated';
import { exportColumns } from './exportColumns';

/** The jobs, one row each, in the columns of exportColumns. */
export function ExportJobsTable({
  labelledBy,
  jobs,
  busy,
}: {
  labelledBy: string;
  jobs: readonly ExportJob[];
  busy: boolean;
}) {
  return (
    <HTMLTable aria-labelledby={labelledBy} aria-busy={busy} compact striped className="my-exports-table">
      <thead>
        <tr>
          {exportColumns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id}>
            {exportColumns.map((column) => (
              <td key={column.key}>{column.render(job)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
