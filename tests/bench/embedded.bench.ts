import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSettings } from '../../src/server/config';
import { migrate, openDatabase } from '../../src/server/db/connect';
import { seed } from '../../src/server/db/seed/seed';
import { BENCH_RATE_LIMITS, seedUsers } from './postgres-bench-db';
import { benchUsersList } from './users-list.bench';

/** The embedded default's size and target (issue 18): 100,000 users, every case within 150 ms p95. */
const EMBEDDED_USERS = Number(process.env.BENCH_EMBEDDED_USERS ?? 100_000);
const EMBEDDED_TARGET_MS = 150;

/**
 * The users list on the embedded database (docs/benchmarks.md, The embedded default): a fresh
 * PGlite in a temporary folder, migrated and seeded as `npm start` does, with EMBEDDED_USERS users
 * shaped like the scheme's (bench-data.ts, the same generator as PostgreSQL's), then every case of
 * the users list benchmark, deep pages at the same depth in the list (48 % of the rows in).
 */
export async function benchEmbedded(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nhia-bench-pglite-'));
  const password = 'bench password 2026';
  const settings = loadSettings({
    SEED_ADMIN_PASSWORD: password,
    SEED_DEMO_DATA: 'false',
    WEB_DIR: '',
    LOG_LEVEL: 'warn',
    ...BENCH_RATE_LIMITS,
  });
  const database = await openDatabase({ pgliteDir: dir });
  try {
    await migrate(database.db);
    await seed(database.db, settings);
    await seedUsers(database, EMBEDDED_USERS);
    await benchUsersList(
      { database, url: '', settings, password },
      {
        engine: 'PGlite (embedded)',
        users: EMBEDDED_USERS,
        deepPage: Math.round((EMBEDDED_USERS * 0.48) / 12),
        targetMs: EMBEDDED_TARGET_MS,
      },
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
