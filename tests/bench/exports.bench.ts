import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EXPORT_BATCH_SIZE } from '../../src/shared/constants';
import type { ExportFigures } from './exports-child';
import { BENCH_USERS, type BenchDatabase } from './postgres-bench-db';

const SIZES = [100_000, 500_000, 1_000_000];
const child = fileURLToPath(new URL('./exports-child.ts', import.meta.url));

/** Runs one size in a fresh process (fork keeps tsx's loader flags) and answers its figures. */
function exportInChild(url: string, rows: number): Promise<ExportFigures> {
  return new Promise((resolve, reject) => {
    let figures: ExportFigures | undefined;
    const proc = fork(child, [url, String(rows)], { stdio: 'inherit' });
    proc.on('message', (message) => (figures = message as ExportFigures));
    proc.on('error', reject);
    proc.on('exit', (code) =>
      figures ? resolve(figures) : reject(new Error(`export child for ${rows} rows exited with ${code}`)),
    );
  });
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

/**
 * The export benchmark (docs/benchmarks.md): N users of the default view exported as the worker
 * does it, one produceExportFile per batch of EXPORT_BATCH_SIZE rows (a batch is the most one file
 * holds), N / EXPORT_BATCH_SIZE files in a row in one process: rows/s over all of them, and that
 * process's peak RSS, which must not grow with N.
 */
export async function benchExports({ url }: BenchDatabase): Promise<void> {
  const sizes = SIZES.filter((rows) => rows <= BENCH_USERS);
  console.log(
    `\n== users export to .xlsx on PostgreSQL, ${EXPORT_BATCH_SIZE.toLocaleString('en')} rows a file, one fresh process per size`,
  );
  console.log(['rows', 'files', 'time', 'rows/s', 'MB written', 'RSS at start', 'peak RSS'].join(' | '));
  for (const size of sizes.length > 0 ? sizes : [BENCH_USERS]) {
    const f = await exportInChild(url, size);
    const rate = Math.round(f.rows / f.seconds).toLocaleString('en');
    console.log(
      [
        f.rows.toLocaleString('en'),
        f.files,
        `${f.seconds.toFixed(1)} s`,
        rate,
        f.megabytes.toFixed(1),
        mb(f.startRssMb),
        mb(f.peakRssMb),
      ].join(' | '),
    );
  }
}
