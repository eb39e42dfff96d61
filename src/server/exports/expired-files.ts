import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { removeExportFile } from './export-file';

/**
 * Files whose link has expired can never be downloaded again: remove them (a few at a time),
 * then forget their names, so the storage folder holds only live exports. A crash between the
 * two leaves a name without a file, which the download answers as expired too.
 */
export async function removeExpiredFiles(
  db: Kysely<Database>,
  storageDir: string,
  now: Date,
  limit = 100,
): Promise<number> {
  const expired = await db
    .selectFrom('export_jobs')
    .select(['id', 'file_path'])
    .where('status', '=', 'done')
    .where('file_path', 'is not', null)
    .where('expires_at', '<=', now)
    .limit(limit)
    .execute();
  if (expired.length === 0) return 0;
  await Promise.all(expired.map((job) => removeExportFile(storageDir, job.file_path!)));
  await db
    .updateTable('export_jobs')
    .set({ file_path: null })
    .where(
      'id',
      'in',
      expired.map((job) => job.id),
    )
    .execute();
  return expired.length;
}
