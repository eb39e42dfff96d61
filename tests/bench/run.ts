/**
 * `npm run bench`: every benchmark of the product on one seeded PostgreSQL database; each
 * prints its figures, the load run against its targets. The fault runs use a PostgreSQL server
 * of their own and fail the command when a check fails; start-up needs no database of the bench.
 * The import benchmark uses a fresh database of its own.
 * The embedded benchmark uses a PGlite database of its own.
 * BENCH_ONLY=users-list, exports, import, load, lighthouse, faults, startup or embedded runs just that one.
 */
import { benchEmbedded } from './embedded.bench';
import { benchExports } from './exports.bench';
import { benchFaults } from './faults.bench';
import { benchImport } from './import.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchLoad } from './load.bench';
import { seededBenchDatabase } from './postgres-bench-db';
import { benchStartup } from './startup.bench';
import { benchUsersList } from './users-list.bench';

const only = process.env.BENCH_ONLY;
if (!only || only === 'startup') await benchStartup();
if (!only || only === 'import') await benchImport();
if (!only || only === 'embedded') await benchEmbedded();
if (!only || !['faults', 'startup', 'import', 'embedded'].includes(only)) {
  const bench = await seededBenchDatabase();
  try {
    if (!only || only === 'users-list') await benchUsersList(bench);
    if (!only || only === 'exports') await benchExports(bench);
    if (!only || only === 'load') await benchLoad(bench);
    if (!only || only === 'lighthouse') await benchLighthouse(bench);
  } finally {
    await bench.database.close();
  }
}
// The fault runs bring their own PostgreSQL server, and their checks must hold.
if ((!only || only === 'faults') && !(await benchFaults())) process.exitCode = 1;
