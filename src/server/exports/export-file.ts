import { agencyToday } from '../../shared/contract-formats';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import { newToken } from '../auth/tokens';
import type { Database, ExportJobsTable } from '../db/schema';
import type { StoredQuery } from './batch-rows';
import { RESOURCE_EXPORTS } from './resources';
import { writeXlsx } from './xlsx-file';

export type ExportJobRow = Selectable<ExportJobsTable>;

/** A failure whose message is meant for the requester (shown as the job's error). */
export class ExportError extends Error {}

export interface ProducedFile {
  /** The file's name in the storage folder: random, so no one can guess another's file. */
  fileName: string;
  rowCount: number;
}

const partialPrefix = (jobId: number) => `.job-${jobId}-`;

/** An earlier try's partial file (its process died mid-write) is of no use: remove it. */
async function removeEarlierPartials(storageDir: string, job: ExportJobRow): Promise<void> {
  const current = `${partialPrefix(job.id)}${job.attempts}.part`;
  const names = await readdir(storageDir);
  const stale = names.filter((name) => name.startsWith(partialPrefix(job.id)) && name !== current);
  await Promise.all(stale.map((name) => rm(path.join(storageDir, name), { force: true })));
}

const sheetNameOf = (resource: string) => resource.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * Writes the job's batch to a temporary name (one per try, so a crashed try never collides with
 * the next), then renames it: a file under its final name is always complete.
 */
export async function produceExportFile(
  db: Kysely<Database>,
  storageDir: string,
  job: ExportJobRow,
): Promise<ProducedFile> {
  const resource = RESOURCE_EXPORTS[job.resource];
  if (!resource) throw new ExportError(`No export is defined for the ${job.resource} list.`);
  await mkdir(storageDir, { recursive: true, mode: 0o700 }); // exports hold personal data: owner only
  await removeEarlierPartials(storageDir, job);
  const partial = path.join(storageDir, `${partialPrefix(job.id)}${job.attempts}.part`);
  try {
    const rows = resource.readBatch(db, job.query as StoredQuery, job.batch, { askedOn: agencyToday(job.created_at) });
    const rowCount = await writeXlsx(partial, sheetNameOf(job.resource), resource.headers, rows);
    const fileName = `${newToken()}.xlsx`;
    await rename(partial, path.join(storageDir, fileName));
    return { fileName, rowCount };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Removes a stored export file (a superseded try's, or one whose link has expired). */
export async function removeExportFile(storageDir: string, fileName: string): Promise<void> {
  await rm(path.join(storageDir, fileName), { force: true });
}
