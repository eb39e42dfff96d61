/**
 * `npm run bench`: every benchmark of the product on one seeded PostgreSQL database; each
 * prints its figures (no pass/fail). BENCH_ONLY=users-list or exports runs just that one.
 */
import { benchExports } from './exports.bench';
import { benchLoad } from './load.bench';
import { seededBenchDatabase } from './postgres-bench-db';
import { benchUsersList } from './users-list.bench';

const only = process.env.BENCH_ONLY;
const bench = await seededBenchDatabase();
try {
  if (!only || only === 'users-list') await benchUsersList(bench);
  if (!only || only === 'exports') await benchExports(bench);
  if (!only || only === 'load') await benchLoad(bench);
} finally {
  await bench.database.close();
}
