import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadSettings } from '../../src/server/config';
import { seed } from '../../src/server/db/seed/seed';
import type { ImportFigures } from './import-child';
import { benchDatabaseUrl, loadAverage, recreateBenchDatabase } from './postgres-bench-db';

/** Rows of the file: the most one import takes (MAX_IMPORT_ROWS) unless BENCH_IMPORT_ROWS says fewer. */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const DATABASE = 'nhia_bench_import';
const child = fileURLToPath(new URL('./import-child.ts', import.meta.url));

function importInChild(url: string, adminEmail: string): Promise<ImportFigures> {
  return new Promise((resolve, reject) => {
    let figures: ImportFigures | undefined;
    const proc = fork(child, [url, String(ROWS), adminEmail], {
      stdio: 'inherit',
      execArgv: [...process.execArgv, '--expose-gc'],
    });
    proc.on('message', (message) => (figures = message as ImportFigures));
    proc.on('error', reject);
    proc.on('exit', (code) => (figures ? resolve(figures) : reject(new Error(`import child exited with ${code}`))));
  });
}

const rate = (rows: number, seconds: number) => Math.round(rows / seconds).toLocaleString('en');
const mb = (value: number) => `${value.toFixed(0)} MB`;

/**
 * The import benchmark (docs/benchmarks.md): a file of ROWS new users on a fresh PostgreSQL
 * database, checked as the commit request does, stored as its job, then committed by the import
 * worker (500 rows a transaction, each user created and invited through the create form's code):
 * rows/s of each step, and the RSS of the process, whose commit must not grow with the file.
 */
export async function benchImport(): Promise<void> {
  const settings = loadSettings({ SEED_ADMIN_PASSWORD: 'bench password 2026', SEED_DEMO_DATA: 'false', WEB_DIR: '' });
  const database = await recreateBenchDatabase(DATABASE);
  await seed(database.db, settings);
  await database.close();
  console.log(`\n== users import on PostgreSQL, ${ROWS.toLocaleString('en')} rows of a CSV file, one fresh process`);
  const f = await importInChild(benchDatabaseUrl(DATABASE), settings.seedAdminEmail);
  console.log(['step', 'time', 'rows/s'].join(' | '));
  console.log(['check (the request)', `${f.checkSeconds.toFixed(1)} s`, rate(f.rows, f.checkSeconds)].join(' | '));
  console.log(['store the job', `${f.storeSeconds.toFixed(1)} s`, rate(f.rows, f.storeSeconds)].join(' | '));
  console.log(['commit (the worker)', `${f.commitSeconds.toFixed(1)} s`, rate(f.rows, f.commitSeconds)].join(' | '));
  console.log(
    `created ${f.created.toLocaleString('en')}; RSS when the commit starts ${mb(f.rssBeforeCommitMb)}, peak while it commits ${mb(f.peakCommitRssMb)}, peak of the process ${mb(f.peakRssMb)}; load ${loadAverage()}`,
  );
}
