/**
 * The import benchmark's run, in a process of its own so that its RSS is its own:
 * `tsx import-child.ts <database url> <rows>` makes a CSV file of <rows> new provider staff, checks
 * it as the commit request does (checkRows), stores it as its job (recordImportJob), and has the
 * import worker commit it, then sends the figures of each step to the parent.
 */
import Fastify from 'fastify';
import { loadSettings } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connect';
import { principalOfUser } from '../../src/server/auth/principal';
import { readUsersFile } from '../../src/server/users/import/import-file';
import { recordImportJob } from '../../src/server/users/import/import-jobs';
import { checkRows, columnsOf } from '../../src/server/users/import/import-rows';
import { ImportWorker } from '../../src/server/users/import/import-worker';

export interface ImportFigures {
  rows: number;
  checkSeconds: number;
  storeSeconds: number;
  commitSeconds: number;
  created: number;
  /** RSS when the worker starts (the request's file and rows let go), and its peak while it commits. */
  rssBeforeCommitMb: number;
  peakCommitRssMb: number;
  /** The whole process's peak, the request's reading and checking of the file included. */
  peakRssMb: number;
}

const MAPPING = { first_name: 'First', last_name: 'Last', email: 'Email', user_type: 'Type' };

const [url, rowsArg, adminEmail] = process.argv.slice(2);
const rows = Number(rowsArg);
const settings = loadSettings({ WEB_DIR: '', LOG_LEVEL: 'warn' });
const database = await openDatabase({ databaseUrl: url });
const { db } = database;
const rss = () => process.memoryUsage().rss / 2 ** 20;
const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

const admin = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow();
const starter = (await principalOfUser(db, admin.id))!;
const run = Date.now().toString(36);
const csv = [
  'First,Last,Email,Type',
  ...Array.from({ length: rows }, (_, i) => `Staff,Number ${i},bench.import.${run}.${i}@example.org,Provider Staff`),
].join('\r\n');

let started = process.hrtime.bigint();
const read = await readUsersFile('staff.csv', Buffer.from(csv).toString('base64'), 50 * 2 ** 20);
const { accepted, refused } = await checkRows(db, starter, read, columnsOf(MAPPING, read.headings), 'create_only');
if (refused.length > 0) throw new Error(`${refused.length} rows refused: ${JSON.stringify(refused[0])}`);
const checkSeconds = seconds(started);
started = process.hrtime.bigint();
const origin = { ip: null, userAgent: 'bench' };
const job = await recordImportJob(
  db,
  { userId: admin.id, fileName: 'staff.csv', mode: 'create_only', origin, now: new Date() },
  accepted,
);
const storeSeconds = seconds(started);
accepted.length = 0; // the request has answered: its rows are the worker's, in the database

global.gc?.();
const rssBeforeCommitMb = rss();
let peakCommitRssMb = rssBeforeCommitMb;
const sampler = setInterval(() => (peakCommitRssMb = Math.max(peakCommitRssMb, rss())), 50);
const worker = new ImportWorker({
  db,
  settings,
  clock: () => new Date(),
  mailOutbox: { wake: () => undefined },
  log: Fastify({ logger: { level: 'warn' } }).log,
});
started = process.hrtime.bigint();
await worker.drain();
const commitSeconds = seconds(started);
clearInterval(sampler);
const done = await db.selectFrom('import_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
if (done.status !== 'done') throw new Error(`the import ended ${done.status}: ${done.error}`);
const figures: ImportFigures = {
  rows,
  checkSeconds,
  storeSeconds,
  commitSeconds,
  created: done.created,
  rssBeforeCommitMb,
  peakCommitRssMb,
  peakRssMb: process.resourceUsage().maxRSS / 1024, // kB on Linux
};
await database.close();
process.send!(figures);
