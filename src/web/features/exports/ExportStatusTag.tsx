import { Classes, Intent } from '@blueprintjs/core';
import { StaticTag } from '../../components/StaticTag';
import type { ExportJob, ExportStatus } from '../../api/generated';

const STATUS_INTENT: Record<ExportStatus, Intent> = {
  queued: Intent.NONE,
  running: Intent.PRIMARY,
  done: Intent.SUCCESS,
  failed: Intent.DANGER,
};

/** The job's status; a failed one also says why, in text rather than a tooltip, so every reader gets it. */
export function ExportStatusTag({ job }: { job: ExportJob }) {
  return (
    <>
      <StaticTag intent={STATUS_INTENT[job.status]} minimal={job.status === 'queued'}>
        {job.status}
      </StaticTag>
      {job.status === 'failed' && job.error && <div className={Classes.TEXT_MUTED}>{job.error}</div>}
    </>
  );
}
