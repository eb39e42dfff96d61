import { Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { ExportIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { describeFailure, toApiFailure } from '../../api/apiFailure';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Pager } from '../../components/data-table';
import type { ListFilters } from './exportColumns';
import { ExportJobsTable } from './ExportJobsTable';
import { useMyExports } from './useMyExports';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The signed-in user's export jobs (docs/exports.md), refreshed while any of them is queued or
 * running; each names its list and the filters and search it was exported with (`filtersOf`
 * gives each list's filters as its screen labels them).
 */
export function MyExportsScreen({ filtersOf }: { filtersOf: ListFilters }) {
  const headingId = useId();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const { data, error, isLoading, isFetching } = useMyExports(page);
  const lastPage = data?.pagination.last_page ?? 0;

  return (
    <section className="screen">
      <H1 id={headingId}>{useRouteTitle()}</H1>
      <p>Your export requests, newest first. A finished file can be downloaded here until its link expires.</p>
      {error && <Callout intent={Intent.DANGER} title={describeFailure(toApiFailure(error))} />}
      {isLoading && <Spinner aria-label="Loading your exports" />}
      {data && data.exports.length === 0 && (
        <NonIdealState
          icon={<ExportIcon size={48} />}
          title="No exports yet"
          description="Export a list to see it here."
        />
      )}
      {data && data.exports.length > 0 && (
        <ExportJobsTable labelledBy={headingId} jobs={data.exports} busy={isFetching} filtersOf={filtersOf} />
      )}
      {lastPage > 1 && <Pager currentPage={page} lastPage={lastPage} linkTo={(to) => ({ search: `?page=${to}` })} />}
    </section>
  );
}
