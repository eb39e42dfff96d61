import { HTMLTable } from '@blueprintjs/core';
import type { ExportJob } from '../../api/generated';
import { exportColumns, type ListFilters } from './exportColumns';

/** The jobs, one row each, in the columns of exportColumns. */
export function ExportJobsTable({
  labelledBy,
  jobs,
  busy,
  filtersOf,
}: {
  labelledBy: string;
  jobs: readonly ExportJob[];
  busy: boolean;
  filtersOf: ListFilters;
}) {
  const columns = exportColumns(filtersOf);
  return (
    <HTMLTable aria-labelledby={labelledBy} aria-busy={busy} compact striped className="my-exports-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id}>
            {columns.map((column) => (
              <td key={column.key}>{column.render(job)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
