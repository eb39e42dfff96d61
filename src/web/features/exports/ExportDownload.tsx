import { AnchorButton, Classes } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import type { ExportJob } from '../../api/generated';

/** A finished export's link has expired once its expiry instant has passed. */
export function hasExpired(job: ExportJob, now: number): boolean {
  return job.expires_at !== null && Date.parse(job.expires_at) <= now;
}

/**
 * A done job's file: a plain link the browser downloads with its session cookie (only the
 * requester may), "expired" once the link's time is up, nothing while the file is not made.
 */
export function ExportDownload({ job }: { job: ExportJob }) {
  if (job.status !== 'done') return null;
  if (hasExpired(job, Date.now())) return <span className={Classes.TEXT_MUTED}>expired</span>;
  if (!job.download_url) return null;
  return (
    <AnchorButton
      role="link"
      href={job.download_url}
      download={job.file_name}
      variant="minimal"
      size="small"
      icon={<DownloadIcon />}
      text="Download"
      aria-label={`Download ${job.file_name}`}
    />
  );
}
