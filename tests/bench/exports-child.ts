/**
 * One size of the exports benchmark, in a process of its own so that its peak RSS is its own:
 * `tsx exports-child.ts <database url> <rows>` exports the first <rows> users of the default
 * view as the worker does, one job per batch of EXPORT_BATCH_SIZE rows, each through
 * produceExportFile into its own .xlsx, and sends its figures to the parent.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/connect';
import { produceExportFile, type ExportJobRow } from '../../src/server/exports/export-file';
import { EXPORT_BATCH_SIZE } from '../../src/shared/constants';

export interface ExportFigures {
  rows: number;
  files: number;
  seconds: number;
  megabytes: number;
  startRssMb: number;
  peakRssMb: number;
}

/** A claimed job as the worker hands it to produceExportFile: the users list's default view, batch n. */
const jobFor = (batch: number): ExportJobRow => ({
  id: batch,
  user_id: 1,
  resource: 'users',
  file_name: `users-${batch}.xlsx`,
  batch,
  query: { filters: null, search_string: null, sort: null },
  status: 'running',
  attempts: 1,
  row_count: null,
  error: null,
  file_path: null,
  download_token_hash: null,
  download_salt: null,
  expires_at: null,
  run_after: new Date(),
  created_at: new Date(),
  started_at: new Date(),
  finished_at: null,
  mailed_at: null,
  mail_attempts: 0,
  mail_error: null,
});

const [url, rowsArg] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: url });
const storageDir = await mkdtemp(path.join(os.tmpdir(), 'nhia-bench-exports-'));
await database.db.selectFrom('users').select('id').limit(1).execute(); // connect before the clock starts
const startRssMb = process.memoryUsage().rss / 2 ** 20;
const batches = Math.ceil(Number(rowsArg) / EXPORT_BATCH_SIZE);
let rows = 0;
let bytes = 0;
const started = process.hrtime.bigint();
for (let batch = 1; batch <= batches; batch++) {
  const file = await produceExportFile(database.db, storageDir, jobFor(batch));
  rows += file.rowCount;
  bytes += (await stat(path.join(storageDir, file.fileName))).size;
  await rm(path.join(storageDir, file.fileName)); // a worker keeps its files; the benchmark needs no disk for them
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const figures: ExportFigures = {
  rows,
  files: batches,
  seconds,
  megabytes: bytes / 2 ** 20,
  startRssMb,
  peakRssMb: process.resourceUsage().maxRSS / 1024, // kB on Linux: VmHWM of /proc/self/status
};
await rm(storageDir, { recursive: true, force: true });
await database.close();
process.send!(figures);
